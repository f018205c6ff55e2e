// Parts keep x and y in separate arrays (fast loops); drawing and the JS view
// want x0, y0, x1, y1, ... Scenes copy into such a buffer at the end of step().
#pragma once

#include <cstddef>
#include <vector>

namespace puru {

inline void interleave(const std::vector<double>& x, const std::vector<double>& y,
                       std::vector<double>& out) {
    const std::size_t n = x.size();
    for (std::size_t i = 0; i < n; ++i) {
        out[2 * i] = x[i];
        out[2 * i + 1] = y[i];
    }
}

}  // namespace puru
