// GridLinks' broken links: breaking by length and by a cut, and listing
// the whole ones. A broken link keeps its lane with a factor of 0, and marks
// its set torn, so that its relaxation loads the factors (as a pinned one does).

#include "posts/grid_links.hpp"
#include "common/inlining.hpp"
#include "common/segments_meet.hpp"
#include "common/simd.hpp"
#include "common/snapshot.hpp"

namespace puru {
namespace {

using simd::F64x2;

// The largest squared length of the links from a + k to b + k, k < count,
// each times its factor (0 for a broken link, so the pieces of a torn set
// do not count; NaN is passed over, as the scene's sanity check sees it).
PURU_PASS double longestSquared(const double* x, const double* y, const double* whole, std::size_t a,
                                std::size_t b, std::size_t count) {
    F64x2 longest = simd::splat(0.0);
    std::size_t k = 0;
    for (; k + 1 < count; k += 2) {
        const F64x2 dx = simd::load(x + b + k) - simd::load(x + a + k);
        const F64x2 dy = simd::load(y + b + k) - simd::load(y + a + k);
        longest = simd::pmax(longest, (dx * dx + dy * dy) * simd::load(whole + a + k));
    }
    double most = simd::largerLane(longest);
    if (k < count) {
        const double dx = x[b + k] - x[a + k], dy = y[b + k] - y[a + k];
        const double squared = (dx * dx + dy * dy) * whole[a + k];
        if (squared > most) most = squared;
    }
    return most;
}

}  // namespace

bool GridLinks::rightWhole(std::size_t stored) const {
    const std::size_t slot = stored % cols_;
    const std::size_t col = slot < evenCols() ? 2 * slot : 2 * (slot - evenCols()) + 1;
    return col + 1 < cols_ && right_[stored] != 0.0;
}

bool GridLinks::downWhole(std::size_t stored) const {
    return stored / cols_ + 1 < rows_ && down_[stored] != 0.0;
}

void GridLinks::breakRight(std::size_t stored) {
    right_[stored] = 0.0;
    rowTorn_[stored / cols_] = 1;
    ++broken_;
}

void GridLinks::breakDown(std::size_t stored) {
    down_[stored] = 0.0;
    downTorn_[stored / cols_] = 1;
    ++broken_;
}

// Checked in lanes first; only a run with a whole link past the limit is
// walked link by link, which is rare (a step that tears), and built small.
// whole and torn are the run's factors and its set's flag.
std::size_t GridLinks::breakRunLongerThan(const double* x, const double* y, double* whole, std::uint8_t& torn,
                                          std::size_t a, std::size_t b, std::size_t count,
                                          double limitSquared) {
    if (!(longestSquared(x, y, whole, a, b, count) > limitSquared)) return 0;
    return breakEachLongerThan(x, y, whole, torn, a, b, count, limitSquared);
}

PURU_COLD std::size_t GridLinks::breakEachLongerThan(const double* x, const double* y, double* whole,
                                                     std::uint8_t& torn, std::size_t a, std::size_t b,
                                                     std::size_t count, double limitSquared) {
    std::size_t broken = 0;
    for (std::size_t k = 0; k < count; ++k) {
        const double dx = x[b + k] - x[a + k], dy = y[b + k] - y[a + k];
        if (whole[a + k] == 0.0 || !(dx * dx + dy * dy > limitSquared)) continue;
        whole[a + k] = 0.0;
        ++broken;
    }
    if (broken > 0) torn = 1;
    broken_ += broken;
    return broken;
}

std::size_t GridLinks::breakLongerThan(const double* x, const double* y, double limit) {
    const double limitSquared = limit * limit;
    const std::size_t evens = evenCols();
    std::size_t broken = 0;
    double* right = right_.data();
    for (std::size_t r = 0; r < rows_; ++r) {
        const std::size_t row = r * cols_;
        broken += breakRunLongerThan(x, y, right, rowTorn_[r], row + evens, row + 1, (cols_ - 1) / 2, limitSquared);
        broken += breakRunLongerThan(x, y, right, rowTorn_[r], row, row + evens, cols_ / 2, limitSquared);
        if (r + 1 < rows_) {
            broken += breakRunLongerThan(x, y, down_.data(), downTorn_[r], row, row + cols_, cols_, limitSquared);
        }
    }
    return broken;
}

PURU_COLD std::size_t GridLinks::cut(const double* x, const double* y, double x0, double y0, double x1,
                                     double y1) {
    std::size_t broken = 0;
    const auto meets = [&](std::size_t a, std::size_t b) {
        return segmentsMeet(x0, y0, x1, y1, x[a], y[a], x[b], y[b]);
    };
    for (std::size_t r = 0; r < rows_; ++r) {
        for (std::size_t c = 0; c < cols_; ++c) {
            const std::size_t at = storedIndex(r, c);
            if (rightWhole(at) && meets(at, storedIndex(r, c + 1))) {
                breakRight(at);
                ++broken;
            }
            if (downWhole(at) && meets(at, at + cols_)) {
                breakDown(at);
                ++broken;
            }
        }
    }
    return broken;
}

PURU_COLD std::size_t GridLinks::listWhole(std::uint32_t* pairs) const {
    std::uint32_t* out = pairs;
    const auto cols = static_cast<std::uint32_t>(cols_);
    for (std::uint32_t r = 0, i = 0; r < rows_; ++r) {
        for (std::uint32_t c = 0; c < cols; ++c, ++i) {
            if (c > 0 && right_[storedIndex(r, c - 1)] != 0.0) {
                out[0] = i - 1;
                out[1] = i;
                out += 2;
            }
            if (r > 0 && down_[storedIndex(r - 1, c)] != 0.0) {
                out[0] = i - cols;
                out[1] = i;
                out += 2;
            }
        }
    }
    return static_cast<std::size_t>(out - pairs) / 2;
}

void GridLinks::state(SnapshotFields& fields) {
    fields.same(cols_, "cols");
    fields.same(rows_, "rows");
    fields.wholes(right_.data(), right_.size(), "a link");
    fields.wholes(down_.data(), down_.size(), "a link");
    fields.flags(rowTorn_.data(), rowTorn_.size(), "a torn row");
    fields.flags(downTorn_.data(), downTorn_.size(), "a torn row");
    fields.count(broken_, count(), "the broken links");
}

}  // namespace puru
