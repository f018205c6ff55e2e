#include "allocation_counter.hpp"

#include <atomic>
#include <cstdlib>
#include <new>

namespace {
std::atomic<long> allocations{0};
std::atomic<long> failingAllocation{-1};  // the count of allocations at which one fails
}  // namespace

void* operator new(std::size_t size) {
    if (++allocations == failingAllocation) {
        failingAllocation = -1;
        throw std::bad_alloc();
    }
    if (void* p = std::malloc(size ? size : 1)) return p;
    throw std::bad_alloc();
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }

long puru::testing::allocationsSoFar() { return allocations.load(); }

void puru::testing::failAllocationAfter(long succeeding) {
    failingAllocation = succeeding < 0 ? -1 : allocations.load() + succeeding + 1;
}
