#include "world/contacts/contacts.hpp"

#include <cmath>

#include "common/inlining.hpp"
#include "common/simd.hpp"

namespace puru {
namespace {

// An empty block's box: from this to minus it, so that any drift widens it.
constexpr double kUnboxed = 1e300;

// Cells for a dense pile of the points' disks, and no more than a few MB.
std::size_t gridCells(std::size_t points) {
    const std::size_t cells = 16 * points;
    return cells < 1024 ? 1024 : (cells > (1u << 20) ? (1u << 20) : cells);
}

}  // namespace

PURU_COLD void Contacts::reserve(double width, double height, std::size_t points, std::size_t links,
                                 std::size_t contacts) {
    width_ = width;
    height_ = height;
    room_ = contacts;
    disks_.make(points);
    solidEnds_.make(2 * links);
    adjacency_.reserve(points, links);
    grid_.reserve(points, gridCells(points));
    blockOf_.make(points);
    // ceil(cols / 2) ceil(rows / 2) blocks: at most half the cells, and one.
    blockBoxes_.make(4 * (gridCells(points) / 2 + 1));
    blockSlack_.make(gridCells(points) / 2 + 1);
    // One block for the six per-point rows.
    perPoint_.make(9 * points);
    watched_ = perPoint_.data();
    listedX_ = watched_ + points;
    listedY_ = listedX_ + points;
    heldX_ = listedY_ + points;
    heldY_ = heldX_ + points;
    allowed2_ = heldY_ + points;
    ux_ = allowed2_ + points;
    uy_ = ux_ + points;
    reach_ = uy_ + points;
    pairs_.reserve(contacts, points);
    solids_.reserve(contacts);
    shapeContacts_.reserve(contacts);
    walls_.reserve(points);
}

void Contacts::addDisk(std::uint32_t point, double radius, std::uint32_t group) {
    grouped_ = grouped_ || group != 0;
    if (diskCount_ == 0) {
        firstGroup_ = group;
    } else if (group == 0 || group != firstGroup_) {
        disksMeet_ = true;
    }
    disks_[diskCount_++] = point;
    if (radius > maxRadius_) maxRadius_ = radius;
    stale_ = true;
}

PURU_COLD void Contacts::linksChanged(const std::uint32_t* ends, std::size_t links, std::size_t points) {
    if (diskCount_ > 0) adjacency_.build(ends, links, points);
    linked_ = diskCount_ > 0 && links > 0;
    stale_ = true;
}

void Contacts::clearSolidLinks() {
    solidCount_ = 0;
    stale_ = true;
}

void Contacts::addSolidLink(std::uint32_t a, std::uint32_t b) {
    solidEnds_[2 * solidCount_] = a;
    solidEnds_[2 * solidCount_ + 1] = b;
    ++solidCount_;
    stale_ = true;
}

PURU_COLD void Contacts::watch() {
    for (std::size_t q = 0; q < points_; ++q) watched_[q] = 0.0;
    for (std::size_t k = 0; k < diskCount_; ++k) watched_[disks_[k]] = 1.0;
    for (std::size_t k = 0; k < 2 * solidCount_; ++k) watched_[solidEnds_[k]] = 1.0;
}

// Whether a watched point is faster than kFastest, or would end the coming
// integration further than half the margin from where it was listed. No
// stores: the common answer is neither, and the motions are written only
// when a list is made. Lanes of two points, the tail alone, each as the
// integration will move it (none for a pinned one).
PURU_PASS Contacts::Drift Contacts::drift(const ContactPoints& p, double keep, double gravity) const {
    using simd::F64x2;
    const double fastest = kFastest * maxRadius_;
    const F64x2 fastest2 = simd::splat(fastest * fastest);
    const F64x2 k = simd::splat(keep), g = simd::splat(gravity), zero = simd::splat(0.0);
    const double *const px = p.x, *const py = p.y, *const ppx = p.px, *const ppy = p.py, *const invMass = p.invMass;
    const double *const watched = watched_, *const heldX = heldX_, *const heldY = heldY_, *const allowed2 = allowed2_;
    const std::size_t n = points_;
    simd::Mask64x2 far = simd::noLanes(), fast = simd::noLanes();
    std::size_t i = 0;
    for (; i + 1 < n; i += 2) {
        const F64x2 x = simd::load(px + i), y = simd::load(py + i), w = simd::load(watched + i);
        const F64x2 vx = x - simd::load(ppx + i), vy = y - simd::load(ppy + i);
        fast = fast | simd::greater((vx * vx + vy * vy) * w, fastest2);
        const simd::Mask64x2 still = simd::isZero(simd::load(invMass + i));
        const F64x2 ux = simd::select(still, zero, vx * k), uy = simd::select(still, zero, vy * k + g);
        const F64x2 dx = x + ux - simd::load(heldX + i), dy = y + uy - simd::load(heldY + i);
        far = far | simd::greater((dx * dx + dy * dy) * w, simd::load(allowed2 + i));
    }
    bool isFar = simd::any(far), isFast = simd::any(fast);
    for (; i < points_; ++i) {
        const double vx = p.x[i] - p.px[i], vy = p.y[i] - p.py[i];
        isFast = isFast || (vx * vx + vy * vy) * watched_[i] > fastest * fastest;
        const bool still = p.invMass[i] == 0.0;
        const double ux = still ? 0.0 : vx * keep, uy = still ? 0.0 : vy * keep + gravity;
        const double dx = p.x[i] + ux - heldX_[i], dy = p.y[i] + uy - heldY_[i];
        isFar = isFar || (dx * dx + dy * dy) * watched_[i] > allowed2_[i];
    }
    return {isFar, isFast};
}

// Rare: a watched point faster than kFastest is slowed to it, so the grid stays fine.
PURU_COLD void Contacts::slowFastest(const ContactPoints& p) {
    const double fastest = kFastest * maxRadius_;
    for (std::size_t i = 0; i < points_; ++i) {
        double vx = p.x[i] - p.px[i], vy = p.y[i] - p.py[i];
        const double speed2 = vx * vx + vy * vy;
        if (watched_[i] != 0.0 && speed2 > fastest * fastest) {
            const double slower = fastest / std::sqrt(speed2);
            vx *= slower;
            vy *= slower;
            p.px[i] = p.x[i] - vx;
            p.py[i] = p.y[i] - vy;
        }
    }
}

// Each point's motion in the coming integration and its length, for the search.
PURU_COLD void Contacts::motions(const ContactPoints& p, double keep, double gravity) {
    for (std::size_t i = 0; i < points_; ++i) {
        const bool still = p.invMass[i] == 0.0;
        const double vx = p.x[i] - p.px[i], vy = p.y[i] - p.py[i];
        ux_[i] = still ? 0.0 : vx * keep;
        uy_[i] = still ? 0.0 : vy * keep + gravity;
        reach_[i] = std::sqrt(ux_[i] * ux_[i] + uy_[i] * uy_[i]);
    }
}

void Contacts::beforeIntegration(const ContactPoints& p, std::size_t n, double keep, double gravity,
                                 const Friction& world, double bounceSpeed) {
    if (!listsDisks()) {
        pairs_.clear();
        solids_.clear();
        return;
    }
    points_ = n;
    if (stale_) watch();
    Drift now = drift(p, keep, gravity);
    if (now.fast) {
        slowFastest(p);
        now = drift(p, keep, gravity);
    }
    if (!now.far && !stale_) return;
    if (!stale_ && heldTogether(p, keep, gravity)) return;
    // The pairs' pushes so far are settled before the list that holds them
    // goes, with the motion they leave.
    pairs_.settle(p, world, bounceSpeed);
    motions(p, keep, gravity);
    find(p, world.restitution > 0.0);
}

// A list holds while no two disks that might touch moved a margin against
// each other, whatever they moved together: a falling heap's disks all
// drift, but hardly apart. The disks are put in blocks of the grid's cells as
// listed, blocks as wide as the search's reach (B), so two disks k blocks
// apart (k > 1 in rows or columns) were at least (k - 1) B apart and touch
// only after moving (k - 2) B + the margin against each other; each block's
// drifts are boxed (its centre c, its half diagonal h), and two disks of
// blocks P and Q have moved against each other by at most
// h_P + h_Q + |c_P - c_Q| (here |.| sums |x| and |y|: no square root,
// never less). Blocks up to two apart are weighed pair by pair, those
// further against how far all the centres spread. Only for disks: a solid
// link's contacts reach further than a block.
PURU_COLD bool Contacts::heldTogether(const ContactPoints& p, double keep, double gravity) {
    if (solidCount_ > 0) return false;
    const std::size_t blocks = blockCols_ * blockRows_;
    double* const box = blockBoxes_.data();  // per block: least and most x, least and most y
    for (std::size_t b = 0; b < blocks; ++b) {
        box[4 * b] = box[4 * b + 2] = kUnboxed;
        box[4 * b + 1] = box[4 * b + 3] = -kUnboxed;
    }
    for (std::size_t k = 0; k < diskCount_; ++k) {
        const std::uint32_t i = disks_[k];
        const bool still = p.invMass[i] == 0.0;
        const double ux = still ? 0.0 : (p.x[i] - p.px[i]) * keep, uy = still ? 0.0 : (p.y[i] - p.py[i]) * keep + gravity;
        const double dx = p.x[i] + ux - listedX_[i], dy = p.y[i] + uy - listedY_[i];
        if (!(std::fabs(dx) < kUnboxed && std::fabs(dy) < kUnboxed)) return false;  // NaN or past any box
        double* const b = box + 4 * blockOf_[i];
        b[0] = dx < b[0] ? dx : b[0];
        b[1] = dx > b[1] ? dx : b[1];
        b[2] = dy < b[2] ? dy : b[2];
        b[3] = dy > b[3] ? dy : b[3];
    }
    // Each block's box as its centre and half diagonal (-1: empty); how far
    // the centres spread, and the widest half diagonal.
    double lowX = kUnboxed, highX = -kUnboxed, lowY = kUnboxed, highY = -kUnboxed, widest = 0.0;
    for (std::size_t b = 0; b < blocks; ++b) {
        double* const q = box + 4 * b;
        if (q[0] > q[1]) {
            q[2] = -1.0;
            continue;
        }
        const double w = q[1] - q[0], h = q[3] - q[2], cx = 0.5 * (q[0] + q[1]), cy = 0.5 * (q[2] + q[3]);
        q[0] = cx;
        q[1] = cy;
        q[2] = 0.5 * std::sqrt(w * w + h * h);
        lowX = std::fmin(lowX, cx);
        highX = std::fmax(highX, cx);
        lowY = std::fmin(lowY, cy);
        highY = std::fmax(highY, cy);
        widest = std::fmax(widest, q[2]);
    }
    const double margin = this->margin(), side = blockSide_;
    const double spread = (highX - lowX) + (highY - lowY) + 2.0 * widest;
    if (!(spread < side + margin)) return false;
    // Per block, the least room left against itself and its blocks up to two
    // apart; the room left to all further ones.
    double* const slack = blockSlack_.data();
    for (std::size_t b = 0; b < blocks; ++b) slack[b] = margin;
    const auto rows = static_cast<long>(blockRows_), cols = static_cast<long>(blockCols_);
    for (long row = 0; row < rows; ++row) {
        for (long col = 0; col < cols; ++col) {
            const std::size_t self = static_cast<std::size_t>(row * cols + col);
            const double* const b = box + 4 * self;
            if (b[2] < 0.0) continue;
            if (!(b[2] + b[2] < margin)) return false;
            slack[self] = std::fmin(slack[self], margin - (b[2] + b[2]));
            // The blocks after it within two: right in its row, then in the two rows below.
            for (long r = row; r <= row + 2 && r < rows; ++r) {
                for (long c = r == row ? col + 1 : col - 2; c <= col + 2; ++c) {
                    if (c < 0 || c >= cols) continue;
                    const std::size_t other = static_cast<std::size_t>(r * cols + c);
                    const double* const q = box + 4 * other;
                    if (q[2] < 0.0) continue;
                    const double apart = b[2] + q[2] + std::fabs(b[0] - q[0]) + std::fabs(b[1] - q[1]);
                    if (!(apart < margin)) return false;
                    slack[self] = std::fmin(slack[self], margin - apart);
                    slack[other] = std::fmin(slack[other], margin - apart);
                }
            }
        }
    }
    // A disk that goes d from where the coming integration puts it moves its
    // box's centre and half diagonal by d at most: a pair of blocks by 4 d,
    // the spread by 6 d. So the blocks hold while no disk goes a quarter of
    // its block's room, nor a sixth of the spread's: the drift check's job.
    const double spreadRoom = (side + margin - spread) / 6.0;
    for (std::size_t k = 0; k < diskCount_; ++k) {
        const std::uint32_t i = disks_[k];
        const bool still = p.invMass[i] == 0.0;
        heldX_[i] = p.x[i] + (still ? 0.0 : (p.x[i] - p.px[i]) * keep);
        heldY_[i] = p.y[i] + (still ? 0.0 : (p.y[i] - p.py[i]) * keep + gravity);
        const double allowed = std::fmin(0.25 * slack[blockOf_[i]], spreadRoom);
        allowed2_[i] = allowed * allowed;
    }
    return true;
}

PURU_COLD void Contacts::find(const ContactPoints& p, bool bounces) {
    ++lists_;
    stale_ = false;
    const double margin = this->margin();
    // The grid's cells reach as far as the longest way a disk goes this sub-step.
    double longest = 0.0;
    for (std::size_t k = 0; k < diskCount_; ++k) longest = reach_[disks_[k]] > longest ? reach_[disks_[k]] : longest;
    // Cells half the reach wide: the pairs' search looks two cells on (disk_pairs.cpp).
    grid_.lay(width_, height_, 0.5 * (2.0 * maxRadius_ + margin + 2.0 * longest));
    grid_.sort(p.x, p.y, disks_.data(), diskCount_);
    const PairSearch search{grid_, adjacency_, ux_, uy_, reach_, maxRadius_, margin, longest, grouped_, linked_, bounces};
    solids_.find(p, search, solidEnds_.data(), solidCount_, room_);
    if (disksMeet_) {
        pairs_.find(p, search, room_ - solids_.size());
    } else {
        pairs_.clear();
    }
    for (std::size_t q = 0; q < points_; ++q) {
        listedX_[q] = heldX_[q] = p.x[q];
        listedY_[q] = heldY_[q] = p.y[q];
        allowed2_[q] = 0.25 * margin * margin;
    }
    // Blocks of two cells by two: as wide as the reach (cells are half of it).
    blockSide_ = 2.0 * grid_.side();
    blockCols_ = static_cast<std::size_t>(grid_.cols() + 1) / 2;
    blockRows_ = static_cast<std::size_t>(grid_.rows() + 1) / 2;
    for (std::size_t k = 0; k < diskCount_; ++k) {
        const std::uint32_t i = disks_[k];
        const auto col = static_cast<std::size_t>(grid_.col(p.x[i])), row = static_cast<std::size_t>(grid_.row(p.y[i]));
        blockOf_[i] = static_cast<std::uint32_t>((row / 2) * blockCols_ + col / 2);
    }
}

void Contacts::integrate(const ContactPoints& p, std::size_t n, double keep, double gravity) {
    walls_.clear();
    integrateWithinWalls(p, n, width_, height_, keep, gravity, &walls_);
}

void Contacts::afterIntegration(const ContactPoints& p, std::size_t n, const StaticShapes& shapes) {
    if (shapes.size() > 0) {
        shapeContacts_.find(p, n, shapes, 0.5 * maxRadius_);
    } else {
        shapeContacts_.clear();
    }
}

void Contacts::relax(const ContactPoints& p, const StaticShapes& shapes, const Friction& world, bool first, bool last) {
    if (first) walls_.rub(p, world);
    solids_.relax(p, world, last);
    pairs_.relax(p);
    shapeContacts_.relax(p, shapes);
}

void Contacts::finish(const ContactPoints& p, std::size_t n, const StaticShapes& shapes, const Friction& world,
                      double bounceSpeed) {
    if (shapes.size() > 0) shapeContacts_.keepOut(p, n, shapes);
    walls_.bounce(p, world.restitution, bounceSpeed);
    shapeContacts_.bounce(p, shapes, bounceSpeed);
    solids_.settle(p, world, bounceSpeed);
}

void Contacts::endStep(const ContactPoints& p, const Friction& world, double bounceSpeed) {
    pairs_.settle(p, world, bounceSpeed);
}

std::size_t Contacts::count() const {
    return pairs_.size() + solids_.size() + shapeContacts_.size() + walls_.size();
}

}  // namespace puru
