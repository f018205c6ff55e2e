#include "world/contacts/contacts.hpp"

#include <cmath>

#include "common/inlining.hpp"

namespace puru {
namespace {

// Cells for a dense pile of the points' disks, and no more than a few MB.
std::size_t gridCells(std::size_t points) {
    const std::size_t cells = 4 * points;
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
    pairs_.reserve(contacts);
    solids_.reserve(contacts);
    shapeContacts_.reserve(contacts);
    walls_.reserve(points);
}

void Contacts::addDisk(std::uint32_t point, double radius, std::uint32_t group) {
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

// Each point's motion in the coming integration (none for a pinned one),
// and whether a watched one would end further than half the margin from
// where it was listed.
PURU_PASS bool Contacts::moveAndCheck(const ContactPoints& p, double keep, double gravity) {
    const double half = 0.5 * margin(), fastest = kFastest * maxRadius_;
    bool far = false;
    for (std::size_t i = 0; i < points_; ++i) {
        const bool moves = p.invMass[i] != 0.0;
        double vx = p.x[i] - p.px[i], vy = p.y[i] - p.py[i];
        const double speed2 = vx * vx + vy * vy;
        if (watched_[i] != 0.0 && speed2 > fastest * fastest) {  // rare: slowed, so the grid stays fine
            const double slower = fastest / std::sqrt(speed2);
            vx *= slower;
            vy *= slower;
            p.px[i] = p.x[i] - vx;
            p.py[i] = p.y[i] - vy;
        }
        ux_[i] = moves ? vx * keep : 0.0;
        uy_[i] = moves ? vy * keep + gravity : 0.0;
        const double dx = p.x[i] + ux_[i] - listedX_[i], dy = p.y[i] + uy_[i] - listedY_[i];
        far = far || (dx * dx + dy * dy) * watched_[i] > half * half;
    }
    return far;
}

void Contacts::beforeIntegration(const ContactPoints& p, std::size_t n, double keep, double gravity) {
    if (!listsDisks()) {
        pairs_.clear();
        solids_.clear();
        return;
    }
    points_ = n;
    if (stale_) watch();
    if (moveAndCheck(p, keep, gravity) || stale_) find(p);
}

PURU_COLD void Contacts::find(const ContactPoints& p) {
    ++lists_;
    stale_ = false;
    const double margin = this->margin();
    for (std::size_t q = 0; q < points_; ++q) reach_[q] = std::sqrt(ux_[q] * ux_[q] + uy_[q] * uy_[q]);
    // The grid's cells reach as far as the longest way a disk goes this sub-step.
    double longest = 0.0;
    for (std::size_t k = 0; k < diskCount_; ++k) longest = reach_[disks_[k]] > longest ? reach_[disks_[k]] : longest;
    grid_.lay(width_, height_, 2.0 * maxRadius_ + margin + 2.0 * longest);
    grid_.sort(p.x, p.y, disks_.data(), diskCount_);
    const PairSearch search{grid_, adjacency_, ux_, uy_, reach_, maxRadius_, margin, longest};
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

void Contacts::afterIntegration(const ContactPoints& p, std::size_t n, const StaticShapes& shapes, bool walls) {
    if (shapes.size() > 0) {
        shapeContacts_.find(p, n, shapes, 0.5 * maxRadius_);
    } else {
        shapeContacts_.clear();
    }
    if (walls) {
        walls_.find(p, n, width_, height_);
    } else {
        walls_.clear();
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
    pairs_.settle(p, world, bounceSpeed);
}

std::size_t Contacts::count() const {
    return pairs_.size() + solids_.size() + shapeContacts_.size() + walls_.size();
}

}  // namespace puru
