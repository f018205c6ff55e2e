#include "world/area_bodies.hpp"

#include "world/column_growth.hpp"

namespace puru {
namespace {

double signedRingArea(const double* x, const double* y, const std::uint32_t* ring, std::size_t n) {
    double twice = 0.0;
    for (std::size_t p = 0; p < n; ++p) {
        const std::uint32_t a = ring[p], b = ring[p + 1 < n ? p + 1 : 0];
        twice += x[a] * y[b] - x[b] * y[a];
    }
    return twice / 2.0;
}

}  // namespace

double ringArea(const double* x, const double* y, const std::uint32_t* ring, std::size_t n) {
    const double area = signedRingArea(x, y, ring, n);
    return area < 0.0 ? -area : area;
}

std::size_t AreaBodies::add(const std::uint32_t* ring, std::size_t n, double targetArea,
                            double share) {
    reserveMore(1, first, length, target, press);
    reserveMore(n, rings);
    first.push_back(static_cast<std::uint32_t>(rings.size()));
    length.push_back(static_cast<std::uint32_t>(n));
    for (std::size_t p = 0; p < n; ++p) rings.push_back(ring[p]);
    target.push_back(targetArea);
    press.push_back(share);
    return size() - 1;
}

double AreaBodies::area(std::size_t body, const double* x, const double* y) const {
    return ringArea(x, y, &rings[first[body]], length[body]);
}

void AreaBodies::relaxOnce(double* x, double* y, const double* mobility) const {
    for (std::size_t body = 0; body < size(); ++body) {
        if (press[body] == 0.0) continue;
        const std::uint32_t* ring = &rings[first[body]];
        const std::size_t n = length[body];
        // One walk round the ring, each point read once with its neighbours
        // held: twice the signed area, summed in signedRingArea's order (a
        // body at the area ringArea gave it sees no error), and the
        // gradients' weight (the points before any moves).
        const double firstX = x[ring[0]], firstY = y[ring[0]];
        double beforeX = x[ring[n - 1]], beforeY = y[ring[n - 1]], atX = firstX, atY = firstY;
        double twice = 0.0, weight = 0.0;
        for (std::size_t p = 0; p < n; ++p) {
            const std::uint32_t after = ring[p + 1 < n ? p + 1 : 0];
            const double afterX = x[after], afterY = y[after];
            twice += atX * afterY - afterX * atY;
            const double gx = 0.5 * (afterY - beforeY), gy = 0.5 * (beforeX - afterX);
            weight += mobility[ring[p]] * (gx * gx + gy * gy);
            beforeX = atX;
            beforeY = atY;
            atX = afterX;
            atY = afterY;
        }
        if (weight == 0.0) continue;
        const double signedArea = twice / 2.0;
        const double sign = signedArea < 0.0 ? -1.0 : 1.0;  // the gradient of |A|
        const double step = press[body] * (target[body] - sign * signedArea) / weight * sign;
        // Each point moves by its gradient at the ring as it was: the walk
        // holds the old places of the point before it and of itself (the
        // first walk ended holding the last point before the first).
        for (std::size_t p = 0; p < n; ++p) {
            const std::uint32_t at = ring[p];
            const double afterX = p + 1 < n ? x[ring[p + 1]] : firstX, afterY = p + 1 < n ? y[ring[p + 1]] : firstY;
            const double gx = 0.5 * (afterY - beforeY), gy = 0.5 * (beforeX - afterX);
            const double move = step * mobility[at];
            x[at] = atX + move * gx;
            y[at] = atY + move * gy;
            beforeX = atX;
            beforeY = atY;
            atX = afterX;
            atY = afterY;
        }
    }
}

}  // namespace puru
