// Counts every operator new in the test binary that links
// allocation_counter.cpp (which replaces the global operator new).
#pragma once

namespace puru::testing {

long allocationsSoFar();

}  // namespace puru::testing
