#include <catch2/catch.hpp>
#include <cmath>
#include <vector>

#include "posts/fabrik.hpp"

using puru::FabrikChain;

namespace {

FabrikChain arm() {
    FabrikChain chain;
    chain.build(0.0, 0.0, 0.0, -1.0, {30.0, 25.0, 20.0, 15.0, 10.0});
    return chain;
}

void requireLinkLengths(const FabrikChain& chain) {
    for (std::size_t i = 0; i + 1 < chain.jointCount(); ++i) {
        const double d = std::hypot(chain.x[i + 1] - chain.x[i], chain.y[i + 1] - chain.y[i]);
        REQUIRE(std::fabs(d - chain.lengths[i]) < 1e-9);
    }
}

}  // namespace

TEST_CASE("FABRIK reaches a reachable target within tolerance with its root fixed", "[fabrik]") {
    FabrikChain chain = arm();
    const int used = chain.solve(40.0, -35.0, 1e-3, 100);
    CHECK(used < 100);
    CHECK(chain.tipDistance(40.0, -35.0) <= 1e-3);
    CHECK(chain.x[0] == 0.0);
    CHECK(chain.y[0] == 0.0);
    requireLinkLengths(chain);
}

TEST_CASE("FABRIK keeps every link length over many moving targets", "[fabrik]") {
    FabrikChain chain = arm();
    for (int frame = 0; frame < 2000; ++frame) {
        const double t = frame * 0.05;
        chain.solve(90.0 * std::cos(t * 1.3), 90.0 * std::sin(t * 0.7), 0.01, 10);
        requireLinkLengths(chain);
    }
}

TEST_CASE("an unreachable target leaves the arm stretched straight toward it", "[fabrik]") {
    FabrikChain chain = arm();
    chain.solve(300.0, 400.0, 1e-3, 10);
    requireLinkLengths(chain);
    const double ux = 0.6, uy = 0.8;  // direction to (300, 400)
    for (std::size_t i = 1; i < chain.jointCount(); ++i) {
        const double along = chain.x[i] * ux + chain.y[i] * uy;
        const double across = chain.x[i] * uy - chain.y[i] * ux;
        CHECK(std::fabs(across) < 1e-9);
        CHECK(along > 0.0);
    }
    CHECK(chain.tipDistance(300.0, 400.0) == Approx(500.0 - chain.reach()));
}

TEST_CASE("a target on the root does not produce NaN", "[fabrik]") {
    FabrikChain chain = arm();
    chain.solve(0.0, 0.0, 1e-3, 20);
    for (std::size_t i = 0; i < chain.jointCount(); ++i) {
        CHECK(std::isfinite(chain.x[i]));
        CHECK(std::isfinite(chain.y[i]));
    }
    requireLinkLengths(chain);
}
