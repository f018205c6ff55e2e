// FABRIK inverse kinematics (Aristidou & Lasenby, 2011): a chain of joints
// with fixed link lengths, its root fixed, its tip reaching for a target.
// Each iteration makes two passes of distance projections: backward from the
// tip (placed on the target) to the root, then forward from the root (put back
// in place) to the tip. Every projection puts a joint exactly one link length
// from its neighbour, so link lengths hold after any number of iterations.
// A target beyond reach leaves the arm stretched straight toward it.
#pragma once

#include <cstddef>
#include <vector>

namespace puru {

struct FabrikChain {
    std::vector<double> x, y;     // joints, root first
    std::vector<double> lengths;  // lengths[i] joins joint i and joint i + 1

    std::size_t jointCount() const { return x.size(); }
    double reach() const;  // sum of link lengths

    // Builds a straight chain from (rootX, rootY) in direction (dirX, dirY).
    void build(double rootX, double rootY, double dirX, double dirY,
               const std::vector<double>& linkLengths);

    // Moves the joints toward the target; stops when the tip is within
    // tolerance or after maxIterations. Returns the iterations used.
    int solve(double targetX, double targetY, double tolerance, int maxIterations);

    double tipDistance(double targetX, double targetY) const;
};

}  // namespace puru
