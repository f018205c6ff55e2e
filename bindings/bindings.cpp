// Embind registrations: the raw module that js/ wraps. Registrations only;
// the option slots live in option_slots.hpp, physics in core/.
//
// Only numbers cross: options through the slots, views as addresses that
// js/scenes.js wraps in typed arrays over wasm memory (a scene never moves
// its buffers after it is made). What every scene has is registered once,
// with the scene's kind (its place in SceneKinds) as an argument; a class
// per scene carries only its constructor and its own methods. step(n) does
// not go through Embind: an Embind call costs about 180 ns, a plain wasm
// export a few, and a light scene steps in less than that.
#include <emscripten/bind.h>
#include <emscripten/em_macros.h>

#include <cstdint>
#include <tuple>
#include <utility>

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

using SceneKinds = std::tuple<FallingPoint, Chain, EulerChain, Balloon, Cloth, Arm, Spring, Jiggle>;

template <class Scene, std::size_t Kind = 0>
constexpr int kindOf() {
    if constexpr (std::is_same_v<Scene, std::tuple_element_t<Kind, SceneKinds>>) {
        return static_cast<int>(Kind);
    } else {
        return kindOf<Scene, Kind + 1>();
    }
}

// Calls use(Scene*) with the scene type of kind; returns what it returns.
template <class Result, class Use, std::size_t... Kinds>
Result forKind(int kind, Use&& use, std::index_sequence<Kinds...>) {
    Result result{};
    ((kind == static_cast<int>(Kinds)
          ? (result = use(static_cast<std::tuple_element_t<Kinds, SceneKinds>*>(nullptr)), 0)
          : 0),
     ...);
    return result;
}

template <class Result, class Use>
Result forKind(int kind, Use&& use) {
    return forKind<Result>(kind, use, std::make_index_sequence<std::tuple_size_v<SceneKinds>>{});
}

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
emscripten::class_<Scene> scene(const char* name) {
    return emscripten::class_<Scene>(name)
        .constructor(&create<Scene>, emscripten::allow_raw_pointers())
        .class_function("kind", +[] { return kindOf<Scene>(); })
        .function("address", +[](const Scene& s) { return addressOf(&s); })
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

using puru::bindings::forKind;

extern "C" {
EMSCRIPTEN_KEEPALIVE void purupuru_step(int kind, std::uintptr_t address, int frames) {
    forKind<int>(kind, [&](auto* type) {
        auto* scene = reinterpret_cast<decltype(type)>(address);
        for (int f = 0; f < frames; ++f) scene->step();
        return 0;
    });
}
}

EMSCRIPTEN_BINDINGS(purupuru) {
    using namespace puru;
    using namespace puru::bindings;
    using emscripten::function;

    function("slotsAddress", &slotsAddress);
    function("optionCount", +[](int kind) {
        return forKind<int>(kind, [](auto* type) { return optionCount<std::remove_pointer_t<decltype(type)>>(); });
    });
    function("optionSpec", +[](int kind, int index, double width, double height) {
        return forKind<std::uintptr_t>(kind, [&](auto* type) {
            return optionSpec<std::remove_pointer_t<decltype(type)>>(index, width, height);
        });
    });
    function("ruleText", +[](int kind, int rule) {
        return forKind<std::uintptr_t>(kind, [&](auto* type) { return ruleText<std::remove_pointer_t<decltype(type)>>(rule); });
    });
    function("ruleValue", +[](int kind, double width, double height, int rule) {
        return forKind<double>(kind, [&](auto* type) {
            return ruleValue<std::remove_pointer_t<decltype(type)>>(width, height, rule);
        });
    });
    function("writeDefaults", +[](int kind, double width, double height) {
        forKind<int>(kind, [&](auto* type) {
            writeDefaults<std::remove_pointer_t<decltype(type)>>(width, height);
            return 0;
        });
    });
    function("slotProblem", +[](int kind, double width, double height) {
        return forKind<int>(kind, [&](auto* type) {
            return slotProblem<std::remove_pointer_t<decltype(type)>>(width, height);
        });
    });
    function("pointsAddress", +[](int kind, std::uintptr_t address) {
        return forKind<std::uintptr_t>(kind, [&](auto* type) {
            return addressOf(reinterpret_cast<decltype(type)>(address)->points());
        });
    });
    function("diverged", +[](int kind, std::uintptr_t address) {
        return forKind<bool>(kind, [&](auto* type) { return reinterpret_cast<decltype(type)>(address)->diverged(); });
    });
    function("count", +[](int kind, std::uintptr_t address) {
        return forKind<unsigned>(kind, [&](auto* type) {
            return static_cast<unsigned>(reinterpret_cast<decltype(type)>(address)->count());
        });
    });

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
        .function("place", +[](Spring& s, double x, double v) { return s.set(x, v).empty(); });
    scene<Jiggle>("Jiggle")
        .function("poke", +[](Jiggle& j, double px, double py, double vx, double vy) {
            return j.poke(px, py, vx, vy).empty();
        })
        .function("matrixAddress", +[](const Jiggle& j) { return addressOf(j.matrix()); });
}
