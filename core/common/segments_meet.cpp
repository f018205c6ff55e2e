#include "common/segments_meet.hpp"

#include <cmath>

namespace puru {
namespace {

// Which side of the line p-q the point r lies: the cross product, or 0 when
// it is within rounding of its terms.
double side(double px, double py, double qx, double qy, double rx, double ry) {
    const double u = (qx - px) * (ry - py), v = (qy - py) * (rx - px);
    const double s = u - v;
    return std::fabs(s) <= 1e-12 * (std::fabs(u) + std::fabs(v)) ? 0.0 : s;
}

// Whether v lies within [lo, hi] either way round.
bool between(double v, double lo, double hi) { return lo <= hi ? lo <= v && v <= hi : hi <= v && v <= lo; }

}  // namespace

bool segmentsMeet(double p0x, double p0y, double p1x, double p1y, double q0x, double q0y, double q1x, double q1y) {
    const double a = side(p0x, p0y, p1x, p1y, q0x, q0y), b = side(p0x, p0y, p1x, p1y, q1x, q1y);
    const double c = side(q0x, q0y, q1x, q1y, p0x, p0y), d = side(q0x, q0y, q1x, q1y, p1x, p1y);
    if (((a > 0.0 && b < 0.0) || (a < 0.0 && b > 0.0)) && ((c > 0.0 && d < 0.0) || (c < 0.0 && d > 0.0))) return true;
    // An end on the other segment's line: it meets when it lies within that segment's box.
    const auto onto = [](double s, double rx, double ry, double ux, double uy, double vx, double vy) {
        return s == 0.0 && between(rx, ux, vx) && between(ry, uy, vy);
    };
    return onto(a, q0x, q0y, p0x, p0y, p1x, p1y) || onto(b, q1x, q1y, p0x, p0y, p1x, p1y) ||
           onto(c, p0x, p0y, q0x, q0y, q1x, q1y) || onto(d, p1x, p1y, q0x, q0y, q1x, q1y);
}

}  // namespace puru
