#include "posts/grid_links.hpp"

#include <algorithm>

#include "common/interleave.hpp"
#include "common/simd.hpp"

namespace puru {
namespace {

using simd::F64x2;

// relaxLink for two independent links at once, lane by lane.
// Without pins every mobility is 1, and x + o * 1 is x + o to the bit, so
// sets with no pinned point skip the mobility loads and products; sets with
// no broken link skip the links' factors (w) likewise, except where pinned:
// the few rows with pins take both rather than a fourth copy of the loop.
template <bool Pinned, bool Torn>
inline void relaxLanes(F64x2& xa, F64x2& ya, F64x2& xb, F64x2& yb, const double* ma,
                       const double* mb, const double* w, F64x2 rest) {
    const F64x2 dy = yb - ya;
    F64x2 dx = xb - xa;
    const F64x2 d = separatedLength(dx, dy);
    const F64x2 half = (d - rest) / (d + d);
    F64x2 ox = dx * half;
    F64x2 oy = dy * half;
    if (Torn) {
        const F64x2 whole = simd::load(w);
        ox = ox * whole;
        oy = oy * whole;
    }
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

// Two links: points a[0], a[1] to b[0], b[1] of x, y and mobility, with
// factors w[0], w[1].
template <bool Pinned, bool Torn>
inline void relaxTwo(double* xa, double* ya, const double* ma, double* xb, double* yb,
                     const double* mb, const double* w, F64x2 rest) {
    F64x2 pxa = simd::load(xa), pxb = simd::load(xb);
    F64x2 pya = simd::load(ya), pyb = simd::load(yb);
    relaxLanes<Pinned, Torn>(pxa, pya, pxb, pyb, ma, mb, w, rest);
    simd::store(xa, pxa);
    simd::store(xb, pxb);
    simd::store(ya, pya);
    simd::store(yb, pyb);
}

// Links from point a + k to point b + k for k < count: one set's run, whose
// factors are whole[a + k]. The loop walks pointers rather than an index:
// V8 then addresses each load and store directly instead of working out
// base + 8 * (a + k) for each, which made the cloth 5-10% faster.
template <bool Pinned, bool Torn>
void relaxRun(double* x, double* y, const double* m, const double* whole, std::size_t a,
              std::size_t b, std::size_t count, double rest) {
    const F64x2 restLanes = simd::splat(rest);
    const std::size_t paired = count & ~std::size_t{1};
    double* xa = x + a;
    double* ya = y + a;
    const double* ma = m + a;
    double* xb = x + b;
    double* yb = y + b;
    const double* mb = m + b;
    const double* w = whole + a;
    for (const double* const xaEnd = xa + paired; xa != xaEnd;
         xa += 2, ya += 2, ma += 2, xb += 2, yb += 2, mb += 2, w += 2) {
        relaxTwo<Pinned, Torn>(xa, ya, ma, xb, yb, mb, w, restLanes);
    }
    if (paired < count) relaxLink(x, y, m, a + paired, b + paired, rest, whole[a + paired]);
}

void relaxRun(bool pinned, bool torn, double* x, double* y, const double* m, const double* whole,
              std::size_t a, std::size_t b, std::size_t count, double rest) {
    if (pinned) {
        relaxRun<true, true>(x, y, m, whole, a, b, count, rest);
    } else if (torn) {
        relaxRun<false, true>(x, y, m, whole, a, b, count, rest);
    } else {
        relaxRun<false, false>(x, y, m, whole, a, b, count, rest);
    }
}

}  // namespace

GridLinks::GridLinks(std::size_t cols, std::size_t rows, double rest)
    : cols_(cols),
      rows_(rows),
      rest_(rest),
      rowPinned_(rows),
      right_(cols * rows, 1.0),
      down_(cols * rows, 1.0),
      rowTorn_(rows),
      downTorn_(rows) {}

void GridLinks::markPinnedRows(const double* mobility) {
    for (std::size_t r = 0; r < rows_; ++r) {
        rowPinned_[r] = std::any_of(mobility + r * cols_, mobility + (r + 1) * cols_,
                                    [](double m) { return m != 1.0; });
    }
}

// Links of different rows share no point, so running each row's sets as
// the sweep reaches it gives the same result as running every row's odd
// set, then every row's even set, then the vertical sweep; it keeps the two
// rows at hand in cache.
void GridLinks::pass(double* x, double* y, const double* mobility) const {
    const std::size_t evens = evenCols();
    for (std::size_t r = 0; r < rows_; ++r) {
        const std::size_t row = r * cols_;
        // odd column c to c + 1, an even one; then even c to c + 1, an odd one
        const bool pinned = rowPinned_[r], torn = rowTorn_[r];
        const double* right = right_.data();
        relaxRun(pinned, torn, x, y, mobility, right, row + evens, row + 1, (cols_ - 1) / 2, rest_);
        relaxRun(pinned, torn, x, y, mobility, right, row, row + evens, cols_ / 2, rest_);
        if (r == 0) continue;
        // the row above to this one, index for index
        relaxRun(rowPinned_[r - 1] || pinned, downTorn_[r - 1], x, y, mobility, down_.data(), row - cols_,
                 row, cols_, rest_);
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

// Row by row: points 2k and 2k + 1 are the k-th of the even and odd runs, so
// two of each run give four points of output, x and y interleaved.
bool GridLinks::toRowMajor(const double* x, const double* y, double* xy) const {
    SanityWatch watch;
    const std::size_t evens = evenCols(), odds = cols_ / 2;
    for (std::size_t r = 0; r < rows_; ++r) {
        const std::size_t e = r * cols_, o = e + evens;
        double* out = xy + 2 * e;
        std::size_t k = 0;
        for (; k + 1 < odds; k += 2) {
            const simd::F64x2 ex = simd::load(x + e + k), ey = simd::load(y + e + k);
            const simd::F64x2 ox = simd::load(x + o + k), oy = simd::load(y + o + k);
            simd::store(out + 4 * k, simd::lows(ex, ey));
            simd::store(out + 4 * k + 2, simd::lows(ox, oy));
            simd::store(out + 4 * k + 4, simd::highs(ex, ey));
            simd::store(out + 4 * k + 6, simd::highs(ox, oy));
            watch.see(ex);
            watch.see(ey);
            watch.see(ox);
            watch.see(oy);
        }
        for (std::size_t c = 2 * k; c < cols_; ++c) {
            const std::size_t stored = storedIndex(r, c);
            interleaveOne(out + 2 * c, x[stored], y[stored], watch);
        }
    }
    return watch.sane();
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
            const std::size_t at = storedIndex(r, c);
            if (rightWhole(at)) stretch(at, storedIndex(r, c + 1));
            if (downWhole(at)) stretch(at, at + cols_);
        }
    }
    return worst;
}

}  // namespace puru
