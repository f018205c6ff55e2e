// Area pressure for a closed ring of point masses: the shoelace formula gives
// the enclosed area A, and every vertex is pushed along its outward normal
// (the perpendicular of the chord from its previous to its next neighbour) by
//   press * (target - A) / target
// so a ring smaller than its target swells and a larger one shrinks.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "common/point_masses.hpp"

namespace puru {

// Signed shoelace area of the polygon through the listed points, in order:
// positive when the ring turns clockwise on screen (y down), i.e. counter-
// clockwise in y-up maths.
double signedPolygonArea(const double* x, const double* y, const std::uint32_t* ring,
                         std::size_t count);

struct AreaPressure {
    std::vector<std::uint32_t> ring;  // indices into the masses, in order around the ring
    double press = 0.7;
    double targetArea = 0.0;

    double area(const PointMasses& masses) const;  // unsigned, as the post measures it
    void addForces(PointMasses& masses) const;
};

}  // namespace puru
