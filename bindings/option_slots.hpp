// Options cross between JavaScript and wasm as plain doubles in one shared
// buffer, the slots, in the order Scene::kOptions lists them: no strings
// or JS objects cross, so the module carries no text or object conversion.
// js/scenes.js reads each option's name and range once (optionSpec), writes
// values into the slots, asks slotProblem() what is wrong and words the
// message itself; only then does it construct.
//
// Every function here but the scene's own defaults and rules is one plain
// function for all scenes, over what SceneOptions says of a scene (its
// table and four function pointers): the same code once, not once a scene.
#pragma once

#include <cstddef>
#include <cstdint>
#include <new>

#include "posts/options.hpp"

namespace puru::bindings {

inline double slots[kMaxOptions];

inline std::uintptr_t slotsAddress() { return reinterpret_cast<std::uintptr_t>(slots); }

// Room for any scene's Options struct (checked by sceneOptions).
constexpr std::size_t kOptionsBytes = 128;
struct OptionsBuffer {
    alignas(double) unsigned char bytes[kOptionsBytes];
};

// A scene's options, without its type: its table, and its defaults and
// rules as plain functions on an Options struct in an OptionsBuffer.
struct SceneOptions {
    OptionTable table;
    // Constructs the defaults there; returns the Options struct it made, as void*.
    void* (*writeDefaults)(double width, double height, OptionsBuffer& options);
    int (*brokenRule)(double width, double height, const OptionsBuffer& options);  // see options.hpp; 0 for none
    double (*ruleValue)(double width, double height, const OptionsBuffer& options, int rule);
    const char* (*ruleText)(int rule);  // null for a scene without rules
};

template <class Scene>
const typename Scene::Options& optionsIn(const OptionsBuffer& buffer) {
    return *std::launder(reinterpret_cast<const typename Scene::Options*>(buffer.bytes));
}

template <class Scene>
constexpr SceneOptions sceneOptions() {
    using Options = typename Scene::Options;
    static_assert(sizeof(Options) <= kOptionsBytes && alignof(Options) <= alignof(double));
    SceneOptions facts{optionTable<Scene>(),
                       [](double width, double height, OptionsBuffer& options) -> void* {
                           return new (options.bytes) Options(Scene::defaults(width, height));
                       },
                       [](double, double, const OptionsBuffer&) { return 0; },
                       [](double, double, const OptionsBuffer&, int) { return 0.0; }, nullptr};
    if constexpr (HasRules<Scene>::value) {
        facts.brokenRule = [](double width, double height, const OptionsBuffer& options) {
            return Scene::brokenRule(width, height, optionsIn<Scene>(options));
        };
        facts.ruleValue = [](double width, double height, const OptionsBuffer& options, int rule) {
            return Scene::ruleValue(width, height, optionsIn<Scene>(options), rule);
        };
        facts.ruleText = &Scene::ruleText;
    }
    return facts;
}

// Option index: slots 0-5 get min, max, integer, live, its default for a
// canvas of width x height and offAtZero; returns the address of its name
// (ASCII, 0-ended), or 0 for no such option.
std::uintptr_t optionSpec(const SceneOptions& scene, int index, double width, double height);

// Fills the slots with the defaults for a canvas of width x height.
void writeDefaults(const SceneOptions& scene, double width, double height);

// The slots as options in options: the defaults for width x height with
// every listed option from its slot; only after slotProblem() said 0, so
// every cast is exact.
void readSlots(const SceneOptions& scene, double width, double height, OptionsBuffer& options);

// problemWith() for the slots, checking each raw double before any is cast.
int slotProblem(const SceneOptions& scene, double width, double height);

// The value that broke rule r for the options in the slots (see options.hpp).
double ruleValue(const SceneOptions& scene, double width, double height, int rule);

}  // namespace puru::bindings
