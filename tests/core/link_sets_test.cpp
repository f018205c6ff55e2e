#include <catch2/catch.hpp>

#include <cmath>
#include <cstdint>
#include <random>
#include <set>
#include <utility>
#include <vector>

#include "checks.hpp"
#include "world/link_sets.hpp"

namespace {

using puru::testing::sameBits;

struct RandomGraph {
    std::vector<double> x, y, mobility;
    std::vector<std::pair<std::uint32_t, std::uint32_t>> links;
};

// Points scattered on a 300 px square, some pinned, joined at random (hubs
// included: point 0 takes a link in every eight), a few coincident.
RandomGraph randomGraph(std::size_t points, std::size_t links, std::uint32_t seed) {
    std::mt19937 random(seed);
    std::uniform_real_distribution<double> place(0.0, 300.0);
    RandomGraph g;
    for (std::size_t i = 0; i < points; ++i) {
        g.x.push_back(place(random));
        g.y.push_back(place(random));
        g.mobility.push_back(random() % 7 == 0 ? 0.0 : 1.0);
    }
    g.x[1] = g.x[2];
    g.y[1] = g.y[2];
    while (g.links.size() < links) {
        const auto a = static_cast<std::uint32_t>(g.links.size() % 8 == 0 ? 0 : random() % points);
        const auto b = static_cast<std::uint32_t>(random() % points);
        if (a != b) g.links.emplace_back(a, b);
    }
    g.links.emplace_back(1, 2);
    return g;
}

puru::LinkSets linkAll(puru::RecordStore& store, const RandomGraph& g) {
    puru::LinkSets sets;
    sets.reserve(store, 8192, 4096);  // room for every link the test adds
    for (std::size_t k = 0; k < g.links.size(); ++k) {
        sets.add(g.links[k].first, g.links[k].second, 5.0 + static_cast<double>(k % 40), (k + 1) % 3 ? 1.0 : 0.4);
    }
    return sets;
}

}  // namespace

TEST_CASE("LinkSets colours random graphs into sets that share no point", "[link_sets]") {
    for (std::uint32_t seed = 1; seed <= 20; ++seed) {
        const RandomGraph g = randomGraph(50 + seed * 10, 200 + seed * 37, seed);
        puru::RecordStore store;
        const puru::LinkSets sets = linkAll(store, g);
        REQUIRE(sets.count() == g.links.size());
        std::vector<std::set<std::uint32_t>> touched(sets.colours());
        for (std::size_t link = 0; link < sets.count(); ++link) {
            const std::uint32_t colour = sets.colourOf(link);
            INFO("seed " << seed << ", link " << link);
            REQUIRE(touched[colour].insert(sets.ends()[2 * link]).second);
            REQUIRE(touched[colour].insert(sets.ends()[2 * link + 1]).second);
        }
        // Greedy colouring needs at most the largest degree at both ends.
        std::vector<std::size_t> degree(g.x.size(), 0);
        for (const auto& [a, b] : g.links) ++degree[a], ++degree[b];
        std::size_t worst = 0;
        for (const auto& [a, b] : g.links) worst = std::max(worst, degree[a] + degree[b] - 1);
        CHECK(sets.colours() <= worst);
    }
}

TEST_CASE("LinkSets relaxes exactly as one scalar link at a time, colour by colour", "[link_sets]") {
    for (std::uint32_t seed = 1; seed <= 10; ++seed) {
        RandomGraph fast = randomGraph(80, 400, seed);
        RandomGraph plain = fast;
        puru::RecordStore store;
        puru::LinkSets sets = linkAll(store, fast);
        sets.prepare(fast.mobility.data());
        // The reference: each colour's links in the order they were added.
        for (int pass = 0; pass < 5; ++pass) {
            sets.relaxOnce(fast.x.data(), fast.y.data());
            for (std::uint32_t colour = 0; colour < sets.colours(); ++colour) {
                for (std::size_t link = 0; link < sets.count(); ++link) {
                    if (sets.colourOf(link) != colour) continue;
                    const std::uint32_t a = sets.ends()[2 * link], b = sets.ends()[2 * link + 1];
                    const double wa = plain.mobility[a], wb = plain.mobility[b];
                    const double stiffness = (link + 1) % 3 ? 1.0 : 0.4;
                    const double shareA = wa + wb > 0.0 ? stiffness * (wa / (wa + wb)) : 0.0;
                    const double shareB = wa + wb > 0.0 ? stiffness * (wb / (wa + wb)) : 0.0;
                    puru::relaxSharedLink(plain.x.data(), plain.y.data(), a, b, sets.rest(link), shareA, shareB);
                }
            }
            INFO("seed " << seed << ", pass " << pass);
            REQUIRE(sameBits(fast.x, plain.x));
            REQUIRE(sameBits(fast.y, plain.y));
        }
    }
}

TEST_CASE("a link splits its correction by mobility and stiffness", "[link_sets]") {
    std::vector<double> x{0.0, 20.0, 40.0}, y{0.0, 0.0, 0.0};
    std::vector<double> mobility{0.0, 1.0, 1.0};
    puru::RecordStore store;  // the sets' rooms
    puru::LinkSets sets;
    sets.reserve(store, 8192, 4096);  // room for every link the test adds
    sets.add(0, 1, 10.0, 1.0);  // pinned to free: the free end takes it all
    sets.add(1, 2, 10.0, 0.5);  // a soft link: half the error per relaxation
    sets.prepare(mobility.data());
    sets.relaxOnce(x.data(), y.data());
    // 0-1 first (colour 0): point 1 goes all the way, from 20 to 10. Then 1-2
    // spans 30 px against 10: stiffness 0.5 removes 10 of the 20, 5 a side.
    CHECK(x[0] == 0.0);
    CHECK(x[1] == Approx(15.0));
    CHECK(x[2] == Approx(35.0));
}

TEST_CASE("coincident ends of a link are pushed apart to their rest length", "[link_sets]") {
    std::vector<double> x{5.0, 5.0}, y{5.0, 5.0}, mobility{1.0, 1.0};
    puru::RecordStore store;  // the sets' rooms
    puru::LinkSets sets;
    sets.reserve(store, 8192, 4096);  // room for every link the test adds
    sets.add(0, 1, 8.0, 1.0);
    sets.prepare(mobility.data());
    sets.relaxOnce(x.data(), y.data());
    CHECK(std::fabs(x[1] - x[0]) == Approx(8.0));
    CHECK(y[0] == 5.0);
}
