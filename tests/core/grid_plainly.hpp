// The grid tests' model of GridLinks: its points as it stores them, and its
// sets relaxed in their order one whole link at a time with the scalar
// relaxLink, which every SIMD lane must match bit for bit (a broken link is
// skipped, as its factor of 0 skips it in the lanes).
#pragma once

#include <cstddef>
#include <vector>

#include "posts/grid_links.hpp"

namespace puru::testing {

struct GridPoints {
    std::vector<double> x, y, mobility;
};

inline void relaxPlainly(GridPoints& p, const GridLinks& grid) {
    const auto relax = [&](std::size_t a, std::size_t b) {
        relaxLink(p.x.data(), p.y.data(), p.mobility.data(), a, b, grid.rest());
    };
    for (std::size_t parity : {1, 0}) {
        for (std::size_t r = 0; r < grid.rows(); ++r) {
            for (std::size_t c = parity; c + 1 < grid.cols(); c += 2) {
                const std::size_t at = grid.storedIndex(r, c);
                if (grid.rightWhole(at)) relax(at, grid.storedIndex(r, c + 1));
            }
        }
    }
    for (std::size_t r = 0; r + 1 < grid.rows(); ++r) {
        for (std::size_t c = 0; c < grid.cols(); ++c) {
            const std::size_t at = grid.storedIndex(r, c);
            if (grid.downWhole(at)) relax(at, grid.storedIndex(r + 1, c));
        }
    }
}

}  // namespace puru::testing
