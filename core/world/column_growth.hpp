// Growing a structure of arrays by push_back one column at a time leaves the
// columns of different lengths if an allocation fails part way (wasm memory
// full aborts the call that allocates). reserveMore makes room in every
// column first, so that the pushes after it cannot allocate, and a failure
// leaves every column as it was.
#pragma once

#include <algorithm>
#include <cstddef>

#include "common/inlining.hpp"

namespace puru {

// Room for `more` further elements in one column, grown geometrically like
// push_back's so that adding one at a time stays amortized constant. One
// function per column type, called rather than copied: it runs when things
// are added, not in a step.
template <typename Column>
PURU_COLD void reserveMoreIn(std::size_t more, Column& column) {
    const std::size_t needed = column.size() + more;
    if (needed > column.capacity()) column.reserve(std::max(needed, 2 * column.capacity()));
}

template <typename... Columns>
void reserveMore(std::size_t more, Columns&... columns) {
    (reserveMoreIn(more, columns), ...);
}

}  // namespace puru
