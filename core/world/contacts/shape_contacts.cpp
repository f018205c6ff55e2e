#include "world/contacts/shape_contacts.hpp"

#include <algorithm>
#include <cmath>

#include "world/contacts/bounce.hpp"
#include "world/contacts/canvas_walls.hpp"
#include "common/inlining.hpp"

namespace puru {
namespace {

// The shape's own motion over the sub-step at (x, y): 0 for a still shape.
void surfaceMotion(const StaticShapes& shapes, std::uint32_t s, double x, double y, double& sx, double& sy) {
    sx = sy = 0.0;
    if (!shapes.moves(s)) return;
    double bx, by;
    shapes.before(s, x, y, bx, by);
    sx = x - bx;
    sy = y - by;
}

// Where point q started the sub-step, as shape s sees it: a moving shape's
// own motion is taken off, so a shape swept past a point meets it as the
// point swept past the shape would. Written apart from surfaceMotion: with
// one caller it is folded into find(), which a call per point and shape
// slowed the drape by 7%.
void startSeenBy(const StaticShapes& shapes, std::uint32_t s, const ContactPoints& p, std::uint32_t q, double& sx,
                 double& sy) {
    sx = p.px[q];
    sy = p.py[q];
    if (!shapes.moves(s)) return;
    double bx, by;
    shapes.before(s, p.x[q], p.y[q], bx, by);
    sx += p.x[q] - bx;
    sy += p.y[q] - by;
}

struct Box {
    double minX, minY, maxX, maxY;
};

// Whether a disk of reach `reach` going from (x0, y0) to (x1, y1) stays clear of the box.
bool clearOf(const Box& box, double x0, double y0, double x1, double y1, double reach) {
    return std::min(x0, x1) - reach > box.maxX || std::max(x0, x1) + reach < box.minX ||
           std::min(y0, y1) - reach > box.maxY || std::max(y0, y1) + reach < box.minY;
}

// The same, of shape s's box.
bool clearOfBox(const StaticShapes& shapes, std::uint32_t s, double x0, double y0, double x1, double y1,
                double reach) {
    return clearOf({shapes.minX(s), shapes.minY(s), shapes.maxX(s), shapes.maxY(s)}, x0, y0, x1, y1, reach);
}

// Point q where the lines of planes a and b meet (n . p = offset + r on
// both), if that is within its radius and its way this sub-step of where it
// is; a meeting further off (the planes nearly parallel) means no room there.
PURU_COLD void toMeeting(const ContactPoints& p, std::uint32_t q, const ShapeContact& a, const ShapeContact& b) {
    const double r = p.radius[q], det = a.nx * b.ny - a.ny * b.nx, da = a.offset + r, db = b.offset + r;
    const double x = (da * b.ny - db * a.ny) / det, y = (a.nx * db - b.nx * da) / det;
    const double wx = p.x[q] - p.px[q], wy = p.y[q] - p.py[q], mx = x - p.x[q], my = y - p.y[q];
    const double reach = r + std::sqrt(wx * wx + wy * wy);
    if (!(mx * mx + my * my <= reach * reach)) return;
    p.x[q] = x;
    p.y[q] = y;
}

}  // namespace

PURU_COLD void ShapeContacts::reserve(RecordStore& store, std::size_t contacts, std::size_t points) {
    contacts_.make(store, contacts);
    ways_.make(store, 4 * points);
}

// Point by point, shape by shape: keepOutAndBounce() walks the contacts in this order.
PURU_COLD void ShapeContacts::find(const ContactPoints& p, std::size_t n, const StaticShapes& shapes, double margin,
                                   int later, double gravity) {
    size_ = dropped_ = 0;
    later_ = later;
    gravity_ = gravity;
    const double fall = 0.5 * gravity * later * (later + 1.0);
    // The way is a parabola through the sub-step's start and the step's end;
    // the chord between them misses it by at most this (gravity's sag over
    // later + 1 sub-steps), so the cast along the chord is widened by it.
    const double sag = 0.125 * std::fabs(gravity) * (later + 1.0) * (later + 1.0);
    for (std::uint32_t q = 0; q < n; ++q) {
        if (p.invMass[q] == 0.0) continue;
        const double r = p.radius[q];
        // Where its motion and gravity would take it by the end of the step.
        const double ex = p.x[q] + later * (p.x[q] - p.px[q]), ey = p.y[q] + later * (p.y[q] - p.py[q]) + fall;
        double* const way = &ways_[4 * q];
        way[0] = p.x[q];
        way[1] = p.y[q];
        way[2] = ex;
        way[3] = ey;
        for (std::uint32_t s = 0; s < shapes.size(); ++s) {
            if (!shapes.alive(s)) continue;
            double sx, sy;
            startSeenBy(shapes, s, p, q, sx, sy);
            if (clearOfBox(shapes, s, sx, sy, ex, ey, r + margin + sag)) continue;
            const RoundedPolygon& shape = shapes.shape(s);
            const double mx = ex - sx, my = ey - sy;
            SurfacePoint at = surfacePoint(shape, sx, sy, mx, my);
            if (at.distance > r + sag) {
                const double t = castDisk(shape, sx, sy, ex, ey, r + sag);
                if (t > 1.0) {
                    // Passes clear: a contact only if it ends near the plane,
                    // and near the shape itself (the plane reaches past its
                    // face: one flying past a corner would meet it in the air).
                    const double gap = at.nx * (ex - at.x) + at.ny * (ey - at.y) - r;
                    if (gap >= margin || surfacePoint(shape, ex, ey, mx, my).distance - r >= margin) continue;
                } else {
                    // The plane where it would touch: the end is put back on it,
                    // keeping its slide along it.
                    at = surfacePoint(shape, sx + mx * t, sy + my * t, mx, my);
                }
            }
            if (size_ == contacts_.room()) {
                ++dropped_;
                continue;
            }
            contacts_[size_++] = {q, s, at.nx, at.ny, at.nx * at.x + at.ny * at.y, 0.0,
                                  (p.x[q] - sx) * at.nx + (p.y[q] - sy) * at.ny};
        }
    }
}

PURU_PASS bool ShapeContacts::onTheirWays(const ContactPoints& p, std::size_t n, int after) const {
    // `after` sub-steps of the `later` ones reach that share of the way,
    // less gravity's after (later - after) / 2 above it (a parabola's chord).
    const double j = after, share = j / later_, sag = 0.5 * gravity_ * j * (j - later_);
    for (std::size_t q = 0; q < n; ++q) {
        const double* const way = &ways_[4 * q];
        const double dx = p.x[q] - way[0] - share * (way[2] - way[0]);
        const double dy = p.y[q] - way[1] - share * (way[3] - way[1]) - sag;
        if (dx * dx + dy * dy > p.radius[q] * p.radius[q] && p.invMass[q] != 0.0) return false;
    }
    return true;
}

void ShapeContacts::refresh(const ContactPoints& p) {
    for (std::size_t k = 0; k < size_; ++k) {
        ShapeContact& c = contacts_[k];
        c.push = 0.0;
        c.approach = (p.x[c.point] - p.px[c.point]) * c.nx + (p.y[c.point] - p.py[c.point]) * c.ny;
    }
}

PURU_PASS void ShapeContacts::relax(const ContactPoints& p, const StaticShapes& shapes, bool last) {
    // Each push without a branch: a point resting on a plane is in and out
    // of it from one relaxation to the next, which no predictor follows.
    ShapeContact* const contacts = contacts_.data();
    double* const x = p.x;
    double* const y = p.y;
    const double* const radius = p.radius;
    for (std::size_t k = 0; k < size_; ++k) {
        ShapeContact& c = contacts[k];
        const std::uint32_t q = c.point;
        const double nx = c.nx, ny = c.ny;
        const double gap = c.gap(x[q], y[q], radius[q]);
        const double g = gap < 0.0 ? gap : 0.0;
        x[q] -= nx * g;
        y[q] -= ny * g;
        c.push -= g;
    }
    if (!last) return;
    // Friction once a sub-step, in the last relaxation, as far as the
    // pushes reach: the point's slide along the plane's tangent (-ny, nx),
    // against the surface's own.
    for (std::size_t k = 0; k < size_; ++k) {
        const ShapeContact& c = contacts[k];
        if (!(c.push > 0.0)) continue;
        const ShapeMaterial& m = shapes.material(c.shape);
        if (!(m.staticFriction > 0.0)) continue;
        const std::uint32_t q = c.point;
        double sx, sy;
        surfaceMotion(shapes, c.shape, x[q], y[q], sx, sy);
        const double mx = x[q] - p.px[q] - sx, my = y[q] - p.py[q] - sy;
        const double taken = frictionTaken(c.nx * my - c.ny * mx, c.push, {m.friction, m.staticFriction, m.restitution});
        x[q] += c.ny * taken;
        y[q] -= c.nx * taken;
    }
}

PURU_PASS void ShapeContacts::keepOutAndBounce(const ContactPoints& p, std::size_t n, const StaticShapes& shapes,
                                               double bounceSpeed, double width, double height) {
    // The contacts were found point by point, shape by shape (a point of
    // inverse mass 0 has none), so each point's lie together: one walk
    // through them beside this one (find() keeps that order). A listed point
    // is put back on each of its planes, and on or before a plane it is
    // outside that shape (which lies wholly behind it). Then every other
    // shape its way this sub-step reaches: pushes and planes may have
    // carried it off the way it was listed for (a disk sliding along a wall
    // into the next; one shoved by another), so a shape it was not listed
    // against that its way may have met is listed if it did (listIfMet),
    // and the point is taken again from the start. One still inside a shape
    // (it started inside, or two planes pushed it into one another's shape)
    // is put out of it by the nearest way. Then each contact that pushed
    // takes its bounce.
    //
    // A point with no contacts whose way keeps clear of the box around
    // every live shape is passed over at once, as the shape loop would pass
    // it over shape by shape (most of a drape's cloth, most sub-steps).
    Box everyShape{HUGE_VAL, HUGE_VAL, -HUGE_VAL, -HUGE_VAL};
    for (std::uint32_t s = 0; s < shapes.size(); ++s) {
        if (!shapes.alive(s)) continue;
        everyShape.minX = std::min(everyShape.minX, shapes.minX(s));
        everyShape.minY = std::min(everyShape.minY, shapes.minY(s));
        everyShape.maxX = std::max(everyShape.maxX, shapes.maxX(s));
        everyShape.maxY = std::max(everyShape.maxY, shapes.maxY(s));
    }
    std::size_t k = 0;
    // A point taken again (it met a shape, or it has two planes or more)
    // goes over its planes a few times: they may make a wedge.
    int rounds = 1;
    for (std::uint32_t q = 0; q < n;) {
        const double r = p.radius[q];
        const bool listed = k < size_ && contacts_[k].point == q;
        if (p.invMass[q] == 0.0 || (!listed && clearOf(everyShape, p.x[q], p.y[q], p.px[q], p.py[q], r))) {
            ++q;
            continue;
        }
        const std::size_t first = k;
        for (int round = 0; round < rounds; ++round) {
            for (k = first; k < size_ && contacts_[k].point == q; ++k) {
                const ShapeContact& c = contacts_[k];
                const double gap = c.gap(p.x[q], p.y[q], r);
                if (gap < 0.0) {
                    p.x[q] -= c.nx * gap;
                    p.y[q] -= c.ny * gap;
                }
            }
        }
        if (rounds == 1 && k - first > 1) {
            k = first;
            rounds = 4;
            continue;
        }
        if (rounds > 1) intoWedge(p, q, first, k);
        if (k > first && width > 0.0 &&
            (p.x[q] < r || p.x[q] > width - r || p.y[q] < r || p.y[q] > height - r)) {
            intoCorner(p, q, first, k, width, height);
        }
        const bool oneListed = k - first == 1;
        bool met = false;
        for (std::uint32_t s = 0; s < shapes.size() && !met; ++s) {
            if ((oneListed && contacts_[first].shape == s) || !shapes.alive(s) ||
                clearOfBox(shapes, s, p.x[q], p.y[q], p.px[q], p.py[q], r)) {
                continue;
            }
            const SurfacePoint at = surfacePoint(shapes.shape(s), p.x[q], p.y[q], p.x[q] - p.px[q], p.y[q] - p.py[q]);
            // Its way from where it started as the shape sees it (the
            // shape's own motion taken off; startSeenBy, kept to one caller
            // so that it is folded into find()): a way shorter than its
            // end's clearance cannot have met the shape.
            double sx = 0.0, sy = 0.0;
            if (shapes.moves(s)) surfaceMotion(shapes, s, p.x[q], p.y[q], sx, sy);
            sx += p.px[q];
            sy += p.py[q];
            const double clear = at.distance - r, wx = p.x[q] - sx, wy = p.y[q] - sy;
            const bool clearOfIt = clear >= 0.0 && clear * clear >= wx * wx + wy * wy;
            if (!clearOfIt && listIfMet(p, q, s, sx, sy, first, k, shapes)) {
                met = true;
            } else if (at.distance < r) {
                p.x[q] = at.x + at.nx * r;
                p.y[q] = at.y + at.ny * r;
            }
        }
        if (met) {  // again, with the shape it met listed
            k = first;
            rounds = 4;
            continue;
        }
        rounds = 1;
        for (std::size_t j = first; j < k; ++j) {
            const ShapeContact& c = contacts_[j];
            if (!(c.push > 0.0)) continue;
            double sx, sy;
            surfaceMotion(shapes, c.shape, p.x[q], p.y[q], sx, sy);
            const double now = (p.x[q] - p.px[q] - sx) * c.nx + (p.y[q] - p.py[q] - sy) * c.ny;
            const double change = bounceChange(c.approach, now, shapes.material(c.shape).restitution, bounceSpeed);
            p.px[q] -= c.nx * change;
            p.py[q] -= c.ny * change;
        }
        ++q;
    }
}

PURU_COLD void ShapeContacts::intoWedge(const ContactPoints& p, std::uint32_t q, std::size_t first,
                                        std::size_t end) const {
    // The plane it is furthest behind, and the last it was put on (or the
    // one before, if that is the same): the two that make the wedge. (A
    // point taken again after meeting a shape may have that plane alone.)
    if (end - first < 2) return;
    const double r = p.radius[q];
    std::size_t deepest = end;
    double most = -kOnCore;
    for (std::size_t j = first; j < end; ++j) {
        const double gap = contacts_[j].gap(p.x[q], p.y[q], r);
        if (gap < most) {
            deepest = j;
            most = gap;
        }
    }
    if (deepest < end) toMeeting(p, q, contacts_[deepest], contacts_[deepest + 1 == end ? end - 2 : end - 1]);
}

PURU_COLD void ShapeContacts::intoCorner(const ContactPoints& p, std::uint32_t q, std::size_t first, std::size_t end,
                                         double width, double height) const {
    const double r = p.radius[q], x = p.x[q], y = p.y[q];
    clampPointToWalls(p, q, width, height);
    // The wall that moved it, as a plane: a side wall, else the floor or
    // ceiling; its normal points in, -1 at the far one (n . p >= offset + r).
    const bool side = p.x[q] != x;
    const double in = (side ? p.x[q] < x : p.y[q] < y) ? -1.0 : 1.0;
    const ShapeContact wall{q, 0, side ? in : 0.0, side ? 0.0 : in, in < 0.0 ? -(side ? width : height) : 0.0, 0.0, 0.0};
    for (std::size_t j = first; j < end; ++j) {
        const ShapeContact& c = contacts_[j];
        if (c.gap(p.x[q], p.y[q], r) < 0.0) toMeeting(p, q, wall, c);
    }
}

PURU_COLD bool ShapeContacts::listIfMet(const ContactPoints& p, std::uint32_t q, std::uint32_t s, double sx,
                                        double sy, std::size_t first, std::size_t end, const StaticShapes& shapes) {
    for (std::size_t j = first; j < end; ++j) {
        if (contacts_[j].shape == s) return false;
    }
    if (size_ == contacts_.room()) return false;
    const double mx = p.x[q] - sx, my = p.y[q] - sy, r = p.radius[q];
    const RoundedPolygon& shape = shapes.shape(s);
    const double t = castDisk(shape, sx, sy, p.x[q], p.y[q], r);
    if (t > 1.0) return false;
    const SurfacePoint at = surfacePoint(shape, sx + mx * t, sy + my * t, mx, my);
    std::copy_backward(&contacts_[end], &contacts_[size_], &contacts_[size_ + 1]);
    ++size_;
    // Its push so far is how far it is behind the plane, and it met the
    // plane with the speed of its way.
    const double offset = at.nx * at.x + at.ny * at.y;
    const double behind = offset + r - (at.nx * p.x[q] + at.ny * p.y[q]);
    contacts_[end] = {q, s, at.nx, at.ny, offset, behind > 0.0 ? behind : 0.0, mx * at.nx + my * at.ny};
    return true;
}

}  // namespace puru
