// Embind registrations: the raw module that js/ wraps. Registrations only;
// the option slots live in option_slots.hpp, physics in core/.
//
// Only numbers cross: options through the slots, views as addresses that
// js/scenes.js wraps in typed arrays over wasm memory (a scene never moves
// its buffers after it is made). step(n) does not go through Embind at all:
// an Embind call costs about 180 ns, a plain wasm export a few, and a light
// scene steps in less than that. JS calls purupuru_step_<Scene>(address, n).
#include <emscripten/bind.h>
#include <emscripten/em_macros.h>

#include <cstdint>

#include "option_slots.hpp"
#include "scenes/arm.hpp"
#include "scenes/balloon.hpp"
#include "scenes/chain.hpp"
#include "scenes/cloth.hpp"
#include "scenes/euler_chain.hpp"
#include "scenes/falling_point.hpp"
#include "scenes/jiggle.hpp"
#include "scenes/spring.hpp"

namespace puru::bindings {
namespace {

template <class T>
std::uintptr_t addressOf(const T* pointer) {
    return reinterpret_cast<std::uintptr_t>(pointer);
}

// Only called after slotProblem() returned 0, so the options are valid.
template <class Scene>
Scene* create(double width, double height) {
    return new Scene(width, height, readSlots<Scene>(), Checked{});
}

template <class Scene>
void stepFrames(Scene* scene, int frames) {
    for (int f = 0; f < frames; ++f) scene->step();
}

template <class Scene>
emscripten::class_<Scene> scene(const char* name) {
    return emscripten::class_<Scene>(name)
        .constructor(&create<Scene>, emscripten::allow_raw_pointers())
        .class_function("optionCount", &optionCount<Scene>)
        .class_function("optionSpec", &optionSpec<Scene>)
        .class_function("ruleText", &ruleText<Scene>)
        .class_function("writeDefaults", &writeDefaults<Scene>)
        .class_function("slotProblem", &slotProblem<Scene>)
        .function("address", +[](const Scene& s) { return addressOf(&s); })
        .function("pointsAddress", +[](const Scene& s) { return addressOf(s.points()); })
        .function("count", +[](const Scene& s) { return static_cast<unsigned>(s.count()); })
        .function("setOption", &Scene::setOption)
        .function("getOption", +[](const Scene& s, int index) { return optionAt<Scene>(s.options(), index); });
}

template <class Scene>
void grabbable(emscripten::class_<Scene>& registered) {
    registered.function("grab", &Scene::grab)
        .function("drag", &Scene::drag)
        .function("release", emscripten::select_overload<void()>(&Scene::release))
        .function("releaseWithVelocity",
                  +[](Scene& s, double vx, double vy) { return s.release(vx, vy).empty(); });
}

}  // namespace
}  // namespace puru::bindings

extern "C" {
EMSCRIPTEN_KEEPALIVE void purupuru_step_FallingPoint(puru::FallingPoint* s, int n) { puru::bindings::stepFrames(s, n); }
EMSCRIPTEN_KEEPALIVE void purupuru_step_Chain(puru::Chain* s, int n) { puru::bindings::stepFrames(s, n); }
EMSCRIPTEN_KEEPALIVE void purupuru_step_EulerChain(puru::EulerChain* s, int n) { puru::bindings::stepFrames(s, n); }
EMSCRIPTEN_KEEPALIVE void purupuru_step_Balloon(puru::Balloon* s, int n) { puru::bindings::stepFrames(s, n); }
EMSCRIPTEN_KEEPALIVE void purupuru_step_Cloth(puru::Cloth* s, int n) { puru::bindings::stepFrames(s, n); }
EMSCRIPTEN_KEEPALIVE void purupuru_step_Arm(puru::Arm* s, int n) { puru::bindings::stepFrames(s, n); }
EMSCRIPTEN_KEEPALIVE void purupuru_step_Spring(puru::Spring* s, int n) { puru::bindings::stepFrames(s, n); }
EMSCRIPTEN_KEEPALIVE void purupuru_step_Jiggle(puru::Jiggle* s, int n) { puru::bindings::stepFrames(s, n); }
}

EMSCRIPTEN_BINDINGS(purupuru) {
    using namespace puru;
    using namespace puru::bindings;

    emscripten::function("slotsAddress", &slotsAddress);
    auto falling = scene<FallingPoint>("FallingPoint");
    grabbable(falling);
    auto chain = scene<Chain>("Chain");
    grabbable(chain);
    chain.function("lengthError", &Chain::lengthError);
    scene<EulerChain>("EulerChain").function("lengthError", &EulerChain::lengthError);
    auto balloon = scene<Balloon>("Balloon");
    grabbable(balloon);
    balloon.function("area", &Balloon::area).function("targetArea", &Balloon::targetArea);
    auto cloth = scene<Cloth>("Cloth");
    grabbable(cloth);
    cloth.function("linksAddress", +[](const Cloth& c) { return addressOf(c.linkPairs()); })
        .function("linkCount", +[](const Cloth& c) { return static_cast<unsigned>(c.linkCount()); });
    scene<Arm>("Arm")
        .function("setTarget", +[](Arm& a, double x, double y) { return a.setTarget(x, y).empty(); })
        .function("targetX", &Arm::targetX)
        .function("targetY", &Arm::targetY);
    scene<Spring>("Spring")
        .function("x", &Spring::x)
        .function("v", &Spring::v)
        .function("place", +[](Spring& s, double x, double v) { return s.set(x, v).empty(); })
        .function("diverged", &Spring::diverged);
    scene<Jiggle>("Jiggle")
        .function("poke", +[](Jiggle& j, double px, double py, double vx, double vy) {
            return j.poke(px, py, vx, vy).empty();
        })
        .function("matrixAddress", +[](const Jiggle& j) { return addressOf(j.matrix()); })
        .function("diverged", &Jiggle::diverged);
}
