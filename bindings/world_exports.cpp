// The World's bindings: plain C exports, not Embind. A World has many small
// methods, and each Embind method brings its own invoker (about 300 bytes of
// wasm); an export costs a few. JS calls them as Module._purupuru_world_*,
// with the World's address as the first argument, and words every error
// before calling (js/world.js); the core refuses bad arguments anyway.
#include <emscripten/em_macros.h>

#include <cstdint>

#include "snapshot_buffer.hpp"
#include "world/world.hpp"

namespace {

puru::World& at(std::uintptr_t address) { return *reinterpret_cast<puru::World*>(address); }

// Where JS writes a pressure body's ring before World::pressure reads it.
// It grows at least twofold, so the rooms its store keeps from before weigh
// no more than the one in use.
puru::Records<std::uint32_t>& ringScratch() {
    static puru::Records<std::uint32_t> ring;
    return ring;
}
puru::RecordStore& ringStore() {
    static puru::RecordStore store;
    return store;
}

// Where JS writes a shape's corners [x0, y0, ...] before addShape reads them.
double* cornerScratch() {
    static double corners[2 * puru::kMaxCorners];
    return corners;
}

}  // namespace

extern "C" {

EMSCRIPTEN_KEEPALIVE std::uintptr_t purupuru_world_new(double width, double height, double gravity, int iter,
                                                       double damping, int walls, double maxPoints,
                                                       double maxLinks, int substeps, double friction,
                                                       double staticFriction, double restitution,
                                                       double maxContacts, double maxShapes, int touchEvents) {
    puru::World::Options options;
    options.gravity = gravity;
    options.iter = iter;
    options.damping = damping;
    options.walls = walls != 0;
    options.maxPoints = static_cast<std::size_t>(maxPoints);
    options.maxLinks = static_cast<std::size_t>(maxLinks);
    options.substeps = substeps;
    options.material = {friction, staticFriction, restitution};
    options.maxContacts = static_cast<std::size_t>(maxContacts);
    options.maxShapes = static_cast<std::size_t>(maxShapes);
    options.touchEvents = touchEvents != 0;
    return reinterpret_cast<std::uintptr_t>(new puru::World(width, height, options));
}

EMSCRIPTEN_KEEPALIVE void purupuru_world_delete(std::uintptr_t w) { delete &at(w); }

EMSCRIPTEN_KEEPALIVE int purupuru_world_add_point(std::uintptr_t w, double x, double y, double radius, double mass,
                                                  unsigned group) {
    return static_cast<int>(at(w).addPoint(x, y, {radius, mass, group}));
}

EMSCRIPTEN_KEEPALIVE int purupuru_world_link(std::uintptr_t w, int a, int b, double rest, double stiffness,
                                             int solid, double breakAt) {
    return static_cast<int>(at(w).link(a, b, rest, stiffness, solid != 0, breakAt));
}
EMSCRIPTEN_KEEPALIVE int purupuru_world_cut(std::uintptr_t w, double x0, double y0, double x1, double y1) {
    return static_cast<int>(at(w).cut(x0, y0, x1, y1));
}

EMSCRIPTEN_KEEPALIVE std::uintptr_t purupuru_corner_scratch() { return reinterpret_cast<std::uintptr_t>(cornerScratch()); }

// 0 when the corners in the scratch make a shape, else which rule they
// break (puru::PolygonProblem, worded by js/world.js).
EMSCRIPTEN_KEEPALIVE int purupuru_polygon_problem(unsigned n) {
    return static_cast<int>(puru::polygonProblem(cornerScratch(), n));
}

EMSCRIPTEN_KEEPALIVE int purupuru_world_add_shape(std::uintptr_t w, unsigned n, double radius, double x, double y,
                                                  double angle, double friction, double staticFriction,
                                                  double restitution) {
    return static_cast<int>(at(w).addShape(cornerScratch(), n, radius, {x, y, angle},
                                           {friction, staticFriction, restitution}));
}

EMSCRIPTEN_KEEPALIVE int purupuru_world_move_shape(std::uintptr_t w, int s, double x, double y, double angle) {
    return at(w).moveShape(s, {x, y, angle});
}

EMSCRIPTEN_KEEPALIVE int purupuru_world_remove_shape(std::uintptr_t w, int s) { return at(w).removeShape(s); }

// Shape s's pose: 0 its x, 1 its y, 2 its angle (where move() last put it).
EMSCRIPTEN_KEEPALIVE double purupuru_world_shape_pose(std::uintptr_t w, int s, int k) {
    if (s < 0 || static_cast<std::size_t>(s) >= at(w).shapeCount()) return 0.0;
    const puru::ShapePose& pose = at(w).shapePose(static_cast<std::size_t>(s));
    return k == 0 ? pose.x : k == 1 ? pose.y : pose.angle;
}

EMSCRIPTEN_KEEPALIVE int purupuru_world_angle(std::uintptr_t w, int i, int j, int k, double radians,
                                              double stiffness) {
    return static_cast<int>(at(w).angle(i, j, k, radians, stiffness));
}

EMSCRIPTEN_KEEPALIVE std::uintptr_t purupuru_ring_scratch(unsigned n) {
    const std::size_t room = ringScratch().room();
    if (n > room) ringScratch().make(ringStore(), n > 2 * room ? n : 2 * room);
    return reinterpret_cast<std::uintptr_t>(ringScratch().data());
}

EMSCRIPTEN_KEEPALIVE int purupuru_world_pressure(std::uintptr_t w, unsigned n, double target, double press) {
    const puru::Records<std::uint32_t>& ring = ringScratch();
    return static_cast<int>(at(w).pressure(ring.data(), n < ring.room() ? n : ring.room(), target, press));
}

EMSCRIPTEN_KEEPALIVE double purupuru_world_area(std::uintptr_t w, int body) { return at(w).area(body); }
EMSCRIPTEN_KEEPALIVE int purupuru_world_pin(std::uintptr_t w, int i) { return at(w).pin(i); }
EMSCRIPTEN_KEEPALIVE int purupuru_world_pin_at(std::uintptr_t w, int i, double x, double y) {
    return at(w).pin(i, x, y);
}
EMSCRIPTEN_KEEPALIVE int purupuru_world_unpin(std::uintptr_t w, int i) { return at(w).unpin(i); }
EMSCRIPTEN_KEEPALIVE int purupuru_world_grab(std::uintptr_t w, double x, double y, int finger) {
    return at(w).grab(x, y, finger);
}
EMSCRIPTEN_KEEPALIVE void purupuru_world_drag(std::uintptr_t w, double x, double y, int finger) {
    at(w).drag(x, y, finger);
}
EMSCRIPTEN_KEEPALIVE void purupuru_world_release(std::uintptr_t w, int finger) { at(w).release(finger); }
EMSCRIPTEN_KEEPALIVE int purupuru_world_throw(std::uintptr_t w, double vx, double vy, int finger) {
    return at(w).release(vx, vy, finger);
}

EMSCRIPTEN_KEEPALIVE unsigned purupuru_world_snapshot(std::uintptr_t w) {
    return puru::bindings::writeSnapshot(puru::snapshotScene(at(w)));
}
EMSCRIPTEN_KEEPALIVE std::uintptr_t purupuru_world_restore(std::uintptr_t w, unsigned n) {
    return puru::bindings::readSnapshot(puru::snapshotScene(at(w)), n);
}

EMSCRIPTEN_KEEPALIVE void purupuru_world_step(std::uintptr_t w, int frames) {
    puru::World& world = at(w);
    for (int f = 0; f < frames; ++f) world.step();
}

EMSCRIPTEN_KEEPALIVE unsigned purupuru_world_count(std::uintptr_t w) { return static_cast<unsigned>(at(w).count()); }
EMSCRIPTEN_KEEPALIVE unsigned purupuru_world_link_count(std::uintptr_t w) {
    return static_cast<unsigned>(at(w).linkCount());
}
EMSCRIPTEN_KEEPALIVE unsigned purupuru_world_links_added(std::uintptr_t w) {
    return static_cast<unsigned>(at(w).linksAdded());
}
EMSCRIPTEN_KEEPALIVE unsigned purupuru_world_body_count(std::uintptr_t w) {
    return static_cast<unsigned>(at(w).bodyCount());
}
EMSCRIPTEN_KEEPALIVE std::uintptr_t purupuru_world_points(std::uintptr_t w) {
    return reinterpret_cast<std::uintptr_t>(at(w).points());
}
EMSCRIPTEN_KEEPALIVE std::uintptr_t purupuru_world_links(std::uintptr_t w) {
    return reinterpret_cast<std::uintptr_t>(at(w).links());
}
EMSCRIPTEN_KEEPALIVE int purupuru_world_diverged(std::uintptr_t w) { return at(w).diverged(); }
EMSCRIPTEN_KEEPALIVE int purupuru_world_resting(std::uintptr_t w) { return at(w).resting(); }
EMSCRIPTEN_KEEPALIVE void purupuru_world_wake(std::uintptr_t w) { at(w).wake(); }
EMSCRIPTEN_KEEPALIVE unsigned purupuru_world_contact_count(std::uintptr_t w) {
    return static_cast<unsigned>(at(w).contactCount());
}
EMSCRIPTEN_KEEPALIVE unsigned purupuru_world_dropped_contacts(std::uintptr_t w) {
    return static_cast<unsigned>(at(w).droppedContacts());
}
// What the last step told: lists 0 to 3 are the touch events'
// (puru::TouchEvents::List), 4 the links broken.
EMSCRIPTEN_KEEPALIVE std::uintptr_t purupuru_world_events(std::uintptr_t w, int list) {
    const puru::World& world = at(w);
    const std::uint32_t* values =
        list == 4 ? world.brokenLinks() : world.touches().list(static_cast<puru::TouchEvents::List>(list & 3));
    return reinterpret_cast<std::uintptr_t>(values);
}
EMSCRIPTEN_KEEPALIVE unsigned purupuru_world_event_length(std::uintptr_t w, int list) {
    const puru::World& world = at(w);
    return static_cast<unsigned>(list == 4 ? world.brokenLinkCount()
                                           : world.touches().length(static_cast<puru::TouchEvents::List>(list & 3)));
}
EMSCRIPTEN_KEEPALIVE int purupuru_world_is_shape(std::uintptr_t w, int s) { return at(w).isShape(s); }
EMSCRIPTEN_KEEPALIVE unsigned purupuru_world_shape_count(std::uintptr_t w) {
    return static_cast<unsigned>(at(w).shapeCount());
}

}  // extern "C"
