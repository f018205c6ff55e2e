#include <catch2/catch.hpp>
#include <cmath>

#include "common/trig.hpp"

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

TEST_CASE("sine and cosine past any fraction of a turn, or of NaN: whole turns, or NaN, never undefined", "[trig]") {
    // The sanitized run fails on the overflowing cast these once made.
    for (double a : {2.83942e43, -1e300, 0x1p54 * puru::kPi}) {
        CHECK(puru::sine(a) == 0.0);
        CHECK(puru::cosine(a) == 1.0);
    }
    for (double a : {std::nan(""), HUGE_VAL, -HUGE_VAL}) {
        CHECK(std::isnan(puru::sine(a)));
        CHECK(std::isnan(puru::cosine(a)));
    }
}

TEST_CASE("arctangent2 agrees with the C library to 2e-16 all the way round", "[trig]") {
    for (int i = -2000; i <= 2000; ++i) {
        const double turn = static_cast<double>(i) / 2000.0 * puru::kPi;
        for (double radius : {1e-6, 0.3, 1.0, 250.0, 1e5}) {
            const double x = radius * std::cos(turn), y = radius * std::sin(turn);
            INFO("angle " << turn << ", radius " << radius);
            REQUIRE(puru::arctangent2(y, x) == Approx(std::atan2(y, x)).margin(2e-16).epsilon(4e-16));
        }
    }
}

TEST_CASE("arctangent2 on the axes, at the origin, and past the ends of the range", "[trig]") {
    CHECK(puru::arctangent2(0.0, 0.0) == 0.0);
    CHECK(puru::arctangent2(0.0, 5.0) == 0.0);
    CHECK(puru::arctangent2(5.0, 0.0) == puru::kPi / 2.0);
    CHECK(puru::arctangent2(-5.0, 0.0) == -puru::kPi / 2.0);
    CHECK(puru::arctangent2(0.0, -5.0) == puru::kPi);
    CHECK(puru::arctangent2(1.0, 1.0) == Approx(puru::kPi / 4.0).epsilon(1e-16));
    CHECK(std::isnan(puru::arctangent2(std::nan(""), 1.0)));
}
