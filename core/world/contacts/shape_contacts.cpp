#include "world/contacts/shape_contacts.hpp"

#include <algorithm>

#include "world/contacts/bounce.hpp"
#include "common/inlining.hpp"

namespace puru {
namespace {

// The shape's own motion over the sub-step at (x, y): 0 for a still shape.
void surfaceMotion(const StaticShapes& shapes, std::uint32_t s, double x, double y, double& sx, double& sy) {
    sx = sy = 0.0;
    if (!shapes.moves(s)) return;
    double bx, by;
    shapes.before(s, x, y, bx, by);
    sx = x - bx;
    sy = y - by;
}

}  // namespace

PURU_COLD void ShapeContacts::reserve(std::size_t contacts) { contacts_.make(contacts); }

// Point by point, shape by shape: keepOutAndBounce() walks the contacts in this order.
PURU_COLD void ShapeContacts::find(const ContactPoints& p, std::size_t n, const StaticShapes& shapes, double margin) {
    size_ = dropped_ = 0;
    for (std::uint32_t q = 0; q < n; ++q) {
        if (p.invMass[q] == 0.0) continue;
        const double r = p.radius[q];
        for (std::uint32_t s = 0; s < shapes.size(); ++s) {
            if (!shapes.alive(s)) continue;
            // Where the point started, as seen by the shape (its motion taken off).
            double sx = p.px[q], sy = p.py[q];
            if (shapes.moves(s)) {
                double bx, by;
                shapes.before(s, p.x[q], p.y[q], bx, by);
                sx = p.x[q] - bx + p.px[q];
                sy = p.y[q] - by + p.py[q];
            }
            const double reach = r + margin;
            if (std::min(p.x[q], sx) - reach > shapes.maxX(s) || std::max(p.x[q], sx) + reach < shapes.minX(s) ||
                std::min(p.y[q], sy) - reach > shapes.maxY(s) || std::max(p.y[q], sy) + reach < shapes.minY(s)) {
                continue;
            }
            const RoundedPolygon& shape = shapes.shape(s);
            const double mx = p.x[q] - sx, my = p.y[q] - sy;
            SurfacePoint at = surfacePoint(shape, sx, sy, mx, my);
            if (at.distance > r) {
                const double t = castDisk(shape, sx, sy, p.x[q], p.y[q], r);
                if (t > 1.0) {
                    // Passes clear: a contact only if it ends near the plane.
                    const double gap = at.nx * (p.x[q] - at.x) + at.ny * (p.y[q] - at.y) - r;
                    if (gap >= margin) continue;
                } else {
                    // The plane where it would touch: the end is put back on it,
                    // keeping its slide along it.
                    at = surfacePoint(shape, sx + mx * t, sy + my * t, mx, my);
                }
            }
            if (size_ == contacts_.room()) {
                ++dropped_;
                continue;
            }
            contacts_[size_++] = {q, s, at.nx, at.ny, at.nx * at.x + at.ny * at.y, 0.0, mx * at.nx + my * at.ny};
        }
    }
}

PURU_PASS void ShapeContacts::relax(const ContactPoints& p, const StaticShapes& shapes, bool last) {
    for (std::size_t k = 0; k < size_; ++k) {
        ShapeContact& c = contacts_[k];
        const std::uint32_t q = c.point;
        const double nx = c.nx, ny = c.ny;
        const double gap = nx * p.x[q] + ny * p.y[q] - c.offset - p.radius[q];
        if (gap < 0.0) {
            p.x[q] -= nx * gap;
            p.y[q] -= ny * gap;
            c.push -= gap;
        }
        // Friction once a sub-step, in the last relaxation, as far as the
        // pushes reach: the point's slide along the plane's tangent (-ny, nx),
        // against the surface's own.
        if (!last || !(c.push > 0.0)) continue;
        const ShapeMaterial& m = shapes.material(c.shape);
        if (!(m.staticFriction > 0.0)) continue;
        double sx, sy;
        surfaceMotion(shapes, c.shape, p.x[q], p.y[q], sx, sy);
        const double mx = p.x[q] - p.px[q] - sx, my = p.y[q] - p.py[q] - sy;
        const double taken = frictionTaken(nx * my - ny * mx, c.push, {m.friction, m.staticFriction, m.restitution});
        p.x[q] += ny * taken;
        p.y[q] -= nx * taken;
    }
}

PURU_COLD void ShapeContacts::keepOutAndBounce(const ContactPoints& p, std::size_t n, const StaticShapes& shapes,
                                               double bounceSpeed) const {
    // The contacts were found point by point, shape by shape (a point of
    // inverse mass 0 has none), so each point's lie together: one walk
    // through them beside this one (find() keeps that order). A listed point
    // is put back on each of its planes, and on or before a plane it is
    // outside that shape (which lies wholly behind it). It is then looked
    // for in every other shape, and in all of them if two planes may have
    // pushed it into one another's shape, and put out of any it is in by the
    // nearest way; then each of its contacts that pushed takes its bounce.
    std::size_t k = 0;
    for (std::uint32_t q = 0; q < n; ++q) {
        if (p.invMass[q] == 0.0) continue;
        const double r = p.radius[q];
        const std::size_t first = k;
        for (; k < size_ && contacts_[k].point == q; ++k) {
            const ShapeContact& c = contacts_[k];
            const double gap = c.nx * p.x[q] + c.ny * p.y[q] - c.offset - r;
            if (gap < 0.0) {
                p.x[q] -= c.nx * gap;
                p.y[q] -= c.ny * gap;
            }
        }
        const bool oneListed = k - first == 1;
        for (std::uint32_t s = 0; s < shapes.size(); ++s) {
            if ((oneListed && contacts_[first].shape == s) || !shapes.alive(s) || p.x[q] + r < shapes.minX(s) ||
                p.x[q] - r > shapes.maxX(s) || p.y[q] + r < shapes.minY(s) || p.y[q] - r > shapes.maxY(s)) {
                continue;
            }
            const SurfacePoint at = surfacePoint(shapes.shape(s), p.x[q], p.y[q], p.x[q] - p.px[q], p.y[q] - p.py[q]);
            if (at.distance >= r) continue;
            p.x[q] = at.x + at.nx * r;
            p.y[q] = at.y + at.ny * r;
        }
        for (std::size_t j = first; j < k; ++j) {
            const ShapeContact& c = contacts_[j];
            if (!(c.push > 0.0)) continue;
            double sx, sy;
            surfaceMotion(shapes, c.shape, p.x[q], p.y[q], sx, sy);
            const double now = (p.x[q] - p.px[q] - sx) * c.nx + (p.y[q] - p.py[q] - sy) * c.ny;
            const double change = bounceChange(c.approach, now, shapes.material(c.shape).restitution, bounceSpeed);
            p.px[q] -= c.nx * change;
            p.py[q] -= c.ny * change;
        }
    }
}

}  // namespace puru
