// step(), grab, drag and release must not allocate: the JS views into a
// scene's buffers rely on it, and so does a steady frame time.
#include <catch2/catch.hpp>
#include <new>

#include "allocation_counter.hpp"
#include "posts/scenes/arm.hpp"
#include "posts/scenes/balloon.hpp"
#include "posts/scenes/chain.hpp"
#include "posts/scenes/cloth.hpp"
#include "posts/scenes/falling_point.hpp"
#include "posts/scenes/jiggle.hpp"
#include "posts/scenes/spring.hpp"
#include "world/world.hpp"

namespace {

using puru::testing::allocationsSoFar;

template <class Scene>
long allocationsWhileRunning(Scene& scene) {
    const long before = allocationsSoFar();
    for (int frame = 0; frame < 100; ++frame) scene.step();
    return allocationsSoFar() - before;
}

template <class Scene>
long allocationsWhileGrabbing(Scene& scene) {
    const long before = allocationsSoFar();
    scene.grab(scene.points()[0], scene.points()[1]);
    for (int frame = 0; frame < 20; ++frame) {
        scene.drag(100.0 + frame, 100.0);
        scene.step();
    }
    scene.release();
    scene.step();
    return allocationsSoFar() - before;
}

}  // namespace

TEST_CASE("no scene allocates in step or grab or drag or release", "[scenes][allocation]") {
    puru::Chain chain(640, 360);
    puru::Balloon balloon(640, 360);
    puru::Cloth cloth(640, 360);
    puru::FallingPoint point(640, 360);
    puru::Arm arm(640, 360);
    puru::Spring spring(640, 360);
    puru::Jiggle jiggle(640, 360);
    CHECK(allocationsWhileRunning(chain) == 0);
    CHECK(allocationsWhileRunning(balloon) == 0);
    CHECK(allocationsWhileRunning(cloth) == 0);
    CHECK(allocationsWhileRunning(point) == 0);
    CHECK(allocationsWhileRunning(arm) == 0);
    CHECK(allocationsWhileRunning(spring) == 0);
    CHECK(allocationsWhileRunning(jiggle) == 0);
    CHECK(allocationsWhileGrabbing(chain) == 0);
    CHECK(allocationsWhileGrabbing(balloon) == 0);
    CHECK(allocationsWhileGrabbing(cloth) == 0);
    CHECK(allocationsWhileGrabbing(point) == 0);
}

TEST_CASE("a World allocates nothing in step or grab or drag or release", "[world][allocation]") {
    puru::World world(640, 360, puru::World::Options{});
    for (int i = 0; i < 30; ++i) world.addPoint(100.0 + 10.0 * i, 50.0 + (i % 3));
    for (long i = 0; i + 1 < 30; ++i) world.link(i, i + 1, -1.0, 1.0);
    world.angle(0, 1, 2, puru::kAngleNow, 0.5);
    const std::uint32_t ring[] = {10, 11, 12, 13};
    world.pressure(ring, 4, -1.0, 0.5);
    world.pin(0);
    CHECK(allocationsWhileRunning(world) == 0);
    CHECK(allocationsWhileGrabbing(world) == 0);
}

TEST_CASE("the allocation counter itself counts", "[allocation]") {
    const long before = allocationsSoFar();
    void* block = ::operator new(16);  // a direct call, which the compiler may not elide
    ::operator delete(block);
    CHECK(allocationsSoFar() - before == 1);
}

TEST_CASE("a World with contacts, shapes, sub-steps and touch events steps without allocating", "[alloc][contacts]") {
    puru::World::Options options;
    options.substeps = 4;
    options.touchEvents = true;
    puru::World world(640, 360, options);
    const double corner[2] = {0.0, 0.0};
    const long peg = world.addShape(corner, 1, 30.0, {320.0, 250.0, 0.0}, {});
    for (int i = 0; i < 200; ++i) world.addPoint(100.0 + 9.0 * (i % 40), 40.0 + 9.0 * (i / 40), {4.0, 1.0, 0});
    for (long i = 0; i + 1 < 40; ++i) world.link(i, i + 1, -1.0, 1.0, true);
    world.step();
    const long before = allocationsSoFar();
    for (int frame = 0; frame < 100; ++frame) {
        world.moveShape(peg, {320.0 + frame, 250.0, 0.01 * frame});
        world.step();
    }
    CHECK(allocationsSoFar() - before == 0);
}

TEST_CASE("a World allocates nothing as its links break and are cut", "[alloc][tearing]") {
    puru::World::Options options;
    options.maxPoints = 400;
    options.maxLinks = 1000;
    puru::World world(640, 360, options);
    for (int r = 0; r < 20; ++r) {
        for (int c = 0; c < 20; ++c) world.addPoint(200.0 + 10.0 * c, 20.0 + 10.0 * r, {3.0, 1.0, 0});
    }
    for (long i = 0; i < 400; ++i) {
        if (i % 20 != 19) world.link(i, i + 1, -1.0, 1.0, true, 1.3);
        if (i + 20 < 400) world.link(i, i + 20, -1.0, 1.0, false, 1.3);
    }
    for (long c = 0; c < 20; c += 4) world.pin(c);
    world.step();
    const long before = allocationsSoFar();
    world.grab(300.0, 200.0);
    for (int frame = 0; frame < 120; ++frame) {
        world.drag(300.0 + 4.0 * frame, 200.0 + 2.0 * frame);  // hard enough to tear
        if (frame % 30 == 0) world.cut(150.0, 60.0 + frame, 450.0, 80.0 + frame);
        world.step();
    }
    world.release();
    CHECK(allocationsSoFar() - before == 0);
    CHECK(world.linkCount() < world.linksAdded());
}

TEST_CASE("a Cloth tears and is cut without allocating", "[cloth][tearing][allocation]") {
    puru::Cloth::Options o = puru::Cloth::defaults(640, 360);
    o.cols = 17;
    o.rows = 9;
    o.tear = 1.3;
    puru::Cloth cloth(640, 360, o);
    cloth.step();
    const long before = allocationsSoFar();
    cloth.grab(cloth.points()[2 * 120], cloth.points()[2 * 120 + 1]);
    for (int frame = 0; frame < 120; ++frame) {
        cloth.drag(320.0 + 4.0 * frame, 200.0 + 2.0 * frame);
        if (frame % 30 == 0) cloth.cut(150.0, 60.0 + frame, 450.0, 80.0 + frame);
        cloth.step();
    }
    cloth.release();
    CHECK(allocationsSoFar() - before == 0);
    CHECK(cloth.linkCount() < cloth.links().count());
}
