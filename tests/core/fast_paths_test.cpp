// Every loop that runs two points at a time (core/simd.hpp lanes) against a
// plain one-at-a-time version of the same arithmetic, bit for bit (sums over
// all points, summed apart in two lanes, within rounding). Natively
// the lanes are pairs of doubles; tests/wasm/bitwise.test.js holds the wasm
// SIMD build to these native results.
#include <catch2/catch.hpp>

#include <cmath>
#include <cstdint>
#include <limits>
#include <random>
#include <vector>

#include "checks.hpp"
#include "posts/area_pressure.hpp"
#include "posts/distance_constraints.hpp"
#include "common/interleave.hpp"
#include "common/point_masses.hpp"
#include "posts/pressure_ring.hpp"
#include "posts/springs.hpp"
#include "common/verlet_particles.hpp"

namespace {

using puru::testing::sameBits;

// A wobbly ring of n point masses around (300, 200), with velocities.
puru::PointMasses wobblyRing(std::size_t n, std::uint32_t seed) {
    std::mt19937 random(seed);
    std::uniform_real_distribution<double> jitter(-3.0, 3.0);
    puru::PointMasses masses;
    for (std::size_t i = 0; i < n; ++i) {
        const double angle = 6.283185307179586 * static_cast<double>(i) / static_cast<double>(n);
        masses.add(300.0 + 80.0 * std::cos(angle) + jitter(random),
                   200.0 + 80.0 * std::sin(angle) + jitter(random));
        masses.vx[i] = jitter(random);
        masses.vy[i] = jitter(random);
    }
    return masses;
}

double meanOf(const std::vector<double>& values) {
    double sum = 0.0;
    for (double v : values) sum += v;
    return sum / static_cast<double>(values.size());
}

}  // namespace

TEST_CASE("PressureRing gives the forces of Springs and AreaPressure, bit for bit, given their area",
          "[fast]") {
    for (std::size_t n : {3, 4, 5, 8, 26, 27, 101}) {
        puru::PointMasses general = wobblyRing(n, static_cast<std::uint32_t>(n));
        puru::PointMasses ring = general;
        puru::Springs springs;
        puru::AreaPressure pressure;
        puru::PressureRing fast;
        for (std::size_t i = 0; i < n; ++i) {
            const double rest = 6.0 + static_cast<double>(i % 5);
            springs.add(static_cast<std::uint32_t>(i), static_cast<std::uint32_t>((i + 1) % n), rest);
            fast.addEdge(rest);
            pressure.ring.push_back(static_cast<std::uint32_t>(i));
        }
        springs.k = fast.k = 0.3;
        pressure.press = fast.press = 1.7;
        pressure.targetArea = fast.targetArea = 25000.0;
        for (int frame = 0; frame < 50; ++frame) {
            springs.addForces(general);
            pressure.addForces(general);
            // The lanes sum the area's terms in another order: equal within
            // rounding, and with the general area the forces are the same bits.
            puru::RingMeasure measured = fast.measureAndSpring(ring);
            INFO(n << " points, frame " << frame);
            const puru::RingMeasure alone = fast.measure(ring);
            REQUIRE(alone.signedArea == measured.signedArea);
            REQUIRE(alone.meanX == measured.meanX);
            REQUIRE(alone.meanY == measured.meanY);
            REQUIRE(std::fabs(measured.signedArea) ==
                    Approx(pressure.area(general)).epsilon(1e-12).margin(1e-9));
            REQUIRE(measured.meanX == Approx(meanOf(general.x)).epsilon(1e-14));
            REQUIRE(measured.meanY == Approx(meanOf(general.y)).epsilon(1e-14));
            measured.signedArea = pressure.area(general);
            puru::PointMasses pushed = ring;
            fast.addForces(ring, measured);
            REQUIRE(sameBits(general.fx, ring.fx));
            REQUIRE(sameBits(general.fy, ring.fy));
            // The same forces as impulses: v + f, each f summed first.
            fast.addImpulses(pushed, measured);
            for (std::size_t i = 0; i < n; ++i) {
                REQUIRE(sameBits({pushed.vx[i]}, {ring.vx[i] + ring.fx[i]}));
                REQUIRE(sameBits({pushed.vy[i]}, {ring.vy[i] + ring.fy[i]}));
            }
            general.integrate(0.97, 0.0, 0.3);
            ring.integrate(0.97, 0.0, 0.3);
        }
    }
}

TEST_CASE("Verlet integration in lanes equals one point at a time", "[fast]") {
    for (std::size_t n : {1, 2, 3, 8, 33}) {
        puru::VerletParticles fast;
        std::mt19937 random(static_cast<std::uint32_t>(n));
        std::uniform_real_distribution<double> place(-50.0, 50.0);
        for (std::size_t i = 0; i < n; ++i) {
            fast.add(place(random), place(random), random() % 4 == 0);
            fast.px[i] = fast.x[i] + place(random) * 0.1;
            fast.py[i] = fast.y[i] + place(random) * 0.1;
        }
        puru::VerletParticles plain = fast;
        for (int frame = 0; frame < 20; ++frame) {
            fast.integrate(0.25, 0.5);
            for (std::size_t i = 0; i < n; ++i) {
                if (plain.pinned[i]) continue;
                const double vx = plain.x[i] - plain.px[i];
                const double vy = plain.y[i] - plain.py[i];
                plain.px[i] = plain.x[i];
                plain.py[i] = plain.y[i];
                plain.x[i] += vx + 0.25;
                plain.y[i] += vy + 0.5;
            }
        }
        INFO(n << " points");
        CHECK(sameBits(fast.x, plain.x));
        CHECK(sameBits(fast.y, plain.y));
        CHECK(sameBits(fast.px, plain.px));
        CHECK(sameBits(fast.py, plain.py));
    }
}

TEST_CASE("point-mass integration and wall bounce in lanes equal one point at a time", "[fast]") {
    for (std::size_t n : {1, 2, 3, 9, 26}) {
        puru::PointMasses fast = wobblyRing(n, 99);
        for (std::size_t i = 0; i < n; ++i) fast.fx[i] = 0.1 * static_cast<double>(i % 3);
        puru::PointMasses plain = fast;
        for (int frame = 0; frame < 200; ++frame) {
            fast.integrate(0.99, 0.0, 0.4);
            fast.bounceInside(230.0, 130.0, 370.0, 270.0, 0.7);  // tight: many hit a wall
            for (std::size_t i = 0; i < n; ++i) {
                plain.vx[i] = (plain.vx[i] + plain.fx[i] + 0.0) * 0.99;
                plain.vy[i] = (plain.vy[i] + plain.fy[i] + 0.4) * 0.99;
                plain.x[i] += plain.vx[i];
                plain.y[i] += plain.vy[i];
                plain.fx[i] = plain.fy[i] = 0.0;
                if (plain.x[i] < 230.0) {
                    plain.x[i] = 230.0;
                    plain.vx[i] = std::fabs(plain.vx[i]) * 0.7;
                } else if (plain.x[i] > 370.0) {
                    plain.x[i] = 370.0;
                    plain.vx[i] = -std::fabs(plain.vx[i]) * 0.7;
                }
                if (plain.y[i] < 130.0) {
                    plain.y[i] = 130.0;
                    plain.vy[i] = std::fabs(plain.vy[i]) * 0.7;
                } else if (plain.y[i] > 270.0) {
                    plain.y[i] = 270.0;
                    plain.vy[i] = -std::fabs(plain.vy[i]) * 0.7;
                }
            }
        }
        INFO(n << " points");
        CHECK(sameBits(fast.x, plain.x));
        CHECK(sameBits(fast.y, plain.y));
        CHECK(sameBits(fast.vx, plain.vx));
        CHECK(sameBits(fast.vy, plain.vy));
    }
}

TEST_CASE("interleave writes x0, y0, x1, y1, ... for odd and even counts", "[fast]") {
    for (std::size_t n : {0, 1, 2, 5}) {
        std::vector<double> x(n), y(n), out(2 * n);
        for (std::size_t i = 0; i < n; ++i) {
            x[i] = static_cast<double>(i) + 0.5;
            y[i] = -static_cast<double>(i);
        }
        puru::interleave(x, y, out);
        for (std::size_t i = 0; i < n; ++i) {
            CHECK(out[2 * i] == x[i]);
            CHECK(out[2 * i + 1] == y[i]);
        }
    }
}

TEST_CASE("relaxing a path as a wavefront equals pass after pass, bit for bit", "[fast]") {
    std::mt19937 random(7);
    std::uniform_real_distribution<double> jitter(-6.0, 6.0);
    for (std::size_t n : {2, 3, 4, 14, 101}) {
        for (int passes : {1, 2, 3, 4, 7, 30}) {
            std::vector<double> x, y;
            std::vector<std::uint8_t> pinned;
            puru::DistanceConstraints links;
            for (std::size_t i = 0; i < n; ++i) {
                x.push_back(100.0 + jitter(random));
                y.push_back(10.0 * static_cast<double>(i) + jitter(random));
                // The head is pinned in every other run (as in the scenes).
                pinned.push_back((i == 0 && passes % 2 == 0) || random() % 9 == 0 ? 1 : 0);
                if (i > 0) {
                    links.add(static_cast<std::uint32_t>(i - 1), static_cast<std::uint32_t>(i),
                              9.0 + static_cast<double>(i % 3));
                }
            }
            if (n > 3) {  // coincident neighbours
                x[2] = x[1];
                y[2] = y[1];
            }
            std::vector<double> wx = x, wy = y;
            for (int frame = 0; frame < 3; ++frame) {
                const double headX = 100.0 + frame, headY = -frame;
                for (int k = 0; k < passes; ++k) {
                    x[0] = headX;
                    y[0] = headY;
                    links.relaxOnce(x.data(), y.data(), pinned.data());
                }
                links.relaxPath(wx.data(), wy.data(), pinned.data(), passes, headX, headY);
                INFO(n << " points, " << passes << " passes, frame " << frame);
                REQUIRE(sameBits(x, wx));
                REQUIRE(sameBits(y, wy));
            }
        }
    }
}

TEST_CASE("a wavefront parts coincident ends in lanes as linkCorrection does", "[fast]") {
    // A hanging rope at rest but for points 20 and 21, which coincide (or
    // nearly: linkCorrection parts only ends exactly together): the links
    // before them do not move, so on the first pass link 20 meets them as
    // they are, in lanes beside link 18.
    for (double apart : {0.0, 1e-12}) {
        std::vector<double> x, y;
        std::vector<std::uint8_t> pinned;
        puru::DistanceConstraints links;
        for (std::size_t i = 0; i < 40; ++i) {
            x.push_back(100.0 + (i == 21 ? apart : 0.0));
            y.push_back(10.0 * static_cast<double>(i <= 20 ? i : i - 1));
            pinned.push_back(i == 0 ? 1 : 0);
            if (i > 0) links.add(static_cast<std::uint32_t>(i - 1), static_cast<std::uint32_t>(i), 10.0);
        }
        std::vector<double> wx = x, wy = y;
        for (int k = 0; k < 4; ++k) links.relaxOnce(x.data(), y.data(), pinned.data());
        links.relaxPath(wx.data(), wy.data(), pinned.data(), 4, 100.0, 0.0);
        INFO("ends " << apart << " px apart");
        REQUIRE(sameBits(x, wx));
        REQUIRE(sameBits(y, wy));
        CHECK(wx[21] > wx[20]);  // pushed apart along +x
    }
}

TEST_CASE("moveInside, the forces in the velocities, equals integrate, bounceInside, interleave",
          "[fast]") {
    for (std::size_t n : {1, 2, 3, 9, 26}) {
        puru::PointMasses fused = wobblyRing(n, 5);
        puru::PointMasses apart = fused;
        std::vector<double> fusedXy(2 * n), apartXy(2 * n);
        for (int frame = 0; frame < 200; ++frame) {
            for (std::size_t i = 0; i < n; ++i) {
                apart.fx[i] = 0.2 * static_cast<double>(i % 4);
                apart.fy[i] = -0.1 * static_cast<double>(i % 3);
                fused.vx[i] = apart.vx[i] + apart.fx[i];
                fused.vy[i] = apart.vy[i] + apart.fy[i];
            }
            const bool fusedSane =
                fused.moveInside(0.98, 0.1, 0.4, 230.0, 130.0, 370.0, 270.0, 0.7, fusedXy);
            apart.integrate(0.98, 0.1, 0.4);
            apart.bounceInside(230.0, 130.0, 370.0, 270.0, 0.7);
            const bool apartSane = puru::interleave(apart.x, apart.y, apartXy);
            INFO(n << " points, frame " << frame);
            REQUIRE(fusedSane == apartSane);
            REQUIRE(sameBits(fusedXy, apartXy));
            REQUIRE(sameBits(fused.vx, apart.vx));
            REQUIRE(sameBits(fused.vy, apart.vy));
        }
    }
}

TEST_CASE("moveInside reports every point that is not finite or not sane", "[fast]") {
    const double inf = std::numeric_limits<double>::infinity();
    const double nan = std::numeric_limits<double>::quiet_NaN();
    // Walls far out stop nothing; the canvas's walls put back all but NaN.
    for (double wall : {1e300, 400.0}) {
        for (double bad : {2e6, -3e6, inf, -inf, nan}) {
            for (std::size_t at : {std::size_t{1}, std::size_t{2}, std::size_t{4}}) {
                for (bool inY : {false, true}) {
                    puru::PointMasses masses;
                    for (int i = 0; i < 5; ++i) masses.add(50.0 * i, 50.0);
                    (inY ? masses.y : masses.x)[at] = bad;
                    std::vector<double> xy(10);
                    const bool sane = masses.moveInside(1.0, 0.0, 0.0, -wall, -wall, wall, wall, 0.5, xy);
                    INFO((inY ? "y" : "x") << " of point " << at << " at " << bad << ", walls to "
                                           << wall);
                    CHECK(sane == (wall == 400.0 && !std::isnan(bad)));
                }
            }
        }
    }
}

