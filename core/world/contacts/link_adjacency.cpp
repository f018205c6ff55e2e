#include "world/contacts/link_adjacency.hpp"

#include "common/inlining.hpp"

namespace puru {

PURU_COLD void LinkAdjacency::reserve(RecordStore& store, std::size_t points, std::size_t links) {
    first_.make(store, points + 2);
    neighbour_.make(store, 2 * links);
}

PURU_COLD void LinkAdjacency::build(const std::uint32_t* ends, std::size_t links, std::size_t points) {
    for (std::size_t p = 0; p < points + 2; ++p) first_[p] = 0;
    for (std::size_t e = 0; e < 2 * links; ++e) ++first_[ends[e] + 2];
    for (std::size_t p = 0; p < points; ++p) first_[p + 2] += first_[p + 1];
    // first_[p + 1] is p's cursor while filling and ends as p's end, which is p + 1's start.
    for (std::size_t link = 0; link < links; ++link) {
        const std::uint32_t a = ends[2 * link], b = ends[2 * link + 1];
        neighbour_[first_[a + 1]++] = b;
        neighbour_[first_[b + 1]++] = a;
    }
}

}  // namespace puru
