#include "posts/pressure_ring.hpp"

#include <cmath>

#include "common/inlining.hpp"
#include "common/simd.hpp"

namespace puru {
namespace {

using simd::F64x2;

// The spring force of edge i on its first point (the second gets minus it).
inline void edgeForce(const double* x, const double* y, std::size_t i, std::size_t j, double rest,
                      double k, double& fx, double& fy) {
    const double dx = x[j] - x[i];
    const double dy = y[j] - y[i];
    // The 1e-4 keeps coincident ends finite; the post adds it too.
    const double d = std::sqrt(dx * dx + dy * dy) + 1e-4;
    const double f = (k * (d - rest)) / d;
    fx = dx * f;
    fy = dy * f;
}

// Edges i and i + 1 at once, as edgeForce.
inline void edgeForces(const double* x, const double* y, std::size_t i, F64x2 rest, F64x2 k,
                       double* fx, double* fy) {
    const F64x2 dx = simd::load(x + i + 1) - simd::load(x + i);
    const F64x2 dy = simd::load(y + i + 1) - simd::load(y + i);
    const F64x2 d = simd::sqrt(dx * dx + dy * dy) + simd::splat(1e-4);
    const F64x2 f = (k * (d - rest)) / d;
    simd::store(fx + i, dx * f);
    simd::store(fy + i, dy * f);
}

// Pressure along point p's outward normal, the perpendicular of the chord
// from its neighbour before to its neighbour after.
inline void pressureForce(const double* x, const double* y, std::size_t before, std::size_t after,
                          double pressure, double& px, double& py) {
    const double nx = y[after] - y[before];
    const double ny = -(x[after] - x[before]);
    const double scale = pressure / (std::sqrt(nx * nx + ny * ny) + 1e-4);
    px = nx * scale;
    py = ny * scale;
}

}  // namespace

PURU_COLD void PressureRing::addEdge(double restLength) {
    rest.push_back(restLength);
    edgeFx_.resize(rest.size());
    edgeFy_.resize(rest.size());
}

namespace {

// One pass over the ring: its measure and, when WithSprings, every edge's
// spring force into ex, ey (the area and the springs read the same neighbours,
// so one trip through memory serves both).
template <bool WithSprings>
RingMeasure sweepRing(const double* x, const double* y, std::size_t n, const double* rest, double k,
                      double* ex, double* ey) {
    // Even and odd terms summed apart in two lanes, added at the end.
    F64x2 twiceLanes = simd::splat(0.0), sumXLanes = twiceLanes, sumYLanes = twiceLanes;
    const F64x2 kLanes = simd::splat(k);
    std::size_t i = 0;
    for (; i + 2 < n; i += 2) {
        const F64x2 xi = simd::load(x + i), yi = simd::load(y + i);
        twiceLanes = twiceLanes + (xi * simd::load(y + i + 1) - simd::load(x + i + 1) * yi);
        sumXLanes = sumXLanes + xi;
        sumYLanes = sumYLanes + yi;
        if (WithSprings) edgeForces(x, y, i, simd::load(rest + i), kLanes, ex, ey);
    }
    double twice = simd::sumLanes(twiceLanes), sumX = simd::sumLanes(sumXLanes),
           sumY = simd::sumLanes(sumYLanes);
    for (; i + 1 < n; ++i) {
        twice += x[i] * y[i + 1] - x[i + 1] * y[i];
        sumX += x[i];
        sumY += y[i];
        if (WithSprings) edgeForce(x, y, i, i + 1, rest[i], k, ex[i], ey[i]);
    }
    twice += x[n - 1] * y[0] - x[0] * y[n - 1];
    sumX += x[n - 1];
    sumY += y[n - 1];
    if (WithSprings) edgeForce(x, y, n - 1, 0, rest[n - 1], k, ex[n - 1], ey[n - 1]);
    const auto count = static_cast<double>(n);
    return {twice / 2.0, sumX / count, sumY / count};
}

}  // namespace

RingMeasure PressureRing::measure(const PointMasses& masses) const {
    if (size() < 3) return {};
    return sweepRing<false>(masses.x.data(), masses.y.data(), size(), nullptr, 0.0, nullptr, nullptr);
}

PURU_PASS RingMeasure PressureRing::measureAndSpring(const PointMasses& masses) {
    if (size() < 3) return {};
    return sweepRing<true>(masses.x.data(), masses.y.data(), size(), rest.data(), k, edgeFx_.data(),
                           edgeFy_.data());
}

namespace {

// How a point's three terms meet its target t: as an impulse they are summed
// from zero and the sum added, t + (f), as a velocity takes its force; as
// forces they go onto t one by one, ((t - e) + e) + p, as the general parts
// pile forces up.
template <bool AsImpulse, typename T>
PURU_SIMD_INLINE T sumFrom(T target, T zero) {
    if constexpr (AsImpulse) {
        return zero;
    } else {
        return target;
    }
}
template <bool AsImpulse, typename T>
PURU_SIMD_INLINE T putOnto(T target, T sum) {
    if constexpr (AsImpulse) {
        return target + sum;
    } else {
        return sum;
    }
}

// Adds the ring's force on each point to (tx, ty). Point p: edge p-1 pulls it
// (it is that edge's second point), then edge p, then the pressure; point 0
// meets edge 0 before edge n-1.
template <bool AsImpulse>
void pushRing(const double* x, const double* y, const double* ex, const double* ey, std::size_t n,
              double pressure, double* tx, double* ty) {
    double px, py;
    pressureForce(x, y, n - 1, 1, pressure, px, py);
    const double firstX = ((sumFrom<AsImpulse>(tx[0], 0.0) + ex[0]) - ex[n - 1]) + px;
    const double firstY = ((sumFrom<AsImpulse>(ty[0], 0.0) + ey[0]) - ey[n - 1]) + py;
    tx[0] = putOnto<AsImpulse>(tx[0], firstX);
    ty[0] = putOnto<AsImpulse>(ty[0], firstY);
    const F64x2 pressureLanes = simd::splat(pressure);
    const F64x2 tiny = simd::splat(1e-4);
    std::size_t p = 1;
    // The neighbours after this pair are the ones before the next pair.
    F64x2 xBefore = simd::load(x), yBefore = simd::load(y);
    for (; p + 2 < n; p += 2) {
        const F64x2 xAfter = simd::load(x + p + 1), yAfter = simd::load(y + p + 1);
        const F64x2 nx = yAfter - yBefore;
        const F64x2 ny = -(xAfter - xBefore);
        xBefore = xAfter;
        yBefore = yAfter;
        const F64x2 scale = pressureLanes / (simd::sqrt(nx * nx + ny * ny) + tiny);
        const F64x2 targetX = simd::load(tx + p), targetY = simd::load(ty + p);
        const F64x2 zero = simd::splat(0.0);
        const F64x2 sumX = ((sumFrom<AsImpulse>(targetX, zero) - simd::load(ex + p - 1)) +
                            simd::load(ex + p)) +
                           nx * scale;
        const F64x2 sumY = ((sumFrom<AsImpulse>(targetY, zero) - simd::load(ey + p - 1)) +
                            simd::load(ey + p)) +
                           ny * scale;
        simd::store(tx + p, putOnto<AsImpulse>(targetX, sumX));
        simd::store(ty + p, putOnto<AsImpulse>(targetY, sumY));
    }
    for (; p < n; ++p) {
        pressureForce(x, y, p - 1, p + 1 < n ? p + 1 : 0, pressure, px, py);
        const double sumX = ((sumFrom<AsImpulse>(tx[p], 0.0) - ex[p - 1]) + ex[p]) + px;
        const double sumY = ((sumFrom<AsImpulse>(ty[p], 0.0) - ey[p - 1]) + ey[p]) + py;
        tx[p] = putOnto<AsImpulse>(tx[p], sumX);
        ty[p] = putOnto<AsImpulse>(ty[p], sumY);
    }
}

}  // namespace

double PressureRing::pressureFor(const RingMeasure& measured) const {
    const double current = std::fabs(measured.signedArea) + 1e-4;
    return (press * (targetArea - current)) / targetArea;
}

void PressureRing::addForces(PointMasses& masses, const RingMeasure& measured) const {
    if (size() < 3) return;
    pushRing<false>(masses.x.data(), masses.y.data(), edgeFx_.data(), edgeFy_.data(), size(),
                    pressureFor(measured), masses.fx.data(), masses.fy.data());
}

PURU_PASS void PressureRing::addImpulses(PointMasses& masses, const RingMeasure& measured) const {
    if (size() < 3) return;
    pushRing<true>(masses.x.data(), masses.y.data(), edgeFx_.data(), edgeFy_.data(), size(),
                   pressureFor(measured), masses.vx.data(), masses.vy.data());
}

}  // namespace puru
