// The world's points as contacts see them: positions, positions a sub-step
// ago, inverse masses (0 pinned or held), radii and groups. Points of one
// non-zero group never collide.
#pragma once

#include <cstdint>

namespace puru {

struct ContactPoints {
    double* x;
    double* y;
    double* px;
    double* py;
    const double* invMass;
    const double* radius;
    const std::uint32_t* group;

    bool sameGroup(std::uint32_t a, std::uint32_t b) const { return group[a] != 0 && group[a] == group[b]; }
};

}  // namespace puru
