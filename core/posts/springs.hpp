// Hooke springs between point masses: F = -k * (d - rest) along the pair's
// axis, equal and opposite on the two ends. Damping is left to the
// integrator (PointMasses::integrate), as in the soft-body post.
#pragma once

#include "common/point_masses.hpp"
#include "posts/point_pairs.hpp"

namespace puru {

struct Springs : PointPairs {
    double k = 0.22;

    // Adds each spring's force to the masses' force accumulators.
    void addForces(PointMasses& masses) const;
};

}  // namespace puru
