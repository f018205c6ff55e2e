#include <catch2/catch.hpp>

#include <cmath>
#include <cstdint>
#include <random>
#include <vector>

#include "checks.hpp"
#include "grid_plainly.hpp"
#include "posts/distance_constraints.hpp"
#include "posts/grid_links.hpp"
#include "posts/scenes/cloth.hpp"
#include "common/verlet_particles.hpp"

namespace {

using puru::testing::GridPoints;
using puru::testing::relaxPlainly;
using puru::testing::sameBits;

// A jumbled grid: points near their places, some pinned in every third row
// (rows without pins take a faster path), a few coincident.
GridPoints randomGrid(const puru::GridLinks& grid, std::uint32_t seed) {
    const std::size_t cols = grid.cols(), rows = grid.rows();
    std::mt19937 random(seed);
    std::uniform_real_distribution<double> jitter(-4.0, 4.0);
    GridPoints g;
    for (std::size_t r = 0; r < rows; ++r) {
        for (std::size_t c = 0; c < cols; ++c) {
            g.x.push_back(10.0 * static_cast<double>(c) + jitter(random));
            g.y.push_back(10.0 * static_cast<double>(r) + jitter(random));
            g.mobility.push_back(r % 3 == 0 && random() % 5 == 0 ? 0.0 : 1.0);
        }
    }
    const auto overlay = [&](std::size_t moved, std::size_t onto) {
        g.x[moved] = g.x[onto];
        g.y[moved] = g.y[onto];
    };
    overlay(grid.storedIndex(1, 0), grid.storedIndex(0, 0));
    if (rows > 2 && cols > 2) overlay(grid.storedIndex(2, 2), grid.storedIndex(2, 1));  // no pins there
    return g;
}

}  // namespace

TEST_CASE("GridLinks relaxes exactly as the scalar links taken set by set", "[grid_links]") {
    const std::size_t sizes[][2] = {{2, 2}, {3, 2}, {2, 5}, {4, 4}, {5, 3}, {7, 9}, {33, 17}, {64, 64}};
    for (const auto& size : sizes) {
        const std::size_t cols = size[0];
        const std::size_t rows = size[1];
        puru::GridLinks links(cols, rows, 10.0);
        GridPoints fast = randomGrid(links, static_cast<std::uint32_t>(cols * 100 + rows));
        GridPoints plain = fast;
        for (int pass = 0; pass < 6; ++pass) {
            links.relaxOnce(fast.x.data(), fast.y.data(), fast.mobility.data());
            relaxPlainly(plain, links);
        }
        INFO(cols << " x " << rows);
        CHECK(sameBits(fast.x, plain.x));
        CHECK(sameBits(fast.y, plain.y));
    }
}

TEST_CASE("GridLinks counts every right and lower link once", "[grid_links]") {
    const puru::GridLinks links(5, 3, 1.0);
    CHECK(links.count() == 4 * 3 + 5 * 2);
}

TEST_CASE("GridLinks stores even columns first and maps indices both ways", "[grid_links]") {
    for (std::size_t cols : {2, 3, 4, 7}) {
        const puru::GridLinks grid(cols, 3, 1.0);
        CHECK(grid.storedIndex(0, 0) == 0);
        CHECK(grid.storedIndex(0, 2) == 1);
        CHECK(grid.storedIndex(1, 1) == cols + (cols + 1) / 2);
        std::vector<int> seen(3 * cols, 0);
        for (std::size_t r = 0; r < 3; ++r) {
            for (std::size_t c = 0; c < cols; ++c) {
                const std::size_t stored = grid.storedIndex(r, c);
                REQUIRE(stored < 3 * cols);
                ++seen[stored];
                CHECK(grid.rowMajorIndex(stored) == r * cols + c);
            }
        }
        for (int count : seen) CHECK(count == 1);
        std::vector<double> x(3 * cols), y(3 * cols), xy(6 * cols);
        for (std::size_t s = 0; s < x.size(); ++s) {
            x[s] = static_cast<double>(grid.rowMajorIndex(s));
            y[s] = -x[s];
        }
        grid.toRowMajor(x.data(), y.data(), xy.data());
        for (std::size_t i = 0; i < x.size(); ++i) {
            CHECK(xy[2 * i] == static_cast<double>(i));
            CHECK(xy[2 * i + 1] == -static_cast<double>(i));
        }
    }
}

TEST_CASE("relaxLink pushes coincident points apart to their rest length", "[grid_links]") {
    std::vector<double> x = {50.0, 50.0}, y = {20.0, 20.0}, mobility = {1.0, 1.0};
    puru::relaxLink(x.data(), y.data(), mobility.data(), 0, 1, 8.0);
    CHECK(std::hypot(x[1] - x[0], y[1] - y[0]) == Approx(8.0).margin(1e-8));
    CHECK(x[0] + x[1] == Approx(100.0));  // each end moves half
    mobility[0] = 0.0;
    x = {50.0, 50.0};
    puru::relaxLink(x.data(), y.data(), mobility.data(), 0, 1, 8.0);
    CHECK(x[0] == 50.0);  // pinned end stays
    CHECK(x[1] == Approx(54.0));
}

TEST_CASE("relaxLink leaves a pinned end where it is", "[grid_links]") {
    std::vector<double> x = {0.0, 30.0}, y = {0.0, 40.0}, mobility = {0.0, 1.0};
    puru::relaxLink(x.data(), y.data(), mobility.data(), 0, 1, 10.0);
    CHECK(x[0] == 0.0);
    CHECK(y[0] == 0.0);
    CHECK(std::hypot(x[1], y[1]) == Approx(30.0));  // moved half of its 40 px excess
}

// The order the posts' cloth relaxes in: each point's left link, then its up link.
double naturalOrderStretch(const puru::Cloth::Options& o, int steps) {
    const auto cols = static_cast<std::uint32_t>(o.cols);
    const auto rows = static_cast<std::uint32_t>(o.rows);
    // Laid out as GridLinks stores points, to measure with it; the order of
    // the links is the natural one.
    const puru::GridLinks grid(cols, rows, o.spacing);
    puru::VerletParticles points;
    puru::DistanceConstraints links;
    const double left = 320.0 - o.spacing * (cols - 1) * 0.5;
    for (std::size_t stored = 0; stored < std::size_t{cols} * rows; ++stored) {
        const std::size_t i = grid.rowMajorIndex(stored);
        const std::size_t r = i / cols, c = i % cols;
        const bool pinned = r == 0 && (c % static_cast<std::size_t>(o.pinEvery) == 0 || c == cols - 1);
        points.add(left + static_cast<double>(c) * o.spacing, o.top + static_cast<double>(r) * o.spacing, pinned);
    }
    const auto at = [&](std::size_t r, std::size_t c) { return static_cast<std::uint32_t>(grid.storedIndex(r, c)); };
    for (std::uint32_t r = 0; r < rows; ++r) {
        for (std::uint32_t c = 0; c < cols; ++c) {
            if (c > 0) links.add(at(r, c - 1), at(r, c), o.spacing);
            if (r > 0) links.add(at(r - 1, c), at(r, c), o.spacing);
        }
    }
    for (int s = 0; s < steps; ++s) {
        points.integrate(0.0, o.gravity);
        links.relax(points, o.iter);
    }
    return grid.maxStretch(points.x.data(), points.y.data());
}

TEST_CASE("Cloth's set order converges at least as well as the natural order",
          "[grid_links]") {
    // The scene's default, the benchmark's sizes, and a few others.
    const int shapes[][3] = {{24, 16, 4}, {24, 16, 1}, {24, 16, 8}, {24, 16, 16}, {10, 8, 7},
                             {32, 32, 8}, {64, 64, 8}, {128, 128, 8}};
    for (const auto& shape : shapes) {
        auto options = puru::Cloth::defaults(640, 360);
        options.cols = shape[0];
        options.rows = shape[1];
        options.iter = shape[2];
        puru::Cloth cloth(640, 360, options);
        for (int s = 0; s < 120; ++s) cloth.step();
        const auto& p = cloth.particles();
        const double ours = cloth.links().maxStretch(p.x.data(), p.y.data());
        const double natural = naturalOrderStretch(options, 120);
        INFO(shape[0] << " x " << shape[1] << ", iter " << shape[2] << ": sets " << ours
                      << ", natural order " << natural);
        CHECK(ours <= natural);
    }
}
