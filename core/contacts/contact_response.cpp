#include "contacts/contact_response.hpp"

#include <cmath>

namespace puru {
namespace {

// How much of the tangential slide (tx, ty) friction takes away: all of it
// while it is within reach of static friction, else its kinetic share.
double frictionShare(double tx, double ty, double push, const Friction& f) {
    const double slide = std::sqrt(tx * tx + ty * ty);
    if (!(slide > 0.0)) return 0.0;
    if (slide < f.still * push) return 1.0;
    const double share = f.kinetic * push / slide;
    return share < 1.0 ? share : 1.0;
}

// The point's speed along the normal set to `target` (per sub-step) from
// `now`, the change shared by the weights of the two sides.
struct Bounce {
    double change;  // along the normal, over both sides
    bool wanted;
};

Bounce bounceFor(double approach, double now, double restitution, double bounceSpeed) {
    if (!(restitution > 0.0) || !(approach < -bounceSpeed)) return {0.0, false};
    return {-restitution * approach - now, true};
}

void respondToPlanes(const ContactPoints& p, const StaticShapes& shapes, const Friction& world,
                     double bounceSpeed, const ContactList& c) {
    for (std::size_t k = 0; k < c.solids; ++k) {
        if (!(c.push[k] > 0.0)) continue;
        const std::uint32_t q = c.i[k];
        const bool isShape = k < c.walls;
        Friction f = world;
        double sx = 0.0, sy = 0.0;  // the surface's own motion
        if (isShape) {
            const ShapeMaterial& m = shapes.material(c.j[k]);
            f = {m.friction, m.staticFriction, m.restitution};
            if (shapes.moves(c.j[k])) {
                double bx, by;
                shapes.before(c.j[k], p.x[q], p.y[q], bx, by);
                sx = p.x[q] - bx;
                sy = p.y[q] - by;
            }
        }
        const double nx = c.nx[k], ny = c.ny[k];
        const double mx = p.x[q] - p.px[q] - sx, my = p.y[q] - p.py[q] - sy;
        const double along = mx * nx + my * ny;
        const double tx = mx - along * nx, ty = my - along * ny;
        const double share = frictionShare(tx, ty, c.push[k], f);
        p.x[q] -= tx * share;
        p.y[q] -= ty * share;
        const Bounce bounce = bounceFor(c.approach[k], along, f.restitution, bounceSpeed);
        if (bounce.wanted) {
            p.px[q] -= nx * bounce.change;
            p.py[q] -= ny * bounce.change;
        }
    }
}

void respondToSolids(const ContactPoints& p, const std::uint32_t* solidEnds, const Friction& f,
                     double bounceSpeed, const ContactList& c) {
    for (std::size_t k = c.solids; k < c.disks; ++k) {
        if (!(c.push[k] > 0.0)) continue;
        const std::uint32_t q = c.i[k], a = solidEnds[2 * c.j[k]], b = solidEnds[2 * c.j[k] + 1];
        const double t = c.offset[k];
        const double wq = p.invMass[q], wa = p.invMass[a] * (1.0 - t), wb = p.invMass[b] * t;
        const double weight = wq + wa * (1.0 - t) + wb * t;
        if (weight == 0.0) continue;
        const double nx = c.nx[k], ny = c.ny[k];
        const double mx = (p.x[q] - p.px[q]) - ((p.x[a] - p.px[a]) * (1.0 - t) + (p.x[b] - p.px[b]) * t);
        const double my = (p.y[q] - p.py[q]) - ((p.y[a] - p.py[a]) * (1.0 - t) + (p.y[b] - p.py[b]) * t);
        const double along = mx * nx + my * ny;
        const double tx = mx - along * nx, ty = my - along * ny;
        const double share = frictionShare(tx, ty, c.push[k], f) / weight;
        p.x[q] -= tx * share * wq;
        p.y[q] -= ty * share * wq;
        p.x[a] += tx * share * wa;
        p.y[a] += ty * share * wa;
        p.x[b] += tx * share * wb;
        p.y[b] += ty * share * wb;
        const Bounce bounce = bounceFor(c.approach[k], along, f.restitution, bounceSpeed);
        if (bounce.wanted) {
            const double change = bounce.change / weight;
            p.px[q] -= nx * change * wq;
            p.py[q] -= ny * change * wq;
            p.px[a] += nx * change * wa;
            p.py[a] += ny * change * wa;
            p.px[b] += nx * change * wb;
            p.py[b] += ny * change * wb;
        }
    }
}

void respondToDisks(const ContactPoints& p, const Friction& f, double bounceSpeed, const ContactList& c) {
    for (std::size_t k = c.disks; k < c.size(); ++k) {
        if (!(c.push[k] > 0.0)) continue;
        const std::uint32_t a = c.i[k], b = c.j[k];
        const double wa = p.invMass[a], wb = p.invMass[b], weight = wa + wb;
        const double nx = c.nx[k], ny = c.ny[k];
        // b's motion seen from a.
        const double mx = (p.x[b] - p.px[b]) - (p.x[a] - p.px[a]);
        const double my = (p.y[b] - p.py[b]) - (p.y[a] - p.py[a]);
        const double along = mx * nx + my * ny;
        const double tx = mx - along * nx, ty = my - along * ny;
        const double share = frictionShare(tx, ty, c.push[k], f) / weight;
        p.x[a] += tx * share * wa;
        p.y[a] += ty * share * wa;
        p.x[b] -= tx * share * wb;
        p.y[b] -= ty * share * wb;
        const Bounce bounce = bounceFor(c.approach[k], along, f.restitution, bounceSpeed);
        if (bounce.wanted) {
            const double change = bounce.change / weight;
            p.px[a] += nx * change * wa;
            p.py[a] += ny * change * wa;
            p.px[b] -= nx * change * wb;
            p.py[b] -= ny * change * wb;
        }
    }
}

}  // namespace

void respondToContacts(const ContactPoints& p, const std::uint32_t* solidEnds, const StaticShapes& shapes,
                       const Friction& world, double bounceSpeed, const ContactList& contacts) {
    respondToPlanes(p, shapes, world, bounceSpeed, contacts);
    respondToSolids(p, solidEnds, world, bounceSpeed, contacts);
    respondToDisks(p, world, bounceSpeed, contacts);
}

}  // namespace puru
