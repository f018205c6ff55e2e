#include "world/world.hpp"

#include <cmath>

#include "world/contacts/bounce.hpp"
#include "common/interleave.hpp"
#include "common/trig.hpp"

namespace puru {
namespace {

bool share(double s) { return s > 0.0 && s <= 1.0; }

}  // namespace

World::World(double width, double height, const Options& options)
    : width_(width), height_(height), options_(options) {
    // Everything that grows with points and links is sized now: adding never
    // moves a view's buffer nor grows wasm memory (which would detach views).
    points_.reserve(options.maxPoints);
    userPinned_.make(records_, options.maxPoints);
    mass_.make(records_, options.maxPoints);
    radius_.make(records_, options.maxPoints);
    invMass_.make(records_, options.maxPoints);
    group_.make(records_, options.maxPoints);
    xy_.make(records_, 2 * options.maxPoints);
    links_.reserve(records_, options.maxLinks, options.maxPoints);
    solidLink_.make(records_, options.maxLinks);
    shapes_.reserve(records_, options.maxShapes);
    contacts_.reserve(records_, width, height, options.maxPoints, options.maxLinks, options.maxContacts);
    if (options.touchEvents) touches_.reserve(records_, options.maxContacts);
}

long World::addPoint(double x, double y, const PointOptions& point) {
    if (!placeable(x) || !placeable(y) || count() >= options_.maxPoints) return kRefused;
    // A disk fits in the world: larger ones cannot be kept inside its walls,
    // and would make the grid one cell, every disk a candidate of every other.
    if (!(point.radius >= 0.0 && point.radius <= 0.5 * std::fmin(width_, height_))) return kRefused;
    if (!(point.mass > 0.0 && point.mass <= kFarthestTarget)) return kRefused;
    const auto index = static_cast<std::uint32_t>(count());
    points_.add(x, y);
    userPinned_[index] = 0;
    mass_[index] = point.mass;
    radius_[index] = point.radius;
    invMass_[index] = 1.0 / point.mass;
    group_[index] = point.group;
    if (point.radius > 0.0) contacts_.addDisk(index, point.radius, point.group);
    xy_[2 * index] = x;
    xy_[2 * index + 1] = y;
    sharesStale_ = true;  // the link adjacency covers every point
    wake();
    return static_cast<long>(index);
}

long World::link(long a, long b, double rest, double stiffness, bool solid, double breakAt) {
    if (!isPoint(a) || !isPoint(b) || a == b || !share(stiffness) || !(breakAt > 1.0)) return kRefused;
    if (linksAdded() >= options_.maxLinks) return kRefused;
    if (!(rest < 0.0) && !(std::isfinite(rest) && rest <= kFarthestTarget)) return kRefused;
    const auto ia = static_cast<std::uint32_t>(a), ib = static_cast<std::uint32_t>(b);
    if (rest < 0.0) {
        const double dx = points_.x[ib] - points_.x[ia], dy = points_.y[ib] - points_.y[ia];
        rest = std::sqrt(dx * dx + dy * dy);
    }
    sharesStale_ = true;
    wake();
    const long index = static_cast<long>(links_.add(ia, ib, rest, stiffness, breakAt * rest));
    solidLink_[static_cast<std::size_t>(index)] = solid ? 1 : 0;
    if (solid) contacts_.addSolidLink(ia, ib);
    return index;
}

long World::addShape(const double* corners, std::size_t n, double radius, const ShapePose& pose,
                     const ShapeMaterial& material) {
    if (shapes_.size() >= options_.maxShapes || polygonProblem(corners, n) != PolygonProblem::None) return kRefused;
    for (std::size_t k = 0; k < 2 * n; ++k) {
        if (!placeable(corners[k])) return kRefused;
    }
    if (!(radius >= 0.0 && radius <= kFarthestTarget)) return kRefused;
    if (!placeable(pose)) return kRefused;
    if (!(material.friction >= 0.0 && material.staticFriction >= material.friction &&
          material.staticFriction <= kFarthestTarget && material.restitution >= 0.0 &&
          material.restitution <= 1.0)) {
        return kRefused;
    }
    wake();
    return static_cast<long>(shapes_.add(roundedPolygon(corners, static_cast<int>(n), radius), pose, material));
}

bool World::moveShape(long s, const ShapePose& pose) {
    if (!isShape(s) || !placeable(pose)) return false;
    shapes_.move(static_cast<std::size_t>(s), pose);
    wake();
    return true;
}

bool World::removeShape(long s) {
    if (!isShape(s)) return false;
    shapes_.remove(static_cast<std::size_t>(s));
    wake();
    return true;
}

long World::cut(double x0, double y0, double x1, double y1) {
    if (!placeable(x0) || !placeable(y0) || !placeable(x1) || !placeable(y1)) return kRefused;
    const std::size_t cut = links_.cut(points_.x.data(), points_.y.data(), x0, y0, x1, y1);
    if (cut > 0) linksBroke();
    return static_cast<long>(cut);
}

// What follows the links: the solid ones' list, their shares, the points
// that no longer count as linked.
void World::linksBroke() {
    listSolidLinks();
    sharesStale_ = true;
    wake();
}

void World::listSolidLinks() {
    contacts_.clearSolidLinks();
    for (std::size_t link = 0; link < linksAdded(); ++link) {
        if (!solidLink_[link] || !links_.whole(link)) continue;
        contacts_.addSolidLink(links_.endsOf(link)[0], links_.endsOf(link)[1]);
    }
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
    wake();
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
    wake();
    return static_cast<long>(bodies_.add(ring, n, target, press));
}

double World::area(long body) const {
    if (body < 0 || static_cast<std::size_t>(body) >= bodies_.size()) return -1.0;
    return bodies_.area(static_cast<std::size_t>(body), points_.x.data(), points_.y.data());
}

bool World::pin(long i) {
    if (!isPoint(i)) return false;
    const auto at = static_cast<std::size_t>(i);
    for (int f = 0; f < kFingers; ++f) {
        if (fingers_[f].index() == i) fingers_[f].release(points_);  // a pin wins over the pointer
    }
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

int World::grab(double x, double y, int finger) {
    if (!std::isfinite(x) || !std::isfinite(y) || !Fingers::valid(finger)) return -1;
    // Let go first and restore the pins, so a point pinned while held is not taken again.
    fingers_[finger].release(points_);
    mobilityChanged();
    const int held = fingers_.grab(points_, finger, x, y);
    mobilityChanged();
    return held;
}

void World::drag(double x, double y, int finger) {
    if (std::isfinite(x) && std::isfinite(y) && Fingers::valid(finger)) {
        fingers_[finger].drag(x, y);
        wake();
    }
}

void World::release(int finger) {
    if (!Fingers::valid(finger)) return;
    fingers_[finger].release(points_);
    mobilityChanged();
}

bool World::release(double vx, double vy, int finger) {
    if (!std::isfinite(vx) || !std::isfinite(vy) || !Fingers::valid(finger)) return false;
    const int held = fingers_[finger].index();
    fingers_[finger].release(points_, vx, vy);
    // Velocities are kept per sub-step: a frame's worth spread over them.
    if (held >= 0 && options_.substeps > 1) {
        const auto at = static_cast<std::size_t>(held);
        const double n = options_.substeps;
        points_.setVelocity(at, (points_.x[at] - points_.px[at]) / n, (points_.y[at] - points_.py[at]) / n);
    }
    mobilityChanged();
    return true;
}

// A point stays put (pinned, inverse mass 0) when the user pinned it or a
// pointer holds it.
void World::mobilityChanged() {
    for (std::size_t i = 0; i < count(); ++i) points_.pinned[i] = userPinned_[i];
    for (int f = 0; f < kFingers; ++f) {
        if (fingers_[f].active()) points_.pinned[static_cast<std::size_t>(fingers_[f].index())] = 1;
    }
    for (std::size_t i = 0; i < count(); ++i) invMass_[i] = points_.pinned[i] ? 0.0 : 1.0 / mass_[i];
    sharesStale_ = true;
    contacts_.invalidate();  // the contacts' shares
    wake();
}

void World::wake() {
    resting_ = false;
    quietFrames_ = 0;
}

bool World::hasContacts() const {
    const ShapeMaterial& m = options_.material;
    const bool wallsAct = options_.walls && (m.friction > 0.0 || m.restitution > 0.0);
    return wallsAct || contacts_.hasDisks() || shapes_.size() > 0;
}

void World::substep(int k, int n, double gravity, const FingerPlaces& heldX, const FingerPlaces& heldY) {
    for (int f = 0; f < kFingers; ++f) {  // each pointer's share of the way, all of it at the last
        const Grab& finger = fingers_[f];
        if (!finger.active()) continue;
        const auto i = static_cast<std::size_t>(finger.index());
        points_.px[i] = points_.x[i];
        points_.py[i] = points_.y[i];
        if (k == n) {
            finger.hold(points_);
        } else {
            const double share = static_cast<double>(k) / static_cast<double>(n);
            const auto at = static_cast<std::size_t>(f);
            points_.place(i, heldX[at] + (finger.targetX() - heldX[at]) * share,
                          heldY[at] + (finger.targetY() - heldY[at]) * share);
        }
    }
    const bool touching = hasContacts();
    const ContactPoints p = contactPoints();
    const double keep = k == 1 ? options_.damping : 1.0;
    const ShapeMaterial& m = options_.material;
    const Friction friction{m.friction, m.staticFriction, m.restitution};
    if (touching) contacts_.beforeIntegration(p, count(), keep, gravity, friction, kBounceSpeed / n);
    // Inside walls the integration takes the first relaxation's clamp with
    // it (and, with contacts, lists the points that went past a wall).
    if (touching && options_.walls) {
        contacts_.integrate(p, count(), keep, gravity);
    } else {
        integrateWithinWalls(p, count(), width_, height_, keep, gravity, nullptr, options_.walls);
    }
    if (shapes_.anyMoving()) shapes_.placeAt(k, n);
    if (touching) contacts_.afterIntegration(p, count(), shapes_, k, n, gravity);
    double* x = points_.x.data();
    double* y = points_.y.data();
    // The walls are relaxed with the constraints, not only after them, so a
    // body landing hard is shaped by links and floor together and does not
    // turn inside out; a point that hit a wall loses its speed into it.
    for (int it = 0; it < options_.iter; ++it) {
        if (options_.walls && it > 0) clampToWalls(p, count(), width_, height_);
        links_.relaxOnce(x, y);
        angles_.relaxOnce(x, y, invMass_.data());
        bodies_.relaxOnce(x, y, invMass_.data());
        if (touching) contacts_.relax(p, shapes_, friction, it == 0, it + 1 == options_.iter);
    }
    if (options_.walls) clampToWalls(p, count(), width_, height_);
    if (touching) contacts_.finish(p, count(), shapes_, friction, kBounceSpeed / n, options_.walls);
}

// Nothing moves any more: the velocities that are left go, so that waking
// starts from rest.
void World::comeToRest() {
    resting_ = true;
    for (std::size_t i = 0; i < count(); ++i) points_.setVelocity(i, 0.0, 0.0);
}

void World::step() {
    links_.forgetBroken();
    touches_.forget();
    if (diverged_ || resting_) return;
    if (sharesStale_) {
        links_.prepare(invMass_.data());
        contacts_.linksChanged(links_.ends(), linkCount(), count());  // the whole links
        sharesStale_ = false;
    }
    const int n = options_.substeps;
    const double gravity = n == 1 ? options_.gravity : options_.gravity / (static_cast<double>(n) * n);
    FingerPlaces heldX{};
    FingerPlaces heldY{};
    for (int f = 0; f < kFingers; ++f) {
        if (!fingers_[f].active()) continue;
        const auto i = static_cast<std::size_t>(fingers_[f].index());
        heldX[static_cast<std::size_t>(f)] = points_.x[i];
        heldY[static_cast<std::size_t>(f)] = points_.y[i];
    }
    for (int k = 1; k <= n; ++k) substep(k, n, gravity, heldX, heldY);
    if (hasContacts()) {
        const ContactPoints p = contactPoints();
        const ShapeMaterial& m = options_.material;
        contacts_.endStep(p, {m.friction, m.staticFriction, m.restitution}, kBounceSpeed / n);
    }
    shapes_.settle();
    if (touches_.on()) {
        const ContactPoints p = contactPoints();
        contacts_.offerTouches(p, shapes_, touches_);
        touches_.tell(count(), shapeCount());
    }
    // Links break after the step's last relaxation, in the order added.
    if (links_.breakStretched(points_.x.data(), points_.y.data()) > 0) linksBroke();
    double moved = 0.0;
    for (std::size_t i = 0; i < count(); ++i) {
        moved = std::fmax(moved, std::fmax(std::fabs(points_.x[i] - xy_[2 * i]), std::fabs(points_.y[i] - xy_[2 * i + 1])));
    }
    diverged_ = !interleave(points_.x.data(), points_.y.data(), count(), xy_.data());
    quietFrames_ = moved <= kRestMotion ? quietFrames_ + 1 : 0;
    if (!diverged_ && quietFrames_ >= kRestFrames) comeToRest();
}

}  // namespace puru
