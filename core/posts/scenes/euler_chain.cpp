#include "posts/scenes/euler_chain.hpp"

#include <cmath>

#include "common/interleave.hpp"
#include "common/trig.hpp"
#include "posts/options_state.hpp"

namespace puru {

std::string EulerChain::validate(double width, double height, const Options& options) {
    return validateOptions<EulerChain>(width, height, options);
}

EulerChain::EulerChain(double width, double height)
    : EulerChain(width, height, defaults(width, height)) {}

EulerChain::EulerChain(double width, double height, const Options& options)
    : EulerChain(width, height, checked<EulerChain>(width, height, options), Checked{}) {}

EulerChain::EulerChain(double width, double, const Options& options, Checked)
    : width_(width), options_(options) {
    const auto n = static_cast<std::size_t>(options.n);
    x_.resize(n);
    y_.resize(n);
    vx_.resize(n);  // at rest
    vy_.resize(n);
    pinned_.resize(n);
    pinned_[0] = 1;
    links_.reserve(n - 1);
    for (std::size_t i = 0; i < n; ++i) {
        x_[i] = width * 0.5;
        y_[i] = options.top + static_cast<double>(i) * options.rest;
        if (i > 0) links_.add(static_cast<std::uint32_t>(i - 1), static_cast<std::uint32_t>(i), options.rest);
    }
    xy_.resize(2 * n);
    interleave(x_, y_, xy_);
}

void EulerChain::step() {
    if (diverged_) return;
    t_ += options_.swingSpeed;
    const double anchorX = width_ * 0.5 + sine(t_) * width_ * options_.swing;
    for (std::size_t i = 1; i < x_.size(); ++i) {
        vy_[i] += options_.gravity;
        x_[i] += vx_[i];
        y_[i] += vy_[i];
    }
    links_.relaxPath(x_.data(), y_.data(), pinned_.data(), options_.iter, anchorX, options_.top);
    diverged_ = !interleave(x_, y_, xy_);
}

std::string EulerChain::set(const std::string& name, double value) {
    return setListedOption<EulerChain>(options_, name, value);
}

bool EulerChain::setOption(int index, double value) { return setOptionAt<EulerChain>(options_, index, value); }

void EulerChain::state(SnapshotFields& fields) {
    optionsState<EulerChain>(fields, options_);
    fields.sameNumber(width_, "width");
    const bool diverged = fields.flag(diverged_, "diverged");
    fields.require(std::fabs(fields.value(t_)) < kMostAngle, "the swing's phase");
    fields.values(x_, "points");
    for (std::vector<double>* row : {&y_, &vx_, &vy_}) fields.values(row->data(), row->size());
    fields.shown(xy_.data(), xy_.size(), diverged);
    fields.flags(pinned_.data(), pinned_.size(), "a pin");
}

void EulerChain::restored() {}

}  // namespace puru
