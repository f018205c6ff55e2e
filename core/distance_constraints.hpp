// Distance constraints relaxed by projection (Jakobsen, 2001): each pair is
// pulled or pushed along its axis until it has its rest length, half the
// correction to each end; a pinned end stays put and its partner still moves
// only its own half. Relaxing the whole set once disturbs pairs already
// fixed, so the set is relaxed `iterations` times: more gives a stiffer rope.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "verlet_particles.hpp"

namespace puru {

struct DistanceConstraints {
    std::vector<std::uint32_t> a, b;
    std::vector<double> rest;

    std::size_t size() const { return a.size(); }
    void reserve(std::size_t count);
    void add(std::uint32_t first, std::uint32_t second, double restLength);

    // Relaxes every constraint once, in the order they were added. The raw
    // form serves points kept elsewhere (an explicit-velocity chain, say).
    void relaxOnce(double* x, double* y, const std::uint8_t* pinned) const;
    void relaxOnce(VerletParticles& points) const;
    void relax(VerletParticles& points, int iterations) const;

    // Sum over the constraints of |distance - rest|, px.
    double totalLengthError(const double* x, const double* y) const;
};

// |distance - rest| / rest, averaged over the constraints: 0 for a rigid rope.
double meanStretch(const DistanceConstraints& links, const VerletParticles& points);

}  // namespace puru
