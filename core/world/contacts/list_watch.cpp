#include "world/contacts/list_watch.hpp"

#include <cmath>

#include "common/inlining.hpp"
#include "common/simd.hpp"

namespace puru {

PURU_COLD void ListWatch::reserve(std::size_t points) {
    perPoint_.make(6 * points);
    watched_ = perPoint_.data();
    listedX_ = watched_ + points;
    listedY_ = listedX_ + points;
    ux_ = listedY_ + points;
    uy_ = ux_ + points;
    reach_ = uy_ + points;
}

PURU_COLD void ListWatch::watch(std::size_t n, const std::uint32_t* disks, std::size_t diskCount,
                                const std::uint32_t* ends, std::size_t endCount) {
    points_ = n;
    for (std::size_t q = 0; q < n; ++q) watched_[q] = 0.0;
    for (std::size_t k = 0; k < diskCount; ++k) watched_[disks[k]] = 1.0;
    for (std::size_t k = 0; k < endCount; ++k) watched_[ends[k]] = 1.0;
}

// Two points a lane each, the tail alone, the same arithmetic.
PURU_PASS ListWatch::Drift ListWatch::drift(const ContactPoints& p, double keep, double gravity, double margin,
                                            double fastest) const {
    using simd::F64x2;
    const double half = 0.5 * margin;
    const F64x2 half2 = simd::splat(half * half), fastest2 = simd::splat(fastest * fastest);
    const F64x2 k = simd::splat(keep), g = simd::splat(gravity), zero = simd::splat(0.0);
    const double *const px = p.x, *const py = p.y, *const ppx = p.px, *const ppy = p.py, *const invMass = p.invMass;
    const double *const watched = watched_, *const listedX = listedX_, *const listedY = listedY_;
    const std::size_t n = points_;
    simd::Mask64x2 far = simd::noLanes(), fast = simd::noLanes();
    std::size_t i = 0;
    for (; i + 1 < n; i += 2) {
        const F64x2 x = simd::load(px + i), y = simd::load(py + i), w = simd::load(watched + i);
        const F64x2 vx = x - simd::load(ppx + i), vy = y - simd::load(ppy + i);
        fast = fast | simd::greater((vx * vx + vy * vy) * w, fastest2);
        const simd::Mask64x2 still = simd::isZero(simd::load(invMass + i));
        const F64x2 ux = simd::select(still, zero, vx * k), uy = simd::select(still, zero, vy * k + g);
        const F64x2 dx = x + ux - simd::load(listedX + i), dy = y + uy - simd::load(listedY + i);
        far = far | simd::greater((dx * dx + dy * dy) * w, half2);
    }
    bool isFar = simd::any(far), isFast = simd::any(fast);
    for (; i < n; ++i) {
        const double vx = px[i] - ppx[i], vy = py[i] - ppy[i];
        isFast = isFast || (vx * vx + vy * vy) * watched[i] > fastest * fastest;
        const bool still = invMass[i] == 0.0;
        const double ux = still ? 0.0 : vx * keep, uy = still ? 0.0 : vy * keep + gravity;
        const double dx = px[i] + ux - listedX[i], dy = py[i] + uy - listedY[i];
        isFar = isFar || (dx * dx + dy * dy) * watched[i] > half * half;
    }
    return {isFar, isFast};
}

PURU_COLD void ListWatch::slowFastest(const ContactPoints& p, double fastest) const {
    for (std::size_t i = 0; i < points_; ++i) {
        double vx = p.x[i] - p.px[i], vy = p.y[i] - p.py[i];
        const double speed2 = vx * vx + vy * vy;
        if (watched_[i] != 0.0 && speed2 > fastest * fastest) {
            const double slower = fastest / std::sqrt(speed2);
            vx *= slower;
            vy *= slower;
            p.px[i] = p.x[i] - vx;
            p.py[i] = p.y[i] - vy;
        }
    }
}

PURU_COLD void ListWatch::motions(const ContactPoints& p, double keep, double gravity) {
    for (std::size_t i = 0; i < points_; ++i) {
        const bool still = p.invMass[i] == 0.0;
        const double vx = p.x[i] - p.px[i], vy = p.y[i] - p.py[i];
        ux_[i] = still ? 0.0 : vx * keep;
        uy_[i] = still ? 0.0 : vy * keep + gravity;
        reach_[i] = std::sqrt(ux_[i] * ux_[i] + uy_[i] * uy_[i]);
    }
}

PURU_COLD void ListWatch::listed(const ContactPoints& p) {
    for (std::size_t q = 0; q < points_; ++q) {
        listedX_[q] = p.x[q];
        listedY_[q] = p.y[q];
    }
}

}  // namespace puru
