// Distance constraints relaxed by projection (Jakobsen, 2001): each pair is
// pulled or pushed along its axis until it has its rest length, half the
// correction to each end; a pinned end stays put and its partner still moves
// only its own half. Relaxing the whole set once disturbs pairs already
// fixed, so the set is relaxed `iterations` times: more gives a stiffer rope.
// Each link's arithmetic is linkCorrection (link_correction.hpp).
#pragma once

#include <cstdint>

#include "posts/point_pairs.hpp"
#include "common/verlet_particles.hpp"

namespace puru {

struct DistanceConstraints : PointPairs {
    // Relaxes every constraint once, in the order they were added. The raw
    // form serves points kept elsewhere (an explicit-velocity chain, say).
    void relaxOnce(double* x, double* y, const std::uint8_t* pinned) const;
    void relaxOnce(VerletParticles& points) const;
    void relax(VerletParticles& points, int iterations) const;
    // For links that form a path, link c joining points c and c + 1 (a
    // chain's): `passes` times relaxOnce, the head put at (headX, headY)
    // before each pass, computed as a wavefront. Pass k + 1 relaxes link c as
    // soon as pass k has done link c + 1, two links behind it, so the passes
    // run side by side and their long dependency chains (a square root and a
    // division per link) overlap, two of them at a time in SIMD lanes. Every
    // link reads the values it would read pass after pass, so the result is
    // the same, bit for bit.
    void relaxPath(double* x, double* y, const std::uint8_t* pinned, int passes, double headX,
                   double headY) const;

    // Sum over the constraints of |distance - rest|, px.
    double totalLengthError(const double* x, const double* y) const;
};

// |distance - rest| / rest, averaged over the constraints: 0 for a rigid rope.
double meanStretch(const DistanceConstraints& links, const VerletParticles& points);

}  // namespace puru
