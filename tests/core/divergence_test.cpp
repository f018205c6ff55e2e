// Absurd input and blown-up physics: a scene stays finite or says it diverged.
#include <catch2/catch.hpp>

#include <cmath>
#include <limits>
#include <vector>

#include "checks.hpp"
#include "posts/scenes/arm.hpp"
#include "posts/scenes/balloon.hpp"
#include "posts/scenes/chain.hpp"
#include "posts/scenes/cloth.hpp"
#include "posts/scenes/euler_chain.hpp"
#include "posts/scenes/falling_point.hpp"

namespace {

using puru::testing::allFinite;

// Holds the scene's last point and drags it to (x, y) for a few frames.
template <class Scene>
void dragLastPointTo(Scene& scene, double x, double y) {
    const std::size_t last = scene.count() - 1;
    REQUIRE(scene.grab(scene.points()[2 * last], scene.points()[2 * last + 1]) >= 0);
    scene.drag(x, y);
    for (int frame = 0; frame < 30; ++frame) scene.step();
}

template <class Scene>
void survivesAbsurdDrags() {
    for (double far : {1e308, -1e308, 1e20, std::numeric_limits<double>::max()}) {
        Scene scene(640, 360);
        dragLastPointTo(scene, far, 372.0);
        INFO(Scene::kName << " dragged to " << far);
        CHECK(allFinite(scene));
        CHECK_FALSE(scene.diverged());
        scene.release();
        for (int frame = 0; frame < 300; ++frame) scene.step();
        CHECK(allFinite(scene));
    }
}

template <class Scene>
void freezesWhenPoisoned() {
    Scene scene(640, 360);
    dragLastPointTo(scene, std::numeric_limits<double>::quiet_NaN(), 10.0);
    INFO(Scene::kName);
    REQUIRE(scene.diverged());
    const std::vector<double> frozen(scene.points(), scene.points() + 2 * scene.count());
    scene.step();
    for (std::size_t i = 0; i < frozen.size(); ++i) {
        CHECK((scene.points()[i] == frozen[i] || (std::isnan(frozen[i]) && std::isnan(scene.points()[i]))));
    }
}

}  // namespace

TEST_CASE("a drag to an absurd but finite place leaves every scene finite", "[divergence]") {
    survivesAbsurdDrags<puru::Chain>();
    survivesAbsurdDrags<puru::Cloth>();
    survivesAbsurdDrags<puru::Balloon>();
    survivesAbsurdDrags<puru::FallingPoint>();
}

TEST_CASE("a scene fed NaN says it diverged and stops", "[divergence]") {
    freezesWhenPoisoned<puru::Chain>();
    freezesWhenPoisoned<puru::Cloth>();
    freezesWhenPoisoned<puru::Balloon>();
    freezesWhenPoisoned<puru::FallingPoint>();
}

TEST_CASE("a scene that flies off past the sane bound says it diverged", "[divergence]") {
    // The Verlet post's counter-example: velocities the constraints never
    // correct grow without end under strong gravity.
    auto options = puru::EulerChain::defaults(640, 360);
    options.gravity = 1000.0;
    options.iter = 1;
    puru::EulerChain chain(640, 360, options);
    int frames = 0;
    while (!chain.diverged() && frames < 100000) {
        chain.step();
        ++frames;
    }
    CHECK(chain.diverged());
    CHECK(frames < 10000);
}

TEST_CASE("scenes at rest or in normal use do not diverge", "[divergence]") {
    puru::Chain chain(640, 360);
    puru::EulerChain euler(640, 360);
    puru::Arm arm(640, 360);
    puru::Balloon balloon(640, 360);
    for (int frame = 0; frame < 3000; ++frame) {
        chain.step();
        euler.step();
        arm.step();
        balloon.step();
    }
    CHECK_FALSE(chain.diverged());
    CHECK_FALSE(euler.diverged());
    CHECK_FALSE(arm.diverged());
    CHECK_FALSE(balloon.diverged());
}
