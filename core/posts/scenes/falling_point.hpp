// The Verlet post's first sketch: one point with no velocity variable, thrown
// sideways by starting with prev = x - throwSpeed, falling under gravity and
// bouncing off the floor and walls (margin px inside the canvas) by mirroring
// prev, never by flipping a velocity.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "posts/options.hpp"
#include "common/verlet_particles.hpp"
#include "posts/scenes/grabbable.hpp"

namespace puru {

struct FallingPointOptions {
    double gravity = 0.5;     // px per frame^2, down
    double throwSpeed = 2.5;  // initial sideways speed, px per frame (prev = x - throwSpeed)
    double bounce = 0.85;     // fraction of speed kept off a wall or the floor
    double margin = 10.8;     // px; defaults(): min(width, height) * 0.03
};

class FallingPoint : public Grabbable<FallingPoint> {
public:
    using Options = FallingPointOptions;
    static constexpr const char* kName = "FallingPoint";

    static Options defaults(double width, double height);
    static std::string validate(double width, double height, const Options& options);
    // Rules across options (see options.hpp): 1, the margin fits the canvas.
    static int brokenRule(double width, double height, const Options& options);
    static const char* ruleText(int rule);
    static double ruleValue(double width, double height, const Options& options, int rule);

    static constexpr OptionField kOptions[] = {
        PURU_OPTION(gravity, -1000, 1000, false, true),
        PURU_OPTION(throwSpeed, -1000, 1000, false),
        PURU_OPTION(bounce, 0, 1, false, true),
        PURU_OPTION(margin, 0, kMaxCanvasSide, false),
    };

    FallingPoint(double width, double height);
    FallingPoint(double width, double height, const Options& options);  // throws std::invalid_argument
    FallingPoint(double width, double height, const Options& options, Checked);

    // Advances one frame, unless the scene has diverged.
    void step();
    // True once a point stopped being finite or left ±kSaneCoordinate px
    // (interleave.hpp); the scene then stops, its last state kept.
    bool diverged() const { return diverged_; }
    const double* points() const { return xy_.data(); }
    std::size_t count() const { return 1; }
    const Options& options() const { return options_; }
    // Changes a live option (gravity, bounce); returns an error or "".
    std::string set(const std::string& name, double value);
    // The same by index in kOptions, without messages; false when
    // the option is fixed or the value out of range.
    bool setOption(int index, double value);

    const VerletParticles& particles() const { return point_; }

    // Its snapshot's fields (common/snapshot.hpp), and what a restore works out again.
    void state(SnapshotFields& fields);
    void restored();

private:
    friend class Grabbable<FallingPoint>;
    VerletParticles& grabbedBody() { return point_; }

    double width_;
    double height_;
    Options options_;
    bool diverged_ = false;
    VerletParticles point_;
    std::vector<double> xy_;
};

}  // namespace puru
