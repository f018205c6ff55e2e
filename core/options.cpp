#include "options.hpp"

#include <cmath>
#include <sstream>
#include <stdexcept>

namespace puru {
namespace {

// Spelled as JavaScript spells them, since most readers of these messages use JS.
std::string formatNumber(double value) {
    if (std::isnan(value)) return "NaN";
    if (std::isinf(value)) return value > 0 ? "Infinity" : "-Infinity";
    std::ostringstream out;
    out.precision(17);
    out << value;
    return out.str();
}

}  // namespace

std::string checkOption(const char* scene, const OptionSpec& spec, double value) {
    const bool inRange = value >= spec.min && value <= spec.max;  // false for NaN
    const bool whole = !spec.integer || std::floor(value) == value;
    if (inRange && whole) return {};
    std::ostringstream out;
    out << scene << ": " << spec.name << " must be "
        << (spec.integer ? "an integer" : "a number") << " from " << formatNumber(spec.min)
        << " to " << formatNumber(spec.max) << ", got " << formatNumber(value);
    return out.str();
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
