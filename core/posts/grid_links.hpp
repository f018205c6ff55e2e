// The links of a rectangular grid of points (cloth): each point joined to its
// right and its lower neighbour, all with one rest length. They are distance
// constraints relaxed by projection (Jakobsen), as in distance_constraints.hpp,
// but not in the order they were made. A pass relaxes independent sets in turn:
//   horizontal links whose left point is in an odd column, then an even one;
//   then the vertical links below row 0, below row 1, ... down to the bottom.
// No two links of a set share a point, so no link waits for the one before
// it and a set's result does not depend on the order inside it. Sweeping the
// rows downward carries the pins' pull through the cloth in one pass; this
// order stretches no link more than the natural one (tested).
//
// Points are stored row by row, and within a row the even columns first,
// then the odd ones (index()): every set then joins runs of consecutive
// points to runs of consecutive points, so links go through SIMD lanes two
// at a time with plain loads, without shuffling neighbours apart.
//
// The share of a correction a point takes is its mobility: 1 free, 0 pinned
// (a factor, not a branch, so the lanes never diverge). Each lane does the
// arithmetic of relaxLink below.
//
// A link can break (tearing, cutting): it keeps its lane, with a factor of 0
// on its correction (1 while whole), so the sets stay as they are and the
// lanes stay full. Only a set holding a broken link or a pinned point loads
// the factors, and a factor of 1 changes no bit: without a break, those of a
// grid that cannot break.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "common/link_correction.hpp"

namespace puru {

class SnapshotFields;  // common/snapshot.hpp

class GridLinks {
public:
    GridLinks() = default;  // no points, no links
    GridLinks(std::size_t cols, std::size_t rows, double rest);

    std::size_t cols() const { return cols_; }
    std::size_t rows() const { return rows_; }
    double rest() const { return rest_; }
    // Every link of the grid, whole or broken; and the whole ones.
    std::size_t count() const { return rows_ * (cols_ - 1) + (rows_ - 1) * cols_; }
    std::size_t wholeCount() const { return count() - broken_; }

    // Where the point in row, col is stored: even columns first in each row.
    std::size_t storedIndex(std::size_t row, std::size_t col) const {
        return row * cols_ + (col % 2 == 0 ? col / 2 : evenCols() + col / 2);
    }
    // The row-major index (row * cols + col) of the point stored at stored.
    std::size_t rowMajorIndex(std::size_t stored) const {
        const std::size_t row = stored / cols_, slot = stored % cols_;
        return row * cols_ + (slot < evenCols() ? 2 * slot : 2 * (slot - evenCols()) + 1);
    }
    // Writes x0, y0, x1, y1, ... in row-major order from the stored x and y;
    // true when all are finite and within ±kSaneCoordinate, as interleave().
    bool toRowMajor(const double* x, const double* y, double* xy) const;

    // Passes over the sets; x, y, mobility hold cols * rows points.
    void relaxOnce(double* x, double* y, const double* mobility);
    void relax(double* x, double* y, const double* mobility, int iterations);

    // The largest |distance - rest| / rest over the whole links.
    double maxStretch(const double* x, const double* y) const;

    // Whether the link from the point stored at `stored` to its right or
    // lower neighbour is whole (false past the grid's edge).
    bool rightWhole(std::size_t stored) const;
    bool downWhole(std::size_t stored) const;
    // Breaks every whole link whose squared length is above limit squared;
    // returns how many. Checked in lanes, a set at a time.
    std::size_t breakLongerThan(const double* x, const double* y, double limit);
    // Breaks every whole link that the closed segment (x0, y0)-(x1, y1)
    // meets (segments_meet.hpp); returns how many.
    std::size_t cut(const double* x, const double* y, double x0, double y0, double x1, double y1);
    // Writes the whole links as pairs of row-major indices, each point's
    // left link then its upper one, row by row, into pairs (room for
    // 2 * count()); returns how many links.
    std::size_t listWhole(std::uint32_t* pairs) const;
    // Its snapshot's fields (common/snapshot.hpp): which links are whole.
    void state(SnapshotFields& fields);

private:
    std::size_t evenCols() const { return (cols_ + 1) / 2; }
    void markPinnedRows(const double* mobility);
    void pass(double* x, double* y, const double* mobility) const;
    void breakRight(std::size_t stored);
    void breakDown(std::size_t stored);
    std::size_t breakRunLongerThan(const double* x, const double* y, double* whole, std::uint8_t& torn,
                                   std::size_t a, std::size_t b, std::size_t count, double limitSquared);
    std::size_t breakEachLongerThan(const double* x, const double* y, double* whole, std::uint8_t& torn,
                                    std::size_t a, std::size_t b, std::size_t count, double limitSquared);

    std::size_t cols_ = 0;
    std::size_t rows_ = 0;
    double rest_ = 1.0;
    std::vector<std::uint8_t> rowPinned_;  // rows holding a point whose mobility is not 1
    // 1 while whole, 0 once broken: the link from each stored point to its
    // right and to its lower neighbour (unused past the grid's edge).
    std::vector<double> right_;
    std::vector<double> down_;
    std::vector<std::uint8_t> rowTorn_;   // row r's horizontal links include a broken one
    std::vector<std::uint8_t> downTorn_;  // the links from row r to row r + 1 include a broken one
    std::size_t broken_ = 0;
};

// One link between points a and b, the arithmetic every lane of GridLinks
// performs: here for the odd link at a row's end, and for tests that relax
// links in any order with exactly these bits. It is linkCorrection's, with
// the coincident rule taken without a branch (separatedLength). whole is 1,
// or 0 for a broken link (times 1 is exact: the same bits either way).
inline void relaxLink(double* x, double* y, const double* mobility, std::size_t a,
                      std::size_t b, double rest, double whole = 1.0) {
    double dx = x[b] - x[a];
    const double dy = y[b] - y[a];
    const double d = separatedLength(dx, dy);
    const double half = (d - rest) / (d + d);
    const double ox = dx * half * whole;
    const double oy = dy * half * whole;
    x[a] += ox * mobility[a];
    y[a] += oy * mobility[a];
    x[b] -= ox * mobility[b];
    y[b] -= oy * mobility[b];
}

}  // namespace puru
