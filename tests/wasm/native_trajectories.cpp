// Writes the native build's trajectories for the scenarios that
// tests/wasm/scenarios.js replays in wasm; the Node suite compares the two
// bit for bit. Each file is raw little-endian float64: points() after every
// frame. Keep the scenarios here and in scenarios.js in step.
#include <cstdio>
#include <fstream>
#include <string>

#include "scenes/arm.hpp"
#include "scenes/balloon.hpp"
#include "scenes/chain.hpp"
#include "scenes/cloth.hpp"
#include "scenes/euler_chain.hpp"
#include "scenes/falling_point.hpp"
#include "scenes/jiggle.hpp"
#include "scenes/spring.hpp"

namespace {

constexpr int kFrames = 3000;
std::string outDir;

class Recorder {
public:
    explicit Recorder(const std::string& name)
        : out_(outDir + "/" + name + ".f64", std::ios::binary) {}
    template <class Scene>
    void frame(const Scene& scene) {
        out_.write(reinterpret_cast<const char*>(scene.points()),
                   static_cast<std::streamsize>(2 * scene.count() * sizeof(double)));
    }

private:
    std::ofstream out_;
};

template <class Scene>
void plain(const std::string& name, const typename Scene::Options& options) {
    Scene scene(640, 360, options);
    Recorder rec(name);
    for (int f = 0; f < kFrames; ++f) {
        scene.step();
        rec.frame(scene);
    }
}

// Grab the last point at frame 100, drag it along a line until 200, let go.
template <class Scene>
void dragged(const std::string& name, const typename Scene::Options& options) {
    Scene scene(640, 360, options);
    Recorder rec(name);
    for (int f = 0; f < kFrames; ++f) {
        if (f == 100) {
            const std::size_t last = scene.count() - 1;
            scene.grab(scene.points()[2 * last], scene.points()[2 * last + 1]);
        }
        if (f > 100 && f < 200) scene.drag(100.0 + 3.0 * (f - 100), 300.0 - 1.5 * (f - 100));
        if (f == 200) scene.release();
        scene.step();
        rec.frame(scene);
    }
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: %s OUT_DIR\n", argv[0]);
        return 2;
    }
    outDir = argv[1];
    using namespace puru;

    plain<FallingPoint>("FallingPoint-defaults", FallingPoint::defaults(640, 360));
    dragged<FallingPoint>("FallingPoint-dragged", FallingPoint::defaults(640, 360));
    plain<Chain>("Chain-defaults", Chain::defaults(640, 360));
    auto chain = Chain::defaults(640, 360);
    chain.n = 30;
    chain.iter = 12;
    chain.gravity = 0.3;
    dragged<Chain>("Chain-options-dragged", chain);
    plain<EulerChain>("EulerChain-defaults", EulerChain::defaults(640, 360));
    plain<Balloon>("Balloon-defaults", Balloon::defaults(640, 360));
    auto balloon = Balloon::defaults(640, 360);
    balloon.count = 40;
    balloon.press = 2.0;
    balloon.k = 0.4;
    dragged<Balloon>("Balloon-options-dragged", balloon);
    balloon.count = 41;
    dragged<Balloon>("Balloon-odd-dragged", balloon);
    plain<Cloth>("Cloth-defaults", Cloth::defaults(640, 360));
    auto cloth = Cloth::defaults(640, 360);
    cloth.cols = 10;
    cloth.rows = 8;
    cloth.iter = 7;
    dragged<Cloth>("Cloth-options-dragged", cloth);
    cloth.cols = 33;  // odd sizes: every SIMD loop's scalar tail
    cloth.rows = 17;
    cloth.pinEvery = 3;
    cloth.iter = 5;
    dragged<Cloth>("Cloth-odd-dragged", cloth);

    {
        // A held point put exactly onto a neighbour, in a SIMD pair and in a
        // row's scalar tail: coincident ends must be pushed apart alike.
        auto options = Cloth::defaults(640, 360);
        options.cols = 6;
        options.rows = 5;
        options.spacing = 40.0;
        options.gravity = 0.0;
        options.top = 40.0;
        options.iter = 1;
        Cloth cloth(640, 360, options);
        Recorder rec("Cloth-coincident");
        for (int f = 0; f < kFrames; ++f) {
            const std::size_t held = f < 1500 ? 12 : 16;
            if (f == 0 || f == 1500) {
                cloth.release();
                cloth.grab(cloth.points()[2 * held], cloth.points()[2 * held + 1]);
            }
            if (f % 100 == 0) cloth.drag(cloth.points()[2 * (held + 1)], cloth.points()[2 * (held + 1) + 1]);
            cloth.step();
            rec.frame(cloth);
        }
    }
    {
        Arm arm(640, 360);
        Recorder rec("Arm-moving-target");
        for (int f = 0; f < kFrames; ++f) {
            if (f % 50 == 0) arm.setTarget(170.0 + (f * 37) % 300, 120.0 + (f * 53) % 200);
            arm.step();
            rec.frame(arm);
        }
    }
    {
        Spring spring(640, 360);
        Recorder rec("Spring-defaults-set");
        for (int f = 0; f < kFrames; ++f) {
            if (f == 1500) spring.set(25.0, -3.0);
            spring.step();
            rec.frame(spring);
        }
    }
    {
        Jiggle jiggle(640, 360);
        Recorder rec("Jiggle-poked");
        for (int f = 0; f < kFrames; ++f) {
            if (f == 0) jiggle.poke(0.3, -0.2, 0.0, 0.0);
            if (f == 1500) jiggle.poke(0.1, 0.2, 0.5, -0.5);
            jiggle.step();
            rec.frame(jiggle);
        }
    }
    return 0;
}
