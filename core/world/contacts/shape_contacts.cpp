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
            const double clear = at.distance - r;
            if (clear > 0.0) {
                // Starting further off than it moves, it cannot touch on its
                // way (the distance to a convex shape changes no faster).
                const double t = clear * clear > mx * mx + my * my ? 2.0 : castDisk(shape, sx, sy, p.x[q], p.y[q], r);
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
    // The contacts were found point by point, shape by shape (a point that
    // does not move has none): one walk through them beside this one. A
    // point listed with a shape is put back on its plane, and on or before
    // it the point is outside the shape (which lies wholly behind it), then
    // takes the contact's bounce if it pushed; one not listed that links or
    // pushes dragged into a shape is put out by the nearest way.
    std::size_t k = 0;
    for (std::uint32_t q = 0; q < n; ++q) {
        if (p.invMass[q] == 0.0) continue;
        const double r = p.radius[q];
        for (std::uint32_t s = 0; s < shapes.size(); ++s) {
            if (k < size_ && contacts_[k].point == q && contacts_[k].shape == s) {
                const ShapeContact& c = contacts_[k++];
                const double nx = c.nx, ny = c.ny;
                const double gap = nx * p.x[q] + ny * p.y[q] - c.offset - r;
                if (gap < 0.0) {
                    p.x[q] -= nx * gap;
                    p.y[q] -= ny * gap;
                }
                if (!(c.push > 0.0)) continue;
                double sx, sy;
                surfaceMotion(shapes, s, p.x[q], p.y[q], sx, sy);
                const double now = (p.x[q] - p.px[q] - sx) * nx + (p.y[q] - p.py[q] - sy) * ny;
                const double change = bounceChange(c.approach, now, shapes.material(s).restitution, bounceSpeed);
                p.px[q] -= nx * change;
                p.py[q] -= ny * change;
                continue;
            }
            if (!shapes.alive(s) || p.x[q] + r < shapes.minX(s) || p.x[q] - r > shapes.maxX(s) ||
                p.y[q] + r < shapes.minY(s) || p.y[q] - r > shapes.maxY(s)) {
                continue;
            }
            const SurfacePoint at = surfacePoint(shapes.shape(s), p.x[q], p.y[q], p.x[q] - p.px[q], p.y[q] - p.py[q]);
            if (at.distance >= r) continue;
            p.x[q] = at.x + at.nx * r;
            p.y[q] = at.y + at.ny * r;
        }
    }
}

}  // namespace puru
