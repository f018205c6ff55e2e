#include "posts/scenes/spring.hpp"

#include <cmath>

#include "common/interleave.hpp"
#include "posts/scenes/freeze_on_divergence.hpp"
#include "posts/options_state.hpp"

namespace puru {

Spring::Options Spring::defaults(double, double) { return Options{}; }

std::string Spring::validate(double width, double height, const Options& options) {
    return validateOptions<Spring>(width, height, options);
}

Spring::Spring(double width, double height) : Spring(width, height, defaults(width, height)) {}

Spring::Spring(double width, double height, const Options& options)
    : Spring(width, height, checked<Spring>(width, height, options), Checked{}) {}

Spring::Spring(double, double, const Options& options, Checked) : options_(options) {
    apply();
    spring_.x = options.x;
    spring_.v = options.v;
    xy_[0] = spring_.x;
}

void Spring::apply() {
    spring_.k = options_.k;
    spring_.len = options_.len;
    spring_.m = options_.m;
    spring_.d = options_.d;
    spring_.dt = 1.0 / options_.fps;
}

void Spring::step() {
    stepOrFreeze(spring_, diverged_);
    // Far off any canvas counts as blown up, as for the point scenes.
    if (std::fabs(spring_.x) > kSaneCoordinate) diverged_ = true;
    xy_[0] = spring_.x;
}

const char* Spring::set(double x, double v) {
    if (!std::isfinite(x) || !std::isfinite(v)) return "Spring: set needs finite x and v";
    spring_.x = x;
    spring_.v = v;
    diverged_ = false;
    xy_[0] = x;
    return nullptr;
}

std::string Spring::set(const std::string& name, double value) {
    std::string error = setListedOption<Spring>(options_, name, value);
    apply();
    return error;
}

bool Spring::setOption(int index, double value) {
    if (!setOptionAt<Spring>(options_, index, value)) return false;
    apply();
    return true;
}

void Spring::state(SnapshotFields& fields) {
    optionsState<Spring>(fields, options_);
    const bool diverged = fields.flag(diverged_, "diverged");
    for (double* v : {&spring_.x, &spring_.v}) {
        fields.require(diverged || std::fabs(fields.value(*v)) <= kSaneCoordinate, "the mass");
    }
}

void Spring::restored() {
    apply();
    xy_[0] = spring_.x;
}

}  // namespace puru
