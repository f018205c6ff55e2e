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

// Watches coordinates go by: are all finite and within ±kSaneCoordinate? It
// keeps the largest magnitude (NaN slips past pmax) and a sum of v * 0,
// which stays 0 unless some v is infinite or NaN.
class SanityWatch {
public:
    void see(simd::F64x2 v) {
        largest_ = simd::pmax(largest_, simd::abs(v));
        nonFinite_ = nonFinite_ + v * simd::splat(0.0);
    }
    void see(double v) { see(simd::splat(v)); }
    bool sane() const {
        return simd::sumLanes(nonFinite_) == 0.0 && simd::largestLane(largest_) <= kSaneCoordinate;
    }

private:
    simd::F64x2 largest_ = simd::splat(0.0);
    simd::F64x2 nonFinite_ = simd::splat(0.0);
};

// Copies; true when every coordinate is finite and within ±kSaneCoordinate.
inline bool interleave(const std::vector<double>& x, const std::vector<double>& y,
                       std::vector<double>& out) {
    const std::size_t n = x.size();
    SanityWatch watch;
    std::size_t i = 0;
    for (; i + 1 < n; i += 2) {
        const simd::F64x2 xs = simd::load(&x[i]);
        const simd::F64x2 ys = simd::load(&y[i]);
        simd::store(&out[2 * i], simd::lows(xs, ys));
        simd::store(&out[2 * i + 2], simd::highs(xs, ys));
        watch.see(xs);
        watch.see(ys);
    }
    if (i < n) {
        out[2 * i] = x[i];
        out[2 * i + 1] = y[i];
        watch.see(x[i]);
        watch.see(y[i]);
    }
    return watch.sane();
}

}  // namespace puru
