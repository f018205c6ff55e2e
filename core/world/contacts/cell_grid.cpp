#include "world/contacts/cell_grid.hpp"

#include <cmath>

#include "common/inlining.hpp"

namespace puru {

PURU_COLD void CellGrid::reserve(RecordStore& store, std::size_t points, std::size_t cells) {
    maxCells_ = cells < 1 ? 1 : cells;
    start_.make(store, maxCells_ + 1);
    sorted_.make(store, points);
    cellOf_.make(store, points);
}

void CellGrid::lay(double width, double height, double size) {
    // The area per cell must leave at most maxCells_ of them.
    const double least = std::sqrt(width * height / static_cast<double>(maxCells_));
    double side = size > least ? size : least;
    for (;;) {
        cols_ = static_cast<int>(width / side) + 1;
        rows_ = static_cast<int>(height / side) + 1;
        if (static_cast<std::size_t>(cols_) * static_cast<std::size_t>(rows_) <= maxCells_) break;
        side *= 1.25;
    }
    inverse_ = 1.0 / side;
    cells_ = static_cast<std::size_t>(cols_) * static_cast<std::size_t>(rows_);  // sort() zeroes their starts
}

void CellGrid::sort(const double* x, const double* y, const std::uint32_t* points, std::size_t n) {
    const std::size_t cells = cells_;
    for (std::size_t c = 0; c <= cells; ++c) start_[c] = 0;
    for (std::size_t k = 0; k < n; ++k) {
        const std::uint32_t p = points[k];
        const auto cell = static_cast<std::uint32_t>(row(y[p]) * cols_ + col(x[p]));
        cellOf_[k] = cell;
        ++start_[cell + 1];
    }
    for (std::size_t c = 0; c < cells; ++c) start_[c + 1] += start_[c];
    // start_[c + 1] is now cell c's end. Dropped in from the back with that
    // end as the cell's cursor (stable: a cell keeps the points' order), it
    // stops at the cell's start: no second array of cursors.
    for (std::size_t k = n; k > 0; --k) {
        const std::uint32_t cell = cellOf_[k - 1];
        sorted_[--start_[cell + 1]] = points[k - 1];
    }
    // start_[c + 1] now holds cell c's start; shift them down into place.
    for (std::size_t c = 0; c < cells; ++c) start_[c] = start_[c + 1];
    start_[cells] = static_cast<std::uint32_t>(n);
}

}  // namespace puru
