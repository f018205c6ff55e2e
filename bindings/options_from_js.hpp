// Conversions between a JavaScript options object and a scene's Options.
// The JS wrapper (js/scenes.js) has already refused unknown names and values
// that are not numbers; here each number is checked against the scene's
// option list before it is stored, so no out-of-range double is ever cast to
// an int. Errors come back as strings: a C++ throw would abort the module.
#pragma once

#include <emscripten/val.h>

#include <string>
#include <type_traits>

#include "options.hpp"

namespace puru::bindings {

template <class Scene>
std::string readOptions(double width, double height, const emscripten::val& given,
                        typename Scene::Options& out) {
    std::string error = checkCanvasSize(Scene::kName, width, height);
    if (!error.empty()) return error;
    out = Scene::defaults(width, height);
    Scene::visitOptions(out, [&](const OptionSpec& spec, auto& field) {
        if (!error.empty()) return;
        const emscripten::val value = given[spec.name];
        if (value.isUndefined()) return;
        const double number = value.template as<double>();
        error = checkOption(Scene::kName, spec, number);
        if (error.empty()) field = static_cast<std::remove_reference_t<decltype(field)>>(number);
    });
    if (error.empty()) error = Scene::validate(width, height, out);
    return error;
}

// [{ name, min, max, integer, live, value }] with value the default for this size.
template <class Scene>
emscripten::val describeOptions(double width, double height) {
    emscripten::val list = emscripten::val::array();
    auto defaults = Scene::defaults(width, height);
    Scene::visitOptions(defaults, [&](const OptionSpec& spec, auto& field) {
        emscripten::val entry = emscripten::val::object();
        entry.set("name", std::string(spec.name));
        entry.set("min", spec.min);
        entry.set("max", spec.max);
        entry.set("integer", spec.integer);
        entry.set("live", spec.live);
        entry.set("value", static_cast<double>(field));
        list.call<void>("push", entry);
    });
    return list;
}

template <class Scene>
double readOption(const typename Scene::Options& options, const std::string& name) {
    double result = 0.0;
    Scene::visitOptions(options, [&](const OptionSpec& spec, const auto& field) {
        if (name == spec.name) result = static_cast<double>(field);
    });
    return result;
}

}  // namespace puru::bindings
