// Which points a link joins, for contacts: linked points never collide. The
// links' ends gathered per point (compressed rows: point p's neighbours are
// neighbour[first[p]] up to neighbour[first[p + 1]]), rebuilt when links change.
#pragma once

#include <cstddef>
#include <cstdint>

#include "common/records.hpp"

namespace puru {

class LinkAdjacency {
public:
    // Room for this many points and links, made once.
    void reserve(RecordStore& store, std::size_t points, std::size_t links);
    // From the links' ends [a0, b0, a1, b1, ...], within the room; allocates nothing.
    void build(const std::uint32_t* ends, std::size_t links, std::size_t points);
    bool linked(std::uint32_t p, std::uint32_t q) const {
        for (std::uint32_t k = first_[p]; k < first_[p + 1]; ++k) {
            if (neighbour_[k] == q) return true;
        }
        return false;
    }

private:
    Records<std::uint32_t> first_, neighbour_;
};

}  // namespace puru
