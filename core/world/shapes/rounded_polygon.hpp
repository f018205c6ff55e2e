// The one shape every static or kinematic shape is: a convex polygon of 1 to
// kMaxCorners corners, rounded by a radius (Box2D's b2Polygon idea). A circle
// is one corner and its radius, a segment two corners, a capsule two with a
// radius, a box four. One shape means one distance and one ray cast for all.
//
// Corners run counter-clockwise in a y-down canvas read as y-up maths (the
// signed shoelace area is positive); edge e runs from corner e to corner
// e + 1 and its outward normal is (dy, -dx) / length. A two-corner polygon has
// two edges, there and back, facing away from each other.
#pragma once

#include <cstddef>

namespace puru {

constexpr int kMaxCorners = 8;

struct RoundedPolygon {
    int corners = 0;
    double x[kMaxCorners] = {}, y[kMaxCorners] = {};
    double nx[kMaxCorners] = {}, ny[kMaxCorners] = {};  // edge normals (corners >= 2)
    double radius = 0.0;
};

// Where a point stands against a shape: the signed distance from the rounded
// surface (negative inside), the outward normal there, and the surface point.
struct SurfacePoint {
    double distance, nx, ny, x, y;
};

// Why a corner list [x0, y0, ...] is not a shape, or None when it is one:
// 1 to kMaxCorners finite corners, two that differ, or for three or more a
// strictly convex polygon of some area in either winding (no three corners
// in a line). The JS API words each.
// An edge shorter than this is a point: its normal would be noise (or a
// division by zero), so a shape with one is refused.
constexpr double kLeastSpan = 1e-6;  // px

enum class PolygonProblem { None, CornerCount, NotFinite, CoincidentEnds, NoArea, NotConvex, TooSmall };
PolygonProblem polygonProblem(const double* xy, std::size_t corners);

// The shape with these corners (checked by polygonProblem) turned
// counter-clockwise, with its normals, rounded by radius.
RoundedPolygon roundedPolygon(const double* xy, int corners, double radius);

// The shape moved: turned by (cos, sin) about the origin, then shifted by (dx, dy).
RoundedPolygon placed(const RoundedPolygon& local, double cos, double sin, double dx, double dy);

// The point's place against the shape. Inside the core polygon the normal is
// the nearest edge's; on a segment's own line, the side `towardX, towardY`
// does not point into (the side a point moving that way came from). Within
// kOnCore of the core counts as on it: a point cast onto a segment lands a
// rounding error to one side or the other, and the way from the core to it
// is then noise.
constexpr double kOnCore = 1e-9;  // px
SurfacePoint surfacePoint(const RoundedPolygon& shape, double px, double py, double towardX,
                          double towardY);

// The first t in [0, 1] at which a disk of radius `extra` moving from
// (x0, y0) to (x1, y1) touches the shape, or a value above 1 when it does
// not. The start must be outside (a disk already touching is not cast).
double castDisk(const RoundedPolygon& shape, double x0, double y0, double x1, double y1, double extra);

}  // namespace puru
