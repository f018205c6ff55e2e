// Option ranges shared by every scene. Each scene lists its options once, in
// visitOptions, with name, range and whether the option is a count; C++
// validation and the JavaScript bindings both read that list, so they give the
// same message ("Chain: iter must be an integer from 1 to 1000, got -3").
#pragma once

#include <string>
#include <type_traits>

namespace puru {

struct OptionSpec {
    const char* name;
    double min;
    double max;
    bool integer;
    bool live = false;  // may change while the scene runs, through Scene::set
};

constexpr double kMaxCanvasSide = 16384.0;

// Empty when value satisfies spec, otherwise a message naming scene and option.
std::string checkOption(const char* scene, const OptionSpec& spec, double value);

// Scenes are sized in CSS pixels; refuses NaN, zero, negative and absurd sizes.
std::string checkCanvasSize(const char* scene, double width, double height);

// Native callers get std::invalid_argument; the wasm bindings validate first
// because a C++ throw aborts a wasm module built without exceptions.
void throwIfInvalid(const std::string& error);

// The canvas size and every option that Scene::visitOptions lists.
template <class Scene>
std::string checkListedOptions(double width, double height,
                               const typename Scene::Options& options) {
    std::string error = checkCanvasSize(Scene::kName, width, height);
    Scene::visitOptions(options, [&](const OptionSpec& spec, const auto& value) {
        if (error.empty()) error = checkOption(Scene::kName, spec, static_cast<double>(value));
    });
    return error;
}

// Sets the option called name on a running scene's options, if it is live
// and value is in range; otherwise leaves it and returns why.
template <class Scene>
std::string setListedOption(typename Scene::Options& options, const std::string& name,
                            double value) {
    std::string error = std::string(Scene::kName) + ": no option named '" + name + "'";
    Scene::visitOptions(options, [&](const OptionSpec& spec, auto& field) {
        if (name != spec.name) return;
        if (!spec.live) {
            error = std::string(Scene::kName) + ": " + name + " is fixed when the scene is made";
            return;
        }
        error = checkOption(Scene::kName, spec, value);
        if (error.empty()) field = static_cast<std::remove_reference_t<decltype(field)>>(value);
    });
    return error;
}

}  // namespace puru
