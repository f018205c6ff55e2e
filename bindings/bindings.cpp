// Embind registrations: the raw module that js/ wraps. Registrations only;
// the option slots live in option_slots.hpp, physics in core/.
//
// Only numbers cross: options through the slots, scenes as their addresses,
// views as addresses that js/scenes.js wraps in typed arrays over wasm memory
// (a scene never moves its buffers after it is made). Every function takes
// the scene's kind (its place in SceneKinds, the registry of scenes) and its
// address, so what every scene has is registered once; no Embind classes,
// whose runtime would weigh more than all of this. step(n) does not go
// through Embind: an Embind call costs about 180 ns, a plain wasm export a
// few, and a light scene steps in less than that.
#include <emscripten/bind.h>
#include <emscripten/em_macros.h>

#include <array>
#include <cstdint>
#include <tuple>
#include <type_traits>
#include <utility>

#include "option_slots.hpp"
#include "snapshot_buffer.hpp"
#include "posts/scenes/arm.hpp"
#include "posts/scenes/balloon.hpp"
#include "posts/scenes/chain.hpp"
#include "posts/scenes/cloth.hpp"
#include "posts/scenes/euler_chain.hpp"
#include "posts/scenes/falling_point.hpp"
#include "posts/scenes/jiggle.hpp"
#include "posts/scenes/spring.hpp"

namespace puru::bindings {
namespace {

// The scenes JS can make, in kind order; js/scenes.js finds each by its kName.
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

// Each kind's options (option_slots.hpp), in kind order.
template <std::size_t... Kinds>
constexpr auto optionsByKind(std::index_sequence<Kinds...>) {
    return std::array<SceneOptions, sizeof...(Kinds)>{sceneOptions<std::tuple_element_t<Kinds, SceneKinds>>()...};
}
constexpr auto kSceneOptions = optionsByKind(std::make_index_sequence<std::tuple_size_v<SceneKinds>>{});

// The options of kind, or null for a kind that does not exist.
const SceneOptions* optionsOf(int kind) {
    return kind >= 0 && kind < static_cast<int>(kSceneOptions.size()) ? &kSceneOptions[kind] : nullptr;
}

// The same for the scene at address: use(Scene&).
template <class Result, class Use>
Result onScene(int kind, std::uintptr_t address, Use&& use) {
    return forKind<Result>(kind, [&](auto* type) { return use(*reinterpret_cast<decltype(type)>(address)); });
}

template <class Scene>
using SceneOf = std::remove_reference_t<Scene>;

// Scenes a pointer can hold derive from Grabbable (core/posts/scenes/grabbable.hpp).
template <class Scene>
constexpr bool kGrabbable = std::is_base_of_v<Grabbable<Scene>, Scene>;

template <class T>
std::uintptr_t addressOf(const T* pointer) {
    return reinterpret_cast<std::uintptr_t>(pointer);
}

// A scene-specific function: the scene of type Scene at address.
template <class Scene>
Scene& at(std::uintptr_t address) {
    return *reinterpret_cast<Scene*>(address);
}

// Each kind's scene as the snapshot functions see it, in kind order: one
// table, not a copy of the dispatch in each call.
template <class Scene>
SnapshotScene snapshotSceneAt(std::uintptr_t address) {
    return snapshotScene(*reinterpret_cast<Scene*>(address));
}
template <std::size_t... Kinds>
constexpr auto snapshotScenesByKind(std::index_sequence<Kinds...>) {
    return std::array<SnapshotScene (*)(std::uintptr_t), sizeof...(Kinds)>{
        &snapshotSceneAt<std::tuple_element_t<Kinds, SceneKinds>>...};
}
constexpr auto kSnapshotScenes = snapshotScenesByKind(std::make_index_sequence<std::tuple_size_v<SceneKinds>>{});

}  // namespace
}  // namespace puru::bindings

using puru::bindings::forKind;

extern "C" {
EMSCRIPTEN_KEEPALIVE void purupuru_step(int kind, std::uintptr_t address, int frames) {
    puru::bindings::onScene<int>(kind, address, [&](auto& scene) {
        for (int f = 0; f < frames; ++f) scene.step();
        return 0;
    });
}
// Snapshots: the size written to the snapshot buffer; 0 or the refusal's words.
EMSCRIPTEN_KEEPALIVE unsigned purupuru_scene_snapshot(int kind, std::uintptr_t address) {
    return puru::bindings::writeSnapshot(puru::bindings::kSnapshotScenes[static_cast<std::size_t>(kind)](address));
}
EMSCRIPTEN_KEEPALIVE std::uintptr_t purupuru_scene_restore(int kind, std::uintptr_t address, unsigned n) {
    return puru::bindings::readSnapshot(puru::bindings::kSnapshotScenes[static_cast<std::size_t>(kind)](address), n);
}
}

EMSCRIPTEN_BINDINGS(purupuru) {
    using namespace puru;
    using namespace puru::bindings;
    using emscripten::function;
    using Address = std::uintptr_t;

    function("slotsAddress", &slotsAddress);
    function("sceneName", +[](int kind) {
        return forKind<Address>(kind, [](auto* type) {
            return addressOf(std::remove_pointer_t<decltype(type)>::kName);
        });
    });
    function("optionCount", +[](int kind) { return optionsOf(kind) ? optionsOf(kind)->table.count : 0; });
    function("optionSpec", +[](int kind, int index, double width, double height) {
        return optionsOf(kind) ? optionSpec(*optionsOf(kind), index, width, height) : Address{0};
    });
    function("ruleText", +[](int kind, int rule) {
        const SceneOptions* scene = optionsOf(kind);
        return scene && scene->ruleText ? addressOf(scene->ruleText(rule)) : Address{0};
    });
    function("ruleValue", +[](int kind, double width, double height, int rule) {
        return optionsOf(kind) ? ruleValue(*optionsOf(kind), width, height, rule) : 0.0;
    });
    function("writeDefaults", +[](int kind, double width, double height) {
        if (optionsOf(kind)) writeDefaults(*optionsOf(kind), width, height);
    });
    function("slotProblem", +[](int kind, double width, double height) {
        return optionsOf(kind) ? slotProblem(*optionsOf(kind), width, height) : 0;
    });
    // Only after slotProblem() returned 0, so the options are valid.
    function("create", +[](int kind, double width, double height) {
        if (!optionsOf(kind)) return Address{0};
        OptionsBuffer options;
        readSlots(*optionsOf(kind), width, height, options);
        return forKind<Address>(kind, [&](auto* type) {
            using Scene = std::remove_pointer_t<decltype(type)>;
            return addressOf(new Scene(width, height, optionsIn<Scene>(options), Checked{}));
        });
    });
    function("destroy", +[](int kind, Address address) {
        onScene<int>(kind, address, [](auto& scene) {
            delete &scene;
            return 0;
        });
    });
    function("pointsAddress", +[](int kind, Address address) {
        return onScene<Address>(kind, address, [](auto& scene) { return addressOf(scene.points()); });
    });
    function("diverged", +[](int kind, Address address) {
        return onScene<bool>(kind, address, [](auto& scene) { return scene.diverged(); });
    });
    function("count", +[](int kind, Address address) {
        return onScene<int>(kind, address, [](auto& scene) { return static_cast<int>(scene.count()); });
    });
    function("setOption", +[](int kind, Address address, int index, double value) {
        return onScene<bool>(kind, address, [&](auto& scene) { return scene.setOption(index, value); });
    });
    function("getOption", +[](int kind, Address address, int index) {
        return onScene<double>(kind, address, [&](auto& scene) {
            return optionAt<SceneOf<decltype(scene)>>(scene.options(), index);
        });
    });

    // Grab, drag, release: every scene a pointer can hold; -1 or false for the others.
    function("grab", +[](int kind, Address address, double x, double y, int finger) {
        return onScene<int>(kind, address, [&](auto& scene) {
            if constexpr (kGrabbable<SceneOf<decltype(scene)>>) return scene.grab(x, y, finger);
            return -1;
        });
    });
    function("drag", +[](int kind, Address address, double x, double y, int finger) {
        onScene<int>(kind, address, [&](auto& scene) {
            if constexpr (kGrabbable<SceneOf<decltype(scene)>>) scene.drag(x, y, finger);
            return 0;
        });
    });
    function("release", +[](int kind, Address address, int finger) {
        onScene<int>(kind, address, [&](auto& scene) {
            if constexpr (kGrabbable<SceneOf<decltype(scene)>>) scene.release(finger);
            return 0;
        });
    });
    function("throw", +[](int kind, Address address, double vx, double vy, int finger) {
        return onScene<bool>(kind, address, [&](auto& scene) {
            if constexpr (kGrabbable<SceneOf<decltype(scene)>>) return scene.release(vx, vy, finger);
            return false;
        });
    });

    // What one scene has; the kind argument is there so that JS calls every
    // function alike.
    function("lengthError", +[](int kind, Address address) {
        return kind == kindOf<Chain>() ? at<Chain>(address).lengthError() : at<EulerChain>(address).lengthError();
    });
    function("area", +[](int, Address address) { return at<Balloon>(address).area(); });
    function("targetArea", +[](int, Address address) { return at<Balloon>(address).targetArea(); });
    function("linksAddress", +[](int, Address address) { return addressOf(at<Cloth>(address).linkPairs()); });
    function("linkCount", +[](int, Address address) { return static_cast<int>(at<Cloth>(address).linkCount()); });
    function("cut", +[](int, Address address, double x0, double y0, double x1, double y1) {
        return static_cast<int>(at<Cloth>(address).cut(x0, y0, x1, y1));
    });
    function("setTarget", +[](int, Address address, double x, double y) { at<Arm>(address).setTarget(x, y); });
    function("targetX", +[](int, Address address) { return at<Arm>(address).targetX(); });
    function("targetY", +[](int, Address address) { return at<Arm>(address).targetY(); });
    function("springX", +[](int, Address address) { return at<Spring>(address).x(); });
    function("springV", +[](int, Address address) { return at<Spring>(address).v(); });
    function("place", +[](int, Address address, double x, double v) { at<Spring>(address).set(x, v); });
    function("poke", +[](int, Address address, double px, double py, double vx, double vy) {
        at<Jiggle>(address).poke(px, py, vx, vy);
    });
    function("matrixAddress", +[](int, Address address) { return addressOf(at<Jiggle>(address).matrix()); });
}
