// Hooke springs between point masses: F = -k * (d - rest) along the pair's
// axis, equal and opposite on the two ends. Damping is left to the
// integrator (PointMasses::integrate), as in the soft-body post.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "point_masses.hpp"

namespace puru {

struct Springs {
    std::vector<std::uint32_t> a, b;
    std::vector<double> rest;
    double k = 0.22;

    std::size_t size() const { return a.size(); }
    void reserve(std::size_t count);
    void add(std::uint32_t first, std::uint32_t second, double restLength);

    // Adds each spring's force to the masses' force accumulators.
    void addForces(PointMasses& masses) const;
};

}  // namespace puru
