// Options cross between JavaScript and wasm as plain doubles in one shared
// buffer, the slots, in the order Scene::kOptions lists them: no strings
// or JS objects cross, so the module carries no text or object conversion.
// js/scenes.js reads each option's name and range once (optionSpec), writes
// values into the slots, asks slotProblem() what is wrong and words the
// message itself; only then does it construct.
#pragma once

#include <cstdint>

#include "options.hpp"

namespace puru::bindings {

inline double slots[kMaxOptions];

inline std::uintptr_t slotsAddress() { return reinterpret_cast<std::uintptr_t>(slots); }

template <class Scene>
int optionCount() {
    return optionTable<Scene>().count;
}

// Option index: slots 0-5 get min, max, integer, live, its default for a
// canvas of width x height and offAtZero; returns the address of its name
// (ASCII, 0-ended).
template <class Scene>
std::uintptr_t optionSpec(int index, double width, double height) {
    const OptionTable& table = optionTable<Scene>();
    if (index < 0 || index >= table.count) return 0;
    const OptionField& field = table.fields[index];
    const auto defaults = Scene::defaults(width, height);
    slots[0] = field.spec.min;
    slots[1] = field.spec.max;
    slots[2] = field.spec.integer ? 1.0 : 0.0;
    slots[3] = field.spec.live ? 1.0 : 0.0;
    slots[4] = fieldValue(&defaults, field);
    slots[5] = field.spec.offAtZero ? 1.0 : 0.0;
    return reinterpret_cast<std::uintptr_t>(field.spec.name);
}

// Address of the text of rule r (see options.hpp), or 0 for a scene without.
template <class Scene>
std::uintptr_t ruleText(int rule) {
    if constexpr (HasRules<Scene>::value) return reinterpret_cast<std::uintptr_t>(Scene::ruleText(rule));
    return 0;
}

// Fills the slots with the defaults for a canvas of width x height.
template <class Scene>
void writeDefaults(double width, double height) {
    const OptionTable& table = optionTable<Scene>();
    const auto defaults = Scene::defaults(width, height);
    for (int i = 0; i < table.count; ++i) slots[i] = fieldValue(&defaults, table.fields[i]);
}

// The slots as options; only after slotProblem() said 0, so every cast is exact.
template <class Scene>
typename Scene::Options readSlots() {
    const OptionTable& table = optionTable<Scene>();
    typename Scene::Options options{};
    for (int i = 0; i < table.count; ++i) storeField(&options, table.fields[i], slots[i]);
    return options;
}

// The value that broke rule r for the options in the slots (see options.hpp).
template <class Scene>
double ruleValue(double width, double height, int rule) {
    if constexpr (HasRules<Scene>::value) return Scene::ruleValue(width, height, readSlots<Scene>(), rule);
    return 0.0;
}

// problemWith() for the slots, checking each raw double before any is cast.
template <class Scene>
int slotProblem(double width, double height) {
    if (!canvasInRange(width, height)) return kCanvasProblem;
    const OptionTable& table = optionTable<Scene>();
    for (int i = 0; i < table.count; ++i) {
        if (!inRange(table.fields[i].spec, slots[i])) return i + 1;
    }
    if constexpr (HasRules<Scene>::value) return -Scene::brokenRule(width, height, readSlots<Scene>());
    return 0;
}

}  // namespace puru::bindings
