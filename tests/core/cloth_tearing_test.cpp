// The Cloth scene's tearing: GridLinks' links break exactly past their
// limit, a cut meets exactly the links it touches, a torn grid relaxes as its
// whole links taken one at a time in its sets, and a Cloth with tear set
// keeps the bits of one without until a link breaks.
#include <catch2/catch.hpp>

#include <cmath>
#include <cstdint>
#include <random>
#include <set>
#include <utility>
#include <vector>

#include "checks.hpp"
#include "grid_plainly.hpp"
#include "posts/grid_links.hpp"
#include "posts/scenes/cloth.hpp"
#include "common/segments_meet.hpp"

namespace {

using puru::Cloth;
using puru::GridLinks;
using puru::testing::GridPoints;
using puru::testing::relaxPlainly;
using puru::testing::sameBits;

// The grid at rest, spacing 10, in GridLinks' stored order.
GridPoints restingGrid(const GridLinks& grid) {
    GridPoints p;
    p.x.resize(grid.cols() * grid.rows());
    p.y.resize(p.x.size());
    p.mobility.assign(p.x.size(), 1.0);
    for (std::size_t r = 0; r < grid.rows(); ++r) {
        for (std::size_t c = 0; c < grid.cols(); ++c) {
            p.x[grid.storedIndex(r, c)] = 10.0 * static_cast<double>(c);
            p.y[grid.storedIndex(r, c)] = 10.0 * static_cast<double>(r);
        }
    }
    return p;
}

// Every link as (stored a, stored b, right?): right links then lower ones per point.
struct GridLink {
    std::size_t a, b;
    bool right;
};
std::vector<GridLink> everyLink(const GridLinks& grid) {
    std::vector<GridLink> links;
    for (std::size_t r = 0; r < grid.rows(); ++r) {
        for (std::size_t c = 0; c < grid.cols(); ++c) {
            const std::size_t at = grid.storedIndex(r, c);
            if (c + 1 < grid.cols()) links.push_back({at, grid.storedIndex(r, c + 1), true});
            if (r + 1 < grid.rows()) links.push_back({at, grid.storedIndex(r + 1, c), false});
        }
    }
    return links;
}

bool whole(const GridLinks& grid, const GridLink& link) {
    return link.right ? grid.rightWhole(link.a) : grid.downWhole(link.a);
}

Cloth::Options small() {
    Cloth::Options o = Cloth::defaults(640, 360);
    o.cols = 17;
    o.rows = 9;
    return o;
}

}  // namespace

TEST_CASE("a grid's link breaks when its length passes the limit, never at it", "[cloth][tearing]") {
    for (const auto& [cols, rows] : {std::pair<std::size_t, std::size_t>{2, 2}, {5, 3}, {8, 4}}) {
        for (const GridLink& link : everyLink(GridLinks(cols, rows, 10.0))) {
            GridLinks grid(cols, rows, 10.0);
            GridPoints p = restingGrid(grid);
            // Stretch one link to exactly 15 along its own axis: at the limit.
            (link.right ? p.x : p.y)[link.b] += 5.0;
            INFO(cols << " x " << rows << ", link from " << link.a << (link.right ? " right" : " down"));
            CHECK(grid.breakLongerThan(p.x.data(), p.y.data(), 15.0) == 0);
            (link.right ? p.x : p.y)[link.b] += 1e-9;
            REQUIRE(grid.breakLongerThan(p.x.data(), p.y.data(), 15.0) == 1);
            CHECK_FALSE(whole(grid, link));
            CHECK(grid.wholeCount() == grid.count() - 1);
            // Still stretched, broken once only; the moved point's other links are 10 + 5 long
            // only along the stretched axis, so they hold at this limit too.
            CHECK(grid.breakLongerThan(p.x.data(), p.y.data(), 15.0) == 0);
        }
    }
}

TEST_CASE("a cut on a grid breaks exactly the links the segment meets", "[cloth][tearing]") {
    std::mt19937 random(3);
    std::uniform_real_distribution<double> place(-20.0, 90.0);
    for (int k = 0; k < 300; ++k) {
        GridLinks grid(7, 5, 10.0);
        GridPoints p = restingGrid(grid);
        for (double& v : p.x) v += place(random) * 0.02;
        // Half the cuts are axis-aligned through grid lines: the touching and collinear cases.
        double x0 = place(random), y0 = place(random), x1 = place(random), y1 = place(random);
        if (k % 2 == 0) {
            y0 = y1 = 10.0 * std::floor(y0 / 10.0);
            x0 = std::round(x0);
        }
        const auto links = everyLink(grid);
        std::size_t expected = 0;
        std::vector<bool> meets;
        for (const GridLink& link : links) {
            meets.push_back(puru::segmentsMeet(x0, y0, x1, y1, p.x[link.a], p.y[link.a], p.x[link.b], p.y[link.b]));
            expected += meets.back();
        }
        INFO("cut " << k << ": " << x0 << ", " << y0 << " to " << x1 << ", " << y1);
        REQUIRE(grid.cut(p.x.data(), p.y.data(), x0, y0, x1, y1) == expected);
        for (std::size_t i = 0; i < links.size(); ++i) CHECK(whole(grid, links[i]) == !meets[i]);
        CHECK(grid.cut(p.x.data(), p.y.data(), x0, y0, x1, y1) == 0);  // broken links are not cut again
    }
    // Through a point: its four links; along a row's line: that row's links and the touching verticals.
    GridLinks grid(5, 5, 10.0);
    GridPoints p = restingGrid(grid);
    CHECK(grid.cut(p.x.data(), p.y.data(), 20.0, 20.0, 20.0, 20.0) == 4);
    CHECK(grid.cut(p.x.data(), p.y.data(), 5.0, 40.0, 25.0, 40.0) == 3 + 2);
}

TEST_CASE("a torn grid relaxes as its whole links one at a time, in lanes or not", "[cloth][tearing]") {
    for (const auto& [cols, rows] : {std::pair<std::size_t, std::size_t>{2, 2}, {5, 3}, {9, 7}, {33, 17}}) {
        GridLinks grid(cols, rows, 10.0);
        GridPoints fast = restingGrid(grid);
        std::mt19937 random(static_cast<std::uint32_t>(cols * rows));
        std::uniform_real_distribution<double> jitter(-4.0, 4.0);
        for (std::size_t i = 0; i < fast.x.size(); ++i) {
            fast.x[i] += jitter(random);
            fast.y[i] += jitter(random);
            if (i % 7 == 3) fast.mobility[i] = 0.0;
        }
        // Cuts through about a quarter of the links, then relax side by side.
        for (int k = 0; k < 4; ++k) {
            const double y = 10.0 * static_cast<double>(random() % rows) + 5.0;
            grid.cut(fast.x.data(), fast.y.data(), -10.0, y, 10.0 * static_cast<double>(cols), y + jitter(random));
        }
        REQUIRE(grid.wholeCount() < grid.count());
        GridPoints plain = fast;
        for (int pass = 0; pass < 6; ++pass) {
            grid.relaxOnce(fast.x.data(), fast.y.data(), fast.mobility.data());
            relaxPlainly(plain, grid);
        }
        INFO(cols << " x " << rows);
        CHECK(sameBits(fast.x, plain.x));
        CHECK(sameBits(fast.y, plain.y));
    }
}

TEST_CASE("the Cloth's tear: none until a link passes it, then links() lists the whole", "[cloth][tearing]") {
    Cloth::Options o = small();
    Cloth plain(640, 360, o);
    o.tear = 100.0;  // set, but never reached
    Cloth set(640, 360, o);
    o.tear = 1.5;
    Cloth tearing(640, 360, o);
    const std::size_t all = plain.linkCount();
    const auto pull = [](Cloth& cloth, int frame) {
        if (frame == 10) cloth.grab(cloth.points()[2 * 110], cloth.points()[2 * 110 + 1]);
        if (frame > 10) cloth.drag(320.0 + 3.0 * frame, 200.0 + 3.0 * frame);
        cloth.step();
    };
    for (int frame = 0; frame < 120; ++frame) {
        pull(plain, frame);
        pull(set, frame);
        pull(tearing, frame);
    }
    const std::vector<double> a(plain.points(), plain.points() + 2 * plain.count());
    const std::vector<double> b(set.points(), set.points() + 2 * set.count());
    CHECK(sameBits(a, b));
    CHECK(set.linkCount() == all);
    REQUIRE(tearing.linkCount() < all);
    // The listed pairs are exactly the whole links, each no longer than the limit allowed at its break.
    std::set<std::pair<std::uint32_t, std::uint32_t>> listed;
    for (std::size_t l = 0; l < tearing.linkCount(); ++l) {
        listed.insert({tearing.linkPairs()[2 * l], tearing.linkPairs()[2 * l + 1]});
    }
    CHECK(listed.size() == tearing.linkCount());
    const GridLinks& grid = tearing.links();
    std::size_t wholeSeen = 0;
    for (const GridLink& link : everyLink(grid)) {
        const auto pair = std::make_pair(static_cast<std::uint32_t>(grid.rowMajorIndex(link.a)),
                                         static_cast<std::uint32_t>(grid.rowMajorIndex(link.b)));
        CHECK(listed.count(pair) == (whole(grid, link) ? 1u : 0u));
        wholeSeen += whole(grid, link);
    }
    CHECK(wholeSeen == tearing.linkCount());
}

TEST_CASE("the Cloth's cut breaks the links a swipe crosses, and refuses ends out of reach", "[cloth][tearing]") {
    Cloth cloth(640, 360, small());
    const std::size_t all = cloth.linkCount();
    const double* xy = cloth.points();
    const double midY = (xy[1] + xy[2 * 17 * 8 + 1]) / 2.0 + 1.0;  // between rows, not on one
    // Across the whole cloth: every column's vertical link at that height, nothing else.
    CHECK(cloth.cut(0.0, midY, 640.0, midY) == 17);
    CHECK(cloth.linkCount() == all - 17);
    CHECK(cloth.cut(0.0, midY, 640.0, midY) == 0);
    CHECK(cloth.cut(std::nan(""), 0.0, 1.0, 1.0) == -1);
    CHECK(cloth.cut(0.0, 0.0, 1e9, 1.0) == -1);
    CHECK(cloth.linkCount() == all - 17);
}

TEST_CASE("Cloth's tear is 0 or above 1, and may change while it runs", "[cloth][tearing][options]") {
    Cloth::Options o = small();
    for (double bad : {0.5, 1.0, -1.0, 101.0, std::nan("")}) {
        o.tear = bad;
        INFO(bad);
        CHECK_THROWS_WITH(Cloth(640, 360, o), Catch::Contains("tear must be 0 (off) or a number above 1 and at most 100"));
    }
    o.tear = 0.0;
    Cloth cloth(640, 360, o);
    CHECK(cloth.set("tear", 1.0).find("above 1") != std::string::npos);
    CHECK(cloth.set("tear", 1.0001).empty());
    CHECK(cloth.options().tear == 1.0001);
    CHECK(cloth.set("tear", 0.0).empty());
}
