#include "posts/scenes/cloth.hpp"

#include "common/inlining.hpp"
#include "posts/options_state.hpp"

#include <cmath>

#include <algorithm>

namespace puru {

Cloth::Options Cloth::defaults(double width, double height) {
    Options options;
    options.spacing = std::min(width, height) * 0.035;
    options.top = height * 0.08;
    return options;
}

std::string Cloth::validate(double width, double height, const Options& options) {
    return validateOptions<Cloth>(width, height, options);
}

int Cloth::brokenRule(double, double, const Options& options) {
    return static_cast<long long>(options.cols) * options.rows > kMaxPoints ? 1 : 0;
}

const char* Cloth::ruleText(int) { return "cols * rows must be at most 250000"; }

double Cloth::ruleValue(double, double, const Options& options, int) {
    return static_cast<double>(options.cols) * static_cast<double>(options.rows);
}

Cloth::Cloth(double width, double height) : Cloth(width, height, defaults(width, height)) {}

Cloth::Cloth(double width, double height, const Options& options)
    : Cloth(width, height, checked<Cloth>(width, height, options), Checked{}) {}

Cloth::Cloth(double width, double, const Options& options, Checked) : options_(options) {
    const auto cols = static_cast<std::uint32_t>(options.cols);
    const auto rows = static_cast<std::uint32_t>(options.rows);
    const double left = width * 0.5 - options.spacing * (cols - 1) * 0.5;
    points_.reserve(std::size_t{cols} * rows);
    links_ = GridLinks(cols, rows, options.spacing);
    for (std::size_t stored = 0; stored < std::size_t{cols} * rows; ++stored) {
        const std::size_t i = links_.rowMajorIndex(stored);
        const std::size_t r = i / cols, c = i % cols;
        const bool pinned = r == 0 && (c % static_cast<std::size_t>(options.pinEvery) == 0 || c == cols - 1);
        points_.add(left + static_cast<double>(c) * options.spacing,
                    options.top + static_cast<double>(r) * options.spacing, pinned);
    }
    pairs_.make(records_, 2 * links_.count());
    links_.listWhole(pairs_.data());
    mobility_.resize(points_.size());
    syncMobility();
    xy_.resize(2 * points_.size());
    links_.toRowMajor(points_.x.data(), points_.y.data(), xy_.data());
}

void Cloth::step() {
    if (diverged_) return;
    fingers_.hold(points_);
    points_.integrate(0.0, options_.gravity);
    links_.relax(points_.x.data(), points_.y.data(), mobility_.data(), options_.iter);
    if (options_.tear > 0.0 &&
        links_.breakLongerThan(points_.x.data(), points_.y.data(), options_.tear * options_.spacing) > 0) {
        links_.listWhole(pairs_.data());
    }
    diverged_ = !links_.toRowMajor(points_.x.data(), points_.y.data(), xy_.data());
}

PURU_COLD long Cloth::cut(double x0, double y0, double x1, double y1) {
    if (!placeable(x0) || !placeable(y0) || !placeable(x1) || !placeable(y1)) return -1;
    const std::size_t cut = links_.cut(points_.x.data(), points_.y.data(), x0, y0, x1, y1);
    if (cut > 0) links_.listWhole(pairs_.data());
    return static_cast<long>(cut);
}

std::string Cloth::set(const std::string& name, double value) {
    return setListedOption<Cloth>(options_, name, value);
}

bool Cloth::setOption(int index, double value) { return setOptionAt<Cloth>(options_, index, value); }

void Cloth::syncMobility() {
    for (std::size_t i = 0; i < mobility_.size(); ++i) mobility_[i] = points_.pinned[i] ? 0.0 : 1.0;
}

void Cloth::state(SnapshotFields& fields) {
    optionsState<Cloth>(fields, options_);
    const bool diverged = fields.flag(diverged_, "diverged");
    points_.state(fields);
    links_.state(fields);
    fingers_.state(fields, points_.size());
    fields.shown(xy_.data(), xy_.size(), diverged);
}

// Mobility follows the pins, the drawn links the whole ones.
void Cloth::restored() {
    syncMobility();
    links_.listWhole(pairs_.data());
}

}  // namespace puru
