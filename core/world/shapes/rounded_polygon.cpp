#include "world/shapes/rounded_polygon.hpp"

#include <cmath>

namespace puru {
namespace {

double cross(double ax, double ay, double bx, double by) { return ax * by - ay * bx; }

double twiceSignedArea(const double* xy, std::size_t corners) {
    double twice = 0.0;
    for (std::size_t i = 0; i < corners; ++i) {
        const std::size_t j = i + 1 < corners ? i + 1 : 0;
        twice += cross(xy[2 * i], xy[2 * i + 1], xy[2 * j], xy[2 * j + 1]);
    }
    return twice;
}

void setNormals(RoundedPolygon& shape) {
    for (int e = 0; e < shape.corners && shape.corners >= 2; ++e) {
        const int next = e + 1 < shape.corners ? e + 1 : 0;
        const double dx = shape.x[next] - shape.x[e], dy = shape.y[next] - shape.y[e];
        const double length = std::sqrt(dx * dx + dy * dy);
        shape.nx[e] = dy / length;
        shape.ny[e] = -dx / length;
    }
}

// The nearest point of segment a-b to p.
void nearestOnSegment(double ax, double ay, double bx, double by, double px, double py, double& cx,
                      double& cy) {
    const double ex = bx - ax, ey = by - ay;
    const double ee = ex * ex + ey * ey;
    double t = ee > 0.0 ? ((px - ax) * ex + (py - ay) * ey) / ee : 0.0;
    t = t < 0.0 ? 0.0 : (t > 1.0 ? 1.0 : t);
    cx = ax + ex * t;
    cy = ay + ey * t;
}

// The first t in [0, 1] at which the point p0 + t (p1 - p0) reaches distance
// r of corner c, moving inward; above 1 when it does not.
double castAtCorner(double cx, double cy, double x0, double y0, double dx, double dy, double r) {
    const double mx = x0 - cx, my = y0 - cy;
    const double a = dx * dx + dy * dy, b = mx * dx + my * dy, c = mx * mx + my * my - r * r;
    if (c <= 0.0) return 0.0;  // at or within reach already
    if (b >= 0.0 || a == 0.0) return 2.0;
    const double disc = b * b - a * c;
    if (disc < 0.0) return 2.0;
    return (-b - std::sqrt(disc)) / a;
}

}  // namespace

PolygonProblem polygonProblem(const double* xy, std::size_t corners) {
    if (corners < 1 || corners > static_cast<std::size_t>(kMaxCorners)) return PolygonProblem::CornerCount;
    for (std::size_t i = 0; i < 2 * corners; ++i) {
        if (!std::isfinite(xy[i])) return PolygonProblem::NotFinite;
    }
    if (corners == 2 && xy[0] == xy[2] && xy[1] == xy[3]) return PolygonProblem::CoincidentEnds;
    for (std::size_t i = 0; corners >= 2 && i < corners; ++i) {  // every edge long enough for a normal
        const std::size_t j = (i + 1) % corners;
        const double dx = xy[2 * j] - xy[2 * i], dy = xy[2 * j + 1] - xy[2 * i + 1];
        if (!(dx * dx + dy * dy >= kLeastSpan * kLeastSpan)) return PolygonProblem::TooSmall;
    }
    if (corners < 3) return PolygonProblem::None;
    double extent = 0.0;  // the squared size, for a scale-free test of area and turns
    for (std::size_t i = 1; i < corners; ++i) {
        const double dx = xy[2 * i] - xy[0], dy = xy[2 * i + 1] - xy[1];
        extent = std::fmax(extent, dx * dx + dy * dy);
    }
    const double sign = twiceSignedArea(xy, corners) < 0.0 ? -1.0 : 1.0;
    if (!(sign * twiceSignedArea(xy, corners) > 1e-9 * extent)) return PolygonProblem::NoArea;
    for (std::size_t i = 0; i < corners; ++i) {
        const std::size_t j = (i + 1) % corners, k = (i + 2) % corners;
        const double turn = cross(xy[2 * j] - xy[2 * i], xy[2 * j + 1] - xy[2 * i + 1],
                                  xy[2 * k] - xy[2 * j], xy[2 * k + 1] - xy[2 * j + 1]);
        if (!(sign * turn > 1e-9 * extent)) return PolygonProblem::NotConvex;
    }
    return PolygonProblem::None;
}

RoundedPolygon roundedPolygon(const double* xy, int corners, double radius) {
    RoundedPolygon shape;
    shape.corners = corners;
    shape.radius = radius;
    const bool reversed = corners >= 3 && twiceSignedArea(xy, static_cast<std::size_t>(corners)) < 0.0;
    for (int i = 0; i < corners; ++i) {
        const int from = reversed ? corners - 1 - i : i;
        shape.x[i] = xy[2 * from];
        shape.y[i] = xy[2 * from + 1];
    }
    setNormals(shape);
    return shape;
}

RoundedPolygon placed(const RoundedPolygon& local, double cos, double sin, double dx, double dy) {
    RoundedPolygon shape = local;
    for (int i = 0; i < local.corners; ++i) {
        shape.x[i] = cos * local.x[i] - sin * local.y[i] + dx;
        shape.y[i] = sin * local.x[i] + cos * local.y[i] + dy;
        shape.nx[i] = cos * local.nx[i] - sin * local.ny[i];
        shape.ny[i] = sin * local.nx[i] + cos * local.ny[i];
    }
    return shape;
}

SurfacePoint surfacePoint(const RoundedPolygon& shape, double px, double py, double towardX,
                          double towardY) {
    SurfacePoint at{};
    if (shape.corners >= 3) {
        // The largest separation from an edge's line: inside the core polygon
        // (at most 0) it is the depth, and its edge the way out.
        int best = 0;
        double separation = -1e300;
        for (int e = 0; e < shape.corners; ++e) {
            const double s = shape.nx[e] * (px - shape.x[e]) + shape.ny[e] * (py - shape.y[e]);
            if (s > separation) {
                separation = s;
                best = e;
            }
        }
        if (separation <= kOnCore) {
            at.nx = shape.nx[best];
            at.ny = shape.ny[best];
            at.distance = separation - shape.radius;
            at.x = px - at.nx * at.distance;
            at.y = py - at.ny * at.distance;
            return at;
        }
    }
    double cx = shape.x[0], cy = shape.y[0], nearest = 1e300;
    for (int e = 0; e < shape.corners && shape.corners >= 2; ++e) {
        const int next = e + 1 < shape.corners ? e + 1 : 0;
        double qx, qy;
        nearestOnSegment(shape.x[e], shape.y[e], shape.x[next], shape.y[next], px, py, qx, qy);
        const double dd = (px - qx) * (px - qx) + (py - qy) * (py - qy);
        if (dd < nearest) {
            nearest = dd;
            cx = qx;
            cy = qy;
        }
    }
    const double dx = px - cx, dy = py - cy;
    const double d = std::sqrt(dx * dx + dy * dy);
    if (d > kOnCore) {
        at.nx = dx / d;
        at.ny = dy / d;
    } else if (shape.corners == 2) {  // on a segment: back out the side it came from
        const int side = shape.nx[0] * towardX + shape.ny[0] * towardY > 0.0 ? 1 : 0;
        at.nx = shape.nx[side];
        at.ny = shape.ny[side];
    } else {  // at a circle's centre: out the way it came
        const double back = std::sqrt(towardX * towardX + towardY * towardY);
        at.nx = back > 0.0 ? -towardX / back : 0.0;
        at.ny = back > 0.0 ? -towardY / back : -1.0;
    }
    at.distance = d - shape.radius;
    at.x = cx + at.nx * shape.radius;
    at.y = cy + at.ny * shape.radius;
    return at;
}

double castDisk(const RoundedPolygon& shape, double x0, double y0, double x1, double y1, double extra) {
    const double r = shape.radius + extra;
    const double dx = x1 - x0, dy = y1 - y0;
    double first = 2.0;
    // The rounded outline is the edges pushed out by r and an arc at each
    // corner; from outside, the first of them met is where the disk touches
    // (a hit on a piece's part that lies inside comes after a real one).
    for (int e = 0; e < shape.corners && shape.corners >= 2; ++e) {
        const double toward = shape.nx[e] * dx + shape.ny[e] * dy;
        if (!(toward < 0.0)) continue;
        // Behind a piece's line yet outside the shape, the start is by a
        // corner: its arc is met first, not this piece. A start within
        // kOnCore behind it is on it (put there, and rounded past).
        const double gap = shape.nx[e] * (x0 - shape.x[e]) + shape.ny[e] * (y0 - shape.y[e]) - r;
        if (!(gap > -kOnCore)) continue;
        const double t = -gap / toward;
        if (!(t < first) || t > 1.0) continue;
        const int next = e + 1 < shape.corners ? e + 1 : 0;
        const double ex = shape.x[next] - shape.x[e], ey = shape.y[next] - shape.y[e];
        const double along = (x0 + dx * t - shape.x[e]) * ex + (y0 + dy * t - shape.y[e]) * ey;
        if (along >= 0.0 && along <= ex * ex + ey * ey) first = t;
    }
    for (int c = 0; c < shape.corners; ++c) {
        const double t = castAtCorner(shape.x[c], shape.y[c], x0, y0, dx, dy, r);
        if (t < first) first = t;
    }
    return first;
}

}  // namespace puru
