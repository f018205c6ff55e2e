// The Verlet post's counter-example: the same swinging chain and the same
// constraint relaxation as Chain, but integrated with an explicit velocity
//   v += g;  x += v
// that never hears of the constraints' corrections. Every frame gravity adds
// to a velocity the constraints keep undoing in position only, so the chain
// stretches further and further: why the post drops the velocity variable.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "posts/distance_constraints.hpp"
#include "posts/options.hpp"
#include "posts/scenes/chain.hpp"

namespace puru {

class EulerChain {
public:
    using Options = ChainOptions;
    static constexpr const char* kName = "EulerChain";

    static Options defaults(double width, double height) { return Chain::defaults(width, height); }
    static std::string validate(double width, double height, const Options& options);

    static constexpr auto& kOptions = Chain::kOptions;

    EulerChain(double width, double height);
    EulerChain(double width, double height, const Options& options);  // throws std::invalid_argument
    EulerChain(double width, double height, const Options& options, Checked);

    // Advances one frame, unless the scene has diverged.
    void step();
    // True once a point stopped being finite or left ±kSaneCoordinate px
    // (interleave.hpp); the scene then stops, its last state kept.
    bool diverged() const { return diverged_; }
    const double* points() const { return xy_.data(); }
    std::size_t count() const { return x_.size(); }
    const Options& options() const { return options_; }
    // Changes a live option (iter, gravity, swing, swingSpeed); returns an error or "".
    std::string set(const std::string& name, double value);
    // The same by index in kOptions, without messages; false when
    // the option is fixed or the value out of range.
    bool setOption(int index, double value);
    // Sum of |link length - rest| over the links, px.
    double lengthError() const { return links_.totalLengthError(x_.data(), y_.data()); }

    // Its snapshot's fields (common/snapshot.hpp), and what a restore works out again.
    void state(SnapshotFields& fields);
    void restored();

private:
    double width_;
    Options options_;
    bool diverged_ = false;
    std::vector<double> x_, y_, vx_, vy_;
    std::vector<std::uint8_t> pinned_;
    DistanceConstraints links_;
    double t_ = 0.0;
    std::vector<double> xy_;
};

}  // namespace puru
