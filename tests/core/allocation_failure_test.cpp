// In wasm a full memory aborts the call that allocates. Adding an angle joint
// or a pressure body to a World grows several columns; whichever allocation
// fails, the columns must still agree, or the next relaxation reads past one
// of them. Here each allocation in turn is made to fail. Links are made for
// their room at once, so adding one allocates nothing.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <new>

#include "allocation_counter.hpp"
#include "world/angle_joints.hpp"
#include "world/area_bodies.hpp"
#include "world/link_sets.hpp"

using puru::testing::allocationsSoFar;
using puru::testing::failAllocationAfter;

namespace {

// Runs add() with the allocation after `succeeding` ones failing; true when one failed.
template <typename Add>
bool addFailingAfter(long succeeding, Add add) {
    failAllocationAfter(succeeding);
    bool failed = false;
    try {
        add();
    } catch (const std::bad_alloc&) {
        failed = true;
    }
    failAllocationAfter(-1);
    return failed;
}

}  // namespace

TEST_CASE("an angle joint whose allocation fails leaves the joints as they were") {
    bool sawSuccess = false;
    for (long succeeding = 0; !sawSuccess; ++succeeding) {
        puru::AngleJoints joints;
        joints.add(0, 1, 2, 0.5, 1.0);
        const bool failed = addFailingAfter(succeeding, [&] { joints.add(1, 2, 3, 0.25, 1.0); });
        sawSuccess = !failed;
        const std::size_t expected = failed ? 1 : 2;
        INFO("allocations before the failing one: " << succeeding);
        CHECK(joints.i.size() == expected);
        CHECK(joints.j.size() == expected);
        CHECK(joints.k.size() == expected);
        CHECK(joints.target.size() == expected);
        CHECK(joints.stiffness.size() == expected);
    }
}

TEST_CASE("a pressure body whose allocation fails leaves the bodies as they were") {
    const std::uint32_t ring[] = {0, 1, 2, 3, 4};
    bool sawSuccess = false;
    for (long succeeding = 0; !sawSuccess; ++succeeding) {
        puru::AreaBodies bodies;
        bodies.add(ring, 3, 10.0, 1.0);
        const bool failed = addFailingAfter(succeeding, [&] { bodies.add(ring, 5, 20.0, 1.0); });
        sawSuccess = !failed;
        const std::size_t expected = failed ? 1 : 2;
        INFO("allocations before the failing one: " << succeeding);
        CHECK(bodies.first.size() == expected);
        CHECK(bodies.length.size() == expected);
        CHECK(bodies.target.size() == expected);
        CHECK(bodies.press.size() == expected);
        CHECK(bodies.rings.size() == (failed ? 3u : 8u));
    }
}

// A star: every link at point 0 takes a colour of its own, room for `room` links.
static puru::LinkSets starOf(puru::RecordStore& store, std::uint32_t links, std::size_t room) {
    puru::LinkSets sets;
    sets.reserve(store, room, room + 1);
    for (std::uint32_t p = 1; p <= links; ++p) sets.add(0, p, 1.0, 1.0);
    return sets;
}

// Link sets are made for their room at once: adding allocates nothing, and a
// link past the room is refused with nothing changed.
TEST_CASE("link sets allocate nothing as links come, and refuse one past their room") {
    puru::RecordStore store;  // every star's rooms
    puru::LinkSets sets = starOf(store, 0, 5);
    const long before = allocationsSoFar();
    for (std::uint32_t p = 1; p <= 5; ++p) REQUIRE(sets.add(0, p, 1.0, 1.0) == p - 1);
    CHECK(allocationsSoFar() == before);
    CHECK(sets.add(1, 2, 1.0, 1.0) == puru::LinkSets::kFull);
    const puru::LinkSets twin = starOf(store, 5, 5);
    REQUIRE(sets.count() == twin.count());
    REQUIRE(sets.colours() == twin.colours());
    // Relaxing reads every list; the star's points spread on a circle.
    double x[6] = {0, 2, 0, -2, 0, 3}, y[6] = {0, 0, 2, 0, -2, 3};
    double twinX[6], twinY[6];
    std::copy(x, x + 6, twinX);
    std::copy(y, y + 6, twinY);
    const double mobility[6] = {1, 1, 1, 1, 1, 1};
    sets.prepare(mobility);
    puru::LinkSets prepared = starOf(store, 5, 5);
    prepared.prepare(mobility);
    sets.relaxOnce(x, y);
    prepared.relaxOnce(twinX, twinY);
    CHECK(std::equal(x, x + 6, twinX));
    CHECK(std::equal(y, y + 6, twinY));
}

TEST_CASE("columns grown before each add still grow geometrically") {
    puru::AngleJoints joints;
    const long before = allocationsSoFar();
    for (std::uint32_t n = 0; n < 4096; ++n) joints.add(n, n + 1, n + 2, 0.0, 1.0);
    // five columns, each reallocated about log2(4096) = 12 times
    CHECK(allocationsSoFar() - before <= 5 * 14);
}
