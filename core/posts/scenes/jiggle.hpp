// The pudding post's Puddinizer: a 2-D zero-length damped spring whose offset
// (px, py) shears a drawing through [1, 0, px, 1 + py, 0, 0] about its base.
// Defaults (k 400, m 1, d 0.9, 60 fps) give about three wobbles a second,
// each frame keeping d of the velocity: a poke dies down to a few percent of
// its size in about one second, which reads as pudding rather than jelly or
// rubber.
#pragma once

#include <cstddef>
#include <string>

#include "posts/jiggle_spring.hpp"
#include "posts/options.hpp"

namespace puru {

struct JiggleOptions {
    double k = 400.0;
    double m = 1.0;
    double d = 0.9;
    double fps = 60.0;
};

// A shear of a thousand times the pudding's height is no wobble any more.
constexpr double kSaneShear = 1000.0;

class Jiggle {
public:
    using Options = JiggleOptions;
    static constexpr const char* kName = "Jiggle";

    static Options defaults(double width, double height);
    static std::string validate(double width, double height, const Options& options);

    static constexpr OptionField kOptions[] = {
        PURU_OPTION(k, 0, 1e6, false, true),
        PURU_OPTION(m, 1e-6, 1e6, false, true),
        PURU_OPTION(d, 0, 1, false, true),
        PURU_OPTION(fps, 1, 1000, false, true),
    };

    Jiggle(double width, double height);
    Jiggle(double width, double height, const Options& options);  // throws std::invalid_argument
    Jiggle(double width, double height, const Options& options, Checked);

    // One frame. Stiffness past stability makes the wobble grow; once the shear
    // is past ±kSaneShear, or the state would stop being finite, it stops
    // there and diverged() turns true.
    void step();
    bool diverged() const { return diverged_; }
    // Sets offset and velocity (shear units: px is horizontal shift per unit
    // height); refuses non-finite ones: the reason, or null (as Arm::setTarget).
    const char* poke(double px, double py, double vx, double vy);
    // [1, 0, px, 1 + py, 0, 0]
    const double* matrix() const { return matrix_; }
    // The offset (px, py) as one point, so generic code can read every scene alike.
    const double* points() const { return offset_; }
    std::size_t count() const { return 1; }
    const JiggleSpring& spring() const { return spring_; }
    // Changes a live option (k, m, d, fps); returns an error or "".
    std::string set(const std::string& name, double value);
    // The same by index in kOptions, without messages; false when
    // the option is fixed or the value out of range.
    bool setOption(int index, double value);
    const Options& options() const { return options_; }

    // Its snapshot's fields (common/snapshot.hpp), and what a restore works out again.
    void state(SnapshotFields& fields);
    void restored();

private:
    void apply();
    Options options_;
    void publish();
    JiggleSpring spring_;
    bool diverged_ = false;
    double matrix_[6];
    double offset_[2];
};

}  // namespace puru
