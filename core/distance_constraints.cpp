#include "distance_constraints.hpp"

#include <cmath>

namespace puru {

void DistanceConstraints::relaxOnce(VerletParticles& points) const {
    relaxOnce(points.x.data(), points.y.data(), points.pinned.data());
}

namespace {

// Where two ends coincide the link acts as if the second lay this far to the
// right of the first, which pushes them apart along +x to the rest length.
constexpr double kCoincidentOffset = 1e-9;

// The correction (ox, oy) that ends (xi, yi) and (xj, yj) take, + and -.
inline void correction(double xi, double yi, double xj, double yj, double rest, double& ox,
                       double& oy) {
    double dx = xj - xi;
    const double dy = yj - yi;
    double d = std::sqrt(dx * dx + dy * dy);
    if (d == 0.0) {
        dx = kCoincidentOffset;
        d = kCoincidentOffset;
    }
    const double half = ((d - rest) / d) * 0.5;
    ox = dx * half;
    oy = dy * half;
}

}  // namespace

bool DistanceConstraints::isPolyline() const {
    for (std::size_t c = 0; c < size(); ++c) {
        if (a[c] != c || b[c] != c + 1) return false;
    }
    return true;
}

void DistanceConstraints::relaxOnce(double* x, double* y, const std::uint8_t* pinned) const {
    const std::size_t n = size();
    double ox, oy;
    if (n > 0 && isPolyline()) {  // a sequential check, cheap beside the links
        double xi = x[0], yi = y[0];  // point c as the links before c left it
        for (std::size_t c = 0; c < n; ++c) {
            const double xj = x[c + 1], yj = y[c + 1];
            correction(xi, yi, xj, yj, rest[c], ox, oy);
            x[c] = pinned[c] ? xi : xi + ox;
            y[c] = pinned[c] ? yi : yi + oy;
            xi = pinned[c + 1] ? xj : xj - ox;
            yi = pinned[c + 1] ? yj : yj - oy;
        }
        x[n] = xi;
        y[n] = yi;
        return;
    }
    for (std::size_t c = 0; c < n; ++c) {
        const std::uint32_t i = a[c];
        const std::uint32_t j = b[c];
        correction(x[i], y[i], x[j], y[j], rest[c], ox, oy);
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
