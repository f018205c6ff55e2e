#include "world/contacts/contacts.hpp"

#include <cmath>

#include "common/inlining.hpp"
#include "common/snapshot.hpp"

namespace puru {
namespace {

// Cells for a dense pile of the points' disks, and no more than a few MB.
std::size_t gridCells(std::size_t points) {
    const std::size_t cells = 16 * points;
    return cells < 1024 ? 1024 : (cells > (1u << 20) ? (1u << 20) : cells);
}

}  // namespace

PURU_COLD void Contacts::reserve(RecordStore& store, double width, double height, std::size_t points, std::size_t links,
                                 std::size_t contacts) {
    width_ = width;
    height_ = height;
    room_ = contacts;
    disks_.make(store, points);
    solidEnds_.make(store, 2 * links);
    adjacency_.reserve(store, points, links);
    grid_.reserve(store, points, gridCells(points));
    watch_.reserve(store, points);
    pairs_.reserve(store, contacts, points);
    solids_.reserve(store, contacts);
    shapeContacts_.reserve(store, contacts, points);
    walls_.reserve(store, points);
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
    if (diskCount_ == 1 || radius < minRadius_) minRadius_ = radius;
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

void Contacts::beforeIntegration(const ContactPoints& p, std::size_t n, double keep, double gravity,
                                 const Friction& world, double bounceSpeed) {
    if (!listsDisks()) {
        pairs_.clear();
        solids_.clear();
        return;
    }
    if (stale_) watch_.watch(n, disks_.data(), diskCount_, solidEnds_.data(), 2 * solidCount_);
    const double fastest = kFastest * maxRadius_;
    ListWatch::Drift now = watch_.drift(p, keep, gravity, margin(), fastest);
    if (now.fast) {
        watch_.slowFastest(p, fastest);
        now = watch_.drift(p, keep, gravity, margin(), fastest);
    }
    if (!now.far && !stale_) return;
    // The pairs' pushes so far are settled before the list that holds them
    // goes, with the motion they leave.
    pairs_.settle(p, world, bounceSpeed);
    watch_.motions(p, keep, gravity);
    find(p, gravity, world.restitution > 0.0);
}

PURU_COLD void Contacts::find(const ContactPoints& p, double gravity, bool bounces) {
    ++lists_;
    stale_ = false;
    const double margin = this->margin();
    // The grid's cells reach as far as the longest way a disk goes this sub-step.
    const double* const reach = watch_.reach();
    double longest = 0.0;
    for (std::size_t k = 0; k < diskCount_; ++k) longest = reach[disks_[k]] > longest ? reach[disks_[k]] : longest;
    // Cells half the reach wide: the pairs' search looks two cells on (disk_pairs.cpp).
    grid_.lay(width_, height_, 0.5 * (2.0 * maxRadius_ + margin + 2.0 * longest));
    grid_.sort(p.x, p.y, disks_.data(), diskCount_);
    const PairSearch search{grid_,         adjacency_, watch_.ux(), watch_.uy(), reach,  maxRadius_,
                            margin,        longest,    grouped_,    linked_,     bounces, gravity};
    solids_.find(p, search, solidEnds_.data(), solidCount_, room_);
    if (disksMeet_) {
        pairs_.find(p, search, room_ - solids_.size());
    } else {
        pairs_.clear();
    }
    watch_.listed(p);
}

void Contacts::integrate(const ContactPoints& p, std::size_t n, double keep, double gravity) {
    walls_.clear();
    integrateWithinWalls(p, n, width_, height_, keep, gravity, &walls_);
}

void Contacts::afterIntegration(const ContactPoints& p, std::size_t n, const StaticShapes& shapes, int k, int substeps,
                                double gravity) {
    if (shapes.size() == 0) {
        shapeContacts_.clear();
    } else if (k > 1 && !shapes.anyMoving() && shapeContacts_.onTheirWays(p, n, k - shapesFoundAt_)) {
        shapeContacts_.refresh(p);
    } else {
        shapesFoundAt_ = k;
        const int later = shapes.anyMoving() ? 0 : substeps - k;
        shapeContacts_.find(p, n, shapes, 0.5 * maxRadius_ + kOnCore, later, gravity);
    }
}

void Contacts::relax(const ContactPoints& p, const StaticShapes& shapes, const Friction& world, bool first, bool last) {
    if (first) walls_.rub(p, world);
    solids_.relax(p, world, last);
    pairs_.relax(p);
    shapeContacts_.relax(p, shapes, last);
}

void Contacts::finish(const ContactPoints& p, std::size_t n, const StaticShapes& shapes, const Friction& world,
                      double bounceSpeed, bool walls) {
    if (shapes.size() > 0) {
        shapeContacts_.keepOutAndBounce(p, n, shapes, bounceSpeed, walls ? width_ : 0.0, walls ? height_ : 0.0);
    }
    walls_.bounce(p, world.restitution, bounceSpeed);
    solids_.settle(p, world, bounceSpeed);
}

void Contacts::endStep(const ContactPoints& p, const Friction& world, double bounceSpeed) {
    pairs_.settle(p, world, bounceSpeed);
}

void Contacts::offerTouches(const ContactPoints& p, const StaticShapes& shapes, TouchEvents& touches) const {
    const std::uint32_t* a = pairs_.diskA();
    const std::uint32_t* b = pairs_.diskB();
    for (std::size_t k = 0; k < pairs_.size(); ++k) {
        const double ra = p.radius[a[k]], rb = p.radius[b[k]];
        const double dx = p.x[b[k]] - p.x[a[k]], dy = p.y[b[k]] - p.y[a[k]];
        touches.offer(TouchEvents::kDisks, a[k], b[k], std::sqrt(dx * dx + dy * dy) - ra - rb, std::fmin(ra, rb));
    }
    const ShapeContact* listed = shapeContacts_.listed();
    for (std::size_t k = 0; k < shapeContacts_.size(); ++k) {
        const ShapeContact& c = listed[k];
        if (!shapes.alive(c.shape)) continue;
        const double r = p.radius[c.point];
        touches.offer(TouchEvents::kShapes, c.point, c.shape, c.gap(p.x[c.point], p.y[c.point], r), r);
    }
}

std::size_t Contacts::count() const {
    return pairs_.size() + solids_.size() + shapeContacts_.size() + walls_.size();
}

PURU_COLD void Contacts::state(SnapshotFields& fields, std::size_t points) {
    fields.flag(stale_, "a stale list");
    fields.count(lists_, ~std::size_t{0}, "the lists made");
    watch_.state(fields, points);
    pairs_.state(fields, points);
    solids_.state(fields, points);
}

PURU_COLD void Contacts::restored(const std::uint32_t* ends, std::size_t links, std::size_t points, bool stale) {
    linksChanged(ends, links, points);
    stale_ = stale;
    shapeContacts_.clear();
    walls_.clear();
}

}  // namespace puru
