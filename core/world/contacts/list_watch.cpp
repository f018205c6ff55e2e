#include "world/contacts/list_watch.hpp"

#include <cmath>

#include "common/inlining.hpp"
#include "common/simd.hpp"
#include "common/snapshot.hpp"

namespace puru {

PURU_COLD void ListWatch::reserve(RecordStore& store, std::size_t points) {
    perPoint_.make(store, 6 * points);
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

// Two points a lane each; an odd count's last pair is the last two points,
// the one before the last counted twice (a farthest, a box and a speed are
// the same). Contacts watch two points at least.
//
// A motion common to every watched point moves no pair closer, so a point's
// drift may be measured from any common one: first from the one last found
// (none since the list: a pile that jitters in place, or creeps as one;
// this pass alone while the list holds so), then, if a
// point is too far from where it was listed and the box that holds every
// point's drift is too wide, from the middle of that box (a heap falling
// onto a still pile drifts half as far as it falls from there).
PURU_PASS ListWatch::Drift ListWatch::drift(const ContactPoints& p, double keep, double gravity, double margin,
                                            double fastest) {
    using simd::F64x2;
    const F64x2 half2 = simd::splat(0.25 * margin * margin), fastest2 = simd::splat(fastest * fastest);
    const F64x2 k = simd::splat(keep), g = simd::splat(gravity), zero = simd::splat(0.0);
    const double *const px = p.x, *const py = p.y, *const ppx = p.px, *const ppy = p.py, *const invMass = p.invMass;
    const double *const watched = watched_, *const listedX = listedX_, *const listedY = listedY_;
    const std::size_t n = points_;
    const F64x2 cx = simd::splat(commonX_), cy = simd::splat(commonY_);
    simd::Mask64x2 far = simd::noLanes(), fast = simd::noLanes();
    for (std::size_t i = 0; i < n; i += 2) {
        const std::size_t at = i + 1 < n ? i : n - 2;
        const F64x2 x = simd::load(px + at), y = simd::load(py + at), w = simd::load(watched + at);
        const F64x2 vx = x - simd::load(ppx + at), vy = y - simd::load(ppy + at);
        fast = fast | simd::greater((vx * vx + vy * vy) * w, fastest2);
        const simd::Mask64x2 still = simd::isZero(simd::load(invMass + at));
        const F64x2 ux = simd::select(still, zero, vx * k), uy = simd::select(still, zero, vy * k + g);
        const F64x2 dx = x + ux - simd::load(listedX + at) - cx, dy = y + uy - simd::load(listedY + at) - cy;
        far = far | simd::greater((dx * dx + dy * dy) * w, half2);
    }
    return {simd::any(far) && farFromCommon(p, keep, gravity, margin), simd::any(fast)};
}

// The drifts' box, then (if it is more than the margin across) the farthest
// from its middle. The same pass twice at most. A point is taken anywhere in
// the box between where it is and where the integration would take it (a
// wall stops it within that box, a shape on the way between), so that one
// held back while the rest move on is never further than the check allowed.
PURU_PASS bool ListWatch::farFromCommon(const ContactPoints& p, double keep, double gravity, double margin) {
    using simd::F64x2;
    const double half2 = 0.25 * margin * margin;
    const F64x2 k = simd::splat(keep), g = simd::splat(gravity), zero = simd::splat(0.0);
    const F64x2 above = simd::splat(HUGE_VAL), below = simd::splat(-HUGE_VAL);
    const double *const px = p.x, *const py = p.y, *const ppx = p.px, *const ppy = p.py, *const invMass = p.invMass;
    const double *const watched = watched_, *const listedX = listedX_, *const listedY = listedY_;
    const std::size_t n = points_;
    double fromX = 0.0, fromY = 0.0;
    for (int from = 0;; ++from) {
        const F64x2 cx = simd::splat(fromX), cy = simd::splat(fromY);
        F64x2 lowX = above, lowY = above, highX = below, highY = below, farthest = zero;
        for (std::size_t i = 0; i < n; i += 2) {
            const std::size_t at = i + 1 < n ? i : n - 2;
            const F64x2 x = simd::load(px + at), y = simd::load(py + at), w = simd::load(watched + at);
            const F64x2 vx = x - simd::load(ppx + at), vy = y - simd::load(ppy + at);
            const simd::Mask64x2 still = simd::isZero(simd::load(invMass + at)), unwatched = simd::isZero(w);
            const F64x2 ux = simd::select(still, zero, vx * k), uy = simd::select(still, zero, vy * k + g);
            // Where it is and where it would end, each less where it was listed and the common motion.
            const F64x2 nowX = x - simd::load(listedX + at) - cx, nowY = y - simd::load(listedY + at) - cy;
            const F64x2 endX = nowX + ux, endY = nowY + uy;
            farthest = simd::pmax(farthest, (simd::pmax(nowX * nowX, endX * endX) + simd::pmax(nowY * nowY, endY * endY)) * w);
            lowX = simd::pmin(lowX, simd::select(unwatched, above, simd::pmin(nowX, endX)));
            lowY = simd::pmin(lowY, simd::select(unwatched, above, simd::pmin(nowY, endY)));
            highX = simd::pmax(highX, simd::select(unwatched, below, simd::pmax(nowX, endX)));
            highY = simd::pmax(highY, simd::select(unwatched, below, simd::pmax(nowY, endY)));
        }
        if (from == 1) return simd::largerLane(farthest) > half2;
        const double lowestX = simd::smallerLane(lowX), highestX = simd::largerLane(highX);
        const double lowestY = simd::smallerLane(lowY), highestY = simd::largerLane(highY);
        const double spanX = 0.5 * (highestX - lowestX), spanY = 0.5 * (highestY - lowestY);
        fromX = commonX_ = 0.5 * (lowestX + highestX);
        fromY = commonY_ = 0.5 * (lowestY + highestY);
        if (!(spanX * spanX + spanY * spanY > half2)) return false;
    }
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
    commonX_ = commonY_ = 0.0;
    for (std::size_t q = 0; q < points_; ++q) {
        listedX_[q] = p.x[q];
        listedY_[q] = p.y[q];
    }
}

PURU_COLD void ListWatch::state(SnapshotFields& fields, std::size_t points) {
    fields.count(points_, perPoint_.room() / 6, "the watched points");
    fields.value(commonX_);
    fields.value(commonY_);
    for (double* row : {watched_, listedX_, listedY_, ux_, uy_, reach_}) fields.values(row, points);
}

}  // namespace puru
