// The scenes with default options follow the posts' algorithms frame by
// frame: each is compared with a JavaScript reference (tests/reference/) at
// every one of 3000 frames on a 640 x 360 canvas.
#include <catch2/catch.hpp>
#include <cmath>

#include "posts/scenes/balloon.hpp"
#include "posts/scenes/chain.hpp"
#include "posts/scenes/jiggle.hpp"
#include "posts/scenes/spring.hpp"
#include "trajectory.hpp"

namespace {

constexpr int kFrames = 3000;
constexpr double kTolerance = 1e-6;

// Steps the scene kFrames times; `state` writes the values the reference
// recorded for a frame. Returns the largest difference seen.
template <class Scene, class State>
double worstDeviation(Scene& scene, const std::vector<double>& reference, std::size_t perFrame,
                      State state) {
    REQUIRE(reference.size() == perFrame * kFrames);
    std::vector<double> mine(perFrame);
    double worst = 0.0;
    for (int frame = 0; frame < kFrames; ++frame) {
        scene.step();
        state(scene, mine.data());
        for (std::size_t i = 0; i < perFrame; ++i) {
            const double diff = std::fabs(mine[i] - reference[frame * perFrame + i]);
            if (!(diff <= worst)) worst = diff;  // NaN-safe: NaN makes worst NaN
        }
    }
    return worst;
}

template <class Scene>
void copyPoints(const Scene& scene, double* out) {
    for (std::size_t i = 0; i < 2 * scene.count(); ++i) out[i] = scene.points()[i];
}

}  // namespace

TEST_CASE("Chain follows the Verlet post's chain for 3000 frames", "[fidelity]") {
    puru::Chain scene(640, 360);
    const double worst = worstDeviation(scene, readTrajectory("chain"), 28,
                                        copyPoints<puru::Chain>);
    INFO("largest deviation " << worst << " px");
    CHECK(worst < kTolerance);
}

TEST_CASE("Balloon follows the soft-body post's balloon for 3000 frames", "[fidelity]") {
    puru::Balloon scene(640, 360);
    const double worst = worstDeviation(scene, readTrajectory("balloon"), 52,
                                        copyPoints<puru::Balloon>);
    INFO("largest deviation " << worst << " px");
    CHECK(worst < kTolerance);
}

TEST_CASE("Spring follows the pudding post's mass-spring solver for 3000 frames", "[fidelity]") {
    puru::Spring scene(640, 360);
    const double worst = worstDeviation(scene, readTrajectory("spring"), 2,
                                        [](const puru::Spring& s, double* out) {
                                            out[0] = s.x();
                                            out[1] = s.v();
                                        });
    INFO("largest deviation " << worst);
    CHECK(worst < kTolerance);
}

TEST_CASE("Jiggle follows the pudding post's Puddinizer for 3000 frames", "[fidelity]") {
    puru::Jiggle scene(640, 360);
    REQUIRE(scene.poke(0.3, -0.2, 0.0, 0.0) == nullptr);
    const double worst = worstDeviation(scene, readTrajectory("jiggle"), 4,
                                        [](const puru::Jiggle& j, double* out) {
                                            out[0] = j.spring().px;
                                            out[1] = j.spring().py;
                                            out[2] = j.spring().vx;
                                            out[3] = j.spring().vy;
                                        });
    INFO("largest deviation " << worst);
    CHECK(worst < kTolerance);
}
