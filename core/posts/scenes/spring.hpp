// The pudding post's 1-D mass-spring sketch: a mass on a spring of natural
// length len, k stiffness, m mass, velocity kept d per frame, dt = 1 / fps.
// Starts stretched to x (default twice len) and let go.
#pragma once

#include <string>

#include "posts/mass_spring.hpp"
#include "posts/options.hpp"

namespace puru {

struct SpringOptions {
    double k = 64.0;
    double len = 10.0;
    double m = 1.0;
    double d = 0.95;
    double fps = 60.0;
    double x = 20.0;  // starting position of the mass
    double v = 0.0;   // starting velocity
};

class Spring {
public:
    using Options = SpringOptions;
    static constexpr const char* kName = "Spring";

    static Options defaults(double width, double height);
    static std::string validate(double width, double height, const Options& options);

    static constexpr OptionField kOptions[] = {
        PURU_OPTION(k, 0, 1e6, false, true),
        PURU_OPTION(len, -1e6, 1e6, false, true),
        PURU_OPTION(m, 1e-6, 1e6, false, true),
        PURU_OPTION(d, 0, 1, false, true),
        PURU_OPTION(fps, 1, 1000, false, true),
        PURU_OPTION(x, -1e6, 1e6, false),
        PURU_OPTION(v, -1e6, 1e6, false),
    };

    Spring(double width, double height);
    Spring(double width, double height, const Options& options);  // throws std::invalid_argument
    Spring(double width, double height, const Options& options, Checked);

    // One frame. A spring stepped past stability grows without bound; once the
    // mass is past ±kSaneCoordinate px, or its state would stop being finite,
    // it stops there and diverged() turns true.
    void step();
    double x() const { return spring_.x; }
    double v() const { return spring_.v; }
    bool diverged() const { return diverged_; }
    // Places the mass; refuses non-finite values: the reason, or null (as Arm::setTarget).
    const char* set(double x, double v);
    // Changes a live option (k, len, m, d, fps); returns an error or "".
    std::string set(const std::string& name, double value);
    // The same by index in kOptions, without messages; false when
    // the option is fixed or the value out of range.
    bool setOption(int index, double value);
    const Options& options() const { return options_; }

    // The mass as one point (x, 0), so generic code can read every scene alike.
    const double* points() const { return xy_; }
    std::size_t count() const { return 1; }

    // Its snapshot's fields (common/snapshot.hpp), and what a restore works out again.
    void state(SnapshotFields& fields);
    void restored();

private:
    void apply();
    Options options_;
    MassSpring spring_;
    bool diverged_ = false;
    double xy_[2] = {0.0, 0.0};
};

}  // namespace puru
