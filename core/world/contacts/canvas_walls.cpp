#include "world/contacts/canvas_walls.hpp"

#include "world/contacts/bounce.hpp"
#include "common/inlining.hpp"
#include "common/simd.hpp"

namespace puru {

namespace {

using simd::F64x2;

}  // namespace

// Two points at a time: pmax and pmin make clampPointToWalls's choices lane by lane
// (a radius is at most half the canvas, so low <= high), a pinned point's
// lane keeps its place.
PURU_PASS void clampToWalls(const ContactPoints& p, std::size_t n, double width, double height) {
    double* const px = p.x;
    double* const py = p.y;
    const double* const radius = p.radius;
    const double* const invMass = p.invMass;
    const F64x2 w = simd::splat(width), h = simd::splat(height);
    std::size_t i = 0;
    for (; i + 1 < n; i += 2) {
        const F64x2 r = simd::load(radius + i), x = simd::load(px + i), y = simd::load(py + i);
        const simd::Mask64x2 pinned = simd::isZero(simd::load(invMass + i));
        const F64x2 cx = simd::pmin(simd::pmax(x, r), w - r), cy = simd::pmin(simd::pmax(y, r), h - r);
        simd::store(px + i, simd::select(pinned, x, cx));
        simd::store(py + i, simd::select(pinned, y, cy));
    }
    for (; i < n; ++i) {
        if (invMass[i] != 0.0) clampPointToWalls(p, i, width, height);
    }
}

PURU_PASS void integrateWithinWalls(const ContactPoints& p, std::size_t n, double width, double height, double keep,
                                   double gravity, WallContacts* pressing, bool walls) {
    double *const x = p.x, *const y = p.y, *const px = p.px, *const py = p.py;
    const double *const radius = p.radius, *const invMass = p.invMass;
    const F64x2 w = simd::splat(width), h = simd::splat(height), k = simd::splat(keep), g = simd::splat(gravity);
    const F64x2 zero = simd::splat(0.0);
    const simd::Mask64x2 open = simd::isZero(simd::splat(walls ? 1.0 : 0.0));  // no walls: every lane left as moved
    std::size_t i = 0;
    for (; i + 1 < n; i += 2) {
        const simd::Mask64x2 still = simd::isZero(simd::load(invMass + i));
        const F64x2 x0 = simd::load(x + i), y0 = simd::load(y + i), px0 = simd::load(px + i), py0 = simd::load(py + i);
        const F64x2 x1 = simd::select(still, x0, x0 + ((x0 - px0) * k + zero));
        const F64x2 y1 = simd::select(still, y0, y0 + ((y0 - py0) * k + g));
        simd::store(px + i, simd::select(still, px0, x0));
        simd::store(py + i, simd::select(still, py0, y0));
        const F64x2 r = simd::load(radius + i);
        if (pressing && !simd::allInside(x1, r, w - r, y1, r, h - r)) {
            simd::store(x + i, x1);
            simd::store(y + i, y1);
            pressing->pressing(p, static_cast<std::uint32_t>(i), width, height);
            pressing->pressing(p, static_cast<std::uint32_t>(i + 1), width, height);
        }
        simd::store(x + i, simd::select(still | open, x1, simd::pmin(simd::pmax(x1, r), w - r)));
        simd::store(y + i, simd::select(still | open, y1, simd::pmin(simd::pmax(y1, r), h - r)));
    }
    for (; i < n; ++i) {
        if (invMass[i] == 0.0) continue;
        const double x0 = x[i], y0 = y[i];
        x[i] = x0 + ((x0 - px[i]) * keep + 0.0);
        y[i] = y0 + ((y0 - py[i]) * keep + gravity);
        px[i] = x0;
        py[i] = y0;
        if (pressing) pressing->pressing(p, static_cast<std::uint32_t>(i), width, height);
        if (walls) clampPointToWalls(p, i, width, height);
    }
}

PURU_COLD void WallContacts::reserve(RecordStore& store, std::size_t points) { contacts_.make(store, 2 * points); }

void WallContacts::add(std::uint32_t q, double nx, double ny, double pressed, double approach) {
    contacts_[size_++] = {q, nx, ny, pressed, approach};
}

// Each wall point q presses: the wall's inward normal, how far past it and how fast.
PURU_COLD void WallContacts::pressing(const ContactPoints& p, std::uint32_t q, double width, double height) {
    if (p.invMass[q] == 0.0) return;
    const double r = p.radius[q];
    const double vx = p.x[q] - p.px[q], vy = p.y[q] - p.py[q];
    if (p.x[q] < r) add(q, 1.0, 0.0, r - p.x[q], vx);
    if (p.x[q] > width - r) add(q, -1.0, 0.0, p.x[q] - (width - r), -vx);
    if (p.y[q] < r) add(q, 0.0, 1.0, r - p.y[q], vy);
    if (p.y[q] > height - r) add(q, 0.0, -1.0, p.y[q] - (height - r), -vy);
}

PURU_COLD void WallContacts::rub(const ContactPoints& p, const Friction& f) const {
    if (!(f.still > 0.0)) return;
    for (std::size_t k = 0; k < size_; ++k) {
        const WallContact& c = contacts_[k];
        const std::uint32_t q = c.point;
        const double nx = c.nx, ny = c.ny;
        const double mx = p.x[q] - p.px[q], my = p.y[q] - p.py[q];
        const double along = mx * nx + my * ny;
        const double tx = mx - along * nx, ty = my - along * ny;
        const double share = frictionShare(tx, ty, c.pressed, f);
        p.x[q] -= tx * share;
        p.y[q] -= ty * share;
    }
}

PURU_COLD void WallContacts::bounce(const ContactPoints& p, double restitution, double bounceSpeed) const {
    for (std::size_t k = 0; k < size_; ++k) {
        const WallContact& c = contacts_[k];
        if (!(c.pressed > 0.0)) continue;
        const std::uint32_t q = c.point;
        const double nx = c.nx, ny = c.ny;
        const double now = (p.x[q] - p.px[q]) * nx + (p.y[q] - p.py[q]) * ny;
        const double change = bounceChange(c.approach, now, restitution, bounceSpeed);
        p.px[q] -= nx * change;
        p.py[q] -= ny * change;
    }
}

}  // namespace puru
