#include "world/contacts/solid_contacts.hpp"

#include <algorithm>
#include <cmath>

#include "world/contacts/bounce.hpp"
#include "common/inlining.hpp"
#include "common/snapshot.hpp"

namespace puru {
namespace {

// q's motion over the sub-step against the link's point at t, in one axis.
inline double againstLink(const double* x, const double* px, std::uint32_t q, std::uint32_t a, std::uint32_t b,
                          double t) {
    return (x[q] - px[q]) - ((x[a] - px[a]) * (1.0 - t) + (x[b] - px[b]) * t);
}

}  // namespace

PURU_COLD void SolidContacts::reserve(RecordStore& store, std::size_t contacts) { contacts_.make(store, contacts); }

PURU_COLD void SolidContacts::consider(const ContactPoints& p, const PairSearch& search, std::uint32_t q,
                                       std::uint32_t a, std::uint32_t b, const Nearest& at) {
    const double t = at.t;
    const double wq = p.invMass[q], wa = p.invMass[a] * (1.0 - t), wb = p.invMass[b] * t;
    const double weight = wq + wa * (1.0 - t) + wb * t;
    if (weight == 0.0) return;
    if (search.linked.linked(q, a) || search.linked.linked(q, b)) return;
    // A centre on the link's own line is put out upward.
    const double d = std::sqrt(at.dd);
    const double nx = d > 0.0 ? at.dx / d : 0.0, ny = d > 0.0 ? at.dy / d : -1.0;
    if (size_ == room_) {
        ++dropped_;
        return;
    }
    const double mx = search.ux[q] - (search.ux[a] * (1.0 - t) + search.ux[b] * t);
    const double my = search.uy[q] - (search.uy[a] * (1.0 - t) + search.uy[b] * t);
    contacts_[size_++] = {q, a, b, t, nx, ny, at.touch, wq / weight, wa / weight, wb / weight, mx * nx + my * ny, 0.0};
}

PURU_COLD void SolidContacts::find(const ContactPoints& p, const PairSearch& search, const std::uint32_t* solidEnds,
                                   std::size_t solids, std::size_t room) {
    size_ = dropped_ = 0;
    room_ = room < contacts_.room() ? room : contacts_.room();
    const CellGrid& grid = search.grid;
    const std::uint32_t* sorted = grid.sorted();
    for (std::size_t link = 0; link < solids; ++link) {
        const std::uint32_t a = solidEnds[2 * link], b = solidEnds[2 * link + 1];
        // Any disk within reach of the link: its box grown by the widest
        // end, the widest disk, the margin and how far each may move.
        const double ends = std::max(search.reach[a], search.reach[b]);
        const double reach =
            std::max(p.radius[a], p.radius[b]) + search.maxRadius + search.margin + ends + search.longestReach;
        const int c0 = grid.col(std::min(p.x[a], p.x[b]) - reach), c1 = grid.col(std::max(p.x[a], p.x[b]) + reach);
        const int r0 = grid.row(std::min(p.y[a], p.y[b]) - reach), r1 = grid.row(std::max(p.y[a], p.y[b]) + reach);
        const double ex = p.x[b] - p.x[a], ey = p.y[b] - p.y[a], ee = ex * ex + ey * ey;
        const bool grouped = p.sameGroup(a, b);
        // Each disk in those cells against the nearest point of the link
        // (most are out of reach of it: a call for those that are not).
        for (int row = r0; row <= r1; ++row) {
            const std::size_t first = static_cast<std::size_t>(row) * grid.cols();
            for (std::uint32_t k = grid.start(first + c0); k < grid.start(first + c1 + 1); ++k) {
                const std::uint32_t q = sorted[k];
                if (q == a || q == b || (grouped && p.sameGroup(a, q))) continue;
                double t = ee > 0.0 ? ((p.x[q] - p.x[a]) * ex + (p.y[q] - p.y[a]) * ey) / ee : 0.0;
                t = t < 0.0 ? 0.0 : (t > 1.0 ? 1.0 : t);
                const double dx = p.x[q] - (p.x[a] + ex * t), dy = p.y[q] - (p.y[a] + ey * t);
                const double dd = dx * dx + dy * dy;
                const double touch = p.radius[q] + p.radius[a] + (p.radius[b] - p.radius[a]) * t;
                const double within = touch + search.margin + search.reach[q] + ends;
                if (dd < within * within) consider(p, search, q, a, b, {t, dx, dy, dd, touch});
            }
        }
    }
}

PURU_PASS void SolidContacts::relax(const ContactPoints& p, const Friction& f, bool last) {
    const bool rubs = last && f.still > 0.0;
    double* x = p.x;
    double* y = p.y;
    const double* px = p.px;
    const double* py = p.py;
    const Friction rule = f;  // a copy: stores into x cannot change it
    for (std::size_t k = 0; k < size_; ++k) {
        SolidContact& c = contacts_[k];
        const std::uint32_t q = c.disk, a = c.a, b = c.b;
        const double t = c.along, nx = c.nx, ny = c.ny;
        const double cx = x[a] + (x[b] - x[a]) * t, cy = y[a] + (y[b] - y[a]) * t;
        const double gap = nx * (x[q] - cx) + ny * (y[q] - cy) - c.touch;
        if (!(gap < 0.0)) continue;
        const double sq = c.shareDisk, sa = c.shareA, sb = c.shareB;
        x[q] -= nx * gap * sq;
        y[q] -= ny * gap * sq;
        x[a] += nx * gap * sa;
        y[a] += ny * gap * sa;
        x[b] += nx * gap * sb;
        y[b] += ny * gap * sb;
        c.push -= gap;
        if (rubs) {
            // q's slide over the sub-step against the link's point at t,
            // along the tangent (-ny, nx), as far as the contact pushed in it.
            const double mx = againstLink(x, px, q, a, b, t), my = againstLink(y, py, q, a, b, t);
            const double taken = frictionTaken(nx * my - ny * mx, c.push, rule);
            x[q] += ny * taken * sq;
            y[q] -= nx * taken * sq;
            x[a] -= ny * taken * sa;
            y[a] += nx * taken * sa;
            x[b] -= ny * taken * sb;
            y[b] += nx * taken * sb;
        }
    }
}

PURU_PASS void SolidContacts::settle(const ContactPoints& p, const Friction& f, double bounceSpeed) {
    const bool rubs = f.still > 0.0;
    const double* x = p.x;
    const double* y = p.y;
    double* px = p.px;
    double* py = p.py;
    const Friction rule = f;  // a copy: stores into px cannot change it
    for (std::size_t k = 0; k < size_; ++k) {
        SolidContact& c = contacts_[k];
        const double pushed = c.push;
        c.push = 0.0;
        if (!(pushed > 0.0)) continue;
        const std::uint32_t q = c.disk, a = c.a, b = c.b;
        const double t = c.along, nx = c.nx, ny = c.ny;
        // q's motion against the link's point at t: along the normal it stops
        // or bounces, along the tangent (-ny, nx) friction takes its share.
        const double mx = againstLink(x, px, q, a, b, t), my = againstLink(y, py, q, a, b, t);
        const double now = nx * mx + ny * my;
        const double change = bounceChange(c.approach, now, rule.restitution, bounceSpeed);
        const double taken = rubs ? frictionTaken(nx * my - ny * mx, pushed, rule) : 0.0;
        const double cx = nx * change + ny * taken, cy = ny * change - nx * taken;
        const double sq = c.shareDisk, sa = c.shareA, sb = c.shareB;
        px[q] -= cx * sq;
        py[q] -= cy * sq;
        px[a] += cx * sa;
        py[a] += cy * sa;
        px[b] += cx * sb;
        py[b] += cy * sb;
    }
}

PURU_COLD void SolidContacts::state(SnapshotFields& fields, std::size_t points) {
    const std::size_t n = fields.count(size_, contacts_.room(), "the solid links' contacts");
    fields.records(contacts_.data(), n, "a solid link's contact", [points](const SolidContact& c) {
        return c.disk < points && c.a < points && c.b < points;
    });
    fields.count(dropped_, ~std::size_t{0}, "the dropped contacts");
}

}  // namespace puru
