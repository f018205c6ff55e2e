#include "contacts/contact_relaxation.hpp"

#include <cmath>

#include "contacts/pair_shift.hpp"

namespace puru {
namespace {

// A point's slide along a plane, taken away by friction with reach `push`.
void rubPlane(const ContactPoints& p, const StaticShapes& shapes, const Friction& walls, const ContactList& c,
              std::size_t k, double push) {
    const std::uint32_t q = c.i[k];
    Friction f = walls;
    double sx = 0.0, sy = 0.0;  // the surface's own motion
    if (k < c.walls) {
        const ShapeMaterial& m = shapes.material(c.j[k]);
        f = {m.friction, m.staticFriction, m.restitution};
        if (shapes.moves(c.j[k])) {
            double bx, by;
            shapes.before(c.j[k], p.x[q], p.y[q], bx, by);
            sx = p.x[q] - bx;
            sy = p.y[q] - by;
        }
    }
    if (!(f.still > 0.0)) return;
    const double nx = c.nx[k], ny = c.ny[k];
    const double mx = p.x[q] - p.px[q] - sx, my = p.y[q] - p.py[q] - sy;
    const double along = mx * nx + my * ny;
    const double tx = mx - along * nx, ty = my - along * ny;
    const double share = frictionShare(tx, ty, push, f);
    p.x[q] -= tx * share;
    p.y[q] -= ty * share;
}

void relaxShapes(const ContactPoints& p, const StaticShapes& shapes, const Friction& world, ContactList& c) {
    for (std::size_t k = 0; k < c.walls; ++k) {
        const std::uint32_t q = c.i[k];
        const double gap = c.nx[k] * p.x[q] + c.ny[k] * p.y[q] - c.offset[k] - p.radius[q];
        if (gap >= 0.0) continue;
        p.x[q] -= c.nx[k] * gap;
        p.y[q] -= c.ny[k] * gap;
        c.push[k] -= gap;
        rubPlane(p, shapes, world, c, k, -gap);
    }
}

// The walls' clamp did the normal part; the push a wall contact was found
// with is its reach, once per sub-step (on the first relaxation).
void rubWalls(const ContactPoints& p, const StaticShapes& shapes, const Friction& world, const ContactList& c) {
    for (std::size_t k = c.walls; k < c.solids; ++k) rubPlane(p, shapes, world, c, k, c.push[k]);
}

void relaxSolids(const ContactPoints& p, const std::uint32_t* solidEnds, const Friction& f, ContactList& c) {
    for (std::size_t k = c.solids; k < c.disks; ++k) {
        const std::uint32_t q = c.i[k], a = solidEnds[2 * c.j[k]], b = solidEnds[2 * c.j[k] + 1];
        const double ex = p.x[b] - p.x[a], ey = p.y[b] - p.y[a];
        const double ee = ex * ex + ey * ey;
        double t = ee > 0.0 ? ((p.x[q] - p.x[a]) * ex + (p.y[q] - p.y[a]) * ey) / ee : 0.0;
        t = t < 0.0 ? 0.0 : (t > 1.0 ? 1.0 : t);
        const double dx = p.x[q] - (p.x[a] + ex * t), dy = p.y[q] - (p.y[a] + ey * t);
        const double dd = dx * dx + dy * dy;
        const double touch = p.radius[q] + p.radius[a] + (p.radius[b] - p.radius[a]) * t;
        if (dd >= touch * touch) continue;
        const double wq = p.invMass[q], wa = p.invMass[a] * (1.0 - t), wb = p.invMass[b] * t;
        const double weight = wq + wa * (1.0 - t) + wb * t;
        if (weight == 0.0) continue;
        const double d = std::sqrt(dd);
        // On the segment itself: out the side the contact was found on.
        const double nx = d > 0.0 ? dx / d : c.nx[k], ny = d > 0.0 ? dy / d : c.ny[k];
        const double depth = touch - d, move = depth / weight;
        p.x[q] += nx * move * wq;
        p.y[q] += ny * move * wq;
        p.x[a] -= nx * move * wa;
        p.y[a] -= ny * move * wa;
        p.x[b] -= nx * move * wb;
        p.y[b] -= ny * move * wb;
        c.nx[k] = nx;
        c.ny[k] = ny;
        c.offset[k] = t;
        c.push[k] += depth;
        // Friction: q's motion against the segment's point at t.
        const double mx = (p.x[q] - p.px[q]) - ((p.x[a] - p.px[a]) * (1.0 - t) + (p.x[b] - p.px[b]) * t);
        const double my = (p.y[q] - p.py[q]) - ((p.y[a] - p.py[a]) * (1.0 - t) + (p.y[b] - p.py[b]) * t);
        const double along = mx * nx + my * ny;
        const double tx = mx - along * nx, ty = my - along * ny;
        const double share = frictionShare(tx, ty, depth, f) / weight;
        p.x[q] -= tx * share * wq;
        p.y[q] -= ty * share * wq;
        p.x[a] += tx * share * wa;
        p.y[a] += ty * share * wa;
        p.x[b] += tx * share * wb;
        p.y[b] += ty * share * wb;
    }
}

void relaxDisks(const ContactPoints& p, const Friction& f, ContactList& c) {
    for (std::size_t k = c.disks; k < c.size(); ++k) {
        const std::uint32_t a = c.i[k], b = c.j[k];
        const double dx = p.x[b] - p.x[a], dy = p.y[b] - p.y[a];
        const double dd = dx * dx + dy * dy, touch = c.offset[k];
        if (dd >= touch * touch) continue;
        const double sa = p.invMass[a] * c.weight[k], sb = p.invMass[b] * c.weight[k];
        const double d = std::sqrt(dd);
        // Coincident centres part along the normal they were last found with.
        const double inverse = d > 0.0 ? 1.0 / d : 0.0;
        const double nx = d > 0.0 ? dx * inverse : c.nx[k], ny = d > 0.0 ? dy * inverse : c.ny[k];
        const double depth = touch - d;
        shiftPair(p.x, p.y, a, b, -(nx * depth), -(ny * depth), sa, sb);
        c.nx[k] = nx;
        c.ny[k] = ny;
        c.push[k] += depth;
        // Friction: b's motion seen from a.
        const double mx = (p.x[b] - p.px[b]) - (p.x[a] - p.px[a]);
        const double my = (p.y[b] - p.py[b]) - (p.y[a] - p.py[a]);
        const double along = mx * nx + my * ny;
        const double tx = mx - along * nx, ty = my - along * ny;
        const double share = frictionShare(tx, ty, depth, f);
        shiftPair(p.x, p.y, a, b, tx * share, ty * share, sa, sb);
    }
}

}  // namespace

void relaxContacts(const ContactPoints& p, const std::uint32_t* solidEnds, const StaticShapes& shapes,
                   const Friction& world, bool first, ContactList& contacts) {
    relaxShapes(p, shapes, world, contacts);
    if (first) rubWalls(p, shapes, world, contacts);
    relaxSolids(p, solidEnds, world, contacts);
    relaxDisks(p, world, contacts);
}

}  // namespace puru
