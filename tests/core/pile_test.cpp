// The pile of the contacts issue: 4000 disks of radius 4 poured into a
// 1000 x 1000 box at the bench's settings (16 sub-steps of one relaxation,
// friction 0.3, static 0.5) settle without sinking far into each other or
// leaving the box, and come to rest within 20 s of frames; and the same
// pour at fewer sub-steps lands on itself without driving the pile into
// itself, whichever way gravity points (disk_pairs.hpp, landings). A native
// Release run takes seconds; it is left out of the sanitized build.
#include <catch2/catch.hpp>

#include <cmath>

#include "checks.hpp"
#include "world/world.hpp"

namespace {

constexpr int kDisks = 4000;
constexpr double kRadius = 4.0;

// Rows 9 px apart, every other one shifted: a loose stack on the floor, or
// on the ceiling when gravity (`down`) points up.
void addLooseStack(puru::World& w, double down) {
    const int perRow = 110;
    for (int i = 0; i < kDisks; ++i) {
        const int row = i / perRow, col = i % perRow;
        const double fromFloor = 4.0 + 9.0 * row;
        w.addPoint(6.0 + 9.0 * col + 2.0 * (row % 2), down > 0 ? 1000.0 - fromFloor : fromFloor, {kRadius, 1.0, 0});
    }
}

// The deepest overlap over the first 120 frames of the loose stack poured
// at 11 sub-steps under gravity `down`, in radii.
double pourAtElevenSubsteps(double down) {
    puru::World::Options o;
    o.substeps = 11;
    o.iter = 1;
    o.gravity = 0.5 * down;
    o.material.friction = 0.0;  // as the bench pours
    o.material.staticFriction = 0.0;
    o.maxPoints = kDisks;
    o.maxContacts = 6 * kDisks;
    puru::World w(1000, 1000, o);
    addLooseStack(w, down);
    double deepest = 0.0;
    for (int f = 0; f < 120; ++f) {
        w.step();
        deepest = std::fmax(deepest, puru::testing::deepestOverlap(w.points(), kDisks, kRadius));
    }
    return deepest / kRadius;
}

}  // namespace

TEST_CASE("4000 disks poured into a box settle, overlapping by under a tenth of a radius, and rest", "[contacts][pile]") {
    constexpr double r = kRadius;
    puru::World::Options o;
    o.substeps = 16;
    o.iter = 1;
    o.maxPoints = kDisks;
    o.maxContacts = 6 * kDisks;  // as the JS API sizes it
    puru::World w(1000, 1000, o);
    addLooseStack(w, 1.0);
    const int frames = puru::testing::framesUntilRest(w, 1200);
    INFO("frames until rest: " << frames);
    CHECK(w.resting());
    CHECK(w.droppedContacts() == 0);
    const double* p = w.points();
    for (int a = 0; a < kDisks; ++a) {
        REQUIRE(p[2 * a] >= r);
        REQUIRE(p[2 * a] <= 1000.0 - r);
        REQUIRE(p[2 * a + 1] <= 1000.0 - r);
    }
    const double worst = puru::testing::deepestOverlap(p, kDisks, r);
    INFO("largest overlap " << worst / r << " r");
    CHECK(worst <= 0.1 * r);
}

// Shared evenly, half of each landing's push goes to the disk below and
// down into the pile: 11 sub-steps then let the pour sink 0.68 r deep
// (0.63 r under gravity pointing up); with the landings, 0.18 r (0.14 r).
TEST_CASE("a pour at 11 sub-steps lands on itself no deeper than 0.3 r, under gravity down or up", "[contacts][pile]") {
    const double down = pourAtElevenSubsteps(1.0), up = pourAtElevenSubsteps(-1.0);
    INFO("deepest overlap " << down << " r falling down, " << up << " r falling up");
    CHECK(down <= 0.3);
    CHECK(up <= 0.3);
}
