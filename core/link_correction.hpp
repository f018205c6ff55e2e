// The Jakobsen projection of one distance constraint, shared by every loop
// that relaxes links: ends (xi, yi) and (xj, yj) with rest length rest move
// by +(ox, oy) and -(ox, oy) each, half the error along the link.
//   half = ((d - rest) / d) * 0.5, written (d - rest) / (d + d): the same
//   bits (halving is exact) one operation sooner on a rope's long dependency.
// Coincident ends act as if the second lay kCoincidentOffset to the right of
// the first, which pushes them apart along +x to their rest length.
#pragma once

#include <cmath>

namespace puru {

constexpr double kCoincidentOffset = 1e-9;

inline void linkCorrection(double xi, double yi, double xj, double yj, double rest, double& ox,
                           double& oy) {
    double dx = xj - xi;
    const double dy = yj - yi;
    double d = std::sqrt(dx * dx + dy * dy);
    if (d == 0.0) {
        dx = kCoincidentOffset;
        d = kCoincidentOffset;
    }
    const double half = (d - rest) / (d + d);
    ox = dx * half;
    oy = dy * half;
}

}  // namespace puru
