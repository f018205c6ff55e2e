#include "posts/scenes/jiggle.hpp"

#include <cmath>

#include "posts/scenes/freeze_on_divergence.hpp"
#include "posts/options_state.hpp"

namespace puru {

Jiggle::Options Jiggle::defaults(double, double) { return Options{}; }

std::string Jiggle::validate(double width, double height, const Options& options) {
    return validateOptions<Jiggle>(width, height, options);
}

Jiggle::Jiggle(double width, double height) : Jiggle(width, height, defaults(width, height)) {}

Jiggle::Jiggle(double width, double height, const Options& options)
    : Jiggle(width, height, checked<Jiggle>(width, height, options), Checked{}) {}

Jiggle::Jiggle(double, double, const Options& options, Checked) : options_(options) {
    apply();
    publish();
}

void Jiggle::apply() {
    spring_.k = options_.k;
    spring_.m = options_.m;
    spring_.d = options_.d;
    spring_.dt = 1.0 / options_.fps;
}

void Jiggle::publish() {
    spring_.matrix(matrix_);
    offset_[0] = spring_.px;
    offset_[1] = spring_.py;
}

void Jiggle::step() {
    stepOrFreeze(spring_, diverged_);
    if (std::fabs(spring_.px) > kSaneShear || std::fabs(spring_.py) > kSaneShear) diverged_ = true;
    publish();
}

const char* Jiggle::poke(double px, double py, double vx, double vy) {
    if (!std::isfinite(px) || !std::isfinite(py) || !std::isfinite(vx) || !std::isfinite(vy)) {
        return "Jiggle: poke needs finite px, py, vx and vy";
    }
    spring_.poke(px, py, vx, vy);
    diverged_ = false;
    publish();
    return nullptr;
}

std::string Jiggle::set(const std::string& name, double value) {
    std::string error = setListedOption<Jiggle>(options_, name, value);
    apply();
    return error;
}

bool Jiggle::setOption(int index, double value) {
    if (!setOptionAt<Jiggle>(options_, index, value)) return false;
    apply();
    return true;
}

void Jiggle::state(SnapshotFields& fields) {
    optionsState<Jiggle>(fields, options_);
    const bool diverged = fields.flag(diverged_, "diverged");
    for (double* v : {&spring_.px, &spring_.py, &spring_.vx, &spring_.vy}) {
        fields.require(diverged || std::fabs(fields.value(*v)) <= kSaneShear, "the shear");
    }
}

void Jiggle::restored() {
    apply();
    publish();
}

}  // namespace puru
