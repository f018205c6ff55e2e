#include "posts/fabrik.hpp"

#include <cmath>

#include "common/inlining.hpp"

namespace puru {
namespace {

// Puts joint `moved` at distance `length` from joint `fixed`, on the line
// through both. Coincident joints get pushed along +x: any direction works.
void project(double* x, double* y, std::size_t fixed, std::size_t moved, double length) {
    const double dx = x[moved] - x[fixed];
    const double dy = y[moved] - y[fixed];
    const double d = std::sqrt(dx * dx + dy * dy);
    if (d == 0.0) {
        x[moved] = x[fixed] + length;
        y[moved] = y[fixed];
        return;
    }
    x[moved] = x[fixed] + dx * (length / d);
    y[moved] = y[fixed] + dy * (length / d);
}

}  // namespace

double FabrikChain::reach() const {
    double total = 0.0;
    for (double length : lengths) total += length;
    return total;
}

void FabrikChain::build(double rootX, double rootY, double dirX, double dirY,
                        const std::vector<double>& linkLengths) {
    const double norm = std::sqrt(dirX * dirX + dirY * dirY);
    const double ux = norm > 0.0 ? dirX / norm : 0.0;
    const double uy = norm > 0.0 ? dirY / norm : -1.0;
    lengths = linkLengths;
    x.resize(lengths.size() + 1);
    y.resize(lengths.size() + 1);
    x[0] = rootX;
    y[0] = rootY;
    for (std::size_t k = 0; k < lengths.size(); ++k) {
        x[k + 1] = x[k] + ux * lengths[k];
        y[k + 1] = y[k] + uy * lengths[k];
    }
}

double FabrikChain::tipDistance(double targetX, double targetY) const {
    const double dx = targetX - x.back();
    const double dy = targetY - y.back();
    return std::sqrt(dx * dx + dy * dy);
}

PURU_COLD int FabrikChain::solve(double targetX, double targetY, double tolerance, int maxIterations) {
    const std::size_t last = jointCount() - 1;
    double* jx = x.data();
    double* jy = y.data();
    const double rootX = jx[0];
    const double rootY = jy[0];
    const double toTargetX = targetX - rootX;
    const double toTargetY = targetY - rootY;
    const double targetDistance = std::sqrt(toTargetX * toTargetX + toTargetY * toTargetY);

    if (targetDistance >= reach()) {
        // Out of reach: lay every link along the root-target line.
        const double ux = targetDistance > 0.0 ? toTargetX / targetDistance : 0.0;
        const double uy = targetDistance > 0.0 ? toTargetY / targetDistance : -1.0;
        for (std::size_t i = 0; i < last; ++i) {
            jx[i + 1] = jx[i] + ux * lengths[i];
            jy[i + 1] = jy[i] + uy * lengths[i];
        }
        return 1;
    }

    int iterations = 0;
    while (iterations < maxIterations && tipDistance(targetX, targetY) > tolerance) {
        jx[last] = targetX;
        jy[last] = targetY;
        for (std::size_t i = last; i-- > 0;) project(jx, jy, i + 1, i, lengths[i]);
        jx[0] = rootX;
        jy[0] = rootY;
        for (std::size_t i = 0; i < last; ++i) project(jx, jy, i, i + 1, lengths[i]);
        ++iterations;
    }
    return iterations;
}

}  // namespace puru
