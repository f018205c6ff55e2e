#include "contacts/contact_response.hpp"

#include "contacts/pair_shift.hpp"

namespace puru {
namespace {

// How much the normal speed must change (over both sides), or 0 for none:
// up to the bounce of a contact that met fast enough, and down to it (to
// rest, without one) for one that the relaxations left separating faster,
// so that pushing bodies apart never launches them.
double bounceChange(double approach, double now, double restitution, double bounceSpeed) {
    const double target = restitution > 0.0 && approach < -bounceSpeed ? -restitution * approach : 0.0;
    return now > target || target > 0.0 ? target - now : 0.0;
}

void bouncePlanes(const ContactPoints& p, const StaticShapes& shapes, const Friction& world,
                  double bounceSpeed, const ContactList& c) {
    for (std::size_t k = 0; k < c.solids; ++k) {
        if (!(c.push[k] > 0.0)) continue;
        const std::uint32_t q = c.i[k];
        const bool isShape = k < c.walls;
        const double restitution = isShape ? shapes.material(c.j[k]).restitution : world.restitution;
        double sx = 0.0, sy = 0.0;  // the surface's own motion
        if (isShape && shapes.moves(c.j[k])) {
            double bx, by;
            shapes.before(c.j[k], p.x[q], p.y[q], bx, by);
            sx = p.x[q] - bx;
            sy = p.y[q] - by;
        }
        const double nx = c.nx[k], ny = c.ny[k];
        const double now = (p.x[q] - p.px[q] - sx) * nx + (p.y[q] - p.py[q] - sy) * ny;
        const double change = bounceChange(c.approach[k], now, restitution, bounceSpeed);
        p.px[q] -= nx * change;
        p.py[q] -= ny * change;
    }
}

void bounceSolids(const ContactPoints& p, const std::uint32_t* solidEnds, double restitution,
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
        const double change = bounceChange(c.approach[k], mx * nx + my * ny, restitution, bounceSpeed) / weight;
        p.px[q] -= nx * change * wq;
        p.py[q] -= ny * change * wq;
        p.px[a] += nx * change * wa;
        p.py[a] += ny * change * wa;
        p.px[b] += nx * change * wb;
        p.py[b] += ny * change * wb;
    }
}

void bounceDisks(const ContactPoints& p, double restitution, double bounceSpeed, const ContactList& c) {
    for (std::size_t k = c.disks; k < c.size(); ++k) {
        if (!(c.push[k] > 0.0)) continue;
        const std::uint32_t a = c.i[k], b = c.j[k];
        const double nx = c.nx[k], ny = c.ny[k];
        // b's motion seen from a, along the normal.
        const double now = ((p.x[b] - p.px[b]) - (p.x[a] - p.px[a])) * nx + ((p.y[b] - p.py[b]) - (p.y[a] - p.py[a])) * ny;
        const double change = bounceChange(c.approach[k], now, restitution, bounceSpeed) * c.weight[k];
        if (change == 0.0) continue;
        shiftPair(p.px, p.py, a, b, nx * change, ny * change, p.invMass[a], p.invMass[b]);
    }
}

}  // namespace

void bounceContacts(const ContactPoints& p, const std::uint32_t* solidEnds, const StaticShapes& shapes,
                    const Friction& world, double bounceSpeed, const ContactList& contacts) {
    bouncePlanes(p, shapes, world, bounceSpeed, contacts);
    bounceSolids(p, solidEnds, world.restitution, bounceSpeed, contacts);
    bounceDisks(p, world.restitution, bounceSpeed, contacts);
}

}  // namespace puru
