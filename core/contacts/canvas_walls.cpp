#include "contacts/canvas_walls.hpp"

#include <cstdint>

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

void findWallContacts(const ContactPoints& p, std::size_t n, double width, double height, ContactList& out) {
    constexpr std::uint32_t kWall = 0xffffffffu;
    for (std::uint32_t q = 0; q < n; ++q) {
        if (p.invMass[q] == 0.0) continue;
        const double r = p.radius[q];
        const double vx = p.x[q] - p.px[q], vy = p.y[q] - p.py[q];
        // The wall's plane n . p >= offset, and how far the point pressed past it.
        if (p.x[q] < r) out.add(q, kWall, 1.0, 0.0, 0.0, r - p.x[q], vx);
        if (p.x[q] > width - r) out.add(q, kWall, -1.0, 0.0, -width, p.x[q] - (width - r), -vx);
        if (p.y[q] < r) out.add(q, kWall, 0.0, 1.0, 0.0, r - p.y[q], vy);
        if (p.y[q] > height - r) out.add(q, kWall, 0.0, -1.0, -height, p.y[q] - (height - r), -vy);
    }
}

}  // namespace puru
