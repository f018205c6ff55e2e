// The Verlet post's swinging chain: n Verlet points joined by distance
// constraints, the head pinned at y = top and swung sideways by
// x = width/2 + sin(t) * width * swing (t advancing swingSpeed a frame).
// Each frame: integrate under gravity, then relax the links iter times,
// putting the head back on its pin before each pass.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "posts/distance_constraints.hpp"
#include "posts/options.hpp"
#include "common/verlet_particles.hpp"
#include "posts/scenes/grabbable.hpp"

namespace puru {

struct ChainOptions {
    int n = 14;                // points, head included
    double rest = 16.2;        // link length, px; defaults(): min(width, height) * 0.045
    int iter = 4;              // relaxation passes per frame: more is stiffer
    double gravity = 0.5;      // px per frame^2, down
    double top = 20.0;         // y of the pinned head, px
    double swing = 0.18;       // head's sideways amplitude, as a fraction of width
    double swingSpeed = 0.03;  // radians of the swing per frame
};

class Chain : public Grabbable<Chain> {
public:
    using Options = ChainOptions;
    static constexpr const char* kName = "Chain";

    static Options defaults(double width, double height);
    static std::string validate(double width, double height, const Options& options);

    static constexpr OptionField kOptions[] = {
        PURU_OPTION(n, 2, 10000, true),
        PURU_OPTION(rest, 1e-3, kMaxCanvasSide, false),
        PURU_OPTION(iter, 1, 1000, true, true),
        PURU_OPTION(gravity, -1000, 1000, false, true),
        PURU_OPTION(top, -kMaxCanvasSide, kMaxCanvasSide, false),
        PURU_OPTION(swing, 0, 10, false, true),
        PURU_OPTION(swingSpeed, -10, 10, false, true),
    };

    Chain(double width, double height);
    Chain(double width, double height, const Options& options);  // throws std::invalid_argument
    Chain(double width, double height, const Options& options, Checked);

    // Advances one frame, unless the scene has diverged.
    void step();
    // True once a point stopped being finite or left ±kSaneCoordinate px
    // (interleave.hpp); the scene then stops, its last state kept.
    bool diverged() const { return diverged_; }
    const double* points() const { return xy_.data(); }
    std::size_t count() const { return points_.size(); }
    const Options& options() const { return options_; }
    // Changes a live option (iter, gravity, swing, swingSpeed); returns an error or "".
    std::string set(const std::string& name, double value);
    // The same by index in kOptions, without messages; false when
    // the option is fixed or the value out of range.
    bool setOption(int index, double value);
    // Sum of |link length - rest| over the links, px.
    double lengthError() const { return links_.totalLengthError(points_.x.data(), points_.y.data()); }

    // Its snapshot's fields (common/snapshot.hpp), and what a restore works out again.
    void state(SnapshotFields& fields);
    void restored();
    const VerletParticles& particles() const { return points_; }
    const DistanceConstraints& links() const { return links_; }

private:
    friend class Grabbable<Chain>;
    VerletParticles& grabbedBody() { return points_; }

    double width_;
    Options options_;
    bool diverged_ = false;
    VerletParticles points_;
    DistanceConstraints links_;
    double t_ = 0.0;
    std::vector<double> xy_;
};

}  // namespace puru
