#include <catch2/catch.hpp>
#include <cmath>

#include "posts/jiggle_spring.hpp"

using puru::JiggleSpring;

TEST_CASE("a poked jiggle decays to rest when d < 1", "[jiggle]") {
    JiggleSpring j;
    j.poke(0.3, -0.2, 0.5, 0.0);
    double peakLate = 0.0;
    for (int frame = 0; frame < 600; ++frame) {
        j.step();
        if (frame >= 540) peakLate = std::max(peakLate, std::hypot(j.px, j.py));
    }
    CHECK(peakLate < 1e-6);
}

TEST_CASE("an undamped jiggle keeps wobbling", "[jiggle]") {
    JiggleSpring j;
    j.d = 1.0;
    j.poke(0.3, 0.0, 0.0, 0.0);
    double peakLate = 0.0;
    for (int frame = 0; frame < 600; ++frame) {
        j.step();
        if (frame >= 540) peakLate = std::max(peakLate, std::fabs(j.px));
    }
    CHECK(peakLate > 0.25);
}

TEST_CASE("the jiggle's matrix shears by the offset", "[jiggle]") {
    JiggleSpring j;
    j.poke(0.25, -0.5, 0.0, 0.0);
    double m[6];
    j.matrix(m);
    CHECK(m[0] == 1.0);
    CHECK(m[1] == 0.0);
    CHECK(m[2] == 0.25);
    CHECK(m[3] == 0.5);
    CHECK(m[4] == 0.0);
    CHECK(m[5] == 0.0);
}

TEST_CASE("the jiggle damps before it accelerates as the post orders it", "[jiggle]") {
    JiggleSpring j;
    j.k = 10.0;
    j.m = 2.0;
    j.d = 0.5;
    j.dt = 0.1;
    j.poke(1.0, 0.0, 4.0, 0.0);
    j.step();
    CHECK(j.vx == Approx(4.0 * 0.5 - 10.0 / 2.0 * 0.1));
    CHECK(j.px == Approx(1.0 + j.vx * 0.1));
}
