// Cloth, the scene the distance-constraint posts scale up to: a grid of
// Verlet points, each joined to its right and lower neighbour by a distance
// constraint, the top row pinned every pinEvery columns (and at both
// corners). Each frame: integrate under gravity, relax iter times; with
// tear set, every link then longer than tear * spacing breaks for good. The
// posts fix no order for the links; GridLinks relaxes them in independent
// sets, which converges as well as the order they were made in and runs in
// SIMD lanes.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "common/records.hpp"
#include "posts/grid_links.hpp"
#include "posts/options.hpp"
#include "common/verlet_particles.hpp"
#include "posts/scenes/grabbable.hpp"

namespace puru {

struct ClothOptions {
    int cols = 24;           // points across
    int rows = 16;           // points down
    double spacing = 12.6;   // rest length of a link, px; defaults(): min(width, height) * 0.035
    int iter = 4;            // relaxation passes per frame
    double gravity = 0.3;    // px per frame^2, down
    int pinEvery = 4;        // pin every pinEvery-th point of the top row
    double top = 28.8;       // y of the top row, px; defaults(): height * 0.08
    double tear = 0.0;       // 0: never tears; above 1: a link breaks past tear * spacing
};

class Cloth : public Grabbable<Cloth> {
public:
    using Options = ClothOptions;
    static constexpr const char* kName = "Cloth";
    static constexpr int kMaxPoints = 250000;

    static Options defaults(double width, double height);
    static std::string validate(double width, double height, const Options& options);
    // Rules across options (see options.hpp): 1, at most kMaxPoints points.
    static int brokenRule(double width, double height, const Options& options);
    static const char* ruleText(int rule);
    static double ruleValue(double width, double height, const Options& options, int rule);

    static constexpr OptionField kOptions[] = {
        PURU_OPTION(cols, 2, 1000, true),
        PURU_OPTION(rows, 2, 1000, true),
        PURU_OPTION(spacing, 1e-3, kMaxCanvasSide, false),
        PURU_OPTION(iter, 1, 1000, true, true),
        PURU_OPTION(gravity, -1000, 1000, false, true),
        PURU_OPTION(pinEvery, 1, 1000, true),
        PURU_OPTION(top, -kMaxCanvasSide, kMaxCanvasSide, false),
        PURU_OPTION(tear, 1, 100, false, true, true),
    };

    Cloth(double width, double height);
    Cloth(double width, double height, const Options& options);  // throws std::invalid_argument
    Cloth(double width, double height, const Options& options, Checked);

    // Advances one frame, unless the scene has diverged. With tear set,
    // breaking comes after the last relaxation: a link breaks when its
    // squared length is above (tear * spacing) squared.
    void step();
    // True once a point stopped being finite or left ±kSaneCoordinate px
    // (interleave.hpp); the scene then stops, its last state kept.
    bool diverged() const { return diverged_; }
    const double* points() const { return xy_.data(); }
    std::size_t count() const { return points_.size(); }
    // Index pairs (a0, b0, a1, b1, ...) of the whole links, for drawing:
    // each point's left link then its upper one, row by row. A break or a
    // cut shortens the list in place, at the end of that step() or cut().
    const std::uint32_t* linkPairs() const { return pairs_.data(); }
    std::size_t linkCount() const { return links_.wholeCount(); }
    // Breaks every whole link that the closed segment (x0, y0)-(x1, y1)
    // touches, as the points are now (a swipe); returns how many, or -1 when
    // an end is not placeable (grab.hpp). Allocates nothing.
    long cut(double x0, double y0, double x1, double y1);
    const Options& options() const { return options_; }
    // Changes a live option (iter, gravity, tear); returns an error or "".
    std::string set(const std::string& name, double value);
    // The same by index in kOptions, without messages; false when
    // the option is fixed or the value out of range.
    bool setOption(int index, double value);

    // Its snapshot's fields (common/snapshot.hpp), and what a restore works out again.
    void state(SnapshotFields& fields);
    void restored();
    // The points in GridLinks' stored order (links().storedIndex(row, col)).
    const VerletParticles& particles() const { return points_; }
    const GridLinks& links() const { return links_; }

private:
    friend class Grabbable<Cloth>;
    VerletParticles& grabbedBody() { return points_; }
    void holdingChanged() { syncMobility(); }
    int publicIndex(int stored) const {
        return static_cast<int>(links_.rowMajorIndex(static_cast<std::size_t>(stored)));
    }
    // Mobility follows pinned, which only grabbing and releasing change.
    void syncMobility();

    Options options_;
    bool diverged_ = false;
    VerletParticles points_;
    GridLinks links_;
    std::vector<double> mobility_;  // 0 for pinned or held points, else 1
    RecordStore records_;  // pairs_' room
    Records<std::uint32_t> pairs_;
    std::vector<double> xy_;
};

}  // namespace puru
