#include "common/fingers.hpp"

#include "common/snapshot.hpp"

namespace puru {

int Fingers::grab(const PointMasses& masses, int finger, double x, double y) {
    // Point masses have no pins: the points the other fingers hold are skipped by name.
    std::array<int, kFingers> taken{};
    int n = 0;
    for (int f = 0; f < kFingers; ++f) {
        if (f != finger && (*this)[f].active()) taken[static_cast<std::size_t>(n++)] = (*this)[f].index();
    }
    return (*this)[finger].grab(masses, x, y, taken.data(), n);
}

bool Fingers::anyActive() const {
    for (const Grab& g : grabs_) {
        if (g.active()) return true;
    }
    return false;
}

void Fingers::hold(VerletParticles& points) const {
    for (const Grab& g : grabs_) g.hold(points);
}

void Fingers::hold(PointMasses& masses) {
    for (Grab& g : grabs_) g.hold(masses);
}

void Fingers::state(SnapshotFields& fields, std::size_t points) {
    for (Grab& finger : grabs_) finger.state(fields, points);
}

}  // namespace puru
