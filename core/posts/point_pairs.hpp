// A list of point pairs with a rest length each, in flat arrays: the shape
// shared by distance constraints and springs (and any other two-point link).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace puru {

struct PointPairs {
    std::vector<std::uint32_t> a, b;
    std::vector<double> rest;

    std::size_t size() const { return a.size(); }

    void reserve(std::size_t count) {
        a.reserve(count);
        b.reserve(count);
        rest.reserve(count);
    }

    void add(std::uint32_t first, std::uint32_t second, double restLength) {
        a.push_back(first);
        b.push_back(second);
        rest.push_back(restLength);
    }
};

}  // namespace puru
