#include "point_masses.hpp"

#include <cmath>

namespace puru {

void PointMasses::reserve(std::size_t count) {
    for (auto* column : {&x, &y, &vx, &vy, &fx, &fy}) column->reserve(count);
}

std::size_t PointMasses::add(double atX, double atY) {
    x.push_back(atX);
    y.push_back(atY);
    vx.push_back(0.0);
    vy.push_back(0.0);
    fx.push_back(0.0);
    fy.push_back(0.0);
    return x.size() - 1;
}

void PointMasses::integrate(double damp, double ax, double ay) {
    const std::size_t n = size();
    for (std::size_t i = 0; i < n; ++i) {
        vx[i] = (vx[i] + fx[i] + ax) * damp;
        vy[i] = (vy[i] + fy[i] + ay) * damp;
        x[i] += vx[i];
        y[i] += vy[i];
        fx[i] = 0.0;
        fy[i] = 0.0;
    }
}

void PointMasses::bounceInside(double minX, double minY, double maxX, double maxY,
                               double bounce) {
    const std::size_t n = size();
    for (std::size_t i = 0; i < n; ++i) {
        if (x[i] < minX) {
            x[i] = minX;
            vx[i] = std::fabs(vx[i]) * bounce;
        } else if (x[i] > maxX) {
            x[i] = maxX;
            vx[i] = -std::fabs(vx[i]) * bounce;
        }
        if (y[i] < minY) {
            y[i] = minY;
            vy[i] = std::fabs(vy[i]) * bounce;
        } else if (y[i] > maxY) {
            y[i] = maxY;
            vy[i] = -std::fabs(vy[i]) * bounce;
        }
    }
}

}  // namespace puru
