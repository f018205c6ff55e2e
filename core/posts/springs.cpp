#include "posts/springs.hpp"

#include <cmath>

namespace puru {

void Springs::addForces(PointMasses& masses) const {
    const std::size_t n = size();
    for (std::size_t s = 0; s < n; ++s) {
        const std::uint32_t i = a[s];
        const std::uint32_t j = b[s];
        const double dx = masses.x[j] - masses.x[i];
        const double dy = masses.y[j] - masses.y[i];
        // The 1e-4 keeps coincident ends finite; the post adds it too.
        const double d = std::sqrt(dx * dx + dy * dy) + 1e-4;
        const double f = (k * (d - rest[s])) / d;
        masses.fx[i] += dx * f;
        masses.fy[i] += dy * f;
        masses.fx[j] -= dx * f;
        masses.fy[j] -= dy * f;
    }
}

}  // namespace puru
