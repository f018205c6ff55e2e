// Option ranges shared by every scene. Each scene lists its options once, in
// visitOptions, with name, range and whether the option is a count, and may
// add rules across options (brokenRule, ruleText). Checking is plain numbers
// (problemWith, setOptionAt): the wasm module uses only that and words its
// messages in JavaScript from the same list, so it carries no text
// formatting. Native callers get the same messages from validate() and
// set(name, value): "Chain: iter must be an integer from 1 to 1000, got -3".
#pragma once

#include <cstddef>
#include <string>
#include <type_traits>

namespace puru {

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
constexpr int kMaxOptions = 16;  // no scene lists more (optionTable refuses to, tested)

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

// A scene's options as a table built once from visitOptions: each option's
// spec and where its field sits in the Options struct. Everything below works
// on the table with one plain function for all scenes; a visitor instantiated
// for every use and scene would multiply the code (the wasm module's size).
struct OptionField {
    OptionSpec spec;
    std::size_t offset;  // of the field in the Options struct
    bool isInt;          // the field is an int, else a double
};

struct OptionTable {
    OptionField fields[kMaxOptions];
    int count = 0;
    bool overflowed = false;  // the scene lists more than kMaxOptions: a bug
};

double fieldValue(const void* options, const OptionField& field);
// Stores value, which must be in the field's range (so an int field gets a whole number).
void storeField(void* options, const OptionField& field, double value);
int findOption(const OptionTable& table, const std::string& name);  // index or -1

template <class Scene>
const OptionTable& optionTable() {
    static const OptionTable table = [] {
        OptionTable built;
        typename Scene::Options options{};
        const auto* base = reinterpret_cast<const char*>(&options);
        Scene::visitOptions(options, [&](const OptionSpec& spec, auto& field) {
            using Field = std::remove_reference_t<decltype(field)>;
            static_assert(std::is_same_v<Field, int> || std::is_same_v<Field, double>);
            const auto offset = static_cast<std::size_t>(reinterpret_cast<const char*>(&field) - base);
            if (built.count == kMaxOptions) {
                built.overflowed = true;
                return;
            }
            built.fields[built.count++] = {spec, offset, std::is_same_v<Field, int>};
        });
        return built;
    }();
    return table;
}

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
