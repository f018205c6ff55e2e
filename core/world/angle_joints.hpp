// Angle constraints: joint j keeps the signed angle from its arm j->i to its
// arm j->k, as atan2 measures it in canvas coordinates. Each relaxation is a
// position-based step along the angle's gradient: the arms' ends move across
// their arms (turning them about j), and j moves against both, so the three
// points' centre stays put and a free body does not drift from its own
// joints. A step removes stiffness times the error, shared by mobility
// (pinned points stay; a joint between two pins turns its free arm alone).
// Unlike a distance constraint from i to k, it holds a limb out straight
// against gravity.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace puru {

// The angle at j from j->i to j->k, in (-pi, pi]; 0 when an arm has no length.
double jointAngle(const double* x, const double* y, std::uint32_t i, std::uint32_t j,
                  std::uint32_t k);

struct AngleJoints {
    std::vector<std::uint32_t> i, j, k;
    std::vector<double> target, stiffness;

    std::size_t size() const { return i.size(); }
    // Adds a joint (three distinct points; the caller checks); returns its index.
    std::size_t add(std::uint32_t end1, std::uint32_t joint, std::uint32_t end2, double angle,
                    double share);
    // Relaxes every joint once, in the order they were added.
    void relaxOnce(double* x, double* y, const double* mobility) const;
};

}  // namespace puru
