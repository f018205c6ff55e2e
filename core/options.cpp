#include "options.hpp"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>

namespace puru {
namespace {

// Spelled close to how JavaScript spells numbers, since most readers of these
// messages write JS: the shortest of 15 or 17 digits that reads back exactly.
// (printf rather than iostreams keeps the wasm module small.)
std::string formatNumber(double value) {
    if (std::isnan(value)) return "NaN";
    if (std::isinf(value)) return value > 0 ? "Infinity" : "-Infinity";
    char text[32];
    std::snprintf(text, sizeof text, "%.15g", value);
    if (std::strtod(text, nullptr) != value) std::snprintf(text, sizeof text, "%.17g", value);
    return text;
}

}  // namespace

std::string checkOption(const char* scene, const OptionSpec& spec, double value) {
    const bool inRange = value >= spec.min && value <= spec.max;  // false for NaN
    const bool whole = !spec.integer || std::floor(value) == value;
    if (inRange && whole) return {};
    return std::string(scene) + ": " + spec.name + " must be " +
           (spec.integer ? "an integer" : "a number") + " from " + formatNumber(spec.min) +
           " to " + formatNumber(spec.max) + ", got " + formatNumber(value);
}

std::string checkCanvasSize(const char* scene, double width, double height) {
    std::string error = checkOption(scene, {"width", 1.0, kMaxCanvasSide, false}, width);
    if (error.empty()) error = checkOption(scene, {"height", 1.0, kMaxCanvasSide, false}, height);
    return error;
}

void throwIfInvalid(const std::string& error) {
    if (!error.empty()) throw std::invalid_argument(error);
}

}  // namespace puru
