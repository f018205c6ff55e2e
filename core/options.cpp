#include "options.hpp"

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
    const bool between = value >= spec.min && value <= spec.max;  // false for NaN
    return between && (!spec.integer || std::floor(value) == value);
}

bool canvasInRange(double width, double height) {
    return inRange(kWidth, width) && inRange(kHeight, height);
}

std::string checkOption(const char* scene, const OptionSpec& spec, double value) {
    if (inRange(spec, value)) return {};
    return std::string(scene) + ": " + spec.name + " must be " +
           (spec.integer ? "an integer" : "a number") + " from " + formatNumber(spec.min) +
           " to " + formatNumber(spec.max) + ", got " + formatNumber(value);
}

std::string checkCanvasSize(const char* scene, double width, double height) {
    std::string error = checkOption(scene, kWidth, width);
    if (error.empty()) error = checkOption(scene, kHeight, height);
    return error;
}

void throwIfInvalid(const std::string& error) {
    if (!error.empty()) throw std::invalid_argument(error);
}

}  // namespace puru
