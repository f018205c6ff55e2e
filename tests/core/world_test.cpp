#include <catch2/catch.hpp>

#include <cmath>
#include <cstdint>
#include <vector>

#include "common/trig.hpp"
#include "world/world.hpp"

namespace {

using puru::World;

World::Options withIter(int iter) {
    World::Options options;
    options.iter = iter;
    return options;
}

// A rope of n points 10 px apart, laid out sideways from a pinned first point.
void addRope(World& world, std::size_t n, double stiffness) {
    for (std::size_t i = 0; i < n; ++i) world.addPoint(100.0 + 10.0 * static_cast<double>(i), 40.0);
    world.pin(0);
    for (std::size_t i = 0; i + 1 < n; ++i) world.link(static_cast<long>(i), static_cast<long>(i + 1), -1.0, stiffness);
}

double ropeStretch(int iter, double stiffness) {
    World world(640, 360, withIter(iter));
    addRope(world, 20, stiffness);
    world.step();
    for (int frame = 0; frame < 300; ++frame) world.step();
    return world.maxStretch();
}

// A ring of n points of radius r around (cx, cy), each linked to the next.
std::vector<std::uint32_t> addRing(World& world, std::size_t n, double cx, double cy, double r) {
    std::vector<std::uint32_t> ring;
    for (std::size_t i = 0; i < n; ++i) {
        const double a = 2.0 * puru::kPi * static_cast<double>(i) / static_cast<double>(n);
        ring.push_back(static_cast<std::uint32_t>(world.addPoint(cx + r * std::cos(a), cy + r * std::sin(a))));
    }
    for (std::size_t i = 0; i < n; ++i) world.link(ring[i], ring[(i + 1) % n], -1.0, 1.0);
    return ring;
}

double x(const World& world, long i) { return world.points()[2 * i]; }
double y(const World& world, long i) { return world.points()[2 * i + 1]; }

}  // namespace

TEST_CASE("a World rope stretches less with more iterations", "[world]") {
    const double one = ropeStretch(1, 1.0), four = ropeStretch(4, 1.0), sixteen = ropeStretch(16, 1.0);
    INFO("stretch at iter 1, 4, 16: " << one << ", " << four << ", " << sixteen);
    CHECK(one > four);
    CHECK(four > sixteen);
    CHECK(sixteen < 0.15);
}

TEST_CASE("a softer link stretches more", "[world]") {
    CHECK(ropeStretch(8, 0.3) > 2.0 * ropeStretch(8, 1.0));
}

TEST_CASE("angle joints hold a stick out straight where links alone let it droop", "[world]") {
    const auto tipDrop = [](bool joints) {
        World world(640, 360, World::Options{});
        for (int i = 0; i < 5; ++i) world.addPoint(100.0 + 20.0 * i, 100.0);
        world.pin(0);
        world.pin(1);  // a wall mount: two pinned points fix the stick's direction
        for (long i = 1; i < 4; ++i) world.link(i, i + 1, -1.0, 1.0);
        if (joints) {
            for (long j = 1; j < 4; ++j) REQUIRE(world.angle(j - 1, j, j + 1, puru::kAngleNow, 1.0) >= 0);
        }
        for (int frame = 0; frame < 300; ++frame) world.step();
        return y(world, 4) - 100.0;
    };
    const double held = tipDrop(true), drooping = tipDrop(false);
    INFO("tip drop with joints " << held << " px, without " << drooping << " px");
    CHECK(std::fabs(held) < 3.0);
    CHECK(drooping > 50.0);
}

TEST_CASE("an angle joint's target is the angle given, measured from arm i to arm k", "[world]") {
    World world(640, 360, World::Options{});
    world.addPoint(200, 100);  // i
    world.addPoint(100, 100);  // j, pinned
    world.addPoint(100, 50);   // k, straight up from j: -pi/2 from arm i
    world.pin(1);
    world.link(0, 1, -1.0, 1.0);
    world.link(1, 2, -1.0, 1.0);
    REQUIRE(world.angle(0, 1, 2, -puru::kPi / 4.0, 1.0) == 0);  // closes to 45 degrees
    for (int frame = 0; frame < 200; ++frame) world.step();
    const double ux = x(world, 0) - 100.0, uy = y(world, 0) - 100.0;
    const double vx = x(world, 2) - 100.0, vy = y(world, 2) - 100.0;
    const double angle = std::atan2(ux * vy - uy * vx, ux * vx + uy * vy);
    CHECK(angle == Approx(-puru::kPi / 4.0).margin(0.05));
    CHECK(std::hypot(ux, uy) == Approx(100.0).margin(0.5));  // a rotation keeps the arms' lengths
    CHECK(std::hypot(vx, vy) == Approx(50.0).margin(0.5));
}

TEST_CASE("a pressurized ring keeps its area on the floor where a plain one slumps", "[world]") {
    const auto areaKept = [](double press) {
        World world(640, 360, World::Options{});
        const std::vector<std::uint32_t> ring = addRing(world, 24, 320.0, 290.0, 60.0);
        const long body = world.pressure(ring.data(), ring.size(), -1.0, press);
        REQUIRE(body == 0);
        const double start = world.area(body);
        for (int frame = 0; frame < 600; ++frame) world.step();
        return world.area(body) / start;
    };
    const double pressed = areaKept(1.0), plain = areaKept(0.0);
    INFO("area kept with press 1: " << pressed << ", with press 0: " << plain);
    CHECK(pressed > 0.9);
    CHECK(plain < 0.6);
}

TEST_CASE("a grabbed point sits exactly at the pointer and leaves with the throw", "[world]") {
    World world(640, 360, World::Options{});
    addRope(world, 10, 1.0);
    const int held = world.grab(x(world, 5) + 3.0, y(world, 5) - 2.0);
    REQUIRE(held == 5);
    world.drag(300.0, 200.0);
    for (int frame = 0; frame < 30; ++frame) {
        world.step();
        REQUIRE(x(world, 5) == 300.0);
        REQUIRE(y(world, 5) == 200.0);
    }
    CHECK(world.grab(1000.0, 1000.0) == -1);
    const long ball = world.addPoint(400.0, 100.0);  // a free point, to throw
    REQUIRE(world.grab(401.0, 101.0) == ball);
    REQUIRE(world.release(6.0, -2.0));
    world.step();
    CHECK(x(world, ball) == 406.0);
    CHECK(y(world, ball) == 98.5);
    CHECK(world.grab(x(world, 0), y(world, 0)) == -1);  // pinned points are not grabbed
}

TEST_CASE("pin holds a point where it is or where it is put; unpin lets it fall", "[world]") {
    World world(640, 360, World::Options{});
    world.addPoint(50, 50);
    world.addPoint(80, 50);
    REQUIRE(world.pin(0));
    REQUIRE(world.pin(1, 200, 20));
    for (int frame = 0; frame < 20; ++frame) world.step();
    CHECK(x(world, 0) == 50.0);
    CHECK(y(world, 0) == 50.0);
    CHECK(x(world, 1) == 200.0);
    CHECK(y(world, 1) == 20.0);
    REQUIRE(world.unpin(0));
    for (int frame = 0; frame < 20; ++frame) world.step();
    CHECK(y(world, 0) > 100.0);
}

TEST_CASE("links, joints and bodies may be added after stepping", "[world]") {
    World world(640, 360, World::Options{});
    addRope(world, 5, 1.0);
    for (int frame = 0; frame < 50; ++frame) world.step();
    const long extra = world.addPoint(x(world, 4) + 10.0, y(world, 4));
    REQUIRE(world.link(4, extra, 10.0, 1.0) == 4);
    for (int frame = 0; frame < 200; ++frame) world.step();
    CHECK(world.maxStretch() < 0.05);
    CHECK(world.count() == 6);
    CHECK(world.linkCount() == 5);
}

TEST_CASE("a World refuses bad arguments and changes nothing", "[world]") {
    World world(640, 360, World::Options{});
    addRope(world, 4, 1.0);
    const std::uint32_t three[] = {0, 1, 2};
    const std::uint32_t outside[] = {0, 1, 9};
    CHECK(world.addPoint(std::nan(""), 0.0) == World::kRefused);
    CHECK(world.addPoint(1e9, 0.0) == World::kRefused);
    CHECK(world.link(1, 1, -1.0, 1.0) == World::kRefused);
    CHECK(world.link(0, 4, -1.0, 1.0) == World::kRefused);
    CHECK(world.link(-1, 2, -1.0, 1.0) == World::kRefused);
    CHECK(world.link(0, 2, -1.0, 0.0) == World::kRefused);
    CHECK(world.link(0, 2, -1.0, 1.5) == World::kRefused);
    CHECK(world.link(0, 2, std::nan(""), 1.0) == World::kRefused);
    CHECK(world.angle(0, 1, 0, puru::kAngleNow, 1.0) == World::kRefused);
    CHECK(world.angle(0, 1, 2, 7.0, 1.0) == World::kRefused);
    CHECK(world.pressure(outside, 3, -1.0, 1.0) == World::kRefused);
    CHECK(world.pressure(three, 2, -1.0, 1.0) == World::kRefused);
    CHECK(world.pressure(outside, 2, -1.0, 2.0) == World::kRefused);
    CHECK_FALSE(world.pin(4));
    CHECK_FALSE(world.pin(1, std::nan(""), 0.0));
    CHECK_FALSE(world.release(std::nan(""), 0.0));
    CHECK(world.area(0) == -1.0);
    CHECK(world.count() == 4);
    CHECK(world.linkCount() == 3);
    CHECK(world.angleCount() == 0);
    CHECK(world.bodyCount() == 0);
    for (int frame = 0; frame < 10; ++frame) world.step();
    CHECK_FALSE(world.diverged());
}

TEST_CASE("angle joints do not push a free body along", "[world]") {
    World::Options still;
    still.gravity = 0.0;
    still.walls = false;
    World world(640, 360, still);
    world.addPoint(290, 200);
    world.addPoint(300, 200);
    world.addPoint(300, 160);
    world.link(0, 1, -1.0, 1.0);
    world.link(1, 2, -1.0, 1.0);
    REQUIRE(world.angle(0, 1, 2, -2.5, 0.5) == 0);
    const auto centre = [&] {
        return std::make_pair((x(world, 0) + x(world, 1) + x(world, 2)) / 3.0,
                              (y(world, 0) + y(world, 1) + y(world, 2)) / 3.0);
    };
    const auto start = centre();
    for (int frame = 0; frame < 300; ++frame) world.step();
    const auto end = centre();
    CHECK(end.first == Approx(start.first).margin(1e-6));
    CHECK(end.second == Approx(start.second).margin(1e-6));
    const double ux = x(world, 0) - x(world, 1), uy = y(world, 0) - y(world, 1);
    const double vx = x(world, 2) - x(world, 1), vy = y(world, 2) - y(world, 1);
    CHECK(std::atan2(ux * vy - uy * vx, ux * vx + uy * vy) == Approx(-2.5).margin(0.01));
}
