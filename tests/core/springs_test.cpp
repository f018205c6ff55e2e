#include <catch2/catch.hpp>
#include <cmath>

#include "posts/springs.hpp"

using puru::PointMasses;
using puru::Springs;

TEST_CASE("a stretched spring pulls its ends together with Hooke's force", "[springs]") {
    PointMasses m;
    m.add(0.0, 0.0);
    m.add(12.0, 0.0);
    Springs s;
    s.k = 0.5;
    s.add(0, 1, 10.0);
    s.addForces(m);
    // F = k (d - rest) = 0.5 * 2 (d carries +1e-4, as in the post)
    CHECK(m.fx[0] == Approx(1.0).epsilon(1e-4));
    CHECK(m.fx[1] == Approx(-1.0).epsilon(1e-4));
    CHECK(m.fx[0] + m.fx[1] == 0.0);
}

TEST_CASE("a compressed spring pushes apart", "[springs]") {
    PointMasses m;
    m.add(0.0, 0.0);
    m.add(0.0, 5.0);
    Springs s;
    s.add(0, 1, 10.0);
    s.addForces(m);
    CHECK(m.fy[0] < 0.0);
    CHECK(m.fy[1] > 0.0);
}

TEST_CASE("a damped spring pair settles at its rest length while losing energy", "[springs]") {
    PointMasses m;
    m.add(0.0, 0.0);
    m.add(20.0, 0.0);
    Springs s;
    s.k = 0.2;
    s.add(0, 1, 10.0);
    double previousSwing = 1e9;
    for (int frame = 0; frame < 1000; ++frame) {
        s.addForces(m);
        m.integrate(0.97, 0.0, 0.0);
        if (frame % 200 == 199) {
            const double swing = std::fabs(m.x[1] - m.x[0] - 10.0) + std::fabs(m.vx[1] - m.vx[0]);
            CHECK(swing < previousSwing);
            previousSwing = swing;
        }
    }
    CHECK(m.x[1] - m.x[0] == Approx(10.0 - 1e-4).margin(1e-6));  // the +1e-4 shifts rest
}
