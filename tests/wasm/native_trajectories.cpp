// Writes the native build's trajectories for the scenarios that
// tests/wasm/scenarios.js replays in wasm; the Node suite compares the two
// bit for bit. Each file is raw little-endian float64: points() after every
// frame. Keep the scenarios here and in scenarios.js in step.
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include "posts/scenes/arm.hpp"
#include "posts/scenes/balloon.hpp"
#include "posts/scenes/chain.hpp"
#include "posts/scenes/cloth.hpp"
#include "posts/scenes/euler_chain.hpp"
#include "posts/scenes/falling_point.hpp"
#include "posts/scenes/jiggle.hpp"
#include "posts/scenes/spring.hpp"
#include "common/trig.hpp"
#include "world/world.hpp"

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

// As TORN_CLOTH and tearAndCut in scenarios.js: a Cloth that tears past
// 1.6 spacings, its lower corner pulled hard, then cut across.
void tornAndCutCloth() {
    auto options = puru::Cloth::defaults(640, 360);
    options.cols = 24;
    options.rows = 12;
    options.iter = 6;
    options.tear = 1.6;
    puru::Cloth cloth(640, 360, options);
    Recorder rec("Cloth-torn-cut");
    for (int f = 0; f < kFrames; ++f) {
        if (f == 100) {
            const std::size_t last = cloth.count() - 1;
            cloth.grab(cloth.points()[2 * last], cloth.points()[2 * last + 1]);
        }
        if (f > 100 && f < 220) cloth.drag(320.0 + 4.0 * (f - 100), 200.0 + 2.0 * (f - 100));
        if (f == 220) cloth.release();
        if (f == 1500) cloth.cut(0.0, 120.0, 640.0, 140.0);
        cloth.step();
        rec.frame(cloth);
    }
}

// A composed world: a rope, a jelly-like grid with a pressure body, a stick
// held out by angle joints; grabbed, thrown, pinned, unpinned, and grown
// after it has run. JS builds the same in scenarios.js. Frictionless walls:
// the world as it was before contacts, whose bits these hashes keep.
void composedWorld() {
    puru::World::Options options;
    options.iter = 6;
    options.damping = 0.995;
    options.material.friction = 0.0;
    options.material.staticFriction = 0.0;
    puru::World world(640, 360, options);
    for (int i = 0; i < 12; ++i) world.addPoint(100.0 + 12.0 * i, 30.0);
    world.pin(0);
    for (long i = 0; i < 11; ++i) world.link(i, i + 1, -1.0, i % 3 == 0 ? 0.6 : 1.0);
    const long grid = static_cast<long>(world.count());
    for (int r = 0; r < 4; ++r) {
        for (int c = 0; c < 5; ++c) world.addPoint(300.0 + 20.0 * c, 100.0 + 20.0 * r);
    }
    const auto at = [&](long r, long c) { return grid + r * 5 + c; };
    for (long r = 0; r < 4; ++r) {
        for (long c = 0; c < 5; ++c) {
            if (c + 1 < 5) world.link(at(r, c), at(r, c + 1), -1.0, 1.0);
            if (r + 1 < 4) world.link(at(r, c), at(r + 1, c), -1.0, 1.0);
            if (c + 1 < 5 && r + 1 < 4) world.link(at(r, c), at(r + 1, c + 1), -1.0, 0.5);
        }
    }
    std::vector<std::uint32_t> rim;
    for (long c = 0; c < 5; ++c) rim.push_back(static_cast<std::uint32_t>(at(0, c)));
    for (long r = 1; r < 4; ++r) rim.push_back(static_cast<std::uint32_t>(at(r, 4)));
    for (long c = 3; c >= 0; --c) rim.push_back(static_cast<std::uint32_t>(at(3, c)));
    for (long r = 2; r >= 1; --r) rim.push_back(static_cast<std::uint32_t>(at(r, 0)));
    world.pressure(rim.data(), rim.size(), -1.0, 0.8);
    const long stick = static_cast<long>(world.count());
    for (int i = 0; i < 5; ++i) world.addPoint(500.0 + 15.0 * i, 60.0);
    world.pin(stick);
    world.pin(stick + 1);
    for (long i = stick + 1; i < stick + 4; ++i) world.link(i, i + 1, -1.0, 1.0);
    for (long j = stick + 1; j < stick + 4; ++j) world.angle(j - 1, j, j + 1, puru::kAngleNow, 0.7);
    world.angle(stick + 2, stick + 3, stick + 4, 2.5, 0.3);

    Recorder rec("World-composed");
    for (int f = 0; f < kFrames; ++f) {
        if (f == 100) world.grab(world.points()[2 * at(0, 0)], world.points()[2 * at(0, 0) + 1]);
        if (f > 100 && f < 300) world.drag(320.0 + f - 100, 80.0 - 0.2 * (f - 100));
        if (f == 300) world.release(4.0, -3.0);
        if (f == 800) world.unpin(stick);
        if (f == 1200) world.pin(5, 200.0, 40.0);
        if (f == 1500) {
            const long extra = world.addPoint(world.points()[22] + 10.0, world.points()[23]);
            world.link(11, extra, 10.0, 1.0);
            world.link(extra, at(0, 2), -1.0, 0.2);
        }
        world.step();
        rec.frame(world);
    }
}

// Contacts: disks poured over a ramp, a peg, a capsule and a polygon, with a
// paddle swept under them, a solid-rimmed square among them. JS builds the
// same in scenarios.js.
void contactWorld() {
    puru::World::Options options;
    options.substeps = 4;
    options.iter = 4;
    options.material = {0.3, 0.5, 0.3};
    puru::World world(640, 360, options);
    const double peg[2] = {0.0, 0.0};
    const double ramp[8] = {-150.0, -5.0, 150.0, -5.0, 150.0, 5.0, -150.0, 5.0};
    const double bar[4] = {-40.0, -0.0, 40.0, 0.0};  // as JS halves the ends' difference
    const double wedge[8] = {-30.0, 20.0, 30.0, 20.0, 20.0, -20.0, -20.0, -20.0};
    world.addShape(ramp, 4, 0.0, {200.0, 150.0, 0.3}, {0.3, 0.5, 0.3});
    world.addShape(peg, 1, 25.0, {420.0, 220.0, 0.0}, {0.1, 0.1, 0.8});
    world.addShape(bar, 2, 3.0, {520.0, 120.0, 0.0}, {0.3, 0.5, 0.3});
    world.addShape(wedge, 4, 0.0, {300.0, 320.0, 0.0}, {0.3, 0.5, 0.3});
    const long paddle = world.addShape(ramp, 4, 0.0, {100.0, 300.0, 0.0}, {0.6, 0.9, 0.0});
    for (int i = 0; i < 60; ++i) {
        world.addPoint(120.0 + 9.0 * (i % 20), 20.0 + 9.0 * (i / 20), {4.0, 1.0 + (i % 3), 0});
    }
    const long first = static_cast<long>(world.count());
    for (int k = 0; k < 4; ++k) world.addPoint(400.0 + 20.0 * (k % 2), 40.0 + 20.0 * (k / 2), {3.0, 1.0, 7});
    world.link(first, first + 1, -1.0, 1.0, true);
    world.link(first + 1, first + 3, -1.0, 1.0, true);
    world.link(first + 3, first + 2, -1.0, 1.0, true);
    world.link(first + 2, first, -1.0, 1.0, true);
    world.link(first, first + 3, -1.0, 0.5, false);

    Recorder rec("World-contacts");
    for (int f = 0; f < kFrames; ++f) {
        if (f >= 500 && f < 1000) world.moveShape(paddle, {100.0 + 0.6 * (f - 500), 300.0, 0.002 * (f - 500)});
        if (f == 1500) world.removeShape(1);
        world.step();
        rec.frame(world);
    }
}

// A stack of jellies: 4 x 4 grids of disks with both diagonals of every
// cell, their rims solid links and a pressure body, dropped onto each other.
// JS builds the same in scenarios.js.
void jellyStack() {
    puru::World::Options options;
    options.substeps = 4;
    options.iter = 6;
    puru::World world(640, 360, options);
    constexpr int kSide = 4;
    for (int j = 0; j < 3; ++j) {
        const auto first = static_cast<long>(world.count());
        for (int r = 0; r < kSide; ++r) {
            for (int c = 0; c < kSide; ++c) world.addPoint(280.0 + 12.0 * j + 16.0 * c, 240.0 - 70.0 * j + 16.0 * r, {4.0, 1.0, 0});
        }
        const auto at = [first](int r, int c) { return first + r * kSide + c; };
        for (int r = 0; r < kSide; ++r) {
            for (int c = 0; c < kSide; ++c) {
                if (c + 1 < kSide) world.link(at(r, c), at(r, c + 1), -1.0, 0.5, r == 0 || r == kSide - 1);
                if (r + 1 < kSide) world.link(at(r, c), at(r + 1, c), -1.0, 0.5, c == 0 || c == kSide - 1);
                if (c + 1 < kSide && r + 1 < kSide) {
                    world.link(at(r, c), at(r + 1, c + 1), -1.0, 0.5, false);
                    world.link(at(r, c + 1), at(r + 1, c), -1.0, 0.5, false);
                }
            }
        }
        std::vector<std::uint32_t> rim;
        for (int c = 0; c < kSide; ++c) rim.push_back(static_cast<std::uint32_t>(at(0, c)));
        for (int r = 1; r < kSide; ++r) rim.push_back(static_cast<std::uint32_t>(at(r, kSide - 1)));
        for (int c = kSide - 2; c >= 0; --c) rim.push_back(static_cast<std::uint32_t>(at(kSide - 1, c)));
        for (int r = kSide - 2; r >= 1; --r) rim.push_back(static_cast<std::uint32_t>(at(r, 0)));
        world.pressure(rim.data(), rim.size(), -1.0, 1.0);
    }
    Recorder rec("World-jelly-stack");
    for (int f = 0; f < kFrames; ++f) {
        world.step();
        rec.frame(world);
    }
}

// A crowd: 600 disks of two sizes and two masses poured over a shelf of
// pinned disks and onto a wide disk that they bury (more pairs than there
// are colours), a group that passes through itself, and the wide disk thrown
// up through the pile every 600 frames: every kind of run of the disk pairs
// (two at a time, an odd one alone, one at a time past the colours), settled
// with friction and restitution, resting and woken. With little room the
// pairs past it are left out, the same way in both builds. JS builds the
// same in scenarios.js.
void crowd(const std::string& name, std::size_t maxContacts) {
    puru::World::Options options;
    options.substeps = 8;
    options.iter = 2;
    options.material = {0.3, 0.5, 0.4};
    options.maxContacts = maxContacts;
    puru::World world(640, 360, options);
    for (int k = 0; k < 14; ++k) world.pin(world.addPoint(40.0 + 15.0 * k, 150.0, {5.0, 1.0, 0}));
    for (int i = 0; i < 600; ++i) {
        world.addPoint(80.0 + 8.0 * (i % 60), 20.0 + 8.0 * (i / 60), {i % 3 == 0 ? 3.0 : 2.0, 1.0 + (i % 2), 0});
    }
    const long wide = world.addPoint(320.0, 300.0, {30.0, 10.0, 0});
    for (int k = 0; k < 10; ++k) world.addPoint(60.0 + 3.0 * k, 60.0 + 9.0 * k, {4.0, 1.0, 5});
    Recorder rec(name);
    for (int f = 0; f < kFrames; ++f) {
        if (f % 600 == 300) world.grab(world.points()[2 * wide], world.points()[2 * wide + 1]);
        if (f % 600 == 301) world.release(-30.0, -80.0);
        world.step();
        rec.frame(world);
    }
}

// A pour: 400 disks of one mass but two radii landing on the floor and on
// each other (the landings, which restitution turns off: every other
// scenario here has it), a few heavier disks among them, without
// restitution; at frame 1500 one disk is thrown down into the pile. JS
// builds the same in scenarios.js.
void pour() {
    puru::World::Options options;
    options.substeps = 6;
    options.iter = 1;
    options.material = {0.3, 0.5, 0.0};
    puru::World world(640, 360, options);
    for (int i = 0; i < 400; ++i) {
        const int row = i / 40;
        world.addPoint(20.0 + 15.0 * (i % 40) + 3.0 * (row % 2), 10.0 + 9.0 * row,
                       {i % 5 == 0 ? 3.0 : 4.0, i % 7 == 0 ? 2.0 : 1.0, 0});
    }
    Recorder rec("World-pour");
    for (int f = 0; f < kFrames; ++f) {
        if (f == 1500) world.grab(world.points()[0], world.points()[1]);
        if (f == 1501) world.release(0.0, 60.0);
        world.step();
        rec.frame(world);
    }
}

// A drape: a 20 x 10 cloth of radius-3 disks in one group falls over a
// static circle, which is then moved (kinematic) and drags it along.
void drape() {
    puru::World::Options options;
    options.substeps = 4;
    options.iter = 4;
    puru::World world(640, 360, options);
    const double centre[2] = {0.0, 0.0};
    const long ball = world.addShape(centre, 1, 40.0, {320.0, 230.0, 0.0}, {0.3, 0.5, 0.0});
    constexpr int kCols = 20, kRows = 10;
    for (int r = 0; r < kRows; ++r) {
        for (int c = 0; c < kCols; ++c) world.addPoint(225.0 + 10.0 * c, 60.0 + 10.0 * r, {3.0, 1.0, 5});
    }
    for (int r = 0; r < kRows; ++r) {
        for (int c = 0; c < kCols; ++c) {
            const long i = r * kCols + c;
            if (c + 1 < kCols) world.link(i, i + 1, -1.0, 1.0, false);
            if (r + 1 < kRows) world.link(i, i + kCols, -1.0, 1.0, false);
        }
    }
    Recorder rec("World-drape");
    for (int f = 0; f < kFrames; ++f) {
        if (f >= 1500 && f < 2000) world.moveShape(ball, {320.0 + 0.2 * (f - 1500), 230.0, 0.0});
        world.step();
        rec.frame(world);
    }
}

// Tearing: a cloth whose links break past 1.4 times their rest, dragged
// hard by a point of its lower edge; and a hanging rope cut in two.
void tornCloth() {
    puru::World::Options options;
    options.iter = 6;
    puru::World world(640, 360, options);
    constexpr int kCols = 24, kRows = 12;
    for (int r = 0; r < kRows; ++r) {
        for (int c = 0; c < kCols; ++c) world.addPoint(200.0 + 10.0 * c, 30.0 + 10.0 * r);
    }
    for (int r = 0; r < kRows; ++r) {
        for (int c = 0; c < kCols; ++c) {
            const long i = r * kCols + c;
            if (c + 1 < kCols) world.link(i, i + 1, -1.0, 1.0, false, 1.4);
            if (r + 1 < kRows) world.link(i, i + kCols, -1.0, 1.0, false, 1.4);
        }
    }
    for (long c = 0; c < kCols; c += 4) world.pin(c);
    Recorder rec("World-torn-cloth");
    for (int f = 0; f < kFrames; ++f) {
        if (f == 100) world.grab(world.points()[2 * 276], world.points()[2 * 276 + 1]);
        if (f > 100 && f < 220) world.drag(320.0 + 2.0 * (f - 100), 150.0 + 1.5 * (f - 100));
        if (f == 220) world.release();
        world.step();
        rec.frame(world);
    }
}

void cutRope() {
    puru::World world(640, 360, puru::World::Options{});
    for (int i = 0; i < 20; ++i) world.addPoint(320.0 + 8.0 * i, 40.0);
    for (long i = 0; i + 1 < 20; ++i) world.link(i, i + 1, -1.0, 1.0);
    world.pin(0);
    Recorder rec("World-cut-rope");
    for (int f = 0; f < kFrames; ++f) {
        if (f == 500) world.cut(250.0, 120.0, 400.0, 110.0);
        world.step();
        rec.frame(world);
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
    tornAndCutCloth();
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
    composedWorld();
    contactWorld();
    jellyStack();
    crowd("World-crowd", 6 * 1024);
    crowd("World-crowd-full", 300);
    pour();
    drape();
    tornCloth();
    cutRope();
    return 0;
}
