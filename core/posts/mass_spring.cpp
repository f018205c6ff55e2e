#include "posts/mass_spring.hpp"

#include <cmath>

namespace puru {

void MassSpring::step() {
    const double stretch = x - len;
    const double force = -stretch * k;
    const double acceleration = force / m;
    v += acceleration * dt;
    v *= d;
    x += v * dt;
}

bool MassSpring::finite() const { return std::isfinite(x) && std::isfinite(v); }

}  // namespace puru
