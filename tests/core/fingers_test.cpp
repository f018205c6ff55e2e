// Several pointers at once: two fingers on a touch screen each hold a point.
#include <catch2/catch.hpp>

#include "common/fingers.hpp"
#include "posts/scenes/balloon.hpp"
#include "posts/scenes/cloth.hpp"
#include "world/world.hpp"

namespace {

double px(const double* xy, int i) { return xy[2 * i]; }
double py(const double* xy, int i) { return xy[2 * i + 1]; }

}  // namespace

TEST_CASE("two fingers hold two World points, each where its finger is", "[fingers]") {
    puru::World world(640, 360, puru::World::Options{});
    const long a = world.addPoint(100.0, 100.0);
    const long b = world.addPoint(300.0, 100.0);
    world.link(a, b, -1.0, 1.0);
    REQUIRE(world.grab(101.0, 100.0, 0) == a);
    REQUIRE(world.grab(299.0, 100.0, 1) == b);
    world.drag(80.0, 150.0, 0);
    world.drag(360.0, 150.0, 1);
    for (int frame = 0; frame < 20; ++frame) {
        world.step();
        REQUIRE(px(world.points(), 0) == 80.0);
        REQUIRE(py(world.points(), 0) == 150.0);
        REQUIRE(px(world.points(), 1) == 360.0);
        REQUIRE(py(world.points(), 1) == 150.0);
    }
    // Letting one finger go leaves the other holding; the freed point falls.
    world.release(0);
    for (int frame = 0; frame < 10; ++frame) world.step();
    CHECK(py(world.points(), 0) > 150.0);
    CHECK(px(world.points(), 1) == 360.0);
    CHECK(py(world.points(), 1) == 150.0);
}

TEST_CASE("a point one finger holds is not taken by another, and a bad finger takes nothing", "[fingers]") {
    puru::World world(640, 360, puru::World::Options{});
    const long only = world.addPoint(200.0, 200.0);
    REQUIRE(world.grab(200.0, 200.0, 2) == only);
    CHECK(world.grab(200.0, 200.0, 3) == -1);
    CHECK(world.grab(200.0, 200.0, -1) == -1);
    CHECK(world.grab(200.0, 200.0, puru::kFingers) == -1);
    CHECK_FALSE(world.release(1.0, 1.0, puru::kFingers));
    world.drag(0.0, 0.0, puru::kFingers);  // nothing to move, nothing moved
    world.step();
    CHECK(px(world.points(), 0) == 200.0);
    // The finger's own grab again lets go of its point first.
    CHECK(world.grab(200.0, 200.0, 2) == only);
}

TEST_CASE("finger 0 is the single pointer: the same bits as before fingers", "[fingers]") {
    // One World held through finger 0 explicitly, one through the default: the same run.
    const auto run = [](bool explicitFinger) {
        puru::World world(640, 360, puru::World::Options{});
        for (int i = 0; i < 8; ++i) world.addPoint(100.0 + 20.0 * i, 60.0);
        for (long i = 0; i + 1 < 8; ++i) world.link(i, i + 1, -1.0, 1.0);
        if (explicitFinger) world.grab(100.0, 60.0, 0);
        else world.grab(100.0, 60.0);
        for (int frame = 0; frame < 40; ++frame) {
            if (explicitFinger) world.drag(100.0 + frame, 60.0 + frame, 0);
            else world.drag(100.0 + frame, 60.0 + frame);
            world.step();
        }
        return std::vector<double>(world.points(), world.points() + 16);
    };
    CHECK(run(true) == run(false));
}

TEST_CASE("Cloth: two fingers stretch it between them", "[fingers]") {
    puru::Cloth scene(640, 360);
    const double* xy = scene.points();
    const int last = static_cast<int>(scene.count()) - 1;  // the bottom right corner
    const int left = last - (scene.options().cols - 1);    // the bottom left corner
    const double lx = px(xy, left), ly = py(xy, left), rx = px(xy, last), ry = py(xy, last);
    REQUIRE(scene.grab(lx, ly, 0) == left);
    REQUIRE(scene.grab(rx, ry, 1) == last);
    for (int frame = 1; frame <= 30; ++frame) {
        scene.drag(lx - frame, ly + frame, 0);
        scene.drag(rx + frame, ry + frame, 1);
        scene.step();
    }
    xy = scene.points();
    CHECK(px(xy, left) == lx - 30.0);
    CHECK(py(xy, left) == ly + 30.0);
    CHECK(px(xy, last) == rx + 30.0);
    CHECK(py(xy, last) == ry + 30.0);
}

TEST_CASE("Balloon: two fingers never share a point mass", "[fingers]") {
    puru::Balloon scene(640, 360);
    const double x0 = px(scene.points(), 0), y0 = py(scene.points(), 0);
    REQUIRE(scene.grab(x0, y0, 0) == 0);
    const int second = scene.grab(x0, y0, 1);  // the same spot: the next nearest point
    CHECK(second > 0);
    scene.drag(x0 - 10.0, y0, 0);
    scene.step();
    CHECK(px(scene.points(), 0) == x0 - 10.0);
    scene.release(1);
    CHECK(scene.grab(px(scene.points(), second), py(scene.points(), second), 1) == second);
}
