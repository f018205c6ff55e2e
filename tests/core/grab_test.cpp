#include <catch2/catch.hpp>

#include "common/grab.hpp"

using puru::Grab;

TEST_CASE("nearestPoint picks the closest free point within reach", "[grab]") {
    const double x[] = {0.0, 10.0, 20.0};
    const double y[] = {0.0, 0.0, 0.0};
    const std::uint8_t pinned[] = {0, 0, 1};
    CHECK(puru::nearestPoint(x, y, pinned, 3, 8.0, 1.0, 5.0) == 1);
    CHECK(puru::nearestPoint(x, y, pinned, 3, 19.0, 0.0, 5.0) == -1);  // only a pinned one near
    CHECK(puru::nearestPoint(x, y, nullptr, 3, 19.0, 0.0, 5.0) == 2);
    CHECK(puru::nearestPoint(x, y, nullptr, 3, 100.0, 0.0, 5.0) == -1);
}

TEST_CASE("a held Verlet point follows the pointer and keeps its motion on release", "[grab]") {
    puru::VerletParticles p;
    p.add(0.0, 0.0);
    Grab g;
    REQUIRE(g.grab(p, 1.0, 1.0) == 0);
    for (int frame = 1; frame <= 5; ++frame) {
        g.drag(3.0 * frame, 0.0);
        g.hold(p);
        p.integrate(0.0, 1.0);  // gravity must not move a held point
        CHECK(p.x[0] == 3.0 * frame);
        CHECK(p.y[0] == 0.0);
    }
    g.release(p);
    CHECK_FALSE(g.active());
    p.integrate(0.0, 0.0);
    CHECK(p.x[0] == 18.0);  // thrown at the pointer's 3 px per frame
}

TEST_CASE("a held point mass follows the pointer and keeps its motion on release", "[grab]") {
    puru::PointMasses m;
    m.add(0.0, 0.0);
    Grab g;
    REQUIRE(g.grab(m, 0.0, 2.0) == 0);
    for (int frame = 1; frame <= 3; ++frame) {
        g.drag(0.0, 4.0 * frame);
        m.integrate(1.0, 0.0, 0.0);
        g.hold(m);
        CHECK(m.y[0] == 4.0 * frame);
    }
    g.release();
    m.integrate(1.0, 0.0, 0.0);
    CHECK(m.y[0] == 16.0);
}
