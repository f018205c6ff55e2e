// The canvas's walls: every free point kept its radius inside [0, width] x
// [0, height] by a clamp, relaxed with the links (a wall is infinitely thick,
// so nothing passes it). The points pressing into a wall when a sub-step
// starts are listed for the wall's friction (once a sub-step, reaching as far
// as the point pressed) and its bounce. A point presses two walls at most (a
// disk is no wider than the canvas), so the list never fills.
#pragma once

#include <cstddef>
#include <cstdint>

#include "world/contacts/contact_points.hpp"
#include "common/records.hpp"
#include "world/contacts/friction.hpp"

namespace puru {

void clampToWalls(const ContactPoints& p, std::size_t n, double width, double height);
// The same for point q alone.
inline void clampPointToWalls(const ContactPoints& p, std::size_t q, double width, double height) {
    const double r = p.radius[q];
    p.x[q] = p.x[q] < r ? r : (p.x[q] > width - r ? width - r : p.x[q]);
    p.y[q] = p.y[q] < r ? r : (p.y[q] > height - r ? height - r : p.y[q]);
}

class WallContacts;
// The sub-step's integration of every free point, next = x + ((x - prev)
// keep + a) as VerletParticles::integrate moves it, with the walls' first
// clamp in the same pass (when there are walls); when given, `pressing`
// first lists the points the integration took past a wall.
void integrateWithinWalls(const ContactPoints& p, std::size_t n, double width, double height, double keep,
                          double gravity, WallContacts* pressing, bool walls = true);

// One point pressing a wall: the wall's inward normal, how far past it the
// point was, and how fast it met it.
struct WallContact {
    std::uint32_t point;
    double nx, ny, pressed, approach;
};

class WallContacts {
public:
    void reserve(RecordStore& store, std::size_t points);
    std::size_t size() const { return size_; }
    void clear() { size_ = 0; }
    // Lists point q if it is past a wall: how far and how fast.
    void pressing(const ContactPoints& p, std::uint32_t q, double width, double height);
    // Friction along each wall, reaching as far as the point pressed.
    void rub(const ContactPoints& p, const Friction& f) const;
    // Restitution (bounceSpeed: px per sub-step); see contacts/bounce.hpp.
    void bounce(const ContactPoints& p, double restitution, double bounceSpeed) const;

private:
    void add(std::uint32_t q, double nx, double ny, double pressed, double approach);
    std::size_t size_ = 0;
    Records<WallContact> contacts_;
};

}  // namespace puru
