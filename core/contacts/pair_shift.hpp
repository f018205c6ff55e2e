// A correction shared by the two ends of a contact: a moves by (cx, cy)
// times its share, b by the same the other way, so their momentum is kept.
// For positions (a push, friction) and for positions a sub-step ago (a bounce).
#pragma once

#include <cstdint>

namespace puru {

inline void shiftPair(double* x, double* y, std::uint32_t a, std::uint32_t b, double cx, double cy,
                      double shareA, double shareB) {
    x[a] += cx * shareA;
    y[a] += cy * shareA;
    x[b] -= cx * shareB;
    y[b] -= cy * shareB;
}

}  // namespace puru
