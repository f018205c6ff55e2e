#include "world.hpp"

#include <cmath>

#include "interleave.hpp"
#include "trig.hpp"

namespace puru {
namespace {

bool placeable(double v) { return std::isfinite(v) && std::fabs(v) <= kFarthestTarget; }
bool share(double s) { return s > 0.0 && s <= 1.0; }

}  // namespace

World::World(double width, double height, const Options& options)
    : width_(width), height_(height), options_(options) {
    // Everything that grows with points and links is sized now: adding never
    // moves a view's buffer nor grows wasm memory (which would detach views).
    points_.reserve(options.maxPoints);
    userPinned_.reserve(options.maxPoints);
    mobility_.reserve(options.maxPoints);
    xy_.reserve(2 * options.maxPoints);
    links_.reserve(options.maxLinks, options.maxPoints);
}

long World::addPoint(double x, double y) {
    if (!placeable(x) || !placeable(y) || count() >= options_.maxPoints) return kRefused;
    points_.add(x, y);
    userPinned_.push_back(0);
    mobility_.push_back(1.0);
    xy_.push_back(x);
    xy_.push_back(y);
    return static_cast<long>(count() - 1);
}

long World::link(long a, long b, double rest, double stiffness) {
    if (!isPoint(a) || !isPoint(b) || a == b || !share(stiffness)) return kRefused;
    if (linkCount() >= options_.maxLinks) return kRefused;
    if (!(rest < 0.0) && !(std::isfinite(rest) && rest <= kFarthestTarget)) return kRefused;
    const auto ia = static_cast<std::uint32_t>(a), ib = static_cast<std::uint32_t>(b);
    if (rest < 0.0) {
        const double dx = points_.x[ib] - points_.x[ia], dy = points_.y[ib] - points_.y[ia];
        rest = std::sqrt(dx * dx + dy * dy);
    }
    sharesStale_ = true;
    return static_cast<long>(links_.add(ia, ib, rest, stiffness));
}

long World::angle(long i, long j, long k, double radians, double stiffness) {
    if (!isPoint(i) || !isPoint(j) || !isPoint(k) || i == j || j == k || i == k) return kRefused;
    if (!share(stiffness)) return kRefused;
    const auto ii = static_cast<std::uint32_t>(i), ij = static_cast<std::uint32_t>(j),
               ik = static_cast<std::uint32_t>(k);
    if (radians == kAngleNow) {
        radians = jointAngle(points_.x.data(), points_.y.data(), ii, ij, ik);
    } else if (!(std::fabs(radians) <= 2.0 * kPi)) {
        return kRefused;
    } else if (radians > kPi) {  // into (-pi, pi], where the angle is measured
        radians -= 2.0 * kPi;
    } else if (radians <= -kPi) {
        radians += 2.0 * kPi;
    }
    return static_cast<long>(angles_.add(ii, ij, ik, radians, stiffness));
}

long World::pressure(const std::uint32_t* ring, std::size_t n, double target, double press) {
    if (n < 3 || n > count() || !(press >= 0.0 && press <= 1.0)) return kRefused;
    if (!(target < 0.0) && !(std::isfinite(target) && target <= kFarthestTarget * kFarthestTarget)) {
        return kRefused;
    }
    // In range is what safety needs; JS refuses repeats (a body that
    // repeats a point still measures and pushes, only oddly).
    for (std::size_t p = 0; p < n; ++p) {
        if (ring[p] >= count()) return kRefused;
    }
    if (target < 0.0) target = ringArea(points_.x.data(), points_.y.data(), ring, n);
    return static_cast<long>(bodies_.add(ring, n, target, press));
}

double World::area(long body) const {
    if (body < 0 || static_cast<std::size_t>(body) >= bodies_.size()) return -1.0;
    return bodies_.area(static_cast<std::size_t>(body), points_.x.data(), points_.y.data());
}

bool World::pin(long i) {
    if (!isPoint(i)) return false;
    const auto at = static_cast<std::size_t>(i);
    if (grab_.index() == i) grab_.release(points_);  // a pin wins over the pointer
    userPinned_[at] = 1;
    points_.setVelocity(at, 0.0, 0.0);
    mobilityChanged();
    return true;
}

bool World::pin(long i, double x, double y) {
    if (!isPoint(i) || !placeable(x) || !placeable(y)) return false;
    const auto at = static_cast<std::size_t>(i);
    points_.place(at, x, y);  // a held point is let go by pin(i)
    xy_[2 * at] = x;
    xy_[2 * at + 1] = y;
    return pin(i);
}

bool World::unpin(long i) {
    if (!isPoint(i)) return false;
    const auto at = static_cast<std::size_t>(i);
    userPinned_[at] = 0;
    mobilityChanged();
    return true;
}

int World::grab(double x, double y) {
    if (!std::isfinite(x) || !std::isfinite(y)) return -1;
    // Let go first and restore the pins, so a point pinned while held is not taken again.
    grab_.release(points_);
    mobilityChanged();
    const int held = grab_.grab(points_, x, y);
    mobilityChanged();
    return held;
}

void World::drag(double x, double y) {
    if (std::isfinite(x) && std::isfinite(y)) grab_.drag(x, y);
}

void World::release() {
    grab_.release(points_);
    mobilityChanged();
}

bool World::release(double vx, double vy) {
    if (!std::isfinite(vx) || !std::isfinite(vy)) return false;
    grab_.release(points_, vx, vy);
    mobilityChanged();
    return true;
}

// A point stays put (pinned, mobility 0) when the user pinned it or the
// pointer holds it.
void World::mobilityChanged() {
    const int held = grab_.index();
    for (std::size_t i = 0; i < count(); ++i) {
        points_.pinned[i] = userPinned_[i] | (static_cast<int>(i) == held ? 1 : 0);
        mobility_[i] = points_.pinned[i] ? 0.0 : 1.0;
    }
    sharesStale_ = true;
}

void World::step() {
    if (diverged_) return;
    if (sharesStale_) {
        links_.prepare(mobility_.data());
        sharesStale_ = false;
    }
    grab_.hold(points_);
    points_.integrate(0.0, options_.gravity, options_.damping);
    double* x = points_.x.data();
    double* y = points_.y.data();
    // The walls are relaxed with the constraints, not only after them, so a
    // body landing hard is shaped by links and floor together and does not
    // turn inside out; a point that hit a wall loses its speed into it.
    for (int k = 0; k < options_.iter; ++k) {
        if (options_.walls) points_.clampInside(0.0, 0.0, width_, height_);
        links_.relaxOnce(x, y);
        angles_.relaxOnce(x, y, mobility_.data());
        bodies_.relaxOnce(x, y, mobility_.data());
    }
    if (options_.walls) points_.clampInside(0.0, 0.0, width_, height_);
    diverged_ = !interleave(points_.x, points_.y, xy_);
}

}  // namespace puru
