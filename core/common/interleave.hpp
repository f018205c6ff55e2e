// Parts keep x and y in separate arrays (fast loops); drawing and the JS view
// want x0, y0, x1, y1, ... Scenes copy into such a buffer at the end of step(),
// and the copy doubles as the scene's check for divergence: a coordinate that
// is not finite, or further than kSaneCoordinate px from the origin, means
// the scene has blown up (see the scenes' diverged()).
#pragma once

#include <cmath>
#include <cstddef>
#include <vector>

#include "common/simd.hpp"

namespace puru {

// 64 times the largest canvas side: far outside any canvas, far inside the
// range where the physics' squares stop being exact.
constexpr double kSaneCoordinate = 1048576.0;

// Watches coordinates go by: are all finite and within ±kSaneCoordinate? One
// comparison per lane, false for NaN and infinities too, and-ed into a mask:
// the and is the only work carried from one coordinate to the next.
class SanityWatch {
public:
    PURU_SIMD_INLINE void see(simd::F64x2 v) {
        sane_ = sane_ & simd::withinMagnitude(v, simd::splat(kSaneCoordinate));
    }
    PURU_SIMD_INLINE void see(double v) { see(simd::splat(v)); }
    PURU_SIMD_INLINE bool sane() const { return simd::all(sane_); }

private:
    simd::Mask64x2 sane_ = simd::allLanes();
};

// Points i and i + 1 from lanes (x_i, x_i+1) and (y_i, y_i+1), written at out
// as x_i, y_i, x_i+1, y_i+1; the same, watched; and one point alone, watched.
PURU_SIMD_INLINE void storeInterleaved(double* out, simd::F64x2 xs, simd::F64x2 ys) {
    simd::store(out, simd::lows(xs, ys));
    simd::store(out + 2, simd::highs(xs, ys));
}
PURU_SIMD_INLINE void interleaveTwo(double* out, simd::F64x2 xs, simd::F64x2 ys, SanityWatch& watch) {
    storeInterleaved(out, xs, ys);
    watch.see(xs);
    watch.see(ys);
}
PURU_SIMD_INLINE void interleaveOne(double* out, double x, double y, SanityWatch& watch) {
    out[0] = x;
    out[1] = y;
    watch.see(x);
    watch.see(y);
}

// Copies n points; true when every coordinate is finite and within
// ±kSaneCoordinate. Out of line, in a file compiled for speed: scenes are
// compiled for size.
bool interleave(const double* x, const double* y, std::size_t n, double* out);
inline bool interleave(const std::vector<double>& x, const std::vector<double>& y, std::vector<double>& out) {
    return interleave(x.data(), y.data(), x.size(), out.data());
}

}  // namespace puru
