// Links that break past a stretch and links that a segment cuts: exactly at
// their thresholds, the sets they leave still independent and relaxed as one
// link at a time, and a World's contacts following them.
#include <catch2/catch.hpp>

#include <cmath>
#include <cstdint>
#include <random>
#include <set>
#include <vector>

#include "checks.hpp"
#include "world/link_sets.hpp"
#include "world/world.hpp"

namespace {

using puru::LinkSets;
using puru::World;
using puru::testing::sameBits;

World::Options still() {
    World::Options o;
    o.gravity = 0.0;
    o.walls = false;
    return o;
}

// The whole links of sets, checked to share no point within a colour.
void requireIndependent(const LinkSets& sets) {
    std::vector<std::set<std::uint32_t>> touched(sets.colours());
    for (std::size_t link = 0; link < sets.count(); ++link) {
        if (!sets.whole(link)) continue;
        INFO("link " << link);
        REQUIRE(touched[sets.colourOf(link)].insert(sets.endsOf(link)[0]).second);
        REQUIRE(touched[sets.colourOf(link)].insert(sets.endsOf(link)[1]).second);
    }
}

}  // namespace

TEST_CASE("a link breaks when it passes breakAt times its rest, never at it", "[tearing]") {
    World w(640, 360, still());
    const long a = w.addPoint(100, 100), b = w.addPoint(110, 100), c = w.addPoint(120, 100);
    w.link(a, b, -1.0, 1.0, false, 1.5);
    w.link(b, c, -1.0, 1.0, false);  // never breaks
    w.pin(a);
    w.pin(b, 115.0, 100.0);  // exactly 1.5 x 10
    w.step();
    CHECK(w.linkCount() == 2);
    w.pin(b, 115.0 + 1e-9, 100.0);
    w.pin(c, 1000.0, 100.0);
    w.step();
    REQUIRE(w.linkCount() == 1);
    CHECK(w.links()[0] == b);  // the unbreakable one is left, listed first
    CHECK(w.links()[1] == c);
    CHECK(w.linksAdded() == 2);
    CHECK(w.link(a, b, -1.0, 1.0, false, 1.0) == World::kRefused);  // breakAt must be above 1
    CHECK(w.link(a, b, -1.0, 1.0, false, std::nan("")) == World::kRefused);
}

TEST_CASE("a cut breaks exactly the links its segment touches", "[tearing]") {
    // Horizontal links along y = 0 from x = 0 to 10, one per case, far apart.
    struct Case {
        const char* what;
        double x0, y0, x1, y1;
        bool cuts;
    };
    const Case cases[] = {
        {"crossing the middle", 5, -1, 5, 1, true},
        {"through an end", 0, -1, 0, 1, true},
        {"ending on the link", 5, -3, 5, 0, true},
        {"ending on its end point", 10, 0, 12, 4, true},
        {"along it, overlapping", -5, 0, 2, 0, true},
        {"along it, inside", 2, 0, 3, 0, true},
        {"along its line, apart", 11, 0, 15, 0, false},
        {"parallel, apart", 0, 1, 10, 1, false},
        {"short of it", 5, -3, 5, -1e-9, false},
        {"past its end", 10 + 1e-9, -1, 10 + 1e-9, 1, false},
        {"a point on it", 4, 0, 4, 0, true},
    };
    for (const Case& c : cases) {
        puru::RecordStore store;  // the sets' rooms
        LinkSets sets;
        sets.reserve(store, 8192, 4096);  // room for every link the test adds
        const std::vector<double> x = {0.0, 10.0, 0.0, 0.0}, y = {0.0, 0.0, 50.0, 60.0};
        sets.add(0, 1, 10.0, 1.0);
        sets.add(2, 3, 10.0, 1.0);  // far away: never cut
        INFO(c.what);
        CHECK(sets.cut(x.data(), y.data(), c.x0, c.y0, c.x1, c.y1) == (c.cuts ? 1u : 0u));
        CHECK(sets.wholeCount() == (c.cuts ? 1u : 2u));
        CHECK(sets.whole(1));
    }
}

TEST_CASE("a cut along a slanting link's line meets it, whatever the rounding", "[tearing]") {
    std::mt19937 random(7);
    std::uniform_real_distribution<double> place(-100.0, 100.0), share(0.1, 0.9);
    for (int k = 0; k < 200; ++k) {
        const std::vector<double> x = {place(random), place(random)}, y = {place(random), place(random)};
        puru::RecordStore store;  // the sets' rooms
        LinkSets sets;
        sets.reserve(store, 8192, 4096);  // room for every link the test adds
        sets.add(0, 1, 10.0, 1.0);
        // From a point part way along the link to one past its far end, on its line.
        const double t = share(random);
        const double ax = x[0] + (x[1] - x[0]) * t, ay = y[0] + (y[1] - y[0]) * t;
        const double bx = x[0] + (x[1] - x[0]) * 1.5, by = y[0] + (y[1] - y[0]) * 1.5;
        INFO("case " << k);
        CHECK(sets.cut(x.data(), y.data(), ax, ay, bx, by) == 1u);
    }
}

TEST_CASE("colours freed by cut links are taken again, at a hub of over 64 links too", "[tearing]") {
    for (const std::uint32_t spokes : {20u, 100u}) {
        std::vector<double> x(spokes + 1, 0.0), y(spokes + 1, 0.0);
        for (std::uint32_t k = 1; k <= spokes; ++k) {
            x[k] = std::cos(0.06 * k) * 50.0;
            y[k] = std::sin(0.06 * k) * 50.0;
        }
        puru::RecordStore store;  // the sets' rooms
        LinkSets sets;
        sets.reserve(store, 8192, 4096);  // room for every link the test adds
        for (std::uint32_t k = 1; k <= spokes; ++k) sets.add(0, k, 50.0, 1.0);
        const std::size_t colours = sets.colours();
        for (int round = 0; round < 5; ++round) {
            REQUIRE(sets.cut(x.data(), y.data(), 0.0, 0.0, 0.0, 0.0) == spokes);  // a point at the hub
            for (std::uint32_t k = 1; k <= spokes; ++k) sets.add(0, k, 50.0, 1.0);
            INFO(spokes << " spokes, round " << round);
            REQUIRE(sets.colours() == colours);
            requireIndependent(sets);
        }
    }
}

TEST_CASE("torn sets stay independent, take new links, and relax as one link at a time", "[tearing]") {
    for (std::uint32_t seed = 1; seed <= 8; ++seed) {
        std::mt19937 random(seed);
        std::uniform_real_distribution<double> place(0.0, 300.0);
        std::vector<double> x, y, mobility;
        for (int i = 0; i < 120; ++i) {
            x.push_back(place(random));
            y.push_back(place(random));
            mobility.push_back(i % 9 == 0 ? 0.0 : 1.0);
        }
        puru::RecordStore store;  // the sets' rooms
        LinkSets sets;
        sets.reserve(store, 8192, 4096);  // room for every link the test adds
        const auto link = [&](std::size_t k) {
            const auto a = static_cast<std::uint32_t>(random() % 120), b = static_cast<std::uint32_t>(random() % 120);
            // Every third link breaks at once: its break length is below its length.
            if (a != b) sets.add(a, b, 10.0 + static_cast<double>(k % 30), 1.0, k % 3 == 0 ? 1.0 : LinkSets::kNeverBreaks);
        };
        for (std::size_t k = 0; k < 500; ++k) link(k);
        const std::size_t broken = sets.breakStretched(x.data(), y.data());
        CHECK(broken > 100);
        CHECK(sets.wholeCount() + broken == sets.count());
        CHECK(sets.cut(x.data(), y.data(), 0.0, 150.0, 300.0, 150.0) > 0);
        requireIndependent(sets);
        for (std::size_t k = 500; k < 700; ++k) link(k + 1);  // into the freed colours
        requireIndependent(sets);
        std::vector<double> px = x, py = y;
        sets.prepare(mobility.data());
        for (int pass = 0; pass < 3; ++pass) {
            sets.relaxOnce(x.data(), y.data());
            for (std::uint32_t colour = 0; colour < sets.colours(); ++colour) {
                for (std::size_t k = 0; k < sets.count(); ++k) {
                    if (!sets.whole(k) || sets.colourOf(k) != colour) continue;
                    const std::uint32_t a = sets.endsOf(k)[0], b = sets.endsOf(k)[1];
                    const double wa = mobility[a], wb = mobility[b];
                    const double shareA = wa + wb > 0.0 ? wa / (wa + wb) : 0.0, shareB = wa + wb > 0.0 ? wb / (wa + wb) : 0.0;
                    puru::relaxSharedLink(px.data(), py.data(), a, b, sets.rest(k), shareA, shareB);
                }
            }
            INFO("seed " << seed << ", pass " << pass);
            REQUIRE(sameBits(x, px));
            REQUIRE(sameBits(y, py));
        }
    }
}

TEST_CASE("linked disks collide once their link is cut", "[tearing][contacts]") {
    World w(640, 360, still());
    const long a = w.addPoint(100, 100, {5.0, 1.0, 0}), b = w.addPoint(104, 100, {5.0, 1.0, 0});
    w.link(a, b, -1.0, 1.0, true);
    w.step();
    CHECK(w.points()[2] - w.points()[0] == Approx(4.0));  // linked: they overlap at rest
    CHECK(w.cut(102, 90, 102, 110) == 1);
    CHECK(w.cut(102, 90, 102, 110) == 0);  // nothing whole is left to cut
    w.step();
    CHECK(w.points()[2] - w.points()[0] > 9.9);  // pushed apart to touching
    CHECK(w.cut(0, 0, std::nan(""), 0) == World::kRefused);
}
