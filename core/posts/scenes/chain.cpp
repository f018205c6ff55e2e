#include "posts/scenes/chain.hpp"

#include <algorithm>
#include <cmath>

#include "common/interleave.hpp"
#include "common/trig.hpp"
#include "posts/options_state.hpp"

namespace puru {

Chain::Options Chain::defaults(double width, double height) {
    Options options;
    options.rest = std::min(width, height) * 0.045;
    return options;
}

std::string Chain::validate(double width, double height, const Options& options) {
    return validateOptions<Chain>(width, height, options);
}

Chain::Chain(double width, double height) : Chain(width, height, defaults(width, height)) {}

Chain::Chain(double width, double height, const Options& options)
    : Chain(width, height, checked<Chain>(width, height, options), Checked{}) {}

Chain::Chain(double width, double, const Options& options, Checked)
    : width_(width), options_(options) {
    const auto n = static_cast<std::size_t>(options.n);
    points_.reserve(n);
    links_.reserve(n - 1);
    for (std::size_t i = 0; i < n; ++i) {
        points_.add(width * 0.5, options.top + static_cast<double>(i) * options.rest, i == 0);
        if (i > 0) links_.add(static_cast<std::uint32_t>(i - 1), static_cast<std::uint32_t>(i), options.rest);
    }
    xy_.resize(2 * n);
    interleave(points_.x, points_.y, xy_);
}

void Chain::step() {
    if (diverged_) return;
    t_ += options_.swingSpeed;
    const double anchorX = width_ * 0.5 + sine(t_) * width_ * options_.swing;
    fingers_.hold(points_);
    points_.integrate(0.0, options_.gravity);
    links_.relaxPath(points_.x.data(), points_.y.data(), points_.pinned.data(), options_.iter, anchorX,
                     options_.top);
    diverged_ = !interleave(points_.x, points_.y, xy_);
}

std::string Chain::set(const std::string& name, double value) {
    return setListedOption<Chain>(options_, name, value);
}

bool Chain::setOption(int index, double value) { return setOptionAt<Chain>(options_, index, value); }

void Chain::state(SnapshotFields& fields) {
    optionsState<Chain>(fields, options_);
    fields.sameNumber(width_, "width");
    const bool diverged = fields.flag(diverged_, "diverged");
    fields.require(std::fabs(fields.value(t_)) < kMostAngle, "the swing's phase");
    points_.state(fields);
    fingers_.state(fields, points_.size());
    fields.shown(xy_.data(), xy_.size(), diverged);
}

void Chain::restored() {}

}  // namespace puru
