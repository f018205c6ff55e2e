// The Jakobsen projection of one distance constraint, shared by every loop
// that relaxes links: ends (xi, yi) and (xj, yj) with rest length rest move
// by +(ox, oy) and -(ox, oy) each, half the error along the link.
//   half = ((d - rest) / d) * 0.5, written (d - rest) / (d + d): the same
//   bits (halving is exact) one operation sooner on a rope's long dependency.
// Coincident ends act as if the second lay kCoincidentOffset to the right of
// the first, which pushes them apart along +x to their rest length.
#pragma once

#include <cmath>

#include "common/simd.hpp"

namespace puru {

constexpr double kCoincidentOffset = 1e-9;

// The same rule without a branch, for loops whose lanes cannot take one
// cheaply: the link's length, where a link shorter than kCoincidentOffset
// counts as that long and dx grows by the difference, so coincident ends
// lean toward +x and are pushed apart along it. For any longer link dx is
// unchanged and the length is exact: linkCorrection's bits. One link, and two
// in lanes.
inline double separatedLength(double& dx, double dy) {
    const double length = std::sqrt(dx * dx + dy * dy);
    const double d = length < kCoincidentOffset ? kCoincidentOffset : length;
    dx = dx + (d - length);
    return d;
}
PURU_SIMD_INLINE simd::F64x2 separatedLength(simd::F64x2& dx, simd::F64x2 dy) {
    const simd::F64x2 length = simd::sqrt(dx * dx + dy * dy);
    const simd::F64x2 d = simd::pmax(length, simd::splat(kCoincidentOffset));
    dx = dx + (d - length);
    return d;
}

inline void linkCorrection(double xi, double yi, double xj, double yj, double rest, double& ox,
                           double& oy) {
    double dx = xj - xi;
    const double dy = yj - yi;
    double d = std::sqrt(dx * dx + dy * dy);
    if (d == 0.0) {
        dx = kCoincidentOffset;
        d = kCoincidentOffset;
    }
    const double half = (d - rest) / (d + d);
    ox = dx * half;
    oy = dy * half;
}

// linkCorrection for two links in lanes, its rule for coincident ends too:
// the same bits lane by lane. The rule is a branch, rarely taken, so that on
// a rope's long dependency it costs no latency.
PURU_SIMD_INLINE void linkCorrection(simd::F64x2 xi, simd::F64x2 yi, simd::F64x2 xj, simd::F64x2 yj,
                                     simd::F64x2 rest, simd::F64x2& ox, simd::F64x2& oy) {
    simd::F64x2 dx = xj - xi;
    const simd::F64x2 dy = yj - yi;
    simd::F64x2 d = simd::sqrt(dx * dx + dy * dy);
    const simd::Mask64x2 coincident = simd::isZero(d);
    if (simd::any(coincident)) {
        dx = simd::select(coincident, simd::splat(kCoincidentOffset), dx);
        d = simd::select(coincident, simd::splat(kCoincidentOffset), d);
    }
    const simd::F64x2 half = (d - rest) / (d + d);
    ox = dx * half;
    oy = dy * half;
}

}  // namespace puru
