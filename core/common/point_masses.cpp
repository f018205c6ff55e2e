#include "common/point_masses.hpp"

#include <algorithm>
#include <cmath>

#include "common/inlining.hpp"
#include "common/interleave.hpp"
#include "common/simd.hpp"
#include "common/snapshot.hpp"

namespace puru {

PURU_COLD void PointMasses::reserve(std::size_t count) {
    for (auto* column : {&x, &y, &vx, &vy, &fx, &fy}) column->reserve(count);
}

PURU_COLD std::size_t PointMasses::add(double atX, double atY) {
    x.push_back(atX);
    y.push_back(atY);
    for (auto* column : {&vx, &vy, &fx, &fy}) column->resize(x.size());  // at rest, no force
    return x.size() - 1;
}

namespace {

// One coordinate of two points at once, from the velocity `from`:
// v = (from + a) * damp; x += v.
inline void moveTwoFrom(double* x, double* v, simd::F64x2 from, simd::F64x2 a, simd::F64x2 damp) {
    const simd::F64x2 velocity = (from + a) * damp;
    simd::store(v, velocity);
    simd::store(x, simd::load(x) + velocity);
}

// v = (v + f + a) * damp; x += v; f = 0.
inline void integrateTwo(double* x, double* v, double* f, simd::F64x2 a, simd::F64x2 damp) {
    moveTwoFrom(x, v, simd::load(v) + simd::load(f), a, damp);
    simd::store(f, simd::splat(0.0));
}

// The same for velocities that hold the forces already: v = (v + a) * damp;
// x += v.
inline void moveTwo(double* x, double* v, simd::F64x2 a, simd::F64x2 damp) {
    moveTwoFrom(x, v, simd::load(v), a, damp);
}

}  // namespace

void PointMasses::integrate(double damp, double ax, double ay) {
    const std::size_t n = size();
    const simd::F64x2 dampLanes = simd::splat(damp);
    const simd::F64x2 aX = simd::splat(ax);
    const simd::F64x2 aY = simd::splat(ay);
    std::size_t i = 0;
    for (; i + 1 < n; i += 2) {
        integrateTwo(&x[i], &vx[i], &fx[i], aX, dampLanes);
        integrateTwo(&y[i], &vy[i], &fy[i], aY, dampLanes);
    }
    for (; i < n; ++i) integrateOne(i, damp, ax, ay);
}

// v = ((v + f) + a) * damp, as moveOne gives once v holds the force.
void PointMasses::integrateOne(std::size_t i, double damp, double ax, double ay) {
    vx[i] += fx[i];
    vy[i] += fy[i];
    fx[i] = 0.0;
    fy[i] = 0.0;
    moveOne(i, damp, ax, ay);
}

void PointMasses::moveOne(std::size_t i, double damp, double ax, double ay) {
    vx[i] = (vx[i] + ax) * damp;
    vy[i] = (vy[i] + ay) * damp;
    x[i] += vx[i];
    y[i] += vy[i];
}

namespace {

// One coordinate past a wall put back on it, its velocity turned inward.
inline void bounceAxis(double& p, double& v, double low, double high, double bounce) {
    if (p < low) {
        p = low;
        v = std::fabs(v) * bounce;
    } else if (p > high) {
        p = high;
        v = -std::fabs(v) * bounce;
    }
}

}  // namespace

// Out of line: most frames no point touches a wall.
PURU_COLD void PointMasses::bounceOne(std::size_t i, double minX, double minY, double maxX, double maxY,
                            double bounce) {
    bounceAxis(x[i], vx[i], minX, maxX, bounce);
    bounceAxis(y[i], vy[i], minY, maxY, bounce);
}

void PointMasses::bounceInside(double minX, double minY, double maxX, double maxY,
                               double bounce) {
    const std::size_t n = size();
    const simd::F64x2 lowX = simd::splat(minX), highX = simd::splat(maxX);
    const simd::F64x2 lowY = simd::splat(minY), highY = simd::splat(maxY);
    for (std::size_t i = 0; i < n; ++i) {
        // Most points touch no wall: check two at a time and skip them.
        if (i + 1 < n && !simd::anyOutside(simd::load(&x[i]), lowX, highX) &&
            !simd::anyOutside(simd::load(&y[i]), lowY, highY)) {
            ++i;
            continue;
        }
        bounceOne(i, minX, minY, maxX, maxY, bounce);
    }
}

PURU_PASS bool PointMasses::moveInside(double damp, double ax, double ay, double minX, double minY,
                                       double maxX, double maxY, double bounce,
                                       std::vector<double>& xy) {
    const std::size_t n = size();
    const simd::F64x2 dampLanes = simd::splat(damp), aX = simd::splat(ax), aY = simd::splat(ay);
    // A point inside the walls and the sane range needs neither a bounce nor
    // the watch; NaN is inside no range. The inner loop runs until a pair
    // is not, and makes no call, so the engine keeps its values in registers
    // (with the call inside, V8 spilled them: 7-10% slower).
    const simd::F64x2 lowX = simd::splat(std::max(minX, -kSaneCoordinate));
    const simd::F64x2 highX = simd::splat(std::min(maxX, kSaneCoordinate));
    const simd::F64x2 lowY = simd::splat(std::max(minY, -kSaneCoordinate));
    const simd::F64x2 highY = simd::splat(std::min(maxY, kSaneCoordinate));
    SanityWatch watch;
    std::size_t i = 0;
    while (i + 1 < n) {
        for (; i + 1 < n; i += 2) {
            moveTwo(&x[i], &vx[i], aX, dampLanes);
            moveTwo(&y[i], &vy[i], aY, dampLanes);
            const simd::F64x2 xs = simd::load(&x[i]), ys = simd::load(&y[i]);
            if (!simd::allInside(xs, lowX, highX, ys, lowY, highY)) break;
            storeInterleaved(&xy[2 * i], xs, ys);
        }
        if (i + 1 >= n) break;
        bounceOne(i, minX, minY, maxX, maxY, bounce);
        bounceOne(i + 1, minX, minY, maxX, maxY, bounce);
        interleaveTwo(&xy[2 * i], simd::load(&x[i]), simd::load(&y[i]), watch);
        i += 2;
    }
    if (i < n) {
        moveOne(i, damp, ax, ay);
        bounceOne(i, minX, minY, maxX, maxY, bounce);
        interleaveOne(&xy[2 * i], x[i], y[i], watch);
    }
    return watch.sane();
}

void PointMasses::state(SnapshotFields& fields) {
    fields.values(x, "points");
    for (std::vector<double>* row : {&y, &vx, &vy, &fx, &fy}) fields.values(row->data(), size());
}

}  // namespace puru
