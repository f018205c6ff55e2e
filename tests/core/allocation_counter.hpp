// Counts every operator new in the test binary that links
// allocation_counter.cpp (which replaces the global operator new), and can
// make one of them fail as a full wasm memory would.
#pragma once

namespace puru::testing {

long allocationsSoFar();

// The allocation after the next `succeeding` ones throws std::bad_alloc,
// once; a negative count lets every allocation succeed again.
void failAllocationAfter(long succeeding);

}  // namespace puru::testing
