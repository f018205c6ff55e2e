#include "distance_constraints.hpp"

#include <algorithm>
#include <cmath>

#include "link_correction.hpp"

namespace puru {

void DistanceConstraints::relaxOnce(VerletParticles& points) const {
    relaxOnce(points.x.data(), points.y.data(), points.pinned.data());
}

void DistanceConstraints::relaxOnce(double* x, double* y, const std::uint8_t* pinned) const {
    const std::size_t n = size();
    double ox, oy;
    for (std::size_t c = 0; c < n; ++c) {
        const std::uint32_t i = a[c];
        const std::uint32_t j = b[c];
        linkCorrection(x[i], y[i], x[j], y[j], rest[c], ox, oy);
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

void DistanceConstraints::relaxPath(double* x, double* y, const std::uint8_t* pinned, int passes,
                                    double headX, double headY) const {
    const long links = static_cast<long>(size());
    if (links == 0 || passes <= 0) return;
    // At step t pass k relaxes link t - 2k: the passes in flight touch
    // disjoint points.
    const long steps = links + 2L * (passes - 1);
    double ox, oy;
    for (long t = 0; t < steps; ++t) {
        const long first = std::max(0L, (t - links + 2) / 2);
        const long last = std::min(static_cast<long>(passes) - 1, t / 2);
        for (long k = first; k <= last; ++k) {
            const auto c = static_cast<std::size_t>(t - 2 * k);
            if (c == 0) {
                x[0] = headX;
                y[0] = headY;
            }
            linkCorrection(x[c], y[c], x[c + 1], y[c + 1], rest[c], ox, oy);
            if (!pinned[c]) {
                x[c] += ox;
                y[c] += oy;
            }
            if (!pinned[c + 1]) {
                x[c + 1] -= ox;
                y[c + 1] -= oy;
            }
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
