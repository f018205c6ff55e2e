// Points against static and kinematic shapes, found after integration:
// while every shape keeps still, once a step, along the way each point's
// motion and gravity would take it by the step's end (Box2D finds its
// contacts once a step), and again in any later sub-step that finds a
// point strayed more than its radius from that way (a bounce, a wall, its
// links: it may meet or pass a shape it was not listed against); while one
// moves, every sub-step.
//
// A point and a shape meet on a plane: the shape's tangent plane at the
// surface point nearest where the point started the sub-step (a convex shape
// lies wholly behind it), so a point resting on a surface keeps sliding
// along it and one moving fast cannot come out on the far side. A point that
// started outside is first cast along its way: if its disk would touch the
// shape on the way, the plane is the one where it would touch. So nothing
// passes through a shape, however fast or thin. A moving shape's own motion
// is taken off the point's first, so a shape swept past a point meets it as
// a point swept past the shape would. A plane found once a step is kept
// while the list holds: a point sliding on it lifts off a curved surface by
// a fraction of a pixel, never into it.
//
// The shapes are relaxed last in each relaxation (Box2D's static contacts:
// they have the last word), and keepOutAndBounce() ends each sub-step: every
// point listed is put back on its planes (and bounced); a point that links,
// pushes or a plane carried into or through a shape it was not listed
// against (a disk sliding along one wall of a cage into the next) is listed
// against it where its way this sub-step met it, and put on that plane too;
// one that started inside a shape is put back on the surface nearest it.
// A point with two planes or more (a wedge) is put on them in turn a few
// times over; one a plane pushed off the canvas (a plane reaches far past
// its shape) goes into the corner that plane makes with the wall. So at the
// end of every sub-step no point's disk is inside a shape, unless two
// shapes leave it no room. Friction acts
// once a sub-step, in the last relaxation, on the point's slide along the
// plane (a frozen tangent: a signed length, no square root) as far as the
// sub-step's pushes reach.
//   n . p >= offset + r        (offset: the plane's distance from the origin)
#pragma once

#include <cstddef>
#include <cstdint>

#include "world/contacts/contact_points.hpp"
#include "common/records.hpp"
#include "world/contacts/friction.hpp"
#include "world/shapes/static_shapes.hpp"

namespace puru {

// One contact: the point, the shape, its plane (normal and offset), the push
// it took this sub-step and the normal speed it met the plane with.
struct ShapeContact {
    std::uint32_t point, shape;
    double nx, ny, offset, push, approach;

    // How far a disk of radius r at (x, y) is clear of the plane (below 0: behind it).
    double gap(double x, double y, double r) const { return nx * x + ny * y - offset - r; }
};

class ShapeContacts {
public:
    void reserve(RecordStore& store, std::size_t contacts, std::size_t points);
    std::size_t size() const { return size_; }
    void clear() { size_ = dropped_ = 0; }
    std::size_t dropped() const { return dropped_; }
    const ShapeContact* listed() const { return contacts_.data(); }
    // Every point against every live shape, within `margin` of touching
    // anywhere along the way its motion and gravity (per sub-step) would
    // take it over this sub-step and the `later` ones after it.
    void find(const ContactPoints& p, std::size_t n, const StaticShapes& shapes, double margin, int later,
              double gravity);
    // Whether, `after` sub-steps of the `later` ones, every point is still
    // within its radius of the way find() foresaw for it. One that strays
    // further (a bounce, a wall, its links) may meet a shape it was not
    // listed against, or pass one, and the list is made again.
    bool onTheirWays(const ContactPoints& p, std::size_t n, int after) const;
    // The list kept for a new sub-step: no push yet, and the speed each
    // point meets its plane with (still shapes only).
    void refresh(const ContactPoints& p);
    // Each plane's push, and in the `last` relaxation its friction (the shape's material).
    void relax(const ContactPoints& p, const StaticShapes& shapes, bool last);
    // Point by point: back on its listed planes; listed against any shape
    // it met on its way this sub-step all the same (pushes and planes carry
    // points off the ways they were listed for) and put on its plane; out
    // of any shape it is still in by the nearest way; then the bounce of
    // each of its contacts that pushed (bounceSpeed: px per sub-step; see
    // contacts/bounce.hpp). A canvas with walls (width and height above 0)
    // holds a point its planes pushed off it: walls and planes together.
    void keepOutAndBounce(const ContactPoints& p, std::size_t n, const StaticShapes& shapes, double bounceSpeed,
                          double width, double height);

private:
    // Point q, whose contacts are [first, end), still behind a plane after
    // going over them in turn (a narrow wedge, where turns close in
    // slowly): where that plane meets the next nearest.
    void intoWedge(const ContactPoints& p, std::uint32_t q, std::size_t first, std::size_t end) const;
    // Point q, whose contacts are [first, end), pushed off the canvas by a
    // plane: inside the walls, and on the corner that a plane it is then
    // behind makes with the wall that moved it.
    void intoCorner(const ContactPoints& p, std::uint32_t q, std::size_t first, std::size_t end, double width,
                    double height) const;
    // Lists shape s for point q, whose contacts are [first, end), if the
    // point's way this sub-step, from (sx, sy) as the shape sees it, met it:
    // the plane where it met it goes at `end` (the contacts after it move up
    // one). False, changing nothing, if it did not meet it, is listed
    // against it, or the list is full.
    bool listIfMet(const ContactPoints& p, std::uint32_t q, std::uint32_t s, double sx, double sy, std::size_t first,
                   std::size_t end, const StaticShapes& shapes);

    std::size_t size_ = 0, dropped_ = 0;
    Records<ShapeContact> contacts_;
    int later_ = 0;         // the sub-steps after the one find() ran in
    double gravity_ = 0.0;  // per sub-step
    Records<double> ways_;  // [x, y, end x, end y] a point: where found, and where foreseen at the step's end
};

}  // namespace puru
