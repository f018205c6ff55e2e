#include "common/verlet_particles.hpp"

#include "common/inlining.hpp"
#include "common/simd.hpp"
#include "common/snapshot.hpp"

namespace puru {

PURU_COLD void VerletParticles::reserve(std::size_t count) {
    x.reserve(count);
    y.reserve(count);
    px.reserve(count);
    py.reserve(count);
    pinned.reserve(count);
}

PURU_COLD std::size_t VerletParticles::add(double atX, double atY, bool isPinned) {
    x.push_back(atX);
    y.push_back(atY);
    px.push_back(atX);
    py.push_back(atY);
    pinned.push_back(isPinned ? 1 : 0);
    return x.size() - 1;
}

namespace {

inline void integrateOne(double& x, double& prev, double a) {
    const double v = x - prev;
    prev = x;
    x += v + a;
}

// Two free points at once, with the same arithmetic as integrateOne.
inline void integrateTwo(double* x, double* prev, simd::F64x2 a) {
    const simd::F64x2 now = simd::load(x);
    const simd::F64x2 v = now - simd::load(prev);
    simd::store(x, now + (v + a));
    simd::store(prev, now);
}

}  // namespace

void VerletParticles::integrate(double ax, double ay) {
    const std::size_t n = size();
    const simd::F64x2 aX = simd::splat(ax), aY = simd::splat(ay);
    std::size_t i = 0;
    for (; i + 1 < n; i += 2) {
        if (pinned[i] | pinned[i + 1]) {  // rare: pins and held points
            for (std::size_t j = i; j < i + 2; ++j) {
                if (pinned[j]) continue;
                integrateOne(x[j], px[j], ax);
                integrateOne(y[j], py[j], ay);
            }
            continue;
        }
        integrateTwo(&x[i], &px[i], aX);
        integrateTwo(&y[i], &py[i], aY);
    }
    if (i < n && !pinned[i]) {
        integrateOne(x[i], px[i], ax);
        integrateOne(y[i], py[i], ay);
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

void VerletParticles::clampInside(double minX, double minY, double maxX, double maxY) {
    const std::size_t n = size();
    for (std::size_t i = 0; i < n; ++i) {
        if (pinned[i]) continue;
        x[i] = x[i] < minX ? minX : (x[i] > maxX ? maxX : x[i]);
        y[i] = y[i] < minY ? minY : (y[i] > maxY ? maxY : y[i]);
    }
}

void VerletParticles::state(SnapshotFields& fields) {
    fields.values(x, "points");
    fields.values(y.data(), size());
    fields.values(px.data(), size());
    fields.values(py.data(), size());
    fields.flags(pinned.data(), size(), "a pin");
}

}  // namespace puru
