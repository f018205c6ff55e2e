// Option ranges shared by every scene. Each scene lists its options once, in
// visitOptions, with name, range and whether the option is a count, and may
// add rules across options (brokenRule, ruleText). Checking is plain numbers
// (problemWith, setOptionAt): the wasm module uses only that and words its
// messages in JavaScript from the same list, so it carries no text
// formatting. Native callers get the same messages from validate() and
// set(name, value): "Chain: iter must be an integer from 1 to 1000, got -3".
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
constexpr int kMaxOptions = 16;  // no scene lists more (tested)

// Constructor tag: the caller has checked the options (problemWith gave 0).
struct Checked {};

bool inRange(const OptionSpec& spec, double value);  // false for NaN
bool canvasInRange(double width, double height);

// Empty when value satisfies spec, otherwise a message naming scene and option.
std::string checkOption(const char* scene, const OptionSpec& spec, double value);

// Scenes are sized in CSS pixels; refuses NaN, zero, negative and absurd sizes.
std::string checkCanvasSize(const char* scene, double width, double height);

// Native callers get std::invalid_argument; the wasm bindings check first
// because a C++ throw aborts a wasm module built without exceptions.
void throwIfInvalid(const std::string& error);

template <class Scene, class = void>
struct HasRules : std::false_type {};
template <class Scene>
struct HasRules<Scene, std::void_t<decltype(&Scene::brokenRule)>> : std::true_type {};

// What is wrong with a size and options, as a number: 0 nothing; i + 1 when
// the i-th listed option is out of range; -r when the scene's rule r
// (Scene::ruleText(r)) is broken; kCanvasProblem for the size.
constexpr int kCanvasProblem = 1000;

template <class Scene>
int problemWith(double width, double height, const typename Scene::Options& options) {
    if (!canvasInRange(width, height)) return kCanvasProblem;
    int index = 0;
    int problem = 0;
    Scene::visitOptions(options, [&](const OptionSpec& spec, const auto& value) {
        ++index;
        if (problem == 0 && !inRange(spec, static_cast<double>(value))) problem = index;
    });
    if (problem != 0) return problem;
    if constexpr (HasRules<Scene>::value) return -Scene::brokenRule(width, height, options);
    return 0;
}

// The option at index, as listed by visitOptions, handed to use(spec, field).
template <class Scene, class Options, class Use>
bool withOptionAt(Options& options, int index, Use&& use) {
    int i = 0;
    bool found = false;
    Scene::visitOptions(options, [&](const OptionSpec& spec, auto& field) {
        if (i++ == index) {
            use(spec, field);
            found = true;
        }
    });
    return found;
}

// Index of the option called name, or -1.
template <class Scene>
int optionIndex(const std::string& name) {
    typename Scene::Options options{};
    int i = 0;
    int found = -1;
    Scene::visitOptions(options, [&](const OptionSpec& spec, auto&) {
        if (found < 0 && name == spec.name) found = i;
        ++i;
    });
    return found;
}

// Sets a live option of a running scene if value is in range; false otherwise.
template <class Scene>
bool setOptionAt(typename Scene::Options& options, int index, double value) {
    bool done = false;
    withOptionAt<Scene>(options, index, [&](const OptionSpec& spec, auto& field) {
        if (!spec.live || !inRange(spec, value)) return;
        field = static_cast<std::remove_reference_t<decltype(field)>>(value);
        done = true;
    });
    return done;
}

template <class Scene>
double optionAt(const typename Scene::Options& options, int index) {
    double value = 0.0;
    withOptionAt<Scene>(options, index,
                        [&](const OptionSpec&, const auto& field) { value = static_cast<double>(field); });
    return value;
}

// The message for problemWith's answer; empty for 0.
template <class Scene>
std::string describeProblem(int problem, double width, double height,
                            const typename Scene::Options& options) {
    if (problem == 0) return {};
    if (problem == kCanvasProblem) return checkCanvasSize(Scene::kName, width, height);
    if constexpr (HasRules<Scene>::value) {
        if (problem < 0) return std::string(Scene::kName) + ": " + Scene::ruleText(-problem);
    }
    std::string message;
    auto copy = options;
    withOptionAt<Scene>(copy, problem - 1, [&](const OptionSpec& spec, const auto& field) {
        message = checkOption(Scene::kName, spec, static_cast<double>(field));
    });
    return message;
}

template <class Scene>
std::string validateOptions(double width, double height, const typename Scene::Options& options) {
    return describeProblem<Scene>(problemWith<Scene>(width, height, options), width, height,
                                  options);
}

// For a validating constructor to delegate to its Checked one.
template <class Scene>
const typename Scene::Options& checked(double width, double height,
                                       const typename Scene::Options& options) {
    throwIfInvalid(Scene::validate(width, height, options));
    return options;
}

// Sets the option called name on a running scene's options, if it is live
// and value is in range; otherwise leaves it and returns why.
template <class Scene>
std::string setListedOption(typename Scene::Options& options, const std::string& name,
                            double value) {
    const int index = optionIndex<Scene>(name);
    if (index < 0) return std::string(Scene::kName) + ": no option named '" + name + "'";
    std::string error;
    withOptionAt<Scene>(options, index, [&](const OptionSpec& spec, auto&) {
        if (!spec.live) {
            error = std::string(Scene::kName) + ": " + name + " is fixed when the scene is made";
        } else {
            error = checkOption(Scene::kName, spec, value);
        }
    });
    if (error.empty()) setOptionAt<Scene>(options, index, value);
    return error;
}

}  // namespace puru
