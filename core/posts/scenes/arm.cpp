#include "posts/scenes/arm.hpp"

#include <algorithm>
#include <cmath>

#include "common/grab.hpp"
#include "common/inlining.hpp"
#include "common/interleave.hpp"
#include "posts/options_state.hpp"

namespace puru {

Arm::Options Arm::defaults(double width, double height) {
    Options options;
    options.length = std::min(width, height) * 0.1;
    options.rootY = height * 0.9;
    return options;
}

std::string Arm::validate(double width, double height, const Options& options) {
    return validateOptions<Arm>(width, height, options);
}

Arm::Arm(double width, double height) : Arm(width, height, defaults(width, height)) {}

Arm::Arm(double width, double height, const Options& options)
    : Arm(width, height, checked<Arm>(width, height, options), Checked{}) {}

Arm::Arm(double width, double, const Options& options, Checked) : options_(options) {
    const std::vector<double> lengths(static_cast<std::size_t>(options.segments), options.length);
    chain_.build(width * 0.5, options.rootY, 0.0, -1.0, lengths);
    targetX_ = chain_.x.back();
    targetY_ = chain_.y.back();
    xy_.resize(2 * chain_.jointCount());
    interleave(chain_.x, chain_.y, xy_);
}

PURU_COLD void Arm::step() {
    if (diverged_) return;
    chain_.solve(targetX_, targetY_, options_.tolerance, options_.iter);
    diverged_ = !interleave(chain_.x, chain_.y, xy_);
}

std::string Arm::set(const std::string& name, double value) {
    return setListedOption<Arm>(options_, name, value);
}

bool Arm::setOption(int index, double value) { return setOptionAt<Arm>(options_, index, value); }

const char* Arm::setTarget(double x, double y) {
    if (!std::isfinite(x) || !std::isfinite(y)) {
        return "Arm: setTarget needs finite x and y";
    }
    // As a held point's (grab.hpp): far off screen at most, never absurd.
    targetX_ = withinReach(x);
    targetY_ = withinReach(y);
    return nullptr;
}

void Arm::state(SnapshotFields& fields) {
    optionsState<Arm>(fields, options_);
    const bool diverged = fields.flag(diverged_, "diverged");
    fields.values(chain_.x, "joints");
    fields.values(chain_.y.data(), chain_.y.size());
    fields.value(targetX_);
    fields.value(targetY_);
    fields.shown(xy_.data(), xy_.size(), diverged);
}

void Arm::restored() {}

}  // namespace puru
