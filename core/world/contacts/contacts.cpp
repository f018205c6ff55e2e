#include "world/contacts/contacts.hpp"

#include <cmath>

#include "common/inlining.hpp"
#include "common/simd.hpp"

namespace puru {
namespace {

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
    // One block for the six per-point rows.
    perPoint_.make(6 * points);
    watched_ = perPoint_.data();
    listedX_ = watched_ + points;
    listedY_ = listedX_ + points;
    ux_ = listedY_ + points;
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
    const double half = 0.5 * margin(), fastest = kFastest * maxRadius_;
    const F64x2 half2 = simd::splat(half * half), fastest2 = simd::splat(fastest * fastest);
    const F64x2 k = simd::splat(keep), g = simd::splat(gravity), zero = simd::splat(0.0);
    const double *const px = p.x, *const py = p.y, *const ppx = p.px, *const ppy = p.py, *const invMass = p.invMass;
    const double *const watched = watched_, *const listedX = listedX_, *const listedY = listedY_;
    const std::size_t n = points_;
    simd::Mask64x2 far = simd::noLanes(), fast = simd::noLanes();
    std::size_t i = 0;
    for (; i + 1 < n; i += 2) {
        const F64x2 x = simd::load(px + i), y = simd::load(py + i), w = simd::load(watched + i);
        const F64x2 vx = x - simd::load(ppx + i), vy = y - simd::load(ppy + i);
        fast = fast | simd::greater((vx * vx + vy * vy) * w, fastest2);
        const simd::Mask64x2 still = simd::isZero(simd::load(invMass + i));
        const F64x2 ux = simd::select(still, zero, vx * k), uy = simd::select(still, zero, vy * k + g);
        const F64x2 dx = x + ux - simd::load(listedX + i), dy = y + uy - simd::load(listedY + i);
        far = far | simd::greater((dx * dx + dy * dy) * w, half2);
    }
    bool isFar = simd::any(far), isFast = simd::any(fast);
    for (; i < points_; ++i) {
        const double vx = p.x[i] - p.px[i], vy = p.y[i] - p.py[i];
        isFast = isFast || (vx * vx + vy * vy) * watched_[i] > fastest * fastest;
        const bool still = p.invMass[i] == 0.0;
        const double ux = still ? 0.0 : vx * keep, uy = still ? 0.0 : vy * keep + gravity;
        const double dx = p.x[i] + ux - listedX_[i], dy = p.y[i] + uy - listedY_[i];
        isFar = isFar || (dx * dx + dy * dy) * watched_[i] > half * half;
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
    // The pairs' pushes so far are settled before the list that holds them
    // goes, with the motion they leave.
    pairs_.settle(p, world, bounceSpeed);
    motions(p, keep, gravity);
    find(p, world.restitution > 0.0);
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
        listedX_[q] = p.x[q];
        listedY_[q] = p.y[q];
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
