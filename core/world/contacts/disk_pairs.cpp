#include "world/contacts/disk_pairs.hpp"

#include <cmath>
#include <cstring>
#include <iterator>

#include "world/contacts/bounce.hpp"
#include "common/inlining.hpp"
#include "common/simd.hpp"
#include "common/snapshot.hpp"


namespace puru {
namespace {

using simd::F64x2;

// Each colour's pairs in three runs: uniform (two disks of the widest
// radius and one mass: touching at twice it, pushing half each, reading no
// record), landings, then the rest. The overflow run: pairs that found no
// colour free, relaxed in the order found.
constexpr std::uint32_t kUniformRun = 0, kLandingRun = 1, kOtherRun = 2, kRunsPerColour = 3;
constexpr std::uint32_t kOverflowRun = kRunsPerColour * DiskPairs::kColours;

// Where on their way this sub-step two disks first touch, as a share t of
// it: |d + t e| = touch, with d between the centres and e b's motion seen
// from a; false if they do not close, do not meet, or meet later.
inline bool firstTouch(double dx, double dy, double ex, double ey, double touch, double& t) {
    const double closing = dx * ex + dy * ey;
    if (!(closing < 0.0)) return false;
    const double ee = ex * ex + ey * ey;
    const double disc = closing * closing - ee * ((dx * dx + dy * dy) - touch * touch);
    if (!(disc >= 0.0)) return false;
    t = (-closing - std::sqrt(disc)) / ee;
    return t <= 1.0;
}

// One pair's relaxation: its push along the frozen normal, shared by the
// disks. The lanes of relaxTwo do the same arithmetic, so a run's pairs come
// out the same two at a time as one at a time.
inline void relaxOne(double* x, double* y, std::uint32_t a, std::uint32_t b, double nx, double ny, double touch,
                     double sa, double sb, double& push) {
    const double gap = nx * (x[b] - x[a]) + ny * (y[b] - y[a]) - touch;
    const double g = gap < 0.0 ? gap : 0.0;
    const double ox = nx * g, oy = ny * g;
    x[a] = x[a] + ox * sa;
    y[a] = y[a] + oy * sa;
    x[b] = x[b] - ox * sb;
    y[b] = y[b] - oy * sb;
    push = push - g;
}

// Pairs k and k + 1 of a colour: they share no disk, so the four disks are
// distinct and the scattered stores cannot overwrite one another. Uniform
// pairs touch at `touch` and push half each; the others read theirs.
template <bool Uniform>
inline void relaxTwo(double* x, double* y, const std::uint32_t* a, const std::uint32_t* b, const double* nx,
                     const double* ny, const double* touch, const double* sa, const double* sb, double* push,
                     F64x2 uniformTouch) {
    const std::uint32_t a0 = a[0], a1 = a[1], b0 = b[0], b1 = b[1];
    F64x2 xa = simd::gather(x, a0, a1), ya = simd::gather(y, a0, a1);
    F64x2 xb = simd::gather(x, b0, b1), yb = simd::gather(y, b0, b1);
    const F64x2 n_x = simd::load(nx), n_y = simd::load(ny);
    const F64x2 gap = n_x * (xb - xa) + n_y * (yb - ya) - (Uniform ? uniformTouch : simd::load(touch));
    const F64x2 g = simd::pmin(simd::splat(0.0), gap);
    const F64x2 ox = n_x * g, oy = n_y * g;
    const F64x2 shareA = Uniform ? simd::splat(0.5) : simd::load(sa);
    const F64x2 shareB = Uniform ? simd::splat(0.5) : simd::load(sb);
    xa = xa + ox * shareA;
    ya = ya + oy * shareA;
    xb = xb - ox * shareB;
    yb = yb - oy * shareB;
    simd::store(push, simd::load(push) - g);
    simd::scatter(x, a0, a1, xa);
    simd::scatter(y, a0, a1, ya);
    simd::scatter(x, b0, b1, xb);
    simd::scatter(y, b0, b1, yb);
}

// Landing pairs k and j (j = k for a run's last pair alone, whose lanes then
// agree): a falls onto b along the normal (a, the upper, was made the
// first when found). While a falls faster than landingFall, their approach
// this sub-step is taken back from a first, no further than the overlap nor
// than a's own motion towards b, so a is at most stopped along the normal,
// never sent back; what is taken back counts in the pair's push; the even
// push relaxes the rest.
inline void landTwo(const ContactPoints& p, const std::uint32_t* a, const std::uint32_t* b, const double* nx,
                    const double* ny, const double* touch, double* push, std::uint32_t k, std::uint32_t j,
                    F64x2 down, F64x2 landingFall) {
    const std::uint32_t a0 = a[k], a1 = a[j], b0 = b[k], b1 = b[j];
    const F64x2 zero = simd::splat(0.0), half = simd::splat(0.5);
    F64x2 xa = simd::gather(p.x, a0, a1), ya = simd::gather(p.y, a0, a1);
    F64x2 xb = simd::gather(p.x, b0, b1), yb = simd::gather(p.y, b0, b1);
    const F64x2 n_x = simd::gather(nx, k, j), n_y = simd::gather(ny, k, j), apart = simd::gather(touch, k, j);
    const F64x2 moveY = ya - simd::gather(p.py, a0, a1);
    const F64x2 own = n_x * (xa - simd::gather(p.px, a0, a1)) + n_y * moveY;
    const F64x2 approach =
        own - (n_x * (xb - simd::gather(p.px, b0, b1)) + n_y * (yb - simd::gather(p.py, b0, b1)));
    const F64x2 overlap = apart - (n_x * (xb - xa) + n_y * (yb - ya));
    const F64x2 back = simd::select(simd::greater(down * moveY, landingFall),
                                    simd::pmax(zero, simd::pmin(simd::pmin(overlap, approach), own)), zero);
    xa = xa - n_x * back;
    ya = ya - n_y * back;
    const F64x2 g = simd::pmin(zero, n_x * (xb - xa) + n_y * (yb - ya) - apart);
    const F64x2 ox = n_x * g * half, oy = n_y * g * half;
    simd::scatter(push, k, j, simd::gather(push, k, j) + back - g);
    simd::scatter(p.x, a0, a1, xa + ox);
    simd::scatter(p.y, a0, a1, ya + oy);
    simd::scatter(p.x, b0, b1, xb - ox);
    simd::scatter(p.y, b0, b1, yb - oy);
}

// The world's points as a settle reads and writes them.
struct SettledPoints {
    const double* x;
    const double* y;
    double* px;
    double* py;
};

// How a settle treats the pairs that pushed: stopped (or bounced, from
// faster than bounceSpeed, at restitution times the speed met) along the
// normal, held or slowed by friction along the tangent as far as the pushes
// reach: bounceChange and frictionTaken lane by lane.
struct SettleRule {
    F64x2 still, kinetic, restitution, bounceSpeed;
};

// Pairs (a0, b0) and (a1, b1) settled: their pushes and the speeds they met,
// lane by lane; returns what each meets the next pushes with. The two share
// no disk, or are the same pair (a tail, or the overflow run, one at a time).
// Without restitution no target is above 0; without friction none is held
// and none can give: the same bits as leaving those parts out.
inline F64x2 settleTwo(const SettledPoints& m, std::uint32_t a0, std::uint32_t a1, std::uint32_t b0, std::uint32_t b1,
                       F64x2 nx, F64x2 ny, F64x2 sa, F64x2 sb, F64x2 push, F64x2 approach, const SettleRule& rule) {
    const F64x2 zero = simd::splat(0.0);
    F64x2 pxa = simd::gather(m.px, a0, a1), pya = simd::gather(m.py, a0, a1);
    F64x2 pxb = simd::gather(m.px, b0, b1), pyb = simd::gather(m.py, b0, b1);
    // b's motion seen from a.
    const F64x2 mx = (simd::gather(m.x, b0, b1) - pxb) - (simd::gather(m.x, a0, a1) - pxa);
    const F64x2 my = (simd::gather(m.y, b0, b1) - pyb) - (simd::gather(m.y, a0, a1) - pya);
    const F64x2 now = nx * mx + ny * my;
    const simd::Mask64x2 pushed = simd::greater(push, zero);
    const F64x2 target =
        simd::select(simd::greater(-rule.bounceSpeed, approach), -rule.restitution * approach, zero);
    const F64x2 change =
        simd::select(pushed & (simd::greater(now, target) | simd::greater(target, zero)), target - now, zero);
    const F64x2 slide = nx * my - ny * mx, hold = rule.still * push, give = rule.kinetic * push;
    const simd::Mask64x2 held = simd::greater(hold, slide) & simd::greater(slide, -hold);
    const F64x2 taken =
        simd::select(pushed, simd::select(held, slide, simd::pmax(simd::pmin(slide, give), -give)), zero);
    // The change of b's motion seen from a, as (cx, cy).
    const F64x2 cx = simd::select(pushed, nx * change + ny * taken, zero);
    const F64x2 cy = simd::select(pushed, ny * change - nx * taken, zero);
    pxa = pxa + cx * sa;
    pya = pya + cy * sa;
    pxb = pxb - cx * sb;
    pyb = pyb - cy * sb;
    simd::scatter(m.px, a0, a1, pxa);
    simd::scatter(m.py, a0, a1, pya);
    simd::scatter(m.px, b0, b1, pxb);
    simd::scatter(m.py, b0, b1, pyb);
    return simd::select(pushed, now + change, now);
}

}  // namespace

PURU_COLD void DiskPairs::reserve(RecordStore& store, std::size_t pairs, std::size_t points) {
    foundA_.make(store, pairs);
    foundB_.make(store, pairs);
    foundRun_.make(store, pairs);
    foundOnItsWay_.make(store, pairs);
    foundDirX_.make(store, pairs);
    foundDirY_.make(store, pairs);
    coloursAt_.make(store, points);
    sortedX_.make(store, points);
    sortedY_.make(store, points);
    sortedRadius_.make(store, points);
    sortedReach_.make(store, points);
    within_.make(store, points);
    a_.make(store, pairs);
    b_.make(store, pairs);
    nx_.make(store, pairs);
    ny_.make(store, pairs);
    touch_.make(store, pairs);
    shareA_.make(store, pairs);
    shareB_.make(store, pairs);
    push_.make(store, pairs);
    approach_.make(store, pairs);
}

// A counting sort of the found pairs by run, keeping the order found within
// each: the runs counted, the pair found k-th noted at its place, then the
// places filled in turn, each with its pair's disks, normal, touch, shares
// and the normal speed it meets with. Filled in turn, every row is written
// in one stream (scattered, a row's writes went to some thirty places at
// once: a third slower in Chromium); the pairs are read in the order found
// within each run. Which pair goes where is noted in the room of the speeds
// met (a place's note is read before its speed is written there), which
// weighs less than a row of its own. The disks' colours are cleared for the
// next list.
PURU_COLD void DiskPairs::layOut(const ContactPoints& p, const PairSearch& search) {
    runs_ = kOverflowRun + 1;
    for (std::size_t r = 0; r <= runs_; ++r) runStart_[r] = 0;
    const std::uint8_t* const run = foundRun_.data();
    for (std::size_t k = 0; k < size_; ++k) ++runStart_[run[k] + 1];
    for (std::size_t r = 0; r < runs_; ++r) runStart_[r + 1] += runStart_[r];
    // The relaxations and settles stop at the last run that holds a pair.
    while (runs_ > 0 && runStart_[runs_] == runStart_[runs_ - 1]) --runs_;
    std::uint32_t next[kOverflowRun + 1];
    for (std::size_t r = 0; r < runs_; ++r) next[r] = runStart_[r];
    const std::uint32_t *const foundA = foundA_.data(), *const foundB = foundB_.data();
    std::uint32_t* const coloursAt = coloursAt_.data();
    double* const approach = approach_.data();
    for (std::uint32_t k = 0; k < size_; ++k) {
        std::memcpy(approach + next[run[k]]++, &k, sizeof k);
        coloursAt[foundA[k]] = coloursAt[foundB[k]] = 0;
    }
    const double *const foundDirX = foundDirX_.data(), *const foundDirY = foundDirY_.data();
    const double *const radius = p.radius, *const invMass = p.invMass, *const ux = search.ux, *const uy = search.uy;
    std::uint32_t *const pa = a_.data(), *const pb = b_.data();
    double *const pnx = nx_.data(), *const pny = ny_.data(), *const touch = touch_.data();
    double *const sa = shareA_.data(), *const sb = shareB_.data(), *const push = push_.data();
    const std::uint8_t* const onItsWay = foundOnItsWay_.data();
    const bool bounces = search.bounces;
    const double uniformTouch = uniformRadius_ + uniformRadius_;
    for (std::uint32_t at = 0; at < size_; ++at) {
        std::uint32_t k;
        std::memcpy(&k, approach + at, sizeof k);
        const std::uint32_t a = foundA[k], b = foundB[k];
        // A near pair's normal is the line of centres (coincident centres
        // part along +x); one on its way has its own.
        const double dx = foundDirX[k], dy = foundDirY[k];
        const double d = std::sqrt(dx * dx + dy * dy), inverse = 1.0 / d;
        const double nx = onItsWay[k] ? dx : (d > 0.0 ? dx * inverse : 1.0);
        const double ny = onItsWay[k] ? dy : (d > 0.0 ? dy * inverse : 0.0);
        pnx[at] = nx;
        pny[at] = ny;
        pa[at] = a;
        pb[at] = b;
        push[at] = 0.0;
        // Only a bounce reads the normal speed a pair meets with.
        approach[at] = bounces ? nx * (ux[b] - ux[a]) + ny * (uy[b] - uy[a]) : 0.0;
        // A uniform pair touches at twice the widest radius and pushes half
        // each, as the sums and shares below would give it.
        if (run[k] != kOverflowRun && run[k] % kRunsPerColour == kUniformRun) {
            touch[at] = uniformTouch;
            sa[at] = sb[at] = 0.5;
            continue;
        }
        const double wa = invMass[a], wb = invMass[b];
        touch[at] = radius[a] + radius[b];
        // Equal masses share half each, as wa / (wa + wb) gives it, with no division.
        sa[at] = wa == wb ? 0.5 : wa / (wa + wb);
        sb[at] = wa == wb ? 0.5 : wb / (wa + wb);
    }
}

// Lists the candidates within reach of disk k (in the grid's order): each
// pair near (within the margin; its normal is worked out for all of them at
// once, after) or on its way (a fast disk that will touch it, with the
// normal where they first touch), coloured as found. Everything it touches
// is held in locals, so that its stores make no loop load a pointer again.
struct DiskPairs::Finder {
    const ContactPoints& p;
    const PairSearch& search;
    const std::uint32_t* sorted;
    const double *sx, *sy, *sr, *se;
    std::uint32_t* within;
    std::uint32_t* coloursAt;
    std::uint32_t *foundA, *foundB;
    std::uint8_t *foundRun, *foundOnItsWay;
    double *foundDirX, *foundDirY;
    double uniformRadius;
    double down;  // 1 with gravity downward, -1 upward, 0 when nothing lands
    double landingFall;
    std::size_t size, dropped, room;

    void candidates(std::uint32_t k, std::uint32_t from, std::uint32_t to, std::uint32_t fromA, std::uint32_t toA,
                    std::uint32_t fromB, std::uint32_t toB) {
        const double xa = sx[k], ya = sy[k], ra = sr[k], ea = se[k], margin = search.margin;
        // Within reach (both radii, the margin and both reaches), gathered
        // without a branch: most candidates are out of it.
        std::uint32_t count = 0;
        const auto gather = [&](std::uint32_t s, std::uint32_t end) {
            for (; s < end; ++s) {
                const double dx = sx[s] - xa, dy = sy[s] - ya;
                const double far = ra + sr[s] + margin + ea + se[s];
                within[count] = s;
                count += dx * dx + dy * dy < far * far ? 1 : 0;
            }
        };
        gather(from, to);
        gather(fromA, toA);
        gather(fromB, toB);
        for (std::uint32_t c = 0; c < count; ++c) {
            const std::uint32_t s = within[c];
            const double dx = sx[s] - xa, dy = sy[s] - ya, rb = sr[s];
            const double touch = ra + rb;
            const double near = touch + margin;
            consider(sorted[k], sorted[s], dx, dy, ra, rb, dx * dx + dy * dy < near * near);
        }
    }

    void consider(std::uint32_t a, std::uint32_t b, double dx, double dy, double ra, double rb, bool near) {
        const double wa = p.invMass[a], wb = p.invMass[b];
        if (wa == 0.0 && wb == 0.0) return;
        if (search.grouped && p.sameGroup(a, b)) return;
        if (search.anyLinks && search.linked.linked(a, b)) return;
        double nx = dx, ny = dy;  // near: the line of centres, made a unit normal when laid out
        bool landing = false;
        if (near && wa == wb && down != 0.0) {
            // A landing: the upper disk (along gravity) falls fast enough
            // and the two close (not a heap falling together). The upper
            // is made a.
            const bool aAbove = dy * down > 0.0;
            const double fall = down * (aAbove ? search.uy[a] : search.uy[b]);
            const double closing = dx * (search.ux[b] - search.ux[a]) + dy * (search.uy[b] - search.uy[a]);
            landing = fall > landingFall && closing < 0.0;
            if (landing && !aAbove) {
                const std::uint32_t upper = b;
                b = a;
                a = upper;
                nx = -dx;
                ny = -dy;
            }
        }
        if (!near) {
            // Where on their way the two first touch they are `touch` apart:
            // the line of centres there, of that length.
            const double touch = ra + rb;
            const double ex = search.ux[b] - search.ux[a], ey = search.uy[b] - search.uy[a];
            double t = 0.0;
            if (!firstTouch(dx, dy, ex, ey, touch, t)) return;
            nx = (dx + ex * t) / touch;
            ny = (dy + ey * t) / touch;
        }
        if (size == room) {
            ++dropped;
            return;
        }
        const std::uint32_t colourA = coloursAt[a], colourB = coloursAt[b];
        const std::uint32_t taken = colourA | colourB;
        std::uint32_t run = kOverflowRun;
        if (~taken != 0) {
            const std::uint32_t bit = ~taken & (taken + 1);  // the lowest colour free at both
            coloursAt[a] = colourA | bit;
            coloursAt[b] = colourB | bit;
            const bool uniform = ra == uniformRadius && rb == uniformRadius && wa == wb;
            run = kRunsPerColour * static_cast<std::uint32_t>(__builtin_ctz(bit)) +
                  (landing ? kLandingRun : uniform ? kUniformRun : kOtherRun);
        }
        foundA[size] = a;
        foundB[size] = b;
        foundRun[size] = static_cast<std::uint8_t>(run);
        foundOnItsWay[size] = near ? 0 : 1;
        foundDirX[size] = nx;
        foundDirY[size] = ny;
        ++size;
    }
};

PURU_PASS void DiskPairs::find(const ContactPoints& p, const PairSearch& search, std::size_t room) {
    uniformRadius_ = search.maxRadius;
    // No landings with restitution (its pairs keep the speed they meet
    // with) nor without gravity.
    down_ = search.bounces || search.gravity == 0.0 ? 0.0 : search.gravity < 0.0 ? -1.0 : 1.0;
    landingFall_ = kLandingFall * std::fabs(search.gravity);
    const CellGrid& grid = search.grid;
    Finder f{p,
             search,
             grid.sorted(),
             sortedX_.data(),
             sortedY_.data(),
             sortedRadius_.data(),
             sortedReach_.data(),
             within_.data(),
             coloursAt_.data(),
             foundA_.data(),
             foundB_.data(),
             foundRun_.data(),
             foundOnItsWay_.data(),
             foundDirX_.data(),
             foundDirY_.data(),
             uniformRadius_,
             down_,
             landingFall_,
             0,
             0,
             room < a_.room() ? room : a_.room()};
    // The disks in the grid's order, so that a cell's candidates lie side by side.
    const std::size_t disks = grid.start(static_cast<std::size_t>(grid.cols()) * grid.rows());
    for (std::size_t k = 0; k < disks; ++k) {
        const std::uint32_t d = f.sorted[k];
        sortedX_[k] = p.x[d];
        sortedY_[k] = p.y[d];
        sortedRadius_[k] = p.radius[d];
        sortedReach_[k] = search.reach[d];
    }
    // The cells are half the reach wide (contacts.cpp lays them): each disk
    // against those after it in its row up to two cells on, and in the two
    // rows below up to two cells either side, each a run of the grid's order
    // (every pair of disks within reach once). Disks, not cells, are walked:
    // most cells of a canvas are empty.
    const int cols = grid.cols(), rows = grid.rows();
    for (std::uint32_t k = 0; k < disks; ++k) {
        const int col = grid.col(sortedX_[k]), row = grid.row(sortedY_[k]);
        const std::size_t first = static_cast<std::size_t>(row) * cols;
        const int left = col > 1 ? col - 2 : 0, right = col + 2 < cols ? col + 2 : cols - 1;
        const std::uint32_t rowEnd = grid.start(first + right + 1);
        std::uint32_t fromA = 0, toA = 0, fromB = 0, toB = 0;
        if (row + 1 < rows) {
            fromA = grid.start(first + cols + left);
            toA = grid.start(first + cols + right + 1);
        }
        if (row + 2 < rows) {
            fromB = grid.start(first + 2 * cols + left);
            toB = grid.start(first + 2 * cols + right + 1);
        }
        f.candidates(k, k + 1, rowEnd, fromA, toA, fromB, toB);
    }
    size_ = f.size;
    dropped_ = f.dropped;
    layOut(p, search);
}

PURU_PASS void DiskPairs::relax(const ContactPoints& p) {
    // Every pointer in a local, so that no store makes the loops load them again.
    double* const x = p.x;
    double* const y = p.y;
    const std::uint32_t* const a = a_.data();
    const std::uint32_t* const b = b_.data();
    const double* const nx = nx_.data();
    const double* const ny = ny_.data();
    const double* const touch = touch_.data();
    const double* const sa = shareA_.data();
    const double* const sb = shareB_.data();
    double* const push = push_.data();
    const F64x2 uniformTouch = simd::splat(2.0 * uniformRadius_), down = simd::splat(down_),
                landingFall = simd::splat(landingFall_);
    for (std::size_t r = 0; r < runs_; ++r) {
        std::uint32_t k = runStart_[r];
        const std::uint32_t end = runStart_[r + 1];
        if (r != kOverflowRun) {
            if (r % kRunsPerColour == kLandingRun) {
                for (; k < end; k += 2) landTwo(p, a, b, nx, ny, touch, push, k, k + 1 < end ? k + 1 : k, down, landingFall);
            } else if (r % kRunsPerColour == kUniformRun) {
                for (; k + 1 < end; k += 2) {
                    relaxTwo<true>(x, y, a + k, b + k, nx + k, ny + k, nullptr, nullptr, nullptr, push + k, uniformTouch);
                }
            } else {
                for (; k + 1 < end; k += 2) {
                    relaxTwo<false>(x, y, a + k, b + k, nx + k, ny + k, touch + k, sa + k, sb + k, push + k,
                                    uniformTouch);
                }
            }
        }
        for (; k < end; ++k) relaxOne(x, y, a[k], b[k], nx[k], ny[k], touch[k], sa[k], sb[k], push[k]);
    }
}

PURU_PASS void DiskPairs::settle(const ContactPoints& p, const Friction& f, double bounceSpeed) {
    const SettledPoints m{p.x, p.y, p.px, p.py};
    const SettleRule rule{simd::splat(f.still), simd::splat(f.kinetic), simd::splat(f.restitution),
                          simd::splat(bounceSpeed)};
    const std::uint32_t* const a = a_.data();
    const std::uint32_t* const b = b_.data();
    const double* const nx = nx_.data();
    const double* const ny = ny_.data();
    const double* const sa = shareA_.data();
    const double* const sb = shareB_.data();
    double* const push = push_.data();
    double* const approach = approach_.data();
    // Without restitution nothing reads the speed a pair meets with, and a
    // pair that did not push is left as it is: two such are passed over (a
    // falling heap listed again mid-step pushes in few of its pairs).
    const bool bounces = f.restitution > 0.0;
    // Two pairs at a time, the last of an odd run with itself, those of the
    // overflow run one at a time.
    for (std::size_t r = 0; r < runs_; ++r) {
        const std::uint32_t end = runStart_[r + 1], step = r == kOverflowRun ? 1 : 2;
        for (std::uint32_t k = runStart_[r]; k < end; k += step) {
            const std::uint32_t j = k + step - 1 < end ? k + step - 1 : k;
            if (!bounces && push[k] == 0.0 && push[j] == 0.0) continue;
            const F64x2 met = settleTwo(m, a[k], a[j], b[k], b[j], simd::gather(nx, k, j), simd::gather(ny, k, j),
                                        simd::gather(sa, k, j), simd::gather(sb, k, j), simd::gather(push, k, j),
                                        simd::gather(approach, k, j), rule);
            simd::scatter(approach, k, j, met);
            push[k] = push[j] = 0.0;
        }
    }
}

PURU_COLD void DiskPairs::state(SnapshotFields& fields, std::size_t points) {
    const std::size_t n = fields.count(size_, a_.room(), "the disks' pairs");
    fields.indices(a_.data(), n, points, "a pair's disk");
    fields.indices(b_.data(), n, points, "a pair's disk");
    for (Records<double>* row : {&nx_, &ny_, &touch_, &shareA_, &shareB_, &push_, &approach_}) {
        fields.values(row->data(), n);
    }
    const std::size_t runs = fields.count(runs_, std::size(runStart_) - 1, "the pairs' runs");
    std::uint32_t before = 0;
    fields.records(runStart_, runs + 1, "the pairs' runs", [&](std::uint32_t start) {
        const bool inOrder = start >= before && start <= n;
        before = start;
        return inOrder;
    });
    fields.count(dropped_, ~std::size_t{0}, "the dropped pairs");
    fields.value(uniformRadius_);
    fields.value(down_);
    fields.value(landingFall_);
}

}  // namespace puru
