// Embind registrations: the raw module that js/ wraps. Registrations only;
// conversions live in options_from_js.hpp, physics in core/.
//
// Memory rule: points(), links() and matrix() are views into the scene's own
// buffers, valid until wasm memory grows, which only creating a scene can do.
//
// step(n) does not go through Embind: an Embind call costs about 180 ns, a
// plain wasm export a few, and a light scene steps in less than that. JS takes
// a scene's address once and calls purupuru_step_<Scene>(address, n).
#include <emscripten/bind.h>
#include <emscripten/em_macros.h>
#include <emscripten/val.h>

#include <cstdint>

#include "options_from_js.hpp"
#include "scenes/arm.hpp"
#include "scenes/balloon.hpp"
#include "scenes/chain.hpp"
#include "scenes/cloth.hpp"
#include "scenes/euler_chain.hpp"
#include "scenes/falling_point.hpp"
#include "scenes/jiggle.hpp"
#include "scenes/spring.hpp"

using emscripten::val;

namespace puru::bindings {
namespace {

template <class Scene>
std::string check(double width, double height, val given) {
    typename Scene::Options options;
    return readOptions<Scene>(width, height, given, options);
}

// Only called after check() returned "", so the constructor cannot throw.
template <class Scene>
Scene* create(double width, double height, val given) {
    typename Scene::Options options;
    readOptions<Scene>(width, height, given, options);
    return new Scene(width, height, options);
}

template <class Scene>
void stepFrames(Scene* scene, int frames) {
    for (int f = 0; f < frames; ++f) scene->step();
}

template <class Scene>
std::uintptr_t addressOf(const Scene& scene) {
    return reinterpret_cast<std::uintptr_t>(&scene);
}

template <class Scene>
val pointsView(const Scene& scene) {
    return val(emscripten::typed_memory_view(2 * scene.count(), scene.points()));
}

template <class Scene>
unsigned countOf(const Scene& scene) {
    return static_cast<unsigned>(scene.count());
}

template <class Scene>
std::string setOption(Scene& scene, std::string name, double value) {
    return scene.set(name, value);
}

template <class Scene>
double getOption(const Scene& scene, std::string name) {
    return readOption<Scene>(scene.options(), name);
}

val clothLinks(const Cloth& cloth) {
    return val(emscripten::typed_memory_view(2 * cloth.linkCount(), cloth.linkPairs()));
}

val jiggleMatrix(const Jiggle& jiggle) {
    return val(emscripten::typed_memory_view(6, jiggle.matrix()));
}

std::string placeSpring(Spring& spring, double x, double v) { return spring.set(x, v); }

template <class Scene>
emscripten::class_<Scene> scene(const char* name) {
    return emscripten::class_<Scene>(name)
        .constructor(&create<Scene>, emscripten::allow_raw_pointers())
        .class_function("check", &check<Scene>)
        .class_function("describeOptions", &describeOptions<Scene>)
        .function("address", &addressOf<Scene>)
        .function("points", &pointsView<Scene>)
        .function("count", &countOf<Scene>)
        .function("setOption", &setOption<Scene>)
        .function("getOption", &getOption<Scene>);
}

template <class Scene>
void grabbable(emscripten::class_<Scene>& registered) {
    registered.function("grab", &Scene::grab)
        .function("drag", &Scene::drag)
        .function("release", emscripten::select_overload<void()>(&Scene::release))
        .function("releaseWithVelocity",
                  emscripten::select_overload<std::string(double, double)>(&Scene::release));
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
    cloth.function("links", &clothLinks);
    scene<Arm>("Arm")
        .function("setTarget", &Arm::setTarget)
        .function("targetX", &Arm::targetX)
        .function("targetY", &Arm::targetY);
    scene<Spring>("Spring")
        .function("x", &Spring::x)
        .function("v", &Spring::v)
        .function("place", &placeSpring)
        .function("diverged", &Spring::diverged);
    scene<Jiggle>("Jiggle")
        .function("poke", &Jiggle::poke)
        .function("matrix", &jiggleMatrix)
        .function("diverged", &Jiggle::diverged);
}
