#include "world/contacts/disk_pairs.hpp"

#include <cmath>

#include "world/contacts/bounce.hpp"
#include "common/inlining.hpp"

namespace puru {

PURU_COLD void DiskPairs::reserve(std::size_t pairs) { pairs_.make(pairs); }

PURU_COLD void DiskPairs::consider(const ContactPoints& p, const PairSearch& search, std::uint32_t a,
                                   std::uint32_t b) {
    const double dx = p.x[b] - p.x[a], dy = p.y[b] - p.y[a];
    const double dd = dx * dx + dy * dy;
    const double touch = p.radius[a] + p.radius[b];
    const double near = touch + search.margin;
    const double far = near + search.reach[a] + search.reach[b];
    if (dd >= far * far) return;
    const double wa = p.invMass[a], wb = p.invMass[b];
    if (wa == 0.0 && wb == 0.0) return;
    if (p.sameGroup(a, b) || search.linked.linked(a, b)) return;
    const double ex = search.ux[b] - search.ux[a], ey = search.uy[b] - search.uy[a];
    double nx = 1.0, ny = 0.0;  // coincident centres part along +x
    if (dd < near * near) {
        const double d = std::sqrt(dd);
        if (d > 0.0) {
            nx = dx / d;
            ny = dy / d;
        }
    } else {
        // Where on their way this sub-step the two first touch: |d + t e| = touch.
        const double closing = dx * ex + dy * ey;
        if (!(closing < 0.0)) return;
        const double ee = ex * ex + ey * ey;
        const double disc = closing * closing - ee * (dd - touch * touch);
        if (!(disc >= 0.0)) return;
        const double t = (-closing - std::sqrt(disc)) / ee;
        if (!(t <= 1.0)) return;
        // There they are `touch` apart: the line of centres, of that length.
        nx = (dx + ex * t) / touch;
        ny = (dy + ey * t) / touch;
    }
    if (size_ == room_) {
        ++dropped_;
        return;
    }
    pairs_[size_++] = {a, b, nx, ny, touch, wa / (wa + wb), wb / (wa + wb), nx * ex + ny * ey, 0.0};
}

PURU_COLD void DiskPairs::find(const ContactPoints& p, const PairSearch& search, std::size_t room) {
    size_ = dropped_ = 0;
    room_ = room < pairs_.room() ? room : pairs_.room();
    const CellGrid& grid = search.grid;
    const std::uint32_t* sorted = grid.sorted();
    const int cols = grid.cols(), rows = grid.rows();
    // Each cell with itself and four of its neighbours (right, and the three
    // below): every neighbouring pair of cells once.
    for (int row = 0; row < rows; ++row) {
        for (int col = 0; col < cols; ++col) {
            const std::size_t cell = static_cast<std::size_t>(row) * cols + col;
            const std::uint32_t end = grid.start(cell + 1);
            const std::uint32_t runEnd = col + 1 < cols ? grid.start(cell + 2) : end;
            std::uint32_t belowFrom = 0, belowTo = 0;
            if (row + 1 < rows) {
                const std::size_t below = cell + cols;
                belowFrom = grid.start(col > 0 ? below - 1 : below);
                belowTo = grid.start(col + 1 < cols ? below + 2 : below + 1);
            }
            for (std::uint32_t k = grid.start(cell); k < end; ++k) {
                const std::uint32_t a = sorted[k];
                for (std::uint32_t s = k + 1; s < runEnd; ++s) consider(p, search, a, sorted[s]);
                for (std::uint32_t s = belowFrom; s < belowTo; ++s) consider(p, search, a, sorted[s]);
            }
        }
    }
}

PURU_PASS void DiskPairs::relax(const ContactPoints& p) {
    double* x = p.x;
    double* y = p.y;
    for (std::size_t k = 0; k < size_; ++k) {
        DiskPair& c = pairs_[k];
        const std::uint32_t a = c.a, b = c.b;
        const double nx = c.nx, ny = c.ny;
        const double gap = nx * (x[b] - x[a]) + ny * (y[b] - y[a]) - c.touch;
        if (!(gap < 0.0)) continue;
        const double sa = c.shareA, sb = c.shareB;
        x[a] += nx * gap * sa;
        y[a] += ny * gap * sa;
        x[b] -= nx * gap * sb;
        y[b] -= ny * gap * sb;
        c.push -= gap;
    }
}

PURU_PASS void DiskPairs::settle(const ContactPoints& p, const Friction& f, double bounceSpeed) {
    const bool rubs = f.still > 0.0;
    const double* x = p.x;
    const double* y = p.y;
    double* px = p.px;
    double* py = p.py;
    const Friction rule = f;  // a copy: stores into px cannot change it
    for (std::size_t k = 0; k < size_; ++k) {
        DiskPair& c = pairs_[k];
        const double pushed = c.push;
        c.push = 0.0;
        if (!(pushed > 0.0)) continue;
        const std::uint32_t a = c.a, b = c.b;
        const double nx = c.nx, ny = c.ny;
        // b's motion seen from a: along the normal it stops or bounces, along
        // the tangent (-ny, nx) friction takes up to its share of the push.
        const double mx = (x[b] - px[b]) - (x[a] - px[a]), my = (y[b] - py[b]) - (y[a] - py[a]);
        const double now = nx * mx + ny * my;
        const double change = bounceChange(c.approach, now, rule.restitution, bounceSpeed);
        const double taken = rubs ? frictionTaken(nx * my - ny * mx, pushed, rule) : 0.0;
        // The change of b's motion seen from a, as (cx, cy).
        const double cx = nx * change + ny * taken, cy = ny * change - nx * taken;
        const double sa = c.shareA, sb = c.shareB;
        px[a] += cx * sa;
        py[a] += cy * sa;
        px[b] -= cx * sb;
        py[b] -= cy * sb;
    }
}

}  // namespace puru
