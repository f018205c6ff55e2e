// The World's events: what began and ended touching in each step, and which
// links broke, held to the touching pairs counted here from the points.
#include <catch2/catch.hpp>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <set>
#include <utility>
#include <vector>

#include "checks.hpp"
#include "common/snapshot.hpp"
#include "world/world.hpp"

namespace {

using puru::kTouchBegins;
using puru::kTouchEnds;
using puru::TouchEvents;
using puru::World;
using puru::testing::px;
using puru::testing::py;
using Pairs = std::set<std::pair<std::uint32_t, std::uint32_t>>;

Pairs told(const World& w, TouchEvents::List which) {
    Pairs pairs;
    const std::uint32_t* list = w.touches().list(which);
    for (std::size_t k = 0; k < w.touches().length(which); k += 2) pairs.insert({list[k], list[k + 1]});
    return pairs;
}

std::vector<std::uint32_t> brokenLinks(const World& w) {
    return {w.brokenLinks(), w.brokenLinks() + w.brokenLinkCount()};
}

// Applies a step's events to the pairs known to touch; false if one began
// that was already touching or ended that was not.
bool follow(Pairs& touching, const World& w, TouchEvents::List began, TouchEvents::List ended) {
    for (const auto& pair : told(w, ended)) {
        if (touching.erase(pair) == 0) return false;
    }
    for (const auto& pair : told(w, began)) {
        if (!touching.insert(pair).second) return false;
    }
    return true;
}

World::Options withEvents() {
    World::Options o;
    o.touchEvents = true;
    o.walls = false;
    return o;
}

long addBox(World& w, double x, double y, double width, double height, const puru::ShapeMaterial& m = {}) {
    const double hw = width / 2, hh = height / 2;
    const double corners[8] = {-hw, -hh, hw, -hh, hw, hh, -hw, hh};
    return w.addShape(corners, 4, 0.0, {x, y, 0.0}, m);
}

// How far a disk at (x, y) of radius r is from an upright box's surface.
double gapToBox(double x, double y, double r, double cx, double cy, double width, double height) {
    const double dx = std::fmax(std::fabs(x - cx) - width / 2, 0.0);
    const double dy = std::fmax(std::fabs(y - cy) - height / 2, 0.0);
    return std::sqrt(dx * dx + dy * dy) - r;
}

}  // namespace

TEST_CASE("a ball's bounces on a floor are told once each, as it lands and as it leaves", "[world][events]") {
    for (const int substeps : {1, 4}) {
        World::Options o = withEvents();
        o.gravity = 0.3;
        o.substeps = substeps;
        World w(400, 400, o);
        const double r = 10.0;
        const long floor = addBox(w, 200, 360, 300, 40, {0.0, 0.0, 0.8});
        const long ball = w.addPoint(200, 20, {r, 1.0, 0});
        int began = 0, ended = 0, landings = 0;
        bool down = false;
        for (int frame = 0; frame < 600 && !w.resting(); ++frame) {
            w.step();
            const double gap = 340.0 - r - py(w, ball);
            // Counted here from the ball's height: on the floor, then up past kTouchEnds of its radius.
            if (!down && gap <= kTouchBegins * r) {
                down = true;
                ++landings;
            } else if (down && gap > kTouchEnds * r) {
                down = false;
            }
            const Pairs landed = told(w, TouchEvents::kShapesBegan), left = told(w, TouchEvents::kShapesEnded);
            INFO("substeps " << substeps << ", frame " << frame << ", gap " << gap);
            CHECK(landed.size() <= 1);
            if (!landed.empty()) CHECK(*landed.begin() == std::make_pair(std::uint32_t(ball), std::uint32_t(floor)));
            began += static_cast<int>(landed.size());
            ended += static_cast<int>(left.size());
            CHECK(began == landings);
            CHECK(ended == began - (down ? 1 : 0));
        }
        INFO("substeps " << substeps);
        CHECK(landings >= 4);
        CHECK(w.touches().length(TouchEvents::kDisksBegan) == 0);
    }
}

TEST_CASE("two disks that meet are told as they touch and as they part", "[world][events]") {
    World::Options o = withEvents();
    o.gravity = 0.0;
    o.material.restitution = 1.0;
    World w(400, 400, o);
    const long a = w.addPoint(100, 200, {5.0, 1.0, 0});
    const long b = w.addPoint(200, 200, {5.0, 1.0, 0});
    REQUIRE(w.grab(200, 200) == b);
    w.release(-6.0, 0.0);
    int beganAt = -1, endedAt = -1;
    const Pairs pair{{std::uint32_t(a), std::uint32_t(b)}};
    for (int frame = 0; frame < 40; ++frame) {
        w.step();
        const double gap = px(w, b) - px(w, a) - 10.0;
        if (!told(w, TouchEvents::kDisksBegan).empty()) {
            CHECK(told(w, TouchEvents::kDisksBegan) == pair);
            CHECK(gap <= kTouchBegins * 5.0);
            CHECK(beganAt < 0);
            beganAt = frame;
        }
        if (!told(w, TouchEvents::kDisksEnded).empty()) {
            CHECK(told(w, TouchEvents::kDisksEnded) == pair);
            CHECK(gap > kTouchEnds * 5.0);
            CHECK(endedAt < 0);
            endedAt = frame;
        }
    }
    CHECK(beganAt >= 0);
    CHECK(endedAt > beganAt);
}

// A pair the contacts' lists did not foresee (pushes brought it together
// after its disks were listed) is told a step late, once listed: as Box2D
// tells touches from the contacts found as its step begins.
TEST_CASE("the pairs told to touch are those that touch, every frame of a pour into a box", "[world][events]") {
    World w(300, 400, withEvents());
    const double r = 6.0;
    // A cup of three boxes: a floor and two sides.
    const double boxes[3][4] = {{150, 380, 240, 20}, {40, 260, 20, 260}, {260, 260, 20, 260}};
    for (const auto& b : boxes) addBox(w, b[0], b[1], b[2], b[3]);
    std::vector<long> disks;
    Pairs disksTouching, shapesTouching, disksLate, shapesLate;
    int late = 0;
    // Within kTouchBegins: touching, or told in the next step if still that near; past kTouchEnds: not.
    auto check = [&](Pairs& touching, Pairs& lateNow, const Pairs& lateBefore, std::uint32_t a, std::uint32_t b,
                     double gap) {
        const bool known = touching.count({a, b}) == 1;
        INFO("pair " << a << ", " << b << ": gap " << gap);
        if (gap <= kTouchBegins * r && !known) {
            REQUIRE(lateBefore.count({a, b}) == 0);
            lateNow.insert({a, b});
            ++late;
        }
        if (gap > kTouchEnds * r) REQUIRE(!known);
    };
    for (int frame = 0; frame < 900 && !w.resting(); ++frame) {
        if (frame < 240 && frame % 4 == 0) disks.push_back(w.addPoint(120.0 + (frame % 24) * 2.5, 20, {r, 1.0, 0}));
        w.step();
        INFO("frame " << frame);
        REQUIRE(follow(disksTouching, w, TouchEvents::kDisksBegan, TouchEvents::kDisksEnded));
        REQUIRE(follow(shapesTouching, w, TouchEvents::kShapesBegan, TouchEvents::kShapesEnded));
        Pairs disksLateNow, shapesLateNow;
        for (std::size_t i = 0; i < disks.size(); ++i) {
            const double x = px(w, disks[i]), y = py(w, disks[i]);
            for (std::size_t j = i + 1; j < disks.size(); ++j) {
                const double gap = std::hypot(px(w, disks[j]) - x, py(w, disks[j]) - y) - 2 * r;
                check(disksTouching, disksLateNow, disksLate, std::uint32_t(disks[i]), std::uint32_t(disks[j]), gap);
            }
            for (std::uint32_t s = 0; s < 3; ++s) {
                const double* b = boxes[s];
                check(shapesTouching, shapesLateNow, shapesLate, std::uint32_t(disks[i]), s,
                      gapToBox(x, y, r, b[0], b[1], b[2], b[3]));
            }
        }
        disksLate.swap(disksLateNow);
        shapesLate.swap(shapesLateNow);
    }
    CHECK(w.resting());
    CHECK(disksTouching.size() > disks.size());  // a pile: more touches than disks
    CHECK(shapesTouching.size() >= 10);
    CHECK(late < 20);  // 4 when written
}

TEST_CASE("a World without touchEvents tells no touches", "[world][events]") {
    World::Options o = withEvents();
    o.touchEvents = false;
    World w(400, 400, o);
    addBox(w, 200, 360, 300, 40);
    w.addPoint(200, 300, {10.0, 1.0, 0});
    w.addPoint(200, 250, {10.0, 1.0, 0});
    for (int frame = 0; frame < 120; ++frame) {
        w.step();
        for (auto list : {TouchEvents::kDisksBegan, TouchEvents::kDisksEnded, TouchEvents::kShapesBegan,
                          TouchEvents::kShapesEnded}) {
            REQUIRE(w.touches().length(list) == 0);
        }
    }
}

TEST_CASE("the links a step breaks are told, with those cut after it until the next", "[world][events][tearing]") {
    World::Options o = withEvents();
    o.gravity = 0.0;
    World w(400, 400, o);
    for (int i = 0; i < 6; ++i) w.addPoint(50.0 + 40.0 * i, 100);
    for (long i = 0; i < 5; ++i) w.link(i, i + 1, -1.0, 1.0, false, 1.5);
    for (long i = 0; i < 6; ++i) w.pin(i);
    w.step();
    CHECK(brokenLinks(w).empty());
    w.pin(2, 130, 300);  // stretches links 1 and 2 far past 1.5 times their rest
    w.step();
    CHECK(brokenLinks(w) == std::vector<std::uint32_t>{1, 2});
    w.step();
    CHECK(brokenLinks(w).empty());
    CHECK(w.cut(230, 50, 230, 150) == 1);  // link 4, from 210 to 250
    CHECK(brokenLinks(w) == std::vector<std::uint32_t>{4});
    CHECK(w.cut(70, 50, 70, 150) == 1);  // link 0, from 50 to 90
    CHECK(brokenLinks(w) == (std::vector<std::uint32_t>{4, 0}));
    w.step();
    CHECK(brokenLinks(w).empty());
    CHECK(w.linkCount() == 1);
}

TEST_CASE("a restored World tells the events the original told", "[world][events][snapshot]") {
    World::Options o = withEvents();
    o.material.restitution = 0.5;
    auto make = [&o] {
        World w(300, 300, o);
        addBox(w, 150, 280, 260, 20);
        for (int i = 0; i < 40; ++i) w.addPoint(60.0 + 9.0 * (i % 20), 40.0 + 12.0 * (i / 20), {4.0, 1.0, 0});
        return w;
    };
    auto record = [](World& w, int frames) {
        std::vector<std::uint32_t> all;
        for (int f = 0; f < frames; ++f) {
            w.step();
            for (auto list : {TouchEvents::kDisksBegan, TouchEvents::kDisksEnded, TouchEvents::kShapesBegan,
                              TouchEvents::kShapesEnded}) {
                all.push_back(0xffffffffu);
                all.insert(all.end(), w.touches().list(list), w.touches().list(list) + w.touches().length(list));
            }
        }
        return all;
    };
    World w = make();
    record(w, 25);
    const std::vector<std::uint8_t> bytes = puru::takeSnapshot(w);
    const std::vector<std::uint32_t> original = record(w, 60);
    CHECK(original.size() > 240 + 20);  // some touches began or ended
    REQUIRE(puru::restoreSnapshot(w, bytes.data(), bytes.size()).empty());
    CHECK(w.touches().length(TouchEvents::kShapesBegan) == 0);  // a restore is no step
    CHECK(record(w, 60) == original);
    World fresh = make();
    REQUIRE(puru::restoreSnapshot(fresh, bytes.data(), bytes.size()).empty());
    CHECK(record(fresh, 60) == original);
    World::Options without = o;
    without.touchEvents = false;
    World other(300, 300, without);
    addBox(other, 150, 280, 260, 20);
    for (int i = 0; i < 40; ++i) other.addPoint(60.0 + 9.0 * (i % 20), 40.0 + 12.0 * (i / 20), {4.0, 1.0, 0});
    CHECK(!puru::restoreSnapshot(other, bytes.data(), bytes.size()).empty());
}

// A snapshot with a fitted checksum whose touches are made up: as many as
// its count allows, of either kind, with any bits. Restored, they can name
// only pairs touching before that the world has, and no list overflows.
TEST_CASE("a hostile snapshot's touches name only the world's pairs and overflow nothing", "[world][events][snapshot]") {
    World::Options o = withEvents();
    o.gravity = 0.0;
    o.maxContacts = 16;
    World w(400, 400, o);
    for (int i = 0; i < 20; ++i) w.addPoint(20.0 + 18.0 * i, 50, {4.0, 1.0, 0});
    for (int s = 0; s < 3; ++s) addBox(w, 100.0 + 100.0 * s, 350, 40, 20);
    w.step();
    std::vector<std::uint8_t> bytes = puru::takeSnapshot(w);
    // The touches are the last field: a count, then the keys, then the checksum.
    std::uint64_t count = 0;
    std::memcpy(&count, bytes.data() + bytes.size() - 16, 8);
    REQUIRE(count == 0);
    bytes.resize(bytes.size() - 16);
    const std::uint64_t most = 2 * o.maxContacts;
    bytes.insert(bytes.end(), reinterpret_cast<const std::uint8_t*>(&most), reinterpret_cast<const std::uint8_t*>(&most) + 8);
    for (std::uint64_t k = 0; k < most; ++k) {
        // Point-shape pairs that exist, each once: most told touching, some
        // made up as offered this step, some with stray high bits.
        const std::uint64_t pair = (std::uint64_t{1} << 36) | (k % 20) << 18 | (k / 20);
        const std::uint64_t key = (pair << 2 | (k % 4 == 3 ? 0 : 2)) | (k % 8 == 0 ? std::uint64_t{1} << 50 : 0);
        bytes.insert(bytes.end(), reinterpret_cast<const std::uint8_t*>(&key), reinterpret_cast<const std::uint8_t*>(&key) + 8);
    }
    const std::uint64_t sum = puru::snapshotChecksum(bytes.data(), bytes.size());
    bytes.insert(bytes.end(), reinterpret_cast<const std::uint8_t*>(&sum), reinterpret_cast<const std::uint8_t*>(&sum) + 8);
    REQUIRE(puru::restoreSnapshot(w, bytes.data(), bytes.size()).empty());
    for (int frame = 0; frame < 3; ++frame) {
        w.step();
        for (auto list : {TouchEvents::kDisksBegan, TouchEvents::kDisksEnded, TouchEvents::kShapesBegan,
                          TouchEvents::kShapesEnded}) {
            const bool shapes = list == TouchEvents::kShapesBegan || list == TouchEvents::kShapesEnded;
            REQUIRE(w.touches().length(list) <= 2 * o.maxContacts);
            const std::uint32_t* pairs = w.touches().list(list);
            for (std::size_t k = 0; k < w.touches().length(list); k += 2) {
                INFO("list " << list << ": " << pairs[k] << ", " << pairs[k + 1]);
                REQUIRE(pairs[k] < w.count());
                REQUIRE(pairs[k + 1] < (shapes ? w.shapeCount() : w.count()));
                if (!shapes) REQUIRE(pairs[k] < pairs[k + 1]);
            }
        }
        // Nothing touches here: nothing made up may begin.
        REQUIRE(w.touches().length(TouchEvents::kDisksBegan) == 0);
        REQUIRE(w.touches().length(TouchEvents::kShapesBegan) == 0);
    }
    // The first step told them all ended, as many as the list holds.
    CHECK(w.touches().length(TouchEvents::kShapesEnded) == 0);
}
