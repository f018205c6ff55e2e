// A uniform grid over the canvas, rebuilt each sub-step by a counting sort
// (Ten Minute Physics, "11-hashing", on a dense grid): count the points per
// cell, sum the counts into starts, then drop each point into its slot.
// Cells are at least `size` wide, so any two points closer than that lie in
// the same or neighbouring cells; points off the canvas go to the nearest
// border cell (clamping never moves two points further apart in cells).
#pragma once

#include <cstddef>
#include <cstdint>

#include "common/records.hpp"

namespace puru {

class CellGrid {
public:
    // Room for this many points and at most this many cells.
    void reserve(RecordStore& store, std::size_t points, std::size_t cells);
    // Lays cells at least `size` wide over [0, width] x [0, height], no more
    // than reserved (larger cells when they would be).
    void lay(double width, double height, double size);
    // Sorts the listed points into their cells.
    void sort(const double* x, const double* y, const std::uint32_t* points, std::size_t n);

    int cols() const { return cols_; }
    int rows() const { return rows_; }
    int col(double x) const { return clampCell(x * inverse_, cols_); }
    int row(double y) const { return clampCell(y * inverse_, rows_); }
    // Cell c's points: sorted()[start(c)] up to sorted()[start(c + 1)].
    std::uint32_t start(std::size_t cell) const { return start_[cell]; }
    const std::uint32_t* sorted() const { return sorted_.data(); }

private:
    static int clampCell(double v, int cells) {
        return v >= 1.0 ? (v < static_cast<double>(cells - 1) ? static_cast<int>(v) : cells - 1) : 0;
    }
    int cols_ = 1, rows_ = 1;
    double inverse_ = 0.0;
    std::size_t maxCells_ = 1;
    std::size_t cells_ = 1;
    Records<std::uint32_t> start_, sorted_, cellOf_;  // room for maxCells_ + 1, and the points
};

}  // namespace puru
