#include <catch2/catch.hpp>
#include <cmath>

#include "trig.hpp"

TEST_CASE("sine and cosine agree with the C library to 1e-15 over many turns", "[trig]") {
    double worst = 0.0;
    for (double a = -200.0; a <= 200.0; a += 0.0137) {
        worst = std::max(worst, std::fabs(puru::sine(a) - std::sin(a)));
        worst = std::max(worst, std::fabs(puru::cosine(a) - std::cos(a)));
    }
    CHECK(worst < 1e-15);
}

TEST_CASE("sine and cosine are exact at the quadrant points", "[trig]") {
    CHECK(puru::sine(0.0) == 0.0);
    CHECK(puru::cosine(0.0) == 1.0);
    CHECK(puru::sine(puru::kPi / 2) == Approx(1.0).margin(1e-16));
    CHECK(puru::cosine(puru::kPi) == Approx(-1.0).margin(1e-16));
}
