// The World's bindings: plain C exports, not Embind. A World has many small
// methods, and each Embind method brings its own invoker (about 300 bytes of
// wasm); an export costs a few. JS calls them as Module._purupuru_world_*,
// with the World's address as the first argument, and words every error
// before calling (js/world.js); the core refuses bad arguments anyway.
#include <emscripten/em_macros.h>

#include <cstdint>
#include <vector>

#include "world.hpp"

namespace {

puru::World& at(std::uintptr_t address) { return *reinterpret_cast<puru::World*>(address); }

// Where JS writes a pressure body's ring before World::pressure reads it.
std::vector<std::uint32_t>& ringScratch() {
    static std::vector<std::uint32_t> ring;
    return ring;
}

}  // namespace

extern "C" {

EMSCRIPTEN_KEEPALIVE std::uintptr_t purupuru_world_new(double width, double height, double gravity, int iter,
                                                       double damping, int walls, double maxPoints,
                                                       double maxLinks) {
    puru::World::Options options;
    options.gravity = gravity;
    options.iter = iter;
    options.damping = damping;
    options.walls = walls != 0;
    options.maxPoints = static_cast<std::size_t>(maxPoints);
    options.maxLinks = static_cast<std::size_t>(maxLinks);
    return reinterpret_cast<std::uintptr_t>(new puru::World(width, height, options));
}

EMSCRIPTEN_KEEPALIVE void purupuru_world_delete(std::uintptr_t w) { delete &at(w); }

EMSCRIPTEN_KEEPALIVE int purupuru_world_add_point(std::uintptr_t w, double x, double y) {
    return static_cast<int>(at(w).addPoint(x, y));
}

EMSCRIPTEN_KEEPALIVE int purupuru_world_link(std::uintptr_t w, int a, int b, double rest, double stiffness) {
    return static_cast<int>(at(w).link(a, b, rest, stiffness));
}

EMSCRIPTEN_KEEPALIVE int purupuru_world_angle(std::uintptr_t w, int i, int j, int k, double radians,
                                              double stiffness) {
    return static_cast<int>(at(w).angle(i, j, k, radians, stiffness));
}

EMSCRIPTEN_KEEPALIVE std::uintptr_t purupuru_ring_scratch(unsigned n) {
    ringScratch().resize(n);
    return reinterpret_cast<std::uintptr_t>(ringScratch().data());
}

EMSCRIPTEN_KEEPALIVE int purupuru_world_pressure(std::uintptr_t w, unsigned n, double target, double press) {
    const std::vector<std::uint32_t>& ring = ringScratch();
    return static_cast<int>(at(w).pressure(ring.data(), n < ring.size() ? n : ring.size(), target, press));
}

EMSCRIPTEN_KEEPALIVE double purupuru_world_area(std::uintptr_t w, int body) { return at(w).area(body); }
EMSCRIPTEN_KEEPALIVE int purupuru_world_pin(std::uintptr_t w, int i) { return at(w).pin(i); }
EMSCRIPTEN_KEEPALIVE int purupuru_world_pin_at(std::uintptr_t w, int i, double x, double y) {
    return at(w).pin(i, x, y);
}
EMSCRIPTEN_KEEPALIVE int purupuru_world_unpin(std::uintptr_t w, int i) { return at(w).unpin(i); }
EMSCRIPTEN_KEEPALIVE int purupuru_world_grab(std::uintptr_t w, double x, double y) { return at(w).grab(x, y); }
EMSCRIPTEN_KEEPALIVE void purupuru_world_drag(std::uintptr_t w, double x, double y) { at(w).drag(x, y); }
EMSCRIPTEN_KEEPALIVE void purupuru_world_release(std::uintptr_t w) { at(w).release(); }
EMSCRIPTEN_KEEPALIVE int purupuru_world_throw(std::uintptr_t w, double vx, double vy) { return at(w).release(vx, vy); }

EMSCRIPTEN_KEEPALIVE void purupuru_world_step(std::uintptr_t w, int frames) {
    puru::World& world = at(w);
    for (int f = 0; f < frames; ++f) world.step();
}

EMSCRIPTEN_KEEPALIVE unsigned purupuru_world_count(std::uintptr_t w) { return static_cast<unsigned>(at(w).count()); }
EMSCRIPTEN_KEEPALIVE unsigned purupuru_world_link_count(std::uintptr_t w) {
    return static_cast<unsigned>(at(w).linkCount());
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

}  // extern "C"
