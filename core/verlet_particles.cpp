#include "verlet_particles.hpp"

namespace puru {

void VerletParticles::reserve(std::size_t count) {
    x.reserve(count);
    y.reserve(count);
    px.reserve(count);
    py.reserve(count);
    pinned.reserve(count);
}

std::size_t VerletParticles::add(double atX, double atY, bool isPinned) {
    x.push_back(atX);
    y.push_back(atY);
    px.push_back(atX);
    py.push_back(atY);
    pinned.push_back(isPinned ? 1 : 0);
    return x.size() - 1;
}

void VerletParticles::integrate(double ax, double ay) {
    const std::size_t n = size();
    for (std::size_t i = 0; i < n; ++i) {
        if (pinned[i]) continue;
        const double vx = x[i] - px[i];
        const double vy = y[i] - py[i];
        px[i] = x[i];
        py[i] = y[i];
        x[i] += vx + ax;
        y[i] += vy + ay;
    }
}

void VerletParticles::place(std::size_t i, double toX, double toY) {
    x[i] = toX;
    y[i] = toY;
}

void VerletParticles::setVelocity(std::size_t i, double vx, double vy) {
    px[i] = x[i] - vx;
    py[i] = y[i] - vy;
}

void VerletParticles::bounceInside(double minX, double minY, double maxX, double maxY,
                                   double bounce) {
    const std::size_t n = size();
    for (std::size_t i = 0; i < n; ++i) {
        if (pinned[i]) continue;
        const double vx = x[i] - px[i];
        const double vy = y[i] - py[i];
        if (x[i] < minX || x[i] > maxX) {
            x[i] = x[i] < minX ? minX : maxX;
            px[i] = x[i] + vx * bounce;
        }
        if (y[i] < minY || y[i] > maxY) {
            y[i] = y[i] < minY ? minY : maxY;
            py[i] = y[i] + vy * bounce;
        }
    }
}

}  // namespace puru
