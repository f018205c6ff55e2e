// A composable world: Verlet points joined by links (distance constraints),
// angle joints and pressure bodies, pinned or held by a pointer, inside the
// canvas's walls. The scenes of the posts are fixed compositions of the same
// parts; a World is built at run time, a point and a constraint at a time.
//
// A step is `substeps` sub-steps (Macklin et al., "Small Steps in Physics
// Simulation": more sub-steps beat more iterations). In each, the held point
// moves its share of the way to the pointer; the disks' contacts are listed
// again if a disk would leave its list's margin (contacts/contacts.hpp);
// every free point moves by its velocity (times damping, in the first) and
// gravity; shapes and walls are found; then `iter` times the walls put any
// point that left the canvas back on its edge, and every link (colour by
// colour, LinkSets), angle joint, pressure body and contact is relaxed once;
// last, the walls again, every disk out of the shapes, and each contact's
// stop, bounce and friction (the shapes' friction in the last relaxation;
// the pairs of disks' once a step, after the last sub-step or before their
// list is made again). Gravity, damping and
// velocities keep their per-frame meaning at any count; one sub-step is the
// step as it was.
//
// Points may have a radius (a disk that collides), a mass (which weights every
// constraint: a point's share of a correction goes with its inverse mass)
// and a group (points of one non-zero group never collide). Linked points
// never collide; a solid link is a capsule that disks collide with.
//
// A world at rest costs nothing: once no point has moved more than
// kRestMotion in a frame for kRestFrames frames, its velocities are zeroed
// and step() does nothing until a call changes the world.
//
// Adding only appends, so indices stay valid. Everything that grows with
// points and links is sized for maxPoints and maxLinks when the world is
// made, so a view's buffer never moves and adding them never grows wasm memory:
// a view stays good for the world's life (as a scene's does); adding past
// either bound is refused. Arguments are checked here
// too, so no call can crash the module: a bad one changes nothing and
// returns kRefused (the JS API words the error before calling).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "world/angle_joints.hpp"
#include "world/area_bodies.hpp"
#include "common/fingers.hpp"
#include "world/contacts/contacts.hpp"
#include "common/records.hpp"
#include "world/link_sets.hpp"
#include "world/shapes/static_shapes.hpp"
#include "common/verlet_particles.hpp"

namespace puru {

class SnapshotFields;  // common/snapshot.hpp

// For World::angle: take the angle the points make now.
constexpr double kAngleNow = 1e300;
// A world rests after kRestFrames frames in which no point moved further
// than kRestMotion px (in x or in y).
constexpr double kRestMotion = 0.02;
constexpr int kRestFrames = 60;

class World {
public:
    static constexpr const char* kName = "World";
    struct Options {
        double gravity = 0.5;  // px per frame², downward
        int iter = 8;          // relaxations per step
        double damping = 1.0;  // share of its velocity a point keeps each frame
        bool walls = true;     // points kept inside the canvas
        std::size_t maxPoints = 1024;
        std::size_t maxLinks = 4096;
        int substeps = 1;
        ShapeMaterial material;  // of the walls, disks and solid links; shapes' own default
        std::size_t maxContacts = 6 * 1024;  // six per point, as the JS API sizes it
        std::size_t maxShapes = 64;
        bool touchEvents = false;  // tell what began and ended touching (contacts/touch_events.hpp)
    };
    struct PointOptions {
        double radius = 0.0;  // > 0: a disk that collides
        double mass = 1.0;
        std::uint32_t group = 0;
    };
    static constexpr long kRefused = -1;
    static constexpr int kMaxIter = 1000;
    static constexpr int kMaxSubsteps = 64;
    static constexpr std::size_t kMaxContacts = 1u << 22;
    static constexpr std::size_t kMaxShapes = 1u << 16;
    // Bounds for maxPoints and maxLinks, which are reserved when the world is
    // made (about 70 and 70 bytes each): far beyond a canvas's needs, within
    // what a phone's browser gives a page.
    static constexpr std::size_t kMaxPoints = 1u << 18;
    static constexpr std::size_t kMaxLinks = 1u << 20;

    World(double width, double height, const Options& options);

    double width() const { return width_; }
    double height() const { return height_; }
    const Options& options() const { return options_; }

    long addPoint(double x, double y) { return addPoint(x, y, PointOptions{}); }
    // radius in [0, half the smaller side], mass in (0, kFarthestTarget].
    long addPoint(double x, double y, const PointOptions& point);
    // rest < 0: the distance now; stiffness in (0, 1]; solid: disks collide
    // with it; breakAt > 1: it breaks for good at the end of the first step
    // after which it is longer than breakAt * rest (infinite: never).
    long link(long a, long b, double rest, double stiffness, bool solid = false,
              double breakAt = LinkSets::kNeverBreaks);
    // Breaks every whole link the segment (x0, y0)-(x1, y1) touches; returns
    // how many, or kRefused for a point out of bounds.
    long cut(double x0, double y0, double x1, double y1);
    // radians == kAngleNow: the angle now; otherwise within ±2 pi.
    long angle(long i, long j, long k, double radians, double stiffness);
    // target < 0: the area now; press in [0, 1].
    long pressure(const std::uint32_t* ring, std::size_t n, double target, double press);
    double area(long body) const;

    // A shape from its corners [x0, y0, ...] about its pose (polygonProblem
    // must pass) and a radius in [0, kFarthestTarget]; kRefused when full.
    long addShape(const double* corners, std::size_t n, double radius, const ShapePose& pose,
                  const ShapeMaterial& material);
    bool moveShape(long s, const ShapePose& pose);
    const ShapePose& shapePose(std::size_t s) const { return shapes_.pose(s); }
    bool removeShape(long s);
    std::size_t shapeCount() const { return shapes_.size(); }
    bool isShape(long s) const { return s >= 0 && static_cast<std::size_t>(s) < shapes_.size() && shapes_.alive(s); }

    bool pin(long i);
    bool pin(long i, double x, double y);
    bool unpin(long i);
    // A pointer's hold: finger in [0, kFingers) (a mouse is finger 0); a
    // finger outside it grabs nothing (-1) and its drag and release do nothing.
    int grab(double x, double y, int finger = 0);
    void drag(double x, double y, int finger = 0);
    void release(int finger = 0);
    bool release(double vx, double vy, int finger = 0);

    void step();
    bool resting() const { return resting_; }
    // A resting world steps again (it rests anew after kRestFrames still frames).
    void wake();
    // Contacts listed in the last sub-step (touching or about to), and those
    // found past maxContacts and left out.
    std::size_t contactCount() const { return contacts_.count(); }
    std::size_t droppedContacts() const { return contacts_.dropped(); }
    // How many times the disks' and solid links' contacts have been listed.
    std::size_t contactLists() const { return contacts_.lists(); }

    // What the last step told, read in place until the next: with
    // touchEvents, the touch events' lists (contacts/touch_events.hpp); and
    // the links it broke, by index, with any cut() broke after it. A restore
    // empties them.
    const TouchEvents& touches() const { return touches_; }
    const std::uint32_t* brokenLinks() const { return links_.broken(); }
    std::size_t brokenLinkCount() const { return links_.brokenCount(); }

    std::size_t count() const { return points_.size(); }
    std::size_t linkCount() const { return links_.wholeCount(); }  // links still whole
    std::size_t linksAdded() const { return links_.count(); }      // what maxLinks counts
    std::size_t angleCount() const { return angles_.size(); }
    std::size_t bodyCount() const { return bodies_.size(); }
    const double* points() const { return xy_.data(); }
    const std::uint32_t* links() const { return links_.ends(); }
    bool diverged() const { return diverged_; }
    double maxStretch() const { return links_.maxStretch(points_.x.data(), points_.y.data()); }

    // Its snapshot's fields (common/snapshot.hpp). How the world was built
    // (points, links, joints, bodies, shapes, options) is only compared, by
    // its counts and a fingerprint: a snapshot restores into a world built
    // the same way, and is refused by any other. The motion, pins, holds,
    // broken links, shapes' poses, rest and the contacts' lists are restored.
    void state(SnapshotFields& fields);
    void restored();
    std::uint64_t buildFingerprint() const;

private:
    bool isPoint(long i) const { return i >= 0 && static_cast<std::size_t>(i) < count(); }
    void mobilityChanged();
    bool hasContacts() const;
    ContactPoints contactPoints() {
        return {points_.x.data(), points_.y.data(), points_.px.data(), points_.py.data(),
                invMass_.data(),  radius_.data(),  group_.data()};
    }
    using FingerPlaces = std::array<double, kFingers>;
    void substep(int k, int n, double gravity, const FingerPlaces& heldX, const FingerPlaces& heldY);
    void linksBroke();
    void listSolidLinks();
    void comeToRest();

    double width_, height_;
    Options options_;
    VerletParticles points_;  // pinned: pinned by the user or held by a pointer
    RecordStore records_;     // every Records' room below, the parts' too
    // Per point, room for maxPoints.
    Records<std::uint8_t> userPinned_;
    Records<double> mass_, radius_;
    Records<double> invMass_;  // 1 / mass, 0 pinned or held: the constraints' shares
    Records<std::uint32_t> group_;
    LinkSets links_;
    Records<std::uint8_t> solidLink_;  // per link added (room for maxLinks): is it solid?
    StaticShapes shapes_;
    Contacts contacts_;
    TouchEvents touches_;
    AngleJoints angles_;
    AreaBodies bodies_;
    Fingers fingers_;
    Records<double> xy_;  // the view: x0, y0, x1, y1, ...
    bool sharesStale_ = false;  // links were added or mobility changed: prepare the links
    bool diverged_ = false;
    bool resting_ = false;
    int quietFrames_ = 0;
};

}  // namespace puru
