// The FABRIK arm of the distance-relatives post: segments links of equal
// length rooted at the bottom centre of the canvas, reaching for a target
// that can be moved at any time. Each frame runs up to iter FABRIK
// iterations, stopping early once the tip is within tolerance.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "posts/fabrik.hpp"
#include "posts/options.hpp"

namespace puru {

struct ArmOptions {
    int segments = 5;         // links
    double length = 36.0;     // px per link; defaults(): min(width, height) * 0.1
    int iter = 10;            // FABRIK iterations per frame at most
    double tolerance = 0.01;  // px: close enough to the target
    double rootY = 324.0;     // px; defaults(): height * 0.9 (the root is at width / 2)
};

class Arm {
public:
    using Options = ArmOptions;
    static constexpr const char* kName = "Arm";

    static Options defaults(double width, double height);
    static std::string validate(double width, double height, const Options& options);

    static constexpr OptionField kOptions[] = {
        PURU_OPTION(segments, 1, 1000, true),
        PURU_OPTION(length, 1e-3, kMaxCanvasSide, false),
        PURU_OPTION(iter, 1, 1000, true, true),
        PURU_OPTION(tolerance, 1e-9, 1000, false, true),
        PURU_OPTION(rootY, -kMaxCanvasSide, kMaxCanvasSide, false),
    };

    Arm(double width, double height);
    Arm(double width, double height, const Options& options);  // throws std::invalid_argument
    Arm(double width, double height, const Options& options, Checked);

    // Advances one frame, unless the scene has diverged.
    void step();
    // True once a point stopped being finite or left ±kSaneCoordinate px
    // (interleave.hpp); the scene then stops, its last state kept.
    bool diverged() const { return diverged_; }
    // Joints, root first.
    const double* points() const { return xy_.data(); }
    std::size_t count() const { return chain_.jointCount(); }
    const Options& options() const { return options_; }
    // Changes a live option (iter, tolerance); returns an error or "".
    std::string set(const std::string& name, double value);
    // The same by index in kOptions, without messages; false when
    // the option is fixed or the value out of range.
    bool setOption(int index, double value);

    // Refuses a non-finite target, leaving the old one: the reason, or null
    // (a fixed text: no string is made, and none weighs on the wasm module).
    const char* setTarget(double x, double y);
    double targetX() const { return targetX_; }
    double targetY() const { return targetY_; }

    const FabrikChain& chain() const { return chain_; }

    // Its snapshot's fields (common/snapshot.hpp), and what a restore works out again.
    void state(SnapshotFields& fields);
    void restored();

private:
    Options options_;
    bool diverged_ = false;
    FabrikChain chain_;
    double targetX_;
    double targetY_;
    std::vector<double> xy_;
};

}  // namespace puru
