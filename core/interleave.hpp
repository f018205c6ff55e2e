// Parts keep x and y in separate arrays (fast loops); drawing and the JS view
// want x0, y0, x1, y1, ... Scenes copy into such a buffer at the end of step(),
// and the copy doubles as the scene's check for divergence: a coordinate that
// is not finite, or further than kSaneCoordinate px from the origin, means
// the scene has blown up (see the scenes' diverged()).
#pragma once

#include <cmath>
#include <cstddef>
#include <vector>

#include "simd.hpp"

namespace puru {

// 64 times the largest canvas side: far outside any canvas, far inside the
// range where the physics' squares stop being exact.
constexpr double kSaneCoordinate = 1048576.0;

// Copies; true when every coordinate is finite and within ±kSaneCoordinate.
inline bool interleave(const std::vector<double>& x, const std::vector<double>& y,
                       std::vector<double>& out) {
    const std::size_t n = x.size();
    // The largest magnitude (NaN slips past pmax) and a sum of v * 0, which
    // stays 0 unless some v is infinite or NaN.
    simd::F64x2 largest = simd::splat(0.0), nonFinite = simd::splat(0.0);
    const simd::F64x2 zero = simd::splat(0.0);
    std::size_t i = 0;
    for (; i + 1 < n; i += 2) {
        const simd::F64x2 xs = simd::load(&x[i]);
        const simd::F64x2 ys = simd::load(&y[i]);
        simd::store(&out[2 * i], simd::lows(xs, ys));
        simd::store(&out[2 * i + 2], simd::highs(xs, ys));
        largest = simd::pmax(simd::pmax(largest, simd::abs(xs)), simd::abs(ys));
        nonFinite = nonFinite + xs * zero + ys * zero;
    }
    double worst = simd::largestLane(largest);
    double bad = simd::sumLanes(nonFinite);
    if (i < n) {
        out[2 * i] = x[i];
        out[2 * i + 1] = y[i];
        worst = std::fmax(worst, std::fmax(std::fabs(x[i]), std::fabs(y[i])));
        bad += x[i] * 0.0 + y[i] * 0.0;
    }
    return bad == 0.0 && worst <= kSaneCoordinate;
}

}  // namespace puru
