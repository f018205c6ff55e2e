#include "posts/scenes/balloon.hpp"

#include <algorithm>
#include <cmath>

#include "common/interleave.hpp"
#include "common/trig.hpp"
#include "posts/options_state.hpp"

namespace puru {

Balloon::Options Balloon::defaults(double width, double height) {
    const double side = std::min(width, height);
    Options options;
    options.radius = side * 0.16;
    options.gravity = side * 0.0009;
    options.margin = side * 0.03;
    return options;
}

std::string Balloon::validate(double width, double height, const Options& options) {
    return validateOptions<Balloon>(width, height, options);
}

int Balloon::brokenRule(double width, double height, const Options& options) {
    return marginLeavesRoom(width, height, options.margin) ? 0 : 1;
}

const char* Balloon::ruleText(int) { return kMarginRule; }

double Balloon::ruleValue(double, double, const Options& options, int) { return options.margin; }

Balloon::Balloon(double width, double height) : Balloon(width, height, defaults(width, height)) {}

Balloon::Balloon(double width, double height, const Options& options)
    : Balloon(width, height, checked<Balloon>(width, height, options), Checked{}) {}

Balloon::Balloon(double width, double height, const Options& options, Checked)
    : width_(width), height_(height), options_(options) {
    const auto n = static_cast<std::size_t>(options.count);
    masses_.reserve(n);
    for (std::size_t i = 0; i < n; ++i) {
        const double angle = (static_cast<double>(i) / static_cast<double>(n)) * kPi * 2.0;
        masses_.add(width * 0.5 + cosine(angle) * options.radius,
                    height * 0.5 + sine(angle) * options.radius);
    }
    for (std::size_t i = 0; i < n; ++i) {
        const std::size_t j = (i + 1) % n;
        const double dx = masses_.x[j] - masses_.x[i];
        const double dy = masses_.y[j] - masses_.y[i];
        ring_.addEdge(std::sqrt(dx * dx + dy * dy));
    }
    apply();
    ring_.targetArea = kPi * options.radius * options.radius * options.inflate;
    xy_.resize(2 * n);
    interleave(masses_.x, masses_.y, xy_);
}

void Balloon::step() {
    if (diverged_) return;
    const RingMeasure measured = ring_.measureAndSpring(masses_);
    ring_.addImpulses(masses_, measured);
    const double pullX = (width_ * 0.5 - measured.meanX) * options_.anchor;
    const double pullY = (height_ * 0.5 - measured.meanY) * options_.anchor;

    const double m = options_.margin;
    bool sane = masses_.moveInside(options_.damp, pullX, pullY + options_.gravity, m, m, width_ - m,
                                   height_ - m, options_.bounce, xy_);
    if (fingers_.anyActive()) {  // the held points go to the pointers after the walls: copy again
        fingers_.hold(masses_);
        sane = interleave(masses_.x, masses_.y, xy_);
    }
    diverged_ = !sane;
}

std::string Balloon::set(const std::string& name, double value) {
    std::string error = setListedOption<Balloon>(options_, name, value);
    apply();
    return error;
}

bool Balloon::setOption(int index, double value) {
    if (!setOptionAt<Balloon>(options_, index, value)) return false;
    apply();
    return true;
}

void Balloon::apply() {
    ring_.k = options_.k;
    ring_.press = options_.press;
}

void Balloon::state(SnapshotFields& fields) {
    optionsState<Balloon>(fields, options_);
    fields.sameNumber(width_, "width");
    fields.sameNumber(height_, "height");
    const bool diverged = fields.flag(diverged_, "diverged");
    masses_.state(fields);
    fingers_.state(fields, masses_.size());
    fields.shown(xy_.data(), xy_.size(), diverged);
}

void Balloon::restored() { apply(); }

}  // namespace puru
