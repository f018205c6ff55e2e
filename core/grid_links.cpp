#include "grid_links.hpp"

#include <algorithm>

#include "simd.hpp"

namespace puru {
namespace {

using simd::F64x2;

// relaxLink for two independent links at once, lane by lane: the arithmetic
// of linkCorrection, with the rare coincident lanes fixed up behind a branch.
inline void relaxLanes(F64x2& xa, F64x2& ya, F64x2& xb, F64x2& yb, F64x2 ma, F64x2 mb,
                       F64x2 rest) {
    const F64x2 dy = yb - ya;
    F64x2 dx = xb - xa;
    F64x2 d = simd::sqrt(dx * dx + dy * dy);
    if (simd::anyZero(d)) {  // rare: a branch costs less than selecting in every lane
        const F64x2 offset = simd::splat(kCoincidentOffset);
        dx = simd::replaceWhereZero(dx, d, offset);
        d = simd::replaceWhereZero(d, d, offset);
    }
    const F64x2 half = (d - rest) / (d + d);
    const F64x2 ox = dx * half;
    const F64x2 oy = dy * half;
    xa = xa + ox * ma;
    ya = ya + oy * ma;
    xb = xb - ox * mb;
    yb = yb - oy * mb;
}

// Links (c, c + 1) for c = 0, 2, 4, ... within one row of `length` points
// starting at x, y, m: two links per lane pair, neighbours split into lanes.
inline void relaxFourPoints(double* x, double* y, const double* m, F64x2 rest) {
    const F64x2 x0 = simd::load(x), x1 = simd::load(x + 2);
    const F64x2 y0 = simd::load(y), y1 = simd::load(y + 2);
    const F64x2 m0 = simd::load(m), m1 = simd::load(m + 2);
    F64x2 xa = simd::lows(x0, x1), xb = simd::highs(x0, x1);
    F64x2 ya = simd::lows(y0, y1), yb = simd::highs(y0, y1);
    relaxLanes(xa, ya, xb, yb, simd::lows(m0, m1), simd::highs(m0, m1), rest);
    simd::store(x, simd::lows(xa, xb));
    simd::store(x + 2, simd::highs(xa, xb));
    simd::store(y, simd::lows(ya, yb));
    simd::store(y + 2, simd::highs(ya, yb));
}

void relaxRowPairs(double* x, double* y, const double* m, std::size_t length, double rest) {
    const F64x2 restLanes = simd::splat(rest);
    std::size_t c = 0;
    for (; c + 7 < length; c += 8) {
        relaxFourPoints(x + c, y + c, m + c, restLanes);
        relaxFourPoints(x + c + 4, y + c + 4, m + c + 4, restLanes);
    }
    for (; c + 3 < length; c += 4) relaxFourPoints(x + c, y + c, m + c, restLanes);
    if (c + 1 < length) relaxLink(x, y, m, c, c + 1, rest);
}

// Links (a, b) for the two columns starting at a and b.
inline void relaxTwoColumns(double* x, double* y, const double* m, std::size_t a, std::size_t b,
                            F64x2 rest) {
    F64x2 xa = simd::load(x + a), xb = simd::load(x + b);
    F64x2 ya = simd::load(y + a), yb = simd::load(y + b);
    relaxLanes(xa, ya, xb, yb, simd::load(m + a), simd::load(m + b), rest);
    simd::store(x + a, xa);
    simd::store(x + b, xb);
    simd::store(y + a, ya);
    simd::store(y + b, yb);
}

// Links (c, c + cols) from row `top` to the row below, for every column.
void relaxColumnPairs(double* x, double* y, const double* m, std::size_t top, std::size_t cols,
                      double rest) {
    const F64x2 restLanes = simd::splat(rest);
    const std::size_t below = top + cols;
    std::size_t c = 0;
    for (; c + 3 < cols; c += 4) {
        relaxTwoColumns(x, y, m, top + c, below + c, restLanes);
        relaxTwoColumns(x, y, m, top + c + 2, below + c + 2, restLanes);
    }
    for (; c + 1 < cols; c += 2) relaxTwoColumns(x, y, m, top + c, below + c, restLanes);
    if (c < cols) relaxLink(x, y, m, top + c, below + c, rest);
}

}  // namespace

void GridLinks::relaxOnce(double* x, double* y, const double* mobility) const {
    for (std::size_t parity : {1, 0}) {
        for (std::size_t r = 0; r < rows; ++r) {
            const std::size_t first = r * cols + parity;
            relaxRowPairs(x + first, y + first, mobility + first, cols - parity, rest);
        }
    }
    for (std::size_t r = 0; r + 1 < rows; ++r) relaxColumnPairs(x, y, mobility, r * cols, cols, rest);
}

void GridLinks::relax(double* x, double* y, const double* mobility, int iterations) const {
    for (int k = 0; k < iterations; ++k) relaxOnce(x, y, mobility);
}

double GridLinks::maxStretch(const double* x, const double* y) const {
    double worst = 0.0;
    const auto stretch = [&](std::size_t a, std::size_t b) {
        const double dx = x[b] - x[a];
        const double dy = y[b] - y[a];
        worst = std::max(worst, std::fabs(std::sqrt(dx * dx + dy * dy) - rest) / rest);
    };
    for (std::size_t r = 0; r < rows; ++r) {
        for (std::size_t c = 0; c < cols; ++c) {
            const std::size_t i = r * cols + c;
            if (c + 1 < cols) stretch(i, i + 1);
            if (r + 1 < rows) stretch(i, i + cols);
        }
    }
    return worst;
}

}  // namespace puru
