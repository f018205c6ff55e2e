#include "posts/area_pressure.hpp"

#include <cmath>

namespace puru {

double signedPolygonArea(const double* x, const double* y, const std::uint32_t* ring,
                         std::size_t count) {
    double sum = 0.0;
    for (std::size_t i = 0; i < count; ++i) {
        const std::uint32_t p = ring[i];
        const std::uint32_t q = ring[(i + 1) % count];
        sum += x[p] * y[q] - x[q] * y[p];
    }
    return sum / 2.0;
}

double AreaPressure::area(const PointMasses& masses) const {
    return std::fabs(signedPolygonArea(masses.x.data(), masses.y.data(), ring.data(), ring.size()));
}

void AreaPressure::addForces(PointMasses& masses) const {
    const std::size_t count = ring.size();
    const double current = area(masses) + 1e-4;
    const double pressure = (press * (targetArea - current)) / targetArea;
    for (std::size_t i = 0; i < count; ++i) {
        const std::uint32_t before = ring[(i + count - 1) % count];
        const std::uint32_t after = ring[(i + 1) % count];
        const double nx = masses.y[after] - masses.y[before];
        const double ny = -(masses.x[after] - masses.x[before]);
        // One division for both components; within an ulp of the post's
        // (nx / length) * pressure.
        const double scale = pressure / (std::sqrt(nx * nx + ny * ny) + 1e-4);
        masses.fx[ring[i]] += nx * scale;
        masses.fy[ring[i]] += ny * scale;
    }
}

}  // namespace puru
