// The pointers holding points at once: a mouse, or up to kFingers fingers on
// a touch screen (two fingers stretch a cloth between them). Each finger is a
// Grab; no two hold the same point. Finger 0 is the one a single pointer uses.
#pragma once

#include <array>
#include <cstddef>

#include "common/grab.hpp"

namespace puru {

constexpr int kFingers = 4;

class Fingers {
public:
    static bool valid(int finger) { return finger >= 0 && finger < kFingers; }

    Grab& operator[](int finger) { return grabs_[static_cast<std::size_t>(finger)]; }
    const Grab& operator[](int finger) const { return grabs_[static_cast<std::size_t>(finger)]; }

    // A Verlet point another finger holds is pinned while held, so the Grab skips it.
    int grab(VerletParticles& points, int finger, double x, double y) { return (*this)[finger].grab(points, x, y); }
    int grab(const PointMasses& masses, int finger, double x, double y);

    bool anyActive() const;
    void state(SnapshotFields& fields, std::size_t points);
    // Every held point to its finger, in finger order.
    void hold(VerletParticles& points) const;
    void hold(PointMasses& masses);

private:
    std::array<Grab, kFingers> grabs_{};
};

}  // namespace puru
