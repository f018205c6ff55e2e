// A closed ring of point masses stored in ring order (point i joined to
// i + 1, the last to the first) held by Hooke springs along its edges and
// inflated by area pressure: the soft-body post's balloon. The maths is that
// of springs.hpp and area_pressure.hpp; this part knows the ring is
// contiguous, so every per-point loop reads neighbours at i - 1 and i + 1
// and runs two points at a time through SIMD lanes. Each point's force is
// summed in the order the general parts sum it, so the result is the same:
//   spring edge i-1 pulls, then spring edge i, then the pressure pushes.
#pragma once

#include <cmath>
#include <cstddef>
#include <vector>

#include "common/point_masses.hpp"

namespace puru {

// One pass over the ring's points: its shoelace area (positive when the ring
// turns clockwise on screen, y down) and the mean of its points. The even and
// odd terms of each sum go through two SIMD lanes and meet at the end: within
// rounding of the post's sums in ring order, and three times as many adds in
// flight, which the long sum over a 10000-point ring waits on.
struct RingMeasure {
    double signedArea = 0.0;
    double meanX = 0.0;
    double meanY = 0.0;
};

// A ring has at least 3 points; with fewer, its measures and forces are nothing.
struct PressureRing {
    std::vector<double> rest;  // rest[i]: rest length of the edge from point i to i + 1
    double k = 0.22;           // spring stiffness
    double press = 0.7;        // pressure strength
    double targetArea = 0.0;   // px²

    std::size_t size() const { return rest.size(); }

    // Adds the next edge of the ring: from point size() to the one after it.
    void addEdge(double restLength);

    RingMeasure measure(const PointMasses& masses) const;
    double signedArea(const PointMasses& masses) const { return measure(masses).signedArea; }
    double area(const PointMasses& masses) const { return std::fabs(signedArea(masses)); }

    // measure(), and every edge's spring force worked out in the same pass,
    // kept for addForces() or addImpulses().
    RingMeasure measureAndSpring(const PointMasses& masses);

    // Adds the springs' and the pressure's forces to masses 0 .. size() - 1,
    // given measureAndSpring(masses) of the same positions.
    void addForces(PointMasses& masses, const RingMeasure& measured) const;

    // The same forces, given measureAndSpring(masses) of the same positions,
    // added straight to the velocities instead: the change they make in one
    // unit time step on unit masses; PointMasses::moveInside() then moves the
    // points. When the ring is all that pushes them, this saves a trip
    // through fx and fy, with the same bits: v + (the force, summed first),
    // as integrate() adds it.
    void addImpulses(PointMasses& masses, const RingMeasure& measured) const;

private:
    double pressureFor(const RingMeasure& measured) const;

    std::vector<double> edgeFx_, edgeFy_;  // each edge's spring force on its first point
};

}  // namespace puru
