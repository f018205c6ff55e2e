// A million steps of every scene with a reader's random interaction: a point
// held and dragged about the canvas, thrown, options moved anywhere in their
// ranges. It never shows a non-finite point unless it says it diverged (and
// is then started afresh, as the page's reset does), the balloon never leaves
// its walls, and running allocates nothing. Then a World with every kind of
// contact, the same way (its own test below).
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
#include "world/world.hpp"

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

namespace {

// A World with every kind of contact under a reader's hands for 100000
// steps: disks of three sizes poured on a peg, a jelly with solid rims and a
// pressure body, a kinematic paddle swung about, points grabbed, dragged and
// thrown, pinned and freed. Nothing is ever non-finite (unless the world
// says it diverged), no disk's centre is ever inside the peg, nothing
// leaves the canvas, and stepping allocates nothing.
struct WorldSoak {
    std::mt19937 random{2024};
    long badFrames = 0, insidePeg = 0, escapes = 0, allocations = 0, divergences = 0;
    static constexpr double kPegX = 320.0, kPegY = 260.0, kPegRadius = 40.0;

    double uniform(double low, double high) { return std::uniform_real_distribution<double>(low, high)(random); }

    static std::unique_ptr<puru::World> make() {
        puru::World::Options options;
        options.substeps = 4;
        options.iter = 2;
        options.material = {0.3, 0.5, 0.2};
        options.maxPoints = 400;
        options.maxContacts = 6 * 400;
        auto world = std::make_unique<puru::World>(kWidth, kHeight, options);
        const double peg[2] = {0.0, 0.0};
        world->addShape(peg, 1, kPegRadius, {kPegX, kPegY, 0.0}, {0.3, 0.5, 0.0});
        const double paddle[8] = {-60.0, -5.0, 60.0, -5.0, 60.0, 5.0, -60.0, 5.0};
        world->addShape(paddle, 4, 0.0, {120.0, 200.0, 0.0}, {0.5, 0.8, 0.0});
        for (int i = 0; i < 300; ++i) {
            const double radius = i % 5 == 0 ? 6.0 : (i % 2 ? 3.0 : 4.0);
            world->addPoint(60.0 + 13.0 * (i % 40), 20.0 + 13.0 * (i / 40), {radius, 1.0 + (i % 3), 0});
        }
        const long first = static_cast<long>(world->count());
        std::uint32_t rim[12];
        for (int k = 0; k < 12; ++k) {
            const double angle = 2.0 * 3.14159265358979 * k / 12.0;
            world->addPoint(500.0 + 30.0 * std::cos(angle), 120.0 + 30.0 * std::sin(angle), {3.0, 1.0, 0});
            rim[k] = static_cast<std::uint32_t>(first + k);
        }
        for (int k = 0; k < 12; ++k) world->link(first + k, first + (k + 1) % 12, -1.0, 1.0, true);
        world->pressure(rim, 12, 1.0, 0.5);
        return world;
    }

    void run(long steps) {
        auto world = make();
        bool holding = false;
        double x = 0.0, y = 0.0;
        for (long step = 0; step < steps; ++step) {
            const int dice = std::uniform_int_distribution<int>(0, 999)(random);
            const std::size_t n = world->count();
            if (!holding && dice < 5) {
                const auto i = std::uniform_int_distribution<std::size_t>(0, n - 1)(random);
                x = world->points()[2 * i];
                y = world->points()[2 * i + 1];
                holding = world->grab(x, y) >= 0;
            } else if (holding && dice < 300) {
                x = std::fmin(kWidth, std::fmax(0.0, x + uniform(-20, 20)));
                y = std::fmin(kHeight, std::fmax(0.0, y + uniform(-20, 20)));
                world->drag(x, y);
            } else if (holding && dice < 320) {
                world->release(uniform(-60, 60), uniform(-60, 60));
                holding = false;
            } else if (dice >= 990) {
                const auto i = static_cast<long>(std::uniform_int_distribution<std::size_t>(0, n - 1)(random));
                if (dice % 2) {
                    world->pin(i);
                } else {
                    world->unpin(i);
                }
            }
            // The paddle swings on a slow circle, as a sketch's would.
            const double t = 0.01 * static_cast<double>(step);
            world->moveShape(1, {160.0 + 80.0 * std::cos(t), 220.0 + 60.0 * std::sin(t), 0.5 * t});
            const long before = puru::testing::allocationsSoFar();
            world->step();
            allocations += puru::testing::allocationsSoFar() - before;
            if (world->diverged()) {
                ++divergences;
                world = make();
                holding = false;
                continue;
            }
            check(*world, holding, x, y);
        }
    }

    void check(const puru::World& world, bool holding, double x, double y) {
        const double* p = world.points();
        for (std::size_t i = 0; i < world.count(); ++i) {
            const double px = p[2 * i], py = p[2 * i + 1];
            if (!std::isfinite(px) || !std::isfinite(py)) {
                ++badFrames;
                return;
            }
            if (holding && px == x && py == y) continue;  // the pointer may hold a point anywhere
            if (std::hypot(px - kPegX, py - kPegY) < kPegRadius - 0.5) ++insidePeg;
            if (px < 0.0 || px > kWidth || py < 0.0 || py > kHeight) ++escapes;
        }
    }
};

}  // namespace

TEST_CASE("soak: 100000 steps of a World with every kind of contact and random interaction", "[soak][contacts]") {
    WorldSoak soak;
    soak.run(100000);
    INFO(soak.divergences << " divergences");
    CHECK(soak.badFrames == 0);
    CHECK(soak.insidePeg == 0);
    CHECK(soak.escapes == 0);
    CHECK(soak.allocations == 0);
}
