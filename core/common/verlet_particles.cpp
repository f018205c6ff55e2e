#include "common/verlet_particles.hpp"

#include "common/inlining.hpp"
#include "common/simd.hpp"

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

template <bool Damped>
inline void integrateOne(double& x, double& prev, double a, double keep) {
    const double v = Damped ? (x - prev) * keep : x - prev;
    prev = x;
    x += v + a;
}

// Two free points at once, with the same arithmetic as integrateOne.
template <bool Damped>
inline void integrateTwo(double* x, double* prev, simd::F64x2 a, simd::F64x2 keep) {
    const simd::F64x2 now = simd::load(x);
    const simd::F64x2 v = Damped ? (now - simd::load(prev)) * keep : now - simd::load(prev);
    simd::store(x, now + (v + a));
    simd::store(prev, now);
}

template <bool Damped>
void integrateAll(VerletParticles& p, double ax, double ay, double keep) {
    const std::size_t n = p.size();
    const simd::F64x2 aX = simd::splat(ax), aY = simd::splat(ay), k = simd::splat(keep);
    std::size_t i = 0;
    for (; i + 1 < n; i += 2) {
        if (p.pinned[i] | p.pinned[i + 1]) {  // rare: pins and held points
            for (std::size_t j = i; j < i + 2; ++j) {
                if (p.pinned[j]) continue;
                integrateOne<Damped>(p.x[j], p.px[j], ax, keep);
                integrateOne<Damped>(p.y[j], p.py[j], ay, keep);
            }
            continue;
        }
        integrateTwo<Damped>(&p.x[i], &p.px[i], aX, k);
        integrateTwo<Damped>(&p.y[i], &p.py[i], aY, k);
    }
    if (i < n && !p.pinned[i]) {
        integrateOne<Damped>(p.x[i], p.px[i], ax, keep);
        integrateOne<Damped>(p.y[i], p.py[i], ay, keep);
    }
}

}  // namespace

void VerletParticles::integrate(double ax, double ay) { integrateAll<false>(*this, ax, ay, 1.0); }

void VerletParticles::integrate(double ax, double ay, double keep) {
    integrateAll<true>(*this, ax, ay, keep);
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

}  // namespace puru
