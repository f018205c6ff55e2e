// The pile of the contacts issue: 4000 disks of radius 4 poured into a
// 1000 x 1000 box at the bench's settings (16 sub-steps of one relaxation,
// friction 0.3, static 0.5) settle without sinking far into each other or
// leaving the box, and come to rest within 20 s of frames. A native Release
// run takes seconds; it is left out of the sanitized build.
#include <catch2/catch.hpp>

#include <cmath>

#include "checks.hpp"
#include "world/world.hpp"

TEST_CASE("4000 disks poured into a box settle, overlapping by under a tenth of a radius, and rest", "[contacts][pile]") {
    constexpr int kDisks = 4000;
    constexpr double r = 4.0;
    puru::World::Options o;
    o.substeps = 16;
    o.iter = 1;
    o.maxPoints = kDisks;
    o.maxContacts = 6 * kDisks;  // as the JS API sizes it
    puru::World w(1000, 1000, o);
    // Rows 9 px apart, every other one shifted: a loose stack above the floor.
    const int perRow = 110;
    for (int i = 0; i < kDisks; ++i) {
        const int row = i / perRow, col = i % perRow;
        w.addPoint(6.0 + 9.0 * col + 2.0 * (row % 2), 996.0 - 9.0 * row, {r, 1.0, 0});
    }
    const int frames = puru::testing::framesUntilRest(w, 1200);
    INFO("frames until rest: " << frames);
    CHECK(w.resting());
    CHECK(w.droppedContacts() == 0);
    const double* p = w.points();
    double worst = 0.0;
    for (int a = 0; a < kDisks; ++a) {
        REQUIRE(p[2 * a] >= r);
        REQUIRE(p[2 * a] <= 1000.0 - r);
        REQUIRE(p[2 * a + 1] <= 1000.0 - r);
        for (int b = a + 1; b < kDisks; ++b) {
            const double dx = p[2 * b] - p[2 * a], dy = p[2 * b + 1] - p[2 * a + 1];
            if (std::fabs(dx) < 2 * r && std::fabs(dy) < 2 * r) {
                worst = std::fmax(worst, 2 * r - std::sqrt(dx * dx + dy * dy));
            }
        }
    }
    INFO("largest overlap " << worst / r << " r");
    CHECK(worst <= 0.1 * r);
}
