#include "posts/distance_constraints.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>

#include "common/link_correction.hpp"
#include "common/simd.hpp"

namespace puru {
namespace {

// One link from point i to point j: linkCorrection, and each end that is
// not pinned moved by its half.
inline void relaxLinkBetween(double* x, double* y, const std::uint8_t* pinned, std::size_t i,
                             std::size_t j, double rest) {
    double ox, oy;
    linkCorrection(x[i], y[i], x[j], y[j], rest, ox, oy);
    if (!pinned[i]) {
        x[i] += ox;
        y[i] += oy;
    }
    if (!pinned[j]) {
        x[j] -= ox;
        y[j] -= oy;
    }
}

}  // namespace

void DistanceConstraints::relaxOnce(VerletParticles& points) const {
    relaxOnce(points.x.data(), points.y.data(), points.pinned.data());
}

void DistanceConstraints::relaxOnce(double* x, double* y, const std::uint8_t* pinned) const {
    const std::size_t n = size();
    for (std::size_t c = 0; c < n; ++c) relaxLinkBetween(x, y, pinned, a[c], b[c], rest[c]);
}

namespace {

// Link c of a path, alone: its head end c is put at (headX, headY) first
// when c is 0.
inline void relaxPathLink(double* x, double* y, const std::uint8_t* pinned, const double* rest,
                          std::size_t c, double headX, double headY) {
    if (c == 0) {
        x[0] = headX;
        y[0] = headY;
    }
    relaxLinkBetween(x, y, pinned, c, c + 1, rest[c]);
}

// Links c and c + 2 of a path at once, when neither is the head link and
// none of points c .. c + 3 is pinned: first ends (c, c + 2) and second ends (c + 1,
// c + 3) in lanes. Each value is loaded and stored alone: a wide load would
// straddle two stores of the step before, which the CPU cannot forward, and
// the rope waits on every load (wide loads ran 15% slower than scalar).
inline void relaxPathPair(double* x, double* y, const double* rest, std::size_t c) {
    using simd::F64x2;
    const auto i = static_cast<unsigned>(c);
    const F64x2 xi = simd::gather(x, i, i + 2), xj = simd::gather(x, i + 1, i + 3);
    const F64x2 yi = simd::gather(y, i, i + 2), yj = simd::gather(y, i + 1, i + 3);
    F64x2 ox, oy;
    linkCorrection(xi, yi, xj, yj, simd::gather(rest, i, i + 2), ox, oy);
    simd::scatter(x, i, i + 2, xi + ox);
    simd::scatter(y, i, i + 2, yi + oy);
    simd::scatter(x, i + 1, i + 3, xj - ox);
    simd::scatter(y, i + 1, i + 3, yj - oy);
}

// Whether any of points c .. c + 3 is pinned, in one load.
inline bool anyOfFourPinned(const std::uint8_t* pinned, std::size_t c) {
    std::uint32_t four;
    std::memcpy(&four, pinned + c, sizeof four);
    return four != 0;
}

}  // namespace

void DistanceConstraints::relaxPath(double* x, double* y, const std::uint8_t* pinned, int passes,
                                    double headX, double headY) const {
    const long links = static_cast<long>(size());
    if (links == 0 || passes <= 0) return;
    const double* restOf = rest.data();
    // At step t pass k relaxes link t - 2k: the passes in flight touch
    // disjoint points, and two of them, links c and c + 2, go through lanes.
    const long steps = links + 2L * (passes - 1);
    for (long t = 0; t < steps; ++t) {
        const long first = std::max(0L, (t - links + 2) / 2);
        const long last = std::min(static_cast<long>(passes) - 1, t / 2);
        long k = first;
        for (; k + 1 <= last; k += 2) {
            const auto c = static_cast<std::size_t>(t - 2 * (k + 1));
            if (c > 0 && !anyOfFourPinned(pinned, c)) {
                relaxPathPair(x, y, restOf, c);
            } else {
                relaxPathLink(x, y, pinned, restOf, c + 2, headX, headY);
                relaxPathLink(x, y, pinned, restOf, c, headX, headY);
            }
        }
        if (k <= last) {
            relaxPathLink(x, y, pinned, restOf, static_cast<std::size_t>(t - 2 * k), headX, headY);
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
