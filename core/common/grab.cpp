#include "common/grab.hpp"

#include <algorithm>
#include <cmath>

#include "common/snapshot.hpp"

namespace puru {
double withinReach(double v) { return std::clamp(v, -kFarthestTarget, kFarthestTarget); }

bool placeable(double v) { return std::isfinite(v) && std::fabs(v) <= kFarthestTarget; }

int nearestPoint(const double* x, const double* y, const std::uint8_t* pinned, std::size_t n,
                 double qx, double qy, double reach, const int* taken, int takenCount) {
    int best = -1;
    double bestSquared = reach * reach;
    for (std::size_t i = 0; i < n; ++i) {
        if (pinned && pinned[i]) continue;
        bool held = false;
        for (int t = 0; t < takenCount; ++t) held = held || taken[t] == static_cast<int>(i);
        if (held) continue;
        const double dx = x[i] - qx;
        const double dy = y[i] - qy;
        const double squared = dx * dx + dy * dy;
        if (squared <= bestSquared) {
            bestSquared = squared;
            best = static_cast<int>(i);
        }
    }
    return best;
}

int Grab::grab(VerletParticles& points, double x, double y) {
    release(points);
    index_ = nearestPoint(points.x.data(), points.y.data(), points.pinned.data(), points.size(),
                          x, y, kGrabReach);
    if (index_ >= 0) points.pinned[static_cast<std::size_t>(index_)] = 1;
    targetX_ = withinReach(x);
    targetY_ = withinReach(y);
    return index_;
}

int Grab::grab(const PointMasses& masses, double x, double y, const int* taken, int takenCount) {
    index_ = nearestPoint(masses.x.data(), masses.y.data(), nullptr, masses.size(), x, y,
                          kGrabReach, taken, takenCount);
    if (index_ >= 0) {
        heldX_ = masses.x[static_cast<std::size_t>(index_)];
        heldY_ = masses.y[static_cast<std::size_t>(index_)];
    }
    targetX_ = withinReach(x);
    targetY_ = withinReach(y);
    return index_;
}

void Grab::drag(double x, double y) {
    targetX_ = withinReach(x);
    targetY_ = withinReach(y);
}

void Grab::release(VerletParticles& points) {
    if (index_ >= 0) points.pinned[static_cast<std::size_t>(index_)] = 0;
    index_ = -1;
}

void Grab::release() { index_ = -1; }

void Grab::release(VerletParticles& points, double vx, double vy) {
    if (index_ >= 0) points.setVelocity(static_cast<std::size_t>(index_), withinReach(vx), withinReach(vy));
    release(points);
}

void Grab::release(PointMasses& masses, double vx, double vy) {
    if (index_ >= 0) {
        masses.vx[static_cast<std::size_t>(index_)] = withinReach(vx);
        masses.vy[static_cast<std::size_t>(index_)] = withinReach(vy);
    }
    release();
}

void Grab::hold(VerletParticles& points) const {
    if (index_ < 0) return;
    const auto i = static_cast<std::size_t>(index_);
    points.px[i] = points.x[i];
    points.py[i] = points.y[i];
    points.place(i, targetX_, targetY_);
}

void Grab::hold(PointMasses& masses) {
    if (index_ < 0) return;
    const auto i = static_cast<std::size_t>(index_);
    masses.vx[i] = targetX_ - heldX_;
    masses.vy[i] = targetY_ - heldY_;
    masses.x[i] = heldX_ = targetX_;
    masses.y[i] = heldY_ = targetY_;
}

void Grab::state(SnapshotFields& fields, std::size_t points) {
    const int held = fields.value(index_);
    fields.require(held >= -1 && held < static_cast<long long>(points), "a held point");
    fields.value(targetX_);
    fields.value(targetY_);
    fields.value(heldX_);
    fields.value(heldY_);
}

}  // namespace puru
