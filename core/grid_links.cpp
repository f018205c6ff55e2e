#include "grid_links.hpp"

#include <algorithm>

#include "simd.hpp"

namespace puru {
namespace {

using simd::F64x2;

// relaxLink for two independent links at once, lane by lane: the arithmetic
// of linkCorrection, with the rare coincident lanes fixed up behind a branch.
// Without pins every mobility is 1, and x + o * 1 is x + o to the bit, so
// rows with no pinned point skip the mobility loads and products.
template <bool Pinned>
inline void relaxLanes(F64x2& xa, F64x2& ya, F64x2& xb, F64x2& yb, const double* ma,
                       const double* mb, F64x2 rest) {
    const F64x2 dy = yb - ya;
    F64x2 dx = xb - xa;
    F64x2 d = simd::sqrt(dx * dx + dy * dy);
    if (simd::anyZero(d)) {  // rare: a branch costs less than selecting in every lane
        const F64x2 offset = simd::splat(kCoincidentOffset);
        dx = simd::replaceWhereZero(dx, d, offset);
        d = simd::replaceWhereZero(d, d, offset);
    }
    const F64x2 half = (d - rest) / (d + d);
    F64x2 ox = dx * half;
    F64x2 oy = dy * half;
    if (Pinned) {
        const F64x2 mobilityA = simd::load(ma), mobilityB = simd::load(mb);
        xa = xa + ox * mobilityA;
        ya = ya + oy * mobilityA;
        xb = xb - ox * mobilityB;
        yb = yb - oy * mobilityB;
    } else {
        xa = xa + ox;
        ya = ya + oy;
        xb = xb - ox;
        yb = yb - oy;
    }
}

// Links (0, 1) and (2, 3) of the four points at x, y, m: neighbours split
// into lanes and back.
template <bool Pinned>
inline void relaxFourPoints(double* x, double* y, const double* m, F64x2 rest) {
    const F64x2 x0 = simd::load(x), x1 = simd::load(x + 2);
    const F64x2 y0 = simd::load(y), y1 = simd::load(y + 2);
    F64x2 xa = simd::lows(x0, x1), xb = simd::highs(x0, x1);
    F64x2 ya = simd::lows(y0, y1), yb = simd::highs(y0, y1);
    double ma[2], mb[2];
    if (Pinned) {
        const F64x2 m0 = simd::load(m), m1 = simd::load(m + 2);
        simd::store(ma, simd::lows(m0, m1));
        simd::store(mb, simd::highs(m0, m1));
    }
    relaxLanes<Pinned>(xa, ya, xb, yb, ma, mb, rest);
    simd::store(x, simd::lows(xa, xb));
    simd::store(x + 2, simd::highs(xa, xb));
    simd::store(y, simd::lows(ya, yb));
    simd::store(y + 2, simd::highs(ya, yb));
}

// Links (c, c + 1) for c = 0, 2, 4, ... within a row of `length` points.
template <bool Pinned>
void relaxRowPairs(double* x, double* y, const double* m, std::size_t length, double rest) {
    const F64x2 restLanes = simd::splat(rest);
    std::size_t c = 0;
    for (; c + 7 < length; c += 8) {
        relaxFourPoints<Pinned>(x + c, y + c, m + c, restLanes);
        relaxFourPoints<Pinned>(x + c + 4, y + c + 4, m + c + 4, restLanes);
    }
    for (; c + 3 < length; c += 4) relaxFourPoints<Pinned>(x + c, y + c, m + c, restLanes);
    if (c + 1 < length) relaxLink(x, y, m, c, c + 1, rest);
}

// Links (a, b) for the two columns starting at a and b.
template <bool Pinned>
inline void relaxTwoColumns(double* x, double* y, const double* m, std::size_t a, std::size_t b,
                            F64x2 rest) {
    F64x2 xa = simd::load(x + a), xb = simd::load(x + b);
    F64x2 ya = simd::load(y + a), yb = simd::load(y + b);
    relaxLanes<Pinned>(xa, ya, xb, yb, m + a, m + b, rest);
    simd::store(x + a, xa);
    simd::store(x + b, xb);
    simd::store(y + a, ya);
    simd::store(y + b, yb);
}

// Links (c, c + cols) from row `top` to the row below, for every column.
template <bool Pinned>
void relaxColumnPairs(double* x, double* y, const double* m, std::size_t top, std::size_t cols,
                      double rest) {
    const F64x2 restLanes = simd::splat(rest);
    const std::size_t below = top + cols;
    std::size_t c = 0;
    for (; c + 3 < cols; c += 4) {
        relaxTwoColumns<Pinned>(x, y, m, top + c, below + c, restLanes);
        relaxTwoColumns<Pinned>(x, y, m, top + c + 2, below + c + 2, restLanes);
    }
    for (; c + 1 < cols; c += 2) relaxTwoColumns<Pinned>(x, y, m, top + c, below + c, restLanes);
    if (c < cols) relaxLink(x, y, m, top + c, below + c, rest);
}

}  // namespace

GridLinks::GridLinks(std::size_t cols, std::size_t rows, double rest)
    : cols_(cols), rows_(rows), rest_(rest), rowPinned_(rows) {}

void GridLinks::markPinnedRows(const double* mobility) {
    for (std::size_t r = 0; r < rows_; ++r) {
        rowPinned_[r] = std::any_of(mobility + r * cols_, mobility + (r + 1) * cols_,
                                    [](double m) { return m != 1.0; });
    }
}

void GridLinks::pass(double* x, double* y, const double* mobility) const {
    for (std::size_t parity : {1, 0}) {
        for (std::size_t r = 0; r < rows_; ++r) {
            const std::size_t first = r * cols_ + parity;
            if (rowPinned_[r]) {
                relaxRowPairs<true>(x + first, y + first, mobility + first, cols_ - parity, rest_);
            } else {
                relaxRowPairs<false>(x + first, y + first, mobility + first, cols_ - parity, rest_);
            }
        }
    }
    for (std::size_t r = 0; r + 1 < rows_; ++r) {
        if (rowPinned_[r] || rowPinned_[r + 1]) {
            relaxColumnPairs<true>(x, y, mobility, r * cols_, cols_, rest_);
        } else {
            relaxColumnPairs<false>(x, y, mobility, r * cols_, cols_, rest_);
        }
    }
}

void GridLinks::relaxOnce(double* x, double* y, const double* mobility) {
    markPinnedRows(mobility);
    pass(x, y, mobility);
}

void GridLinks::relax(double* x, double* y, const double* mobility, int iterations) {
    markPinnedRows(mobility);
    for (int k = 0; k < iterations; ++k) pass(x, y, mobility);
}

double GridLinks::maxStretch(const double* x, const double* y) const {
    double worst = 0.0;
    const auto stretch = [&](std::size_t a, std::size_t b) {
        const double dx = x[b] - x[a];
        const double dy = y[b] - y[a];
        worst = std::max(worst, std::fabs(std::sqrt(dx * dx + dy * dy) - rest_) / rest_);
    };
    for (std::size_t r = 0; r < rows_; ++r) {
        for (std::size_t c = 0; c < cols_; ++c) {
            const std::size_t i = r * cols_ + c;
            if (c + 1 < cols_) stretch(i, i + 1);
            if (r + 1 < rows_) stretch(i, i + cols_);
        }
    }
    return worst;
}

}  // namespace puru
