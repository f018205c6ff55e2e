#include "mass_spring.hpp"

namespace puru {

void MassSpring::step() {
    const double stretch = x - len;
    const double force = -stretch * k;
    const double acceleration = force / m;
    v += acceleration * dt;
    v *= d;
    x += v * dt;
}

}  // namespace puru
