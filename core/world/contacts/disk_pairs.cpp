#include "world/contacts/disk_pairs.hpp"

#include <cmath>

#include "world/contacts/bounce.hpp"
#include "common/inlining.hpp"
#include "common/simd.hpp"


namespace puru {
namespace {

using simd::F64x2;

// The overflow run: pairs that found no colour free, relaxed in the order found.
constexpr std::uint32_t kOverflowRun = 2 * DiskPairs::kColours;

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

// The world's points as a settle reads and writes them.
struct Motion {
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
template <bool Rubs, bool Bounces>
inline F64x2 settleTwo(const Motion& m, std::uint32_t a0, std::uint32_t a1, std::uint32_t b0, std::uint32_t b1,
                       F64x2 nx, F64x2 ny, F64x2 sa, F64x2 sb, F64x2 push, F64x2 approach, const SettleRule& rule) {
    const F64x2 zero = simd::splat(0.0);
    F64x2 pxa = simd::gather(m.px, a0, a1), pya = simd::gather(m.py, a0, a1);
    F64x2 pxb = simd::gather(m.px, b0, b1), pyb = simd::gather(m.py, b0, b1);
    // b's motion seen from a.
    const F64x2 mx = (simd::gather(m.x, b0, b1) - pxb) - (simd::gather(m.x, a0, a1) - pxa);
    const F64x2 my = (simd::gather(m.y, b0, b1) - pyb) - (simd::gather(m.y, a0, a1) - pya);
    const F64x2 now = nx * mx + ny * my;
    const simd::Mask64x2 pushed = simd::greater(push, zero);
    F64x2 target = zero;
    if (Bounces) target = simd::select(simd::greater(-rule.bounceSpeed, approach), -rule.restitution * approach, zero);
    const F64x2 change =
        simd::select(pushed & (simd::greater(now, target) | simd::greater(target, zero)), target - now, zero);
    F64x2 taken = zero;
    if (Rubs) {
        const F64x2 slide = nx * my - ny * mx, hold = rule.still * push, give = rule.kinetic * push;
        const simd::Mask64x2 held = simd::greater(hold, slide) & simd::greater(slide, -hold);
        taken = simd::select(pushed, simd::select(held, slide, simd::pmax(simd::pmin(slide, give), -give)), zero);
    }
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

PURU_COLD void DiskPairs::reserve(std::size_t pairs, std::size_t points) {
    foundA_.make(pairs);
    foundB_.make(pairs);
    foundRun_.make(pairs);
    foundWhy_.make(pairs);
    coloursAt_.make(points);
    sortedX_.make(points);
    sortedY_.make(points);
    sortedRadius_.make(points);
    sortedReach_.make(points);
    within_.make(points);
    a_.make(pairs);
    b_.make(pairs);
    nx_.make(pairs);
    ny_.make(pairs);
    touch_.make(pairs);
    shareA_.make(pairs);
    shareB_.make(pairs);
    push_.make(pairs);
    approach_.make(pairs);
}

DiskPairs::Listed DiskPairs::listed(const ContactPoints& p, const PairSearch& search, std::uint32_t a,
                                    std::uint32_t b) const {
    const double dx = p.x[b] - p.x[a], dy = p.y[b] - p.y[a];
    const double dd = dx * dx + dy * dy;
    const double touch = p.radius[a] + p.radius[b];
    const double near = touch + search.margin;
    const double far = near + search.reach[a] + search.reach[b];
    if (dd >= far * far) return Listed::No;
    if (p.invMass[a] == 0.0 && p.invMass[b] == 0.0) return Listed::No;
    if (p.sameGroup(a, b) || search.linked.linked(a, b)) return Listed::No;
    if (dd < near * near) return Listed::Near;
    double t = 0.0;
    const bool meets = firstTouch(dx, dy, search.ux[b] - search.ux[a], search.uy[b] - search.uy[a], touch, t);
    return meets ? Listed::OnItsWay : Listed::No;
}

PURU_COLD void DiskPairs::consider(const ContactPoints& p, const PairSearch& search, std::uint32_t a, std::uint32_t b) {
    const Listed why = listed(p, search, a, b);
    if (why == Listed::No) return;
    if (size_ == room_) {
        ++dropped_;
        return;
    }
    const std::uint32_t taken = coloursAt_[a] | coloursAt_[b];
    std::uint32_t run = kOverflowRun;
    if (~taken != 0) {
        const auto colour = static_cast<std::uint32_t>(__builtin_ctz(~taken));
        coloursAt_[a] |= 1u << colour;
        coloursAt_[b] |= 1u << colour;
        const bool uniform = p.radius[a] == uniformRadius_ && p.radius[b] == uniformRadius_ &&
                             p.invMass[a] == p.invMass[b];
        run = 2 * colour + (uniform ? 0 : 1);
    }
    foundA_[size_] = a;
    foundB_[size_] = b;
    foundRun_[size_] = static_cast<std::uint8_t>(run);
    foundWhy_[size_] = why;
    ++size_;
}

// Found pair `from` laid out at `at`: its normal, its touch and shares.
PURU_COLD void DiskPairs::record(const ContactPoints& p, const PairSearch& search, std::size_t from,
                                 std::size_t at) {
    const std::uint32_t a = foundA_[from], b = foundB_[from];
    const double dx = p.x[b] - p.x[a], dy = p.y[b] - p.y[a];
    const double touch = p.radius[a] + p.radius[b];
    const double ex = search.ux[b] - search.ux[a], ey = search.uy[b] - search.uy[a];
    double nx = 1.0, ny = 0.0;  // coincident centres part along +x
    if (foundWhy_[from] == Listed::Near) {
        const double d = std::sqrt(dx * dx + dy * dy);
        if (d > 0.0) {
            nx = dx / d;
            ny = dy / d;
        }
    } else {
        // Where they first touch they are `touch` apart: the line of centres, of that length.
        double t = 0.0;
        firstTouch(dx, dy, ex, ey, touch, t);
        nx = (dx + ex * t) / touch;
        ny = (dy + ey * t) / touch;
    }
    const double wa = p.invMass[a], wb = p.invMass[b];
    a_[at] = a;
    b_[at] = b;
    nx_[at] = nx;
    ny_[at] = ny;
    touch_[at] = touch;
    // Equal masses share half each, as wa / (wa + wb) gives it, with no division.
    shareA_[at] = wa == wb ? 0.5 : wa / (wa + wb);
    shareB_[at] = wa == wb ? 0.5 : wb / (wa + wb);
    push_[at] = 0.0;
    approach_[at] = nx * ex + ny * ey;
}

// A counting sort of the found pairs by run, keeping the order found within
// each; the disks' colours are cleared for the next list.
PURU_COLD void DiskPairs::layOut(const ContactPoints& p, const PairSearch& search) {
    runs_ = kOverflowRun + 1;
    for (std::size_t r = 0; r <= runs_; ++r) runStart_[r] = 0;
    for (std::size_t k = 0; k < size_; ++k) ++runStart_[foundRun_[k] + 1];
    for (std::size_t r = 0; r < runs_; ++r) runStart_[r + 1] += runStart_[r];
    for (std::size_t r = 0; r < kOverflowRun; ++r) runUniform_[r] = r % 2 == 0;
    runUniform_[kOverflowRun] = false;
    // runStart_[r] is run r's cursor while filling and ends as run r + 1's
    // start; shifted back up after.
    for (std::size_t k = 0; k < size_; ++k) record(p, search, k, runStart_[foundRun_[k]]++);
    for (std::size_t r = runs_; r > 0; --r) runStart_[r] = runStart_[r - 1];
    runStart_[0] = 0;
    for (std::size_t k = 0; k < size_; ++k) {
        coloursAt_[foundA_[k]] = 0;
        coloursAt_[foundB_[k]] = 0;
    }
}

void DiskPairs::find(const ContactPoints& p, const PairSearch& search, std::size_t room) {
    size_ = dropped_ = 0;
    room_ = room < a_.room() ? room : a_.room();
    uniformRadius_ = search.maxRadius;
    const CellGrid& grid = search.grid;
    const std::uint32_t* const sorted = grid.sorted();
    // The disks in the grid's order, so that a cell's candidates lie side by side.
    const std::size_t disks = grid.start(static_cast<std::size_t>(grid.cols()) * grid.rows());
    double* const sx = sortedX_.data();
    double* const sy = sortedY_.data();
    double* const sr = sortedRadius_.data();
    double* const se = sortedReach_.data();
    std::uint32_t* const within = within_.data();
    for (std::size_t k = 0; k < disks; ++k) {
        const std::uint32_t d = sorted[k];
        sx[k] = p.x[d];
        sy[k] = p.y[d];
        sr[k] = p.radius[d];
        se[k] = search.reach[d];
    }
    const double margin = search.margin;
    const int cols = grid.cols(), rows = grid.rows();
    // Each cell with itself and four of its neighbours (right, and the three
    // below): every neighbouring pair of cells once. A candidate within
    // reach (as listed() measures it) is considered.
    for (int row = 0; row < rows; ++row) {
        for (int col = 0; col < cols; ++col) {
            const std::size_t cell = static_cast<std::size_t>(row) * cols + col;
            const std::uint32_t end = grid.start(cell + 1);
            const std::uint32_t runEnd = col + 1 < cols ? grid.start(cell + 2) : end;
            std::uint32_t belowFrom = 0, belowTo = 0;
            if (row + 1 < rows) {
                const std::size_t below = cell + cols;
                belowFrom = grid.start(col > 0 ? below - 1 : below);
                belowTo = grid.start(col + 1 < cols ? below + 2 : below + 1);
            }
            for (std::uint32_t k = grid.start(cell); k < end; ++k) {
                // The candidates within reach gathered without a branch (most
                // are out of it), then considered.
                const double xa = sx[k], ya = sy[k], ra = sr[k], ea = se[k];
                std::uint32_t count = 0;
                const auto gather = [&](std::uint32_t s) {
                    const double dx = sx[s] - xa, dy = sy[s] - ya;
                    const double far = ra + sr[s] + margin + ea + se[s];
                    within[count] = s;
                    count += dx * dx + dy * dy < far * far ? 1 : 0;
                };
                for (std::uint32_t s = k + 1; s < runEnd; ++s) gather(s);
                for (std::uint32_t s = belowFrom; s < belowTo; ++s) gather(s);
                for (std::uint32_t c = 0; c < count; ++c) consider(p, search, sorted[k], sorted[within[c]]);
            }
        }
    }
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
    const F64x2 uniformTouch = simd::splat(2.0 * uniformRadius_);
    for (std::size_t r = 0; r < runs_; ++r) {
        std::size_t k = runStart_[r];
        const std::size_t end = runStart_[r + 1];
        if (r != kOverflowRun) {
            if (runUniform_[r]) {
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

template <bool Rubs, bool Bounces>
void DiskPairs::settleRuns(const ContactPoints& p, const Friction& f, double bounceSpeed) {
    const Motion m{p.x, p.y, p.px, p.py};
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
    for (std::size_t r = 0; r < runs_; ++r) {
        std::size_t k = runStart_[r];
        const std::size_t end = runStart_[r + 1];
        if (r != kOverflowRun) {
            for (; k + 1 < end; k += 2) {
                const F64x2 met = settleTwo<Rubs, Bounces>(m, a[k], a[k + 1], b[k], b[k + 1], simd::load(nx + k),
                                                           simd::load(ny + k), simd::load(sa + k), simd::load(sb + k),
                                                           simd::load(push + k), simd::load(approach + k), rule);
                simd::store(approach + k, met);
                simd::store(push + k, simd::splat(0.0));
            }
        }
        for (; k < end; ++k) {
            const F64x2 met = settleTwo<Rubs, Bounces>(m, a[k], a[k], b[k], b[k], simd::splat(nx[k]), simd::splat(ny[k]),
                                                       simd::splat(sa[k]), simd::splat(sb[k]), simd::splat(push[k]),
                                                       simd::splat(approach[k]), rule);
            approach[k] = simd::lowLane(met);
            push[k] = 0.0;
        }
    }
}

PURU_PASS void DiskPairs::settle(const ContactPoints& p, const Friction& f, double bounceSpeed) {
    const bool rubs = f.still > 0.0, bounces = f.restitution > 0.0;
    if (rubs && bounces) {
        settleRuns<true, true>(p, f, bounceSpeed);
    } else if (rubs) {
        settleRuns<true, false>(p, f, bounceSpeed);
    } else if (bounces) {
        settleRuns<false, true>(p, f, bounceSpeed);
    } else {
        settleRuns<false, false>(p, f, bounceSpeed);
    }
}

}  // namespace puru
