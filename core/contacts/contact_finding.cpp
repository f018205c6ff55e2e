#include "contacts/contact_finding.hpp"

#include <cmath>

namespace puru {
namespace {

double lesser(double a, double b) { return a < b ? a : b; }
double greater(double a, double b) { return a > b ? a : b; }

// Point q against the segment a-b: where along it (0 to 1) q is nearest.
double alongSegment(const ContactPoints& p, std::uint32_t q, std::uint32_t a, std::uint32_t b) {
    const double ex = p.x[b] - p.x[a], ey = p.y[b] - p.y[a];
    const double ee = ex * ex + ey * ey;
    if (!(ee > 0.0)) return 0.0;
    const double t = ((p.x[q] - p.x[a]) * ex + (p.y[q] - p.y[a]) * ey) / ee;
    return t < 0.0 ? 0.0 : (t > 1.0 ? 1.0 : t);
}

bool sameGroup(const ContactPoints& p, std::uint32_t a, std::uint32_t b) {
    return p.group[a] != 0 && p.group[a] == p.group[b];
}

}  // namespace

void findShapeContacts(const ContactPoints& p, std::size_t n, const StaticShapes& shapes, double margin,
                       ContactList& out) {
    for (std::uint32_t q = 0; q < n; ++q) {
        if (p.invMass[q] == 0.0) continue;
        const double r = p.radius[q];
        for (std::uint32_t s = 0; s < shapes.size(); ++s) {
            if (!shapes.alive(s)) continue;
            // The motion against the shape: a moving shape's own motion taken
            // off, so a shape swept past a point meets it as a point swept past
            // the shape would (the box below spans that whole motion).
            double sx = p.px[q], sy = p.py[q];
            if (shapes.moves(s)) {
                double bx, by;
                shapes.before(s, p.x[q], p.y[q], bx, by);
                sx += p.x[q] - bx;
                sy += p.y[q] - by;
            }
            const double reach = r + margin;
            if (lesser(p.x[q], sx) - reach > shapes.maxX(s) || greater(p.x[q], sx) + reach < shapes.minX(s) ||
                lesser(p.y[q], sy) - reach > shapes.maxY(s) || greater(p.y[q], sy) + reach < shapes.minY(s)) {
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
            out.add(q, s, at.nx, at.ny, at.nx * at.x + at.ny * at.y, 0.0, mx * at.nx + my * at.ny);
        }
    }
}

void findSolidContacts(const ContactPoints& p, const DiskField& disks, const std::uint32_t* solidEnds,
                       std::size_t solids, ContactList& out) {
    const CellGrid& grid = disks.grid;
    const std::uint32_t* sorted = grid.sorted();
    for (std::uint32_t link = 0; link < solids; ++link) {
        const std::uint32_t a = solidEnds[2 * link], b = solidEnds[2 * link + 1];
        const double reach = greater(p.radius[a], p.radius[b]) + disks.maxRadius + disks.margin;
        const int c0 = grid.col(lesser(p.x[a], p.x[b]) - reach), c1 = grid.col(greater(p.x[a], p.x[b]) + reach);
        const int r0 = grid.row(lesser(p.y[a], p.y[b]) - reach), r1 = grid.row(greater(p.y[a], p.y[b]) + reach);
        // A disk farther than this from the link's middle cannot touch it:
        // the cells' corners are ruled out with no division (a little slack
        // for rounding, so no contact is lost).
        const double mx = 0.5 * (p.x[a] + p.x[b]), my = 0.5 * (p.y[a] + p.y[b]);
        const double ex = p.x[b] - p.x[a], ey = p.y[b] - p.y[a];
        const double around = (0.5 * std::sqrt(ex * ex + ey * ey) + reach) * (1.0 + 1e-9);
        for (int row = r0; row <= r1; ++row) {
            for (int col = c0; col <= c1; ++col) {
                const std::size_t cell = static_cast<std::size_t>(row) * grid.cols() + col;
                for (std::uint32_t k = grid.start(cell); k < grid.start(cell + 1); ++k) {
                    const std::uint32_t q = sorted[k];
                    if (q == a || q == b || (sameGroup(p, a, b) && sameGroup(p, a, q))) continue;
                    const double fx = p.x[q] - mx, fy = p.y[q] - my;
                    if (fx * fx + fy * fy >= around * around) continue;
                    const double t = alongSegment(p, q, a, b);
                    const double cx = p.x[a] + (p.x[b] - p.x[a]) * t, cy = p.y[a] + (p.y[b] - p.y[a]) * t;
                    const double dx = p.x[q] - cx, dy = p.y[q] - cy;
                    const double touch = p.radius[q] + p.radius[a] + (p.radius[b] - p.radius[a]) * t;
                    const double within = touch + disks.margin;
                    if (dx * dx + dy * dy >= within * within) continue;
                    if (disks.linked.linked(q, a) || disks.linked.linked(q, b)) continue;
                    const double vx = (p.x[q] - p.px[q]) - ((p.x[a] - p.px[a]) * (1.0 - t) + (p.x[b] - p.px[b]) * t);
                    const double vy = (p.y[q] - p.py[q]) - ((p.y[a] - p.py[a]) * (1.0 - t) + (p.y[b] - p.py[b]) * t);
                    const double d = std::sqrt(dx * dx + dy * dy);
                    const double nx = d > 0.0 ? dx / d : 0.0, ny = d > 0.0 ? dy / d : -1.0;
                    out.add(q, link, nx, ny, t, 0.0, vx * nx + vy * ny);
                }
            }
        }
    }
}

namespace {

// Disk a against every disk of [from, to) in the sorted order.
void pairsWith(const ContactPoints& p, const DiskField& disks, std::uint32_t a, std::uint32_t from,
               std::uint32_t to, ContactList& out) {
    const std::uint32_t* sorted = disks.grid.sorted();
    const double xa = p.x[a], ya = p.y[a], ra = p.radius[a] + disks.margin;
    for (std::uint32_t k = from; k < to; ++k) {
        const std::uint32_t b = sorted[k];
        const double dx = p.x[b] - xa, dy = p.y[b] - ya;
        const double within = ra + p.radius[b];
        const double dd = dx * dx + dy * dy;
        if (dd >= within * within) continue;
        if (p.invMass[a] == 0.0 && p.invMass[b] == 0.0) continue;
        if (sameGroup(p, a, b) || disks.linked.linked(a, b)) continue;
        // The normal is found again in each relaxation; this one (+x) only
        // parts centres that coincide there. The approach is along the line.
        const double d = std::sqrt(dd);
        const double vx = (p.x[b] - p.px[b]) - (xa - p.px[a]), vy = (p.y[b] - p.py[b]) - (ya - p.py[a]);
        const double approach = d > 0.0 ? (vx * dx + vy * dy) / d : vx;
        const double wa = p.invMass[a], wb = p.invMass[b];
        const double weight = wa == 1.0 && wb == 1.0 ? 0.5 : 1.0 / (wa + wb);
        out.add(a, b, 1.0, 0.0, p.radius[a] + p.radius[b], 0.0, approach, weight);
    }
}

}  // namespace

void findDiskContacts(const ContactPoints& p, const DiskField& disks, ContactList& out) {
    const CellGrid& grid = disks.grid;
    const std::uint32_t* sorted = grid.sorted();
    const int cols = grid.cols(), rows = grid.rows();
    // Each cell with itself and four of its neighbours (right, and the three
    // below): every neighbouring pair of cells once.
    for (int row = 0; row < rows; ++row) {
        for (int col = 0; col < cols; ++col) {
            const std::size_t cell = static_cast<std::size_t>(row) * cols + col;
            const std::uint32_t begin = grid.start(cell), end = grid.start(cell + 1);
            for (std::uint32_t k = begin; k < end; ++k) {
                const std::uint32_t a = sorted[k];
                pairsWith(p, disks, a, k + 1, end, out);
                if (col + 1 < cols) pairsWith(p, disks, a, grid.start(cell + 1), grid.start(cell + 2), out);
                if (row + 1 < rows) {
                    const std::size_t below = cell + cols;
                    const std::size_t left = col > 0 ? below - 1 : below;
                    const std::size_t right = col + 1 < cols ? below + 2 : below + 1;
                    pairsWith(p, disks, a, grid.start(left), grid.start(right), out);
                }
            }
        }
    }
}

}  // namespace puru
