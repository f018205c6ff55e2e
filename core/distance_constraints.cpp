#include "distance_constraints.hpp"

#include <cmath>

namespace puru {

void DistanceConstraints::relaxOnce(VerletParticles& points) const {
    relaxOnce(points.x.data(), points.y.data(), points.pinned.data());
}

void DistanceConstraints::relaxOnce(double* x, double* y, const std::uint8_t* pinned) const {
    const std::size_t n = size();
    for (std::size_t c = 0; c < n; ++c) {
        const std::uint32_t i = a[c];
        const std::uint32_t j = b[c];
        const double dx = x[j] - x[i];
        const double dy = y[j] - y[i];
        double d = std::sqrt(dx * dx + dy * dy);
        if (d == 0.0) d = 1e-6;  // coincident points: any finite push apart will do
        const double half = ((d - rest[c]) / d) * 0.5;
        const double ox = dx * half;
        const double oy = dy * half;
        if (!pinned[i]) {
            x[i] += ox;
            y[i] += oy;
        }
        if (!pinned[j]) {
            x[j] -= ox;
            y[j] -= oy;
        }
    }
}

void DistanceConstraints::relax(VerletParticles& points, int iterations) const {
    for (int k = 0; k < iterations; ++k) relaxOnce(points);
}

double DistanceConstraints::totalLengthError(const double* x, const double* y) const {
    double sum = 0.0;
    for (std::size_t c = 0; c < size(); ++c) {
        const double dx = x[b[c]] - x[a[c]];
        const double dy = y[b[c]] - y[a[c]];
        sum += std::fabs(std::sqrt(dx * dx + dy * dy) - rest[c]);
    }
    return sum;
}

double meanStretch(const DistanceConstraints& links, const VerletParticles& points) {
    if (links.size() == 0) return 0.0;
    double sum = 0.0;
    for (std::size_t c = 0; c < links.size(); ++c) {
        const double dx = points.x[links.b[c]] - points.x[links.a[c]];
        const double dy = points.y[links.b[c]] - points.y[links.a[c]];
        sum += std::fabs(std::sqrt(dx * dx + dy * dy) - links.rest[c]) / links.rest[c];
    }
    return sum / static_cast<double>(links.size());
}

}  // namespace puru
