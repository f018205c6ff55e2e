#include "posts/scenes/falling_point.hpp"

#include <cmath>

#include <algorithm>

#include "common/interleave.hpp"
#include "posts/options_state.hpp"

namespace puru {

FallingPoint::Options FallingPoint::defaults(double width, double height) {
    Options options;
    options.margin = std::min(width, height) * 0.03;
    return options;
}

std::string FallingPoint::validate(double width, double height, const Options& options) {
    return validateOptions<FallingPoint>(width, height, options);
}

int FallingPoint::brokenRule(double width, double height, const Options& options) {
    return marginLeavesRoom(width, height, options.margin) ? 0 : 1;
}

const char* FallingPoint::ruleText(int) { return kMarginRule; }

double FallingPoint::ruleValue(double, double, const Options& options, int) { return options.margin; }

FallingPoint::FallingPoint(double width, double height)
    : FallingPoint(width, height, defaults(width, height)) {}

FallingPoint::FallingPoint(double width, double height, const Options& options)
    : FallingPoint(width, height, checked<FallingPoint>(width, height, options), Checked{}) {}

FallingPoint::FallingPoint(double width, double height, const Options& options, Checked)
    : width_(width), height_(height), options_(options) {
    point_.add(width * 0.15, height * 0.2);
    point_.setVelocity(0, options.throwSpeed, 0.0);
    xy_.resize(2);
    interleave(point_.x, point_.y, xy_);
}

void FallingPoint::step() {
    if (diverged_) return;
    fingers_.hold(point_);
    point_.integrate(0.0, options_.gravity);
    const double m = options_.margin;
    point_.bounceInside(m, m, width_ - m, height_ - m, options_.bounce);
    diverged_ = !interleave(point_.x, point_.y, xy_);
}

std::string FallingPoint::set(const std::string& name, double value) {
    return setListedOption<FallingPoint>(options_, name, value);
}

bool FallingPoint::setOption(int index, double value) { return setOptionAt<FallingPoint>(options_, index, value); }

void FallingPoint::state(SnapshotFields& fields) {
    optionsState<FallingPoint>(fields, options_);
    fields.sameNumber(width_, "width");
    fields.sameNumber(height_, "height");
    const bool diverged = fields.flag(diverged_, "diverged");
    point_.state(fields);
    fingers_.state(fields, point_.size());
    fields.shown(xy_.data(), xy_.size(), diverged);
}

void FallingPoint::restored() {}

}  // namespace puru
