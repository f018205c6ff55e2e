// Parts keep x and y in separate arrays (fast loops); drawing and the JS view
// want x0, y0, x1, y1, ... Scenes copy into such a buffer at the end of step().
#pragma once

#include <cstddef>
#include <vector>

#include "simd.hpp"

namespace puru {

inline void interleave(const std::vector<double>& x, const std::vector<double>& y,
                       std::vector<double>& out) {
    const std::size_t n = x.size();
    std::size_t i = 0;
    for (; i + 1 < n; i += 2) {
        const simd::F64x2 xs = simd::load(&x[i]);
        const simd::F64x2 ys = simd::load(&y[i]);
        simd::store(&out[2 * i], simd::lows(xs, ys));
        simd::store(&out[2 * i + 2], simd::highs(xs, ys));
    }
    if (i < n) {
        out[2 * i] = x[i];
        out[2 * i + 1] = y[i];
    }
}

}  // namespace puru
