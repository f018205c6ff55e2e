// Verlet particles: position and previous position, no velocity variable.
//   next = x + (x - prev) + a;  prev = x;  x = next
// The velocity hides in (x - prev), so anything that moves a point (a
// constraint, a hand) changes its velocity for the next frame by itself.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace puru {

class SnapshotFields;

struct VerletParticles {
    std::vector<double> x, y;    // current positions
    std::vector<double> px, py;  // positions one frame ago
    std::vector<std::uint8_t> pinned;  // 1: integration and constraints leave it alone

    std::size_t size() const { return x.size(); }
    // Its fields in a snapshot: the count fixed, every position and pin.
    void state(SnapshotFields& fields);
    void reserve(std::size_t count);

    // Adds a point at rest at (x, y); returns its index.
    std::size_t add(double x, double y, bool pinned = false);

    // Moves every unpinned point one frame under the acceleration (ax, ay).
    // (A World's points move with their damping and inside its walls in one
    // pass of its own: world/contacts/canvas_walls.hpp.)
    void integrate(double ax, double ay);

    // Sets a point's position and keeps prev, so the move becomes its velocity.
    void place(std::size_t i, double x, double y);

    // Gives a point the velocity (vx, vy) per frame by rewriting prev.
    void setVelocity(std::size_t i, double vx, double vy);

    // Keeps unpinned points inside [minX, maxX] x [minY, maxY]. A point past
    // a wall is put on it and its prev mirrored to the wall's far side, so the
    // next (x - prev) points back inward, scaled by bounce; no velocity flips.
    void bounceInside(double minX, double minY, double maxX, double maxY, double bounce);
    // Puts unpinned points past a wall back on it and leaves prev alone: a
    // constraint among the others, relaxed with them.
    void clampInside(double minX, double minY, double maxX, double maxY);
};

}  // namespace puru
