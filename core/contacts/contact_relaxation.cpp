#include "contacts/contact_relaxation.hpp"

#include <cmath>

namespace puru {
namespace {

void relaxPlanes(const ContactPoints& p, ContactList& c) {
    for (std::size_t k = 0; k < c.walls; ++k) {
        const std::uint32_t q = c.i[k];
        const double gap = c.nx[k] * p.x[q] + c.ny[k] * p.y[q] - c.offset[k] - p.radius[q];
        if (gap >= 0.0) continue;
        p.x[q] -= c.nx[k] * gap;
        p.y[q] -= c.ny[k] * gap;
        c.push[k] -= gap;
    }
}

void relaxSolids(const ContactPoints& p, const std::uint32_t* solidEnds, ContactList& c) {
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
    }
}

void relaxDisks(const ContactPoints& p, ContactList& c) {
    for (std::size_t k = c.disks; k < c.size(); ++k) {
        const std::uint32_t a = c.i[k], b = c.j[k];
        const double dx = p.x[b] - p.x[a], dy = p.y[b] - p.y[a];
        const double dd = dx * dx + dy * dy, touch = c.offset[k];
        if (dd >= touch * touch) continue;
        const double wa = p.invMass[a], wb = p.invMass[b];
        const double d = std::sqrt(dd);
        // Coincident centres part along the normal they were found with.
        const double nx = d > 0.0 ? dx / d : c.nx[k], ny = d > 0.0 ? dy / d : c.ny[k];
        const double depth = touch - d, move = depth / (wa + wb);
        p.x[a] -= nx * move * wa;
        p.y[a] -= ny * move * wa;
        p.x[b] += nx * move * wb;
        p.y[b] += ny * move * wb;
        c.nx[k] = nx;
        c.ny[k] = ny;
        c.push[k] += depth;
    }
}

}  // namespace

void relaxContacts(const ContactPoints& p, const std::uint32_t* solidEnds, ContactList& contacts) {
    relaxPlanes(p, contacts);
    relaxSolids(p, solidEnds, contacts);
    relaxDisks(p, contacts);
}

}  // namespace puru
