#include "world/contacts/canvas_walls.hpp"

#include "world/contacts/bounce.hpp"
#include "common/inlining.hpp"

namespace puru {

void clampToWalls(const ContactPoints& p, std::size_t n, double width, double height) {
    for (std::size_t i = 0; i < n; ++i) {
        if (p.invMass[i] == 0.0) continue;
        const double r = p.radius[i];
        const double lowX = 0.0 + r, highX = width - r, lowY = 0.0 + r, highY = height - r;
        p.x[i] = p.x[i] < lowX ? lowX : (p.x[i] > highX ? highX : p.x[i]);
        p.y[i] = p.y[i] < lowY ? lowY : (p.y[i] > highY ? highY : p.y[i]);
    }
}

PURU_COLD void WallContacts::reserve(std::size_t points) { contacts_.make(2 * points); }

void WallContacts::add(std::uint32_t q, double nx, double ny, double pressed, double approach) {
    contacts_[size_++] = {q, nx, ny, pressed, approach};
}

PURU_PASS void WallContacts::find(const ContactPoints& p, std::size_t n, double width, double height) {
    size_ = 0;
    for (std::uint32_t q = 0; q < n; ++q) {
        if (p.invMass[q] == 0.0) continue;
        const double r = p.radius[q];
        const double vx = p.x[q] - p.px[q], vy = p.y[q] - p.py[q];
        // Each wall's inward normal, and how far the point pressed past it.
        if (p.x[q] < r) add(q, 1.0, 0.0, r - p.x[q], vx);
        if (p.x[q] > width - r) add(q, -1.0, 0.0, p.x[q] - (width - r), -vx);
        if (p.y[q] < r) add(q, 0.0, 1.0, r - p.y[q], vy);
        if (p.y[q] > height - r) add(q, 0.0, -1.0, p.y[q] - (height - r), -vy);
    }
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
