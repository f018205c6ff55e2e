// The soft-body post's pressurized balloon: a ring of point masses joined by
// Hooke springs, inflated by area pressure toward inflate * pi * radius^2,
// pulled gently toward the canvas centre (anchor), falling under gravity and
// bouncing off walls margin px inside the canvas. Explicit velocity, damped
// by damp each frame.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "posts/options.hpp"
#include "common/point_masses.hpp"
#include "posts/pressure_ring.hpp"
#include "posts/scenes/grabbable.hpp"

namespace puru {

struct BalloonOptions {
    int count = 26;          // points on the ring
    double radius = 57.6;    // px; defaults(): min(width, height) * 0.16
    double k = 0.22;         // spring stiffness
    double press = 0.7;      // pressure strength
    double damp = 0.97;      // velocity kept per frame
    double gravity = 0.324;  // px per frame^2; defaults(): min(width, height) * 0.0009
    double anchor = 0.014;   // fraction of the centre's offset pulled back per frame
    double margin = 10.8;    // px; defaults(): min(width, height) * 0.03
    double bounce = 0.7;     // velocity kept off a wall
    double inflate = 1.15;   // target area over the area of the starting circle
};

class Balloon : public Grabbable<Balloon> {
public:
    using Options = BalloonOptions;
    static constexpr const char* kName = "Balloon";

    static Options defaults(double width, double height);
    static std::string validate(double width, double height, const Options& options);
    // Rules across options (see options.hpp): 1, the margin fits the canvas.
    static int brokenRule(double width, double height, const Options& options);
    static const char* ruleText(int rule);
    static double ruleValue(double width, double height, const Options& options, int rule);

    static constexpr OptionField kOptions[] = {
        PURU_OPTION(count, 3, 10000, true),
        PURU_OPTION(radius, 0.1, kMaxCanvasSide, false),
        PURU_OPTION(k, 0, 2, false, true),
        PURU_OPTION(press, 0, 100, false, true),
        PURU_OPTION(damp, 0, 1, false, true),
        PURU_OPTION(gravity, -1000, 1000, false, true),
        PURU_OPTION(anchor, 0, 1, false, true),
        PURU_OPTION(margin, 0, kMaxCanvasSide, false),
        PURU_OPTION(bounce, 0, 1, false, true),
        PURU_OPTION(inflate, 0.01, 100, false),
    };

    Balloon(double width, double height);
    Balloon(double width, double height, const Options& options);  // throws std::invalid_argument
    Balloon(double width, double height, const Options& options, Checked);

    // Advances one frame, unless the scene has diverged.
    void step();
    // True once a point stopped being finite or left ±kSaneCoordinate px
    // (interleave.hpp); the scene then stops, its last state kept.
    bool diverged() const { return diverged_; }
    const double* points() const { return xy_.data(); }
    std::size_t count() const { return masses_.size(); }
    const Options& options() const { return options_; }

    double area() const { return ring_.area(masses_); }
    double signedArea() const { return ring_.signedArea(masses_); }
    double targetArea() const { return ring_.targetArea; }

    // Changes a live option (k, press, damp, gravity, anchor, bounce); returns an error or "".
    std::string set(const std::string& name, double value);
    // The same by index in kOptions, without messages; false when
    // the option is fixed or the value out of range.
    bool setOption(int index, double value);

    // Its snapshot's fields (common/snapshot.hpp), and what a restore works out again.
    void state(SnapshotFields& fields);
    void restored();

private:
    friend class Grabbable<Balloon>;
    PointMasses& grabbedBody() { return masses_; }
    // Hands the live options the ring reads to it.
    void apply();

    double width_;
    double height_;
    Options options_;
    bool diverged_ = false;
    PointMasses masses_;
    PressureRing ring_;
    std::vector<double> xy_;
};

}  // namespace puru
