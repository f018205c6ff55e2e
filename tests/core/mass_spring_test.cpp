#include <catch2/catch.hpp>
#include <cmath>

#include "posts/mass_spring.hpp"

using puru::MassSpring;

TEST_CASE("the mass-spring overshoots and then settles at len", "[spring]") {
    MassSpring s;
    s.x = 20.0;
    double lowest = s.x;
    for (int frame = 0; frame < 600; ++frame) {
        s.step();
        lowest = std::min(lowest, s.x);
    }
    CHECK(lowest < 10.0);  // overshoot past the natural length
    CHECK(s.x == Approx(10.0).margin(1e-6));
}

TEST_CASE("the mass-spring diverges with d = 1 and a coarse step", "[spring]") {
    MassSpring s;
    s.d = 1.0;
    s.dt = 0.3;  // k dt^2 / m = 5.76 > 4: past semi-implicit Euler's limit
    s.x = 11.0;
    for (int frame = 0; frame < 50; ++frame) s.step();
    CHECK(std::fabs(s.x - s.len) > 1e3);
}

TEST_CASE("the mass-spring accelerates then damps then moves", "[spring]") {
    MassSpring s;
    s.k = 2.0;
    s.len = 1.0;
    s.m = 4.0;
    s.d = 0.5;
    s.dt = 0.5;
    s.x = 3.0;
    s.v = 1.0;
    s.step();
    CHECK(s.v == (1.0 + (-2.0 * 2.0 / 4.0) * 0.5) * 0.5);
    CHECK(s.x == 3.0 + s.v * 0.5);
}
