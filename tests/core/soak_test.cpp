// A million steps of every scene with a reader's random interaction: a point
// held and dragged about the canvas, thrown, options moved anywhere in their
// ranges. It never shows a non-finite point unless it says it diverged (and
// is then started afresh, as the page's reset does), the balloon never leaves
// its walls, and running allocates nothing.
#include <catch2/catch.hpp>

#include <cmath>
#include <memory>
#include <random>
#include <string>

#include "allocation_counter.hpp"
#include "posts/scenes/arm.hpp"
#include "posts/scenes/balloon.hpp"
#include "posts/scenes/chain.hpp"
#include "posts/scenes/cloth.hpp"
#include "posts/scenes/euler_chain.hpp"
#include "posts/scenes/falling_point.hpp"
#include "posts/scenes/jiggle.hpp"
#include "posts/scenes/spring.hpp"

namespace {

constexpr long kSteps = 1000000;
constexpr double kWidth = 640.0, kHeight = 360.0;

template <class Scene>
struct Soak {
    std::mt19937 random{12345};
    long restarts = 0;
    long badFrames = 0;
    long wallEscapes = 0;
    long allocations = 0;

    double uniform(double low, double high) { return std::uniform_real_distribution<double>(low, high)(random); }

    // An option moved by a reader's slider: any live option, anywhere in its
    // range, but no more than 8 iterations, or a million steps of cloth
    // would take minutes.
    void moveAnOption(Scene& scene) {
        const puru::OptionTable& table = puru::optionTable<Scene>();
        const int index = std::uniform_int_distribution<int>(0, table.count - 1)(random);
        const puru::OptionSpec& spec = table.fields[index].spec;
        if (!spec.live) return;
        const double max = std::string(spec.name) == "iter" ? 8.0 : spec.max;
        double value = uniform(spec.min, max);
        if (spec.integer) value = std::floor(value);
        scene.setOption(index, value);
    }

    // The interaction of one frame: rare events, as a reader's are.
    void interact(Scene& scene, bool& holding, double& x, double& y) {
        const int dice = std::uniform_int_distribution<int>(0, 999)(random);
        if constexpr (std::is_same_v<Scene, puru::Arm>) {
            if (dice < 20) scene.setTarget(uniform(0, kWidth), uniform(0, kHeight));
        } else if constexpr (std::is_same_v<Scene, puru::Jiggle>) {
            if (dice < 5) scene.poke(uniform(-0.5, 0.5), uniform(-0.5, 0.5), uniform(-3, 3), uniform(-3, 3));
        } else if constexpr (std::is_same_v<Scene, puru::Spring>) {
            if (dice < 5) scene.set(uniform(-40, 60), uniform(-20, 20));
        } else if constexpr (!std::is_same_v<Scene, puru::EulerChain>) {
            if (!holding && dice < 5) {
                const std::size_t i = std::uniform_int_distribution<std::size_t>(0, scene.count() - 1)(random);
                x = scene.points()[2 * i];
                y = scene.points()[2 * i + 1];
                holding = scene.grab(x, y) >= 0;
            } else if (holding && dice < 300) {
                x = std::fmin(kWidth, std::fmax(0.0, x + uniform(-20, 20)));
                y = std::fmin(kHeight, std::fmax(0.0, y + uniform(-20, 20)));
                scene.drag(x, y);
            } else if (holding && dice < 320) {
                if (dice % 2) {
                    scene.release();
                } else {
                    scene.release(uniform(-30, 30), uniform(-30, 30));
                }
                holding = false;
            }
        }
        if (dice >= 995) moveAnOption(scene);
    }

    void run() {
        auto scene = std::make_unique<Scene>(kWidth, kHeight);
        bool holding = false;
        double x = 0.0, y = 0.0;
        const long before = puru::testing::allocationsSoFar();
        for (long step = 0; step < kSteps; ++step) {
            interact(*scene, holding, x, y);
            scene->step();
            if (scene->diverged()) {
                const long beforeRestart = puru::testing::allocationsSoFar();
                scene = std::make_unique<Scene>(kWidth, kHeight);  // the page's reset
                allocations -= puru::testing::allocationsSoFar() - beforeRestart;  // not the run's
                holding = false;
                ++restarts;
                continue;
            }
            const double* p = scene->points();
            for (std::size_t i = 0; i < 2 * scene->count(); ++i) {
                if (!std::isfinite(p[i])) {
                    ++badFrames;
                    break;
                }
            }
            if constexpr (std::is_same_v<Scene, puru::Balloon>) {
                const double m = scene->options().margin;
                for (std::size_t i = 0; i < scene->count(); ++i) {
                    const bool held = holding && p[2 * i] == x && p[2 * i + 1] == y;
                    if (held) continue;
                    if (p[2 * i] < m || p[2 * i] > kWidth - m || p[2 * i + 1] < m || p[2 * i + 1] > kHeight - m) {
                        ++wallEscapes;
                        break;
                    }
                }
            }
        }
        allocations += puru::testing::allocationsSoFar() - before;
    }
};

template <class Scene>
void soak() {
    Soak<Scene> soak;
    soak.run();
    INFO(Scene::kName << ": " << soak.restarts << " restarts after divergence");
    CHECK(soak.badFrames == 0);
    CHECK(soak.wallEscapes == 0);
    CHECK(soak.allocations == 0);
}

}  // namespace

TEST_CASE("soak: a million steps of FallingPoint with random interaction", "[soak]") { soak<puru::FallingPoint>(); }
TEST_CASE("soak: a million steps of Chain with random interaction", "[soak]") { soak<puru::Chain>(); }
TEST_CASE("soak: a million steps of EulerChain with random options", "[soak]") { soak<puru::EulerChain>(); }
TEST_CASE("soak: a million steps of Balloon with random interaction", "[soak]") { soak<puru::Balloon>(); }
TEST_CASE("soak: a million steps of Cloth with random interaction", "[soak]") { soak<puru::Cloth>(); }
TEST_CASE("soak: a million steps of Arm with random targets", "[soak]") { soak<puru::Arm>(); }
TEST_CASE("soak: a million steps of Spring with random placing", "[soak]") { soak<puru::Spring>(); }
TEST_CASE("soak: a million steps of Jiggle with random pokes", "[soak]") { soak<puru::Jiggle>(); }
