// Option ranges shared by every scene. Each scene lists its options once, in
// its kOptions table (PURU_OPTION: name, range, whether a count, live), and
// may add rules across options (brokenRule, ruleText). Checking is plain numbers
// (problemWith, setOptionAt): the wasm module uses only that and words its
// messages in JavaScript from the same list, so it carries no text
// formatting. Native callers get the same messages from validate() and
// set(name, value): "Chain: iter must be an integer from 1 to 1000, got -3".
#pragma once

#include <cstddef>
#include <iterator>
#include <string>
#include <type_traits>

namespace puru {

class SnapshotFields;  // common/snapshot.hpp

struct OptionSpec {
    const char* name;
    double min;
    double max;
    bool integer;
    bool live = false;  // may change while the scene runs, through Scene::set
    // 0 turns the option off; any other value must be above min (not at it)
    // and at most max. For a threshold whose smallest sensible value is a
    // limit, not a value: Cloth's tear, a stretch past 1.
    bool offAtZero = false;
};

constexpr double kMaxCanvasSide = 16384.0;
constexpr int kMaxOptions = 16;  // no scene lists more (optionTable asserts it)

// Constructor tag: the caller has checked the options (problemWith gave 0).
struct Checked {};

bool inRange(const OptionSpec& spec, double value);  // false for NaN
bool canvasInRange(double width, double height);

// Empty when value satisfies spec, otherwise a message naming scene and option.
std::string checkOption(const char* scene, const OptionSpec& spec, double value);

// The rule the scenes with walls share: walls margin px inside the canvas
// must leave room between them.
constexpr const char* kMarginRule = "margin must be less than half the canvas's smaller side";
bool marginLeavesRoom(double width, double height, double margin);

// "Scene: rule, got value": a broken rule across options and what broke it.
std::string ruleMessage(const char* scene, const char* rule, double got);

// Scenes are sized in CSS pixels; refuses NaN, zero, negative and absurd sizes.
std::string checkCanvasSize(const char* scene, double width, double height);

// Native callers get std::invalid_argument; the wasm bindings check first
// because a C++ throw aborts a wasm module built without exceptions.
void throwIfInvalid(const std::string& error);

template <class Scene, class = void>
struct HasRules : std::false_type {};
template <class Scene>
struct HasRules<Scene, std::void_t<decltype(&Scene::brokenRule)>> : std::true_type {};

// A scene's options as a table of plain data, built by the compiler: each
// option's spec and where its field sits in the Options struct. Everything
// below works on the table with one plain function for all scenes, and the
// table costs no code (built at run time from a visitor, it cost the wasm
// some 4 KB).
struct OptionField {
    OptionSpec spec;
    std::size_t offset;  // of the field in the Options struct
    bool isInt;          // the field is an int, else a double
};

template <class Field>
constexpr bool isIntField() {
    static_assert(std::is_same_v<Field, int> || std::is_same_v<Field, double>, "an option is an int or a double");
    return std::is_same_v<Field, int>;
}

// One row of a scene's kOptions, written in the scene's class after its
// `using Options = ...`: the field of Options named field, with the rest of
// its OptionSpec (min, max, integer[, live[, offAtZero]]).
#define PURU_OPTION(field, ...)                                                                       \
    ::puru::OptionField {                                                                             \
        ::puru::OptionSpec{#field, __VA_ARGS__}, offsetof(Options, field),                            \
            ::puru::isIntField<decltype(Options::field)>()                                            \
    }

struct OptionTable {
    const OptionField* fields;
    int count;
};

template <class Scene>
constexpr OptionTable optionTable() {
    static_assert(std::is_standard_layout_v<typename Scene::Options>, "offsetof needs a standard-layout Options");
    constexpr int count = static_cast<int>(std::size(Scene::kOptions));
    static_assert(count <= kMaxOptions, "the option slots hold kMaxOptions options");
    return {Scene::kOptions, count};
}

// Calls visit(spec, field) for each option of Scene in options, field an
// int& or a double&: for tests and the fuzzer, which set fields of either kind.
template <class Scene, class Visit>
void forEachOption(typename Scene::Options& options, Visit&& visit) {
    for (const OptionField& field : Scene::kOptions) {
        char* at = reinterpret_cast<char*>(&options) + field.offset;
        if (field.isInt) {
            visit(field.spec, *reinterpret_cast<int*>(at));
        } else {
            visit(field.spec, *reinterpret_cast<double*>(at));
        }
    }
}

double fieldValue(const void* options, const OptionField& field);
// Stores value, which must be in the field's range (so an int field gets a whole number).
void storeField(void* options, const OptionField& field, double value);
int findOption(const OptionTable& table, const std::string& name);  // index or -1

// What is wrong with a size and options, as a number: 0 nothing; i + 1 when
// the i-th listed option is out of range; -r when the scene's rule r is
// broken (Scene::ruleText(r) says what it asks, Scene::ruleValue the value
// that broke it); kCanvasProblem for the size.
constexpr int kCanvasProblem = 1000;

int firstOptionOutOfRange(const OptionTable& table, const void* options);  // i + 1 or 0

template <class Scene>
int problemWith(double width, double height, const typename Scene::Options& options) {
    if (!canvasInRange(width, height)) return kCanvasProblem;
    const int problem = firstOptionOutOfRange(optionTable<Scene>(), &options);
    if (problem != 0) return problem;
    if constexpr (HasRules<Scene>::value) return -Scene::brokenRule(width, height, options);
    return 0;
}

// Index of the option called name, or -1.
template <class Scene>
int optionIndex(const std::string& name) {
    return findOption(optionTable<Scene>(), name);
}

// Sets a live option of a running scene if value is in range; false otherwise.
bool setTableOption(const OptionTable& table, void* options, int index, double value);

template <class Scene>
bool setOptionAt(typename Scene::Options& options, int index, double value) {
    return setTableOption(optionTable<Scene>(), &options, index, value);
}

template <class Scene>
double optionAt(const typename Scene::Options& options, int index) {
    const OptionTable& table = optionTable<Scene>();
    return index >= 0 && index < table.count ? fieldValue(&options, table.fields[index]) : 0.0;
}

// The message for problemWith's answer; empty for 0.
template <class Scene>
std::string describeProblem(int problem, double width, double height,
                            const typename Scene::Options& options) {
    if (problem == 0) return {};
    if (problem == kCanvasProblem) return checkCanvasSize(Scene::kName, width, height);
    if constexpr (HasRules<Scene>::value) {
        if (problem < 0) {
            return ruleMessage(Scene::kName, Scene::ruleText(-problem),
                               Scene::ruleValue(width, height, options, -problem));
        }
    }
    const OptionField& field = optionTable<Scene>().fields[problem - 1];
    return checkOption(Scene::kName, field.spec, fieldValue(&options, field));
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
    const OptionSpec& spec = optionTable<Scene>().fields[index].spec;
    if (!spec.live) return std::string(Scene::kName) + ": " + name + " is fixed when the scene is made";
    std::string error = checkOption(Scene::kName, spec, value);
    if (error.empty()) setOptionAt<Scene>(options, index, value);
    return error;
}

}  // namespace puru
