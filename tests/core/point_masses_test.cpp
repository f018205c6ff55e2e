#include <catch2/catch.hpp>

#include "common/point_masses.hpp"

using puru::PointMasses;

TEST_CASE("point masses turn force into damped velocity and clear it", "[masses]") {
    PointMasses m;
    m.add(0.0, 0.0);
    m.fx[0] = 1.0;
    m.integrate(0.5, 1.0, 2.0);
    CHECK(m.vx[0] == 1.0);  // (0 + 1 + 1) * 0.5
    CHECK(m.vy[0] == 1.0);  // (0 + 0 + 2) * 0.5
    CHECK(m.x[0] == 1.0);
    CHECK(m.fx[0] == 0.0);
    m.integrate(0.5, 0.0, 0.0);
    CHECK(m.vx[0] == 0.5);
    CHECK(m.x[0] == 1.5);
}

TEST_CASE("a wall puts a point mass back and turns its velocity inward", "[masses]") {
    PointMasses m;
    m.add(-3.0, 50.0);
    m.vx[0] = -4.0;
    m.add(50.0, 120.0);
    m.vy[1] = 6.0;
    m.bounceInside(0.0, 0.0, 100.0, 100.0, 0.5);
    CHECK(m.x[0] == 0.0);
    CHECK(m.vx[0] == 2.0);
    CHECK(m.y[1] == 100.0);
    CHECK(m.vy[1] == -3.0);
}
