#include "posts/options.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>

namespace puru {
namespace {

// Spelled close to how JavaScript spells numbers, since most readers of these
// messages write JS: the shortest of 15 or 17 digits that reads back exactly.
std::string formatNumber(double value) {
    if (std::isnan(value)) return "NaN";
    if (std::isinf(value)) return value > 0 ? "Infinity" : "-Infinity";
    char text[32];
    std::snprintf(text, sizeof text, "%.15g", value);
    if (std::strtod(text, nullptr) != value) std::snprintf(text, sizeof text, "%.17g", value);
    return text;
}

const OptionSpec kWidth{"width", 1.0, kMaxCanvasSide, false};
const OptionSpec kHeight{"height", 1.0, kMaxCanvasSide, false};

}  // namespace

bool inRange(const OptionSpec& spec, double value) {
    if (spec.offAtZero) return value == 0.0 || (value > spec.min && value <= spec.max);
    const bool between = value >= spec.min && value <= spec.max;  // false for NaN
    return between && (!spec.integer || std::floor(value) == value);
}

bool canvasInRange(double width, double height) {
    return inRange(kWidth, width) && inRange(kHeight, height);
}

std::string checkOption(const char* scene, const OptionSpec& spec, double value) {
    if (inRange(spec, value)) return {};
    if (spec.offAtZero) {
        return std::string(scene) + ": " + spec.name + " must be 0 (off) or a number above " + formatNumber(spec.min) +
               " and at most " + formatNumber(spec.max) + ", got " + formatNumber(value);
    }
    return std::string(scene) + ": " + spec.name + " must be " +
           (spec.integer ? "an integer" : "a number") + " from " + formatNumber(spec.min) +
           " to " + formatNumber(spec.max) + ", got " + formatNumber(value);
}

bool marginLeavesRoom(double width, double height, double margin) {
    return 2.0 * margin < std::min(width, height);
}

std::string ruleMessage(const char* scene, const char* rule, double got) {
    return std::string(scene) + ": " + rule + ", got " + formatNumber(got);
}

std::string checkCanvasSize(const char* scene, double width, double height) {
    std::string error = checkOption(scene, kWidth, width);
    if (error.empty()) error = checkOption(scene, kHeight, height);
    return error;
}

double fieldValue(const void* options, const OptionField& field) {
    const auto* at = static_cast<const char*>(options) + field.offset;
    return field.isInt ? static_cast<double>(*reinterpret_cast<const int*>(at))
                       : *reinterpret_cast<const double*>(at);
}

void storeField(void* options, const OptionField& field, double value) {
    auto* at = static_cast<char*>(options) + field.offset;
    if (field.isInt) {
        *reinterpret_cast<int*>(at) = static_cast<int>(value);
    } else {
        *reinterpret_cast<double*>(at) = value;
    }
}

int findOption(const OptionTable& table, const std::string& name) {
    for (int i = 0; i < table.count; ++i) {
        if (name == table.fields[i].spec.name) return i;
    }
    return -1;
}

int firstOptionOutOfRange(const OptionTable& table, const void* options) {
    for (int i = 0; i < table.count; ++i) {
        if (!inRange(table.fields[i].spec, fieldValue(options, table.fields[i]))) return i + 1;
    }
    return 0;
}

bool setTableOption(const OptionTable& table, void* options, int index, double value) {
    if (index < 0 || index >= table.count) return false;
    const OptionField& field = table.fields[index];
    if (!field.spec.live || !inRange(field.spec, value)) return false;
    storeField(options, field, value);
    return true;
}

void throwIfInvalid(const std::string& error) {
#if defined(__cpp_exceptions)
    if (!error.empty()) throw std::invalid_argument(error);
#else
    // Built without exceptions (the wasm): its callers check the options first.
    if (!error.empty()) std::abort();
#endif
}

}  // namespace puru
