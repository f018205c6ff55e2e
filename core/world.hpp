// A composable world: Verlet points joined by links (distance constraints),
// angle joints and pressure bodies, pinned or held by a pointer, inside the
// canvas's walls. The scenes of the posts are fixed compositions of the same
// parts; a World is built at run time, a point and a constraint at a time.
//
// A step: the held point goes to the pointer; every free point moves by its
// velocity (times damping) and gravity; then `iter` times, every link (colour
// by colour, LinkSets), every angle joint and every pressure body is relaxed
// once, and the walls put any point that left the canvas back on its edge.
//
// Adding only appends, so indices stay valid. Everything that grows with
// points and links is sized for maxPoints and maxLinks when the world is
// made, so a view's buffer never moves and adding them never grows wasm memory:
// a view stays good for the world's life (as a scene's does); adding past
// either bound is refused. Arguments are checked here
// too, so no call can crash the module: a bad one changes nothing and
// returns kRefused (the JS API words the error before calling).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "angle_joints.hpp"
#include "area_bodies.hpp"
#include "grab.hpp"
#include "link_sets.hpp"
#include "verlet_particles.hpp"

namespace puru {

// For World::angle: take the angle the points make now.
constexpr double kAngleNow = 1e300;

class World {
public:
    struct Options {
        double gravity = 0.5;  // px per frame², downward
        int iter = 8;          // relaxations per step
        double damping = 1.0;  // share of its velocity a point keeps each frame
        bool walls = true;     // points kept inside the canvas
        std::size_t maxPoints = 1024;
        std::size_t maxLinks = 4096;
    };
    static constexpr long kRefused = -1;
    static constexpr int kMaxIter = 1000;
    // Bounds for maxPoints and maxLinks, which are reserved when the world is
    // made (about 70 and 70 bytes each): far beyond a canvas's needs, within
    // what a phone's browser gives a page.
    static constexpr std::size_t kMaxPoints = 1u << 18;
    static constexpr std::size_t kMaxLinks = 1u << 20;

    World(double width, double height, const Options& options);

    double width() const { return width_; }
    double height() const { return height_; }
    const Options& options() const { return options_; }

    long addPoint(double x, double y);
    // rest < 0: the distance now; stiffness in (0, 1].
    long link(long a, long b, double rest, double stiffness);
    // radians == kAngleNow: the angle now; otherwise within ±2 pi.
    long angle(long i, long j, long k, double radians, double stiffness);
    // target < 0: the area now; press in [0, 1].
    long pressure(const std::uint32_t* ring, std::size_t n, double target, double press);
    double area(long body) const;

    bool pin(long i);
    bool pin(long i, double x, double y);
    bool unpin(long i);
    int grab(double x, double y);
    void drag(double x, double y);
    void release();
    bool release(double vx, double vy);

    void step();

    std::size_t count() const { return points_.size(); }
    std::size_t linkCount() const { return links_.count(); }
    std::size_t angleCount() const { return angles_.size(); }
    std::size_t bodyCount() const { return bodies_.size(); }
    const double* points() const { return xy_.data(); }
    const std::uint32_t* links() const { return links_.ends(); }
    bool diverged() const { return diverged_; }
    double maxStretch() const { return links_.maxStretch(points_.x.data(), points_.y.data()); }

private:
    bool isPoint(long i) const { return i >= 0 && static_cast<std::size_t>(i) < count(); }
    void mobilityChanged();

    double width_, height_;
    Options options_;
    VerletParticles points_;  // pinned: pinned by the user or held by the pointer
    std::vector<std::uint8_t> userPinned_;
    std::vector<double> mobility_;  // 1 - pinned, for the constraints' shares
    LinkSets links_;
    AngleJoints angles_;
    AreaBodies bodies_;
    Grab grab_;
    std::vector<double> xy_;
    bool sharesStale_ = false;  // links were added or mobility changed: prepare the links
    bool diverged_ = false;
};

}  // namespace puru
