// Contacts: disks, solid links, shapes and walls, held to what the physics
// must do (no tunnelling, momentum, Coulomb friction, restitution) and to
// what a reader would see (a cloth on a ball, jellies in a stack).
#include <catch2/catch.hpp>

#include <cmath>
#include <cstdint>
#include <vector>

#include "checks.hpp"
#include "common/trig.hpp"
#include "world/shapes/rounded_polygon.hpp"
#include "world/world.hpp"

namespace {

using puru::World;
using puru::kLeastSpan;
using puru::polygonProblem;
using puru::PolygonProblem;
using puru::testing::deepestOverlap;
using puru::testing::px;
using puru::testing::py;

void run(World& w, int frames) {
    for (int f = 0; f < frames; ++f) w.step();
}

World::Options still(int substeps = 1, int iter = 4) {
    World::Options o;
    o.gravity = 0.0;
    o.walls = false;
    o.substeps = substeps;
    o.iter = iter;
    return o;
}

// Sets point i moving at (vx, vy) px per frame, as a pointer's throw does.
void launch(World& w, long i, double vx, double vy) {
    REQUIRE(w.grab(px(w, i), py(w, i)) == i);
    w.release(vx, vy);
}

double circleCorner[2] = {0.0, 0.0};

long addCircle(World& w, double x, double y, double r, const puru::ShapeMaterial& m = {}) {
    return w.addShape(circleCorner, 1, r, {x, y, 0.0}, m);
}

long addBox(World& w, double x, double y, double width, double height, double angle,
            const puru::ShapeMaterial& m = {}) {
    const double hw = width / 2, hh = height / 2;
    const double corners[8] = {-hw, -hh, hw, -hh, hw, hh, -hw, hh};
    return w.addShape(corners, 4, 0.0, {x, y, angle}, m);
}

// A 40 x 20 cloth of disks of radius 3, 7 px apart, centred on x with its
// top row at y: one group, a cloth seen face on, whose threads lie over one
// another rather than pile up (the cloth builder does the same).
void addCloth(World& w, double x, double y) {
    const int cols = 40, rows = 20;
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < cols; ++c) w.addPoint(x - 7.0 * (cols - 1) / 2 + 7.0 * c, y + 7.0 * r, {3.0, 1.0, 1});
    }
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < cols; ++c) {
            const long i = r * cols + c;
            if (c + 1 < cols) w.link(i, i + 1, -1.0, 1.0);
            if (r + 1 < rows) w.link(i, i + cols, -1.0, 1.0);
        }
    }
}

// The closest any point's centre comes to (cx, cy) over `frames` frames.
double closestOver(World& w, int frames, double cx, double cy) {
    double closest = 1e9;
    for (int frame = 0; frame < frames; ++frame) {
        w.step();
        for (long i = 0; i < static_cast<long>(w.count()); ++i) {
            closest = std::fmin(closest, std::hypot(px(w, i) - cx, py(w, i) - cy));
        }
    }
    return closest;
}

// Is (x, y) inside the polygon of the world's points `ring`?
bool inside(const World& w, const std::vector<long>& ring, double x, double y) {
    bool in = false;
    for (std::size_t a = 0, b = ring.size() - 1; a < ring.size(); b = a++) {
        const double xa = px(w, ring[a]), ya = py(w, ring[a]), xb = px(w, ring[b]), yb = py(w, ring[b]);
        if ((ya > y) != (yb > y) && x < (xb - xa) * (y - ya) / (yb - ya) + xa) in = !in;
    }
    return in;
}

}  // namespace

TEST_CASE("a fast disk never passes through a thin capsule or a thin box", "[contacts]") {
    for (const double speed : {50.0, 100.0, 200.0}) {
        for (const bool box : {false, true}) {
            for (const int substeps : {1, 4}) {
                World w(640, 360, still(substeps));
                if (box) {
                    addBox(w, 320, 180, 2, 300, 0.0);
                } else {
                    const double ends[4] = {0.0, -150.0, 0.0, 150.0};
                    w.addShape(ends, 2, 1.0, {320, 180, 0.0}, {});
                }
                const long disk = w.addPoint(100, 170, {4.0, 1.0, 0});
                launch(w, disk, speed, 3.0);
                for (int frame = 0; frame < 20; ++frame) {
                    w.step();
                    INFO("speed " << speed << (box ? " box" : " capsule") << " substeps " << substeps << " frame " << frame);
                    REQUIRE(px(w, disk) < 320.0 - (box ? 1.0 : 1.0) - 4.0 + 1e-9);
                }
            }
        }
    }
}

// A still shape's contacts are found once a step along each point's
// predicted path: a rope whose head is thrown hard drags its tail faster
// than any prediction made at the step's start, and the tail must still
// meet the wall it swings at.
TEST_CASE("a rope whipped at a thin wall never passes it, though its links drag it off every predicted path", "[contacts]") {
    for (const int substeps : {2, 4, 8, 16}) {
        for (const double speed : {60.0, 150.0, 400.0}) {
            World w(1000, 600, still(substeps, 4));
            const double ends[4] = {0.0, -20000.0, 0.0, 20000.0};  // too long to go round
            w.addShape(ends, 2, 0.0, {520, 300, 0.0}, {});
            // Twenty disks of radius 3 on a slant down and away from the
            // wall; the head is thrown up along the wall, and its links swing
            // the rest round after it, into the wall.
            long previous = w.addPoint(505, 300, {1.0, 1.0, 1});
            const long head = previous;
            for (int k = 1; k < 20; ++k) {
                const long next = w.addPoint(505 - 7.0 * k, 300 + 7.0 * k, {1.0, 1.0, 1});
                w.link(previous, next, -1.0, 1.0);
                previous = next;
            }
            launch(w, head, 0.0, -speed);
            for (int frame = 0; frame < 40; ++frame) {
                w.step();
                for (long i = head; i <= previous; ++i) {
                    INFO("substeps " << substeps << ", speed " << speed << ", frame " << frame << ", disk " << i);
                    REQUIRE(px(w, i) <= 520.0 - 1.0 + 1e-9);
                }
            }
        }
    }
}

// Found once a step, a still shape's list must not stop a point it did not
// foresee: a disk bouncing off one box meets the other within the step,
// and keeps its speed there too.
TEST_CASE("a disk bouncing between two still boxes with restitution 1 keeps bouncing at any sub-steps", "[contacts][restitution]") {
    const puru::ShapeMaterial bouncy{0.0, 0.0, 1.0};
    for (const int substeps : {1, 4, 16}) {
        for (const double speed : {60.0, 120.0}) {
            World w(2000, 1000, still(substeps, 4));
            const double gap = speed;  // the room between the boxes' faces, less the disk
            addBox(w, 500 - gap / 2 - 10, 500, 20, 400, 0.0, bouncy);
            addBox(w, 500 + gap / 2 + 10, 500, 20, 400, 0.0, bouncy);
            const long disk = w.addPoint(500, 500, {5.0, 1.0, 0});
            launch(w, disk, speed, 0.0);
            double travelled = 0.0, last = px(w, disk);
            for (int frame = 0; frame < 40; ++frame) {
                w.step();
                if (frame >= 30) travelled += std::fabs(px(w, disk) - last);
                last = px(w, disk);
            }
            INFO("substeps " << substeps << ", speed " << speed << ": moved " << travelled << " px over the last 10 frames");
            CHECK(travelled > 20.0);  // a disk that lost its bounce sits against a box
        }
    }
}

// A disk listed against a wall whose link drags it across a round shape is
// put back where it met the round shape, and so must be put back on the
// wall's plane after that, not left beyond it.
TEST_CASE("a disk its link drags across one shape is not put through another", "[contacts]") {
    for (const int substeps : {1, 2, 4, 8}) {
        World w(1000, 800, still(substeps, 4));
        addCircle(w, 500, 400, 30);
        const double ends[4] = {0.0, -150.0, 0.0, 150.0};
        w.addShape(ends, 2, 0.0, {560, 400, 0.0}, {});
        const long disk = w.addPoint(529, 355, {4.0, 1.0, 0});
        const long anchor = w.addPoint(529, 345);
        w.pin(anchor);
        w.link(disk, anchor, -1.0, 1.0);
        w.step();
        launch(w, disk, 30.0, 0.0);
        w.pin(anchor, 484, 509);  // the anchor jumps past the round shape, down and left
        w.step();
        INFO("substeps " << substeps << ": the disk at (" << px(w, disk) << ", " << py(w, disk) << ")");
        CHECK(px(w, disk) <= 560.0 - 4.0 + 1e-9);
    }
}

// A pin moved far drags its disk across a still box, far from the segment
// it was listed against: the segment's plane, kept for the step, must not
// put it into the box.
TEST_CASE("a disk its pin drags past a still box, listed against a segment, never ends inside the box", "[contacts]") {
    for (const int substeps : {1, 2, 4}) {
        for (const double pinY : {470.0, 490.0}) {
            World::Options o = still(substeps, 8);
            o.gravity = 0.5;
            World w(1000, 600, o);
            const double box[8] = {-40, -40, 40, -40, 40, 40, -40, 40};
            w.addShape(box, 4, 0.0, {420, 440, 0.25}, {});
            const double ends[4] = {0.0, 0.0, 60.0, 0.0};
            w.addShape(ends, 2, 0.0, {600, 470, 0.0}, {});
            const long pin = w.addPoint(630, 455);
            w.pin(pin);
            const long disk = w.addPoint(630, 465, {5.0, 1.0, 0});
            w.link(pin, disk, -1.0, 1.0);
            run(w, 5);
            w.pin(pin, 349, pinY);
            w.step();
            const puru::RoundedPolygon shape =
                puru::placed(puru::roundedPolygon(box, 4, 0.0), std::cos(0.25), std::sin(0.25), 420, 440);
            const double clear = puru::surfacePoint(shape, px(w, disk), py(w, disk), 0.0, 0.0).distance;
            INFO("substeps " << substeps << ", pin to y " << pinY << ": the disk's centre " << clear << " px from the box");
            CHECK(clear >= 5.0 - 1e-9);
        }
    }
}

// Against a moving paddle every shape is found each sub-step: a disk the
// paddle sweeps along a still floor stays on it.
TEST_CASE("a paddle sweeping a disk along a still floor never pushes it into the floor", "[contacts][kinematic]") {
    World w(1000, 600, still(1, 8));
    addBox(w, 500, 560, 900, 40, 0.0);  // its top at y = 540
    const long paddle = addBox(w, 200, 450, 12, 120, 0.25);
    const long disk = w.addPoint(300, 520, {8.0, 1.0, 0});
    for (int frame = 0; frame < 6; ++frame) {
        if (frame < 3) w.moveShape(paddle, {200 + 120.0 * (frame + 1), 450, 0.25});
        w.step();
        INFO("frame " << frame << ": the disk at (" << px(w, disk) << ", " << py(w, disk) << ")");
        CHECK(py(w, disk) <= 540.0 - 8.0 + 1e-9);
    }
}

// Gravity bends a point's way over a step above the straight line from
// where it starts to where it would end: the end of a thin wall between
// the two must still stop it.
TEST_CASE("a disk thrown past a thin wall's end on a curve that meets the wall is stopped by it", "[contacts]") {
    for (const int substeps : {16, 64}) {
        for (const double radius : {0.0, 3.0}) {
            // Thrown from these heights its way crosses x = 500 some 6 px
            // higher, on the wall, while the straight line passes below it.
            for (double y0 = 1000.0; y0 <= 1005.0 - radius; y0 += 0.25) {
                World::Options o = still(substeps, 4);
                o.gravity = 60.0;
                World w(4000, 4000, o);
                const double ends[4] = {0.0, 0.0, 0.0, -500.0};
                w.addShape(ends, 2, 0.0, {500, 1000, 0.0}, {});  // x = 500, y from 500 to 1000
                const long point = w.addPoint(460, y0, {radius, 1.0, 0});
                launch(w, point, 80.0, -30.0);
                w.step();
                INFO(substeps << " sub-steps, radius " << radius << ", from y " << y0 << ": at (" << px(w, point)
                              << ", " << py(w, point) << ")");
                CHECK(px(w, point) <= 500.0 - radius + 1e-9);
            }
        }
    }
}

// A point that starts above a box's top and falls past its corner is
// foreseen to end the step below the top's level, beside the box: the top's
// plane, which reaches past the corner, must not catch it in the air.
TEST_CASE("a point falling past a box's corner meets nothing in the air beside it", "[contacts]") {
    for (const int substeps : {2, 16}) {
        for (const double radius : {0.0, 2.0}) {
            World::Options o = still(substeps, 4);
            o.gravity = 0.5;
            World w(1000, 1000, o);
            addBox(w, 450, 550, 100, 100, 0.0, {0.0, 0.0, 0.5});  // its top right corner at (500, 500)
            const long point = w.addPoint(495, 497 - radius, {radius, 1.0, 0});
            launch(w, point, 10.0, 5.0);
            double last = py(w, point);
            for (int frame = 0; frame < 4; ++frame) {
                w.step();
                INFO(substeps << " sub-steps, radius " << radius << ", frame " << frame << ": at (" << px(w, point)
                              << ", " << py(w, point) << ")");
                CHECK(py(w, point) > last);  // falling, never held up or bounced in the air
                last = py(w, point);
            }
        }
    }
}

TEST_CASE("a fast point of radius 0 never passes a segment of radius 0", "[contacts]") {
    World w(640, 360, still());
    const double ends[4] = {0.0, -150.0, 0.0, 150.0};
    w.addShape(ends, 2, 0.0, {320, 180, 0.0}, {});
    const long p = w.addPoint(100, 170);
    launch(w, p, 200.0, 0.0);
    for (int frame = 0; frame < 20; ++frame) {
        w.step();
        REQUIRE(px(w, p) <= 320.0);
    }
}

TEST_CASE("a head-on hit of two equal free disks keeps their momentum", "[contacts]") {
    for (const double restitution : {0.0, 0.5, 1.0}) {
        World::Options o = still(4);
        o.material.restitution = restitution;
        World w(640, 360, o);
        const long a = w.addPoint(300, 180, {5.0, 1.0, 0}), b = w.addPoint(340, 180, {5.0, 1.0, 0});
        launch(w, a, 3.0, 0.0);
        launch(w, b, -3.0, 0.0);
        for (int frame = 0; frame < 60; ++frame) {
            w.step();
            REQUIRE(std::fabs((px(w, a) + px(w, b)) / 2 - 320.0) < 1e-12);
            REQUIRE(px(w, b) - px(w, a) >= 10.0 - 1e-9);
        }
        // Restitution 1 sends them apart as fast as they came; 0 leaves them together.
        const double apart = px(w, b) - px(w, a);
        if (restitution == 1.0) CHECK(apart > 150.0);
        if (restitution == 0.0) CHECK(apart < 10.5);
    }
}

// Contacts are listed once and kept over the sub-steps that follow, so a
// fast disk must be found along its whole way: thrown at a wall of pinned
// disks or at a solid rope between pins, at any speed and sub-steps, it
// never comes out on the far side, nor ends inside anything.
TEST_CASE("disks thrown at a wall of pinned disks or at a solid rope never pass it, however fast", "[contacts][fast]") {
    for (const int substeps : {1, 2, 4, 16}) {
        for (const double speed : {5.0, 20.0, 60.0, 150.0, 400.0}) {
            World w(1000, 400, still(substeps, 2));
            // A wall of pinned disks of radius 4 at x = 500, touching.
            for (int k = 0; k < 40; ++k) w.pin(w.addPoint(500, 40 + 8.0 * k, {4.0, 1.0, 0}));
            // A solid rope of radius 2 between two pins, along y = 300 from x = 600 to 900.
            long previous = w.addPoint(600, 300, {2.0, 1.0, 0});
            w.pin(previous);
            for (int k = 1; k <= 30; ++k) {
                const long next = w.addPoint(600 + 10.0 * k, 300, {2.0, 1.0, 0});
                w.link(previous, next, -1.0, 1.0, true);
                previous = next;
            }
            w.pin(previous);
            const long atWall = w.addPoint(100, 101, {4.0, 1.0, 0});
            const long atRope = w.addPoint(747, 60, {3.0, 1.0, 0});
            launch(w, atWall, speed, 0.0);
            launch(w, atRope, 0.0, speed);
            for (int frame = 0; frame < 30; ++frame) {
                w.step();
                INFO("substeps " << substeps << ", speed " << speed << " px a frame, frame " << frame);
                REQUIRE(px(w, atWall) <= 500.0 - 8.0 + 2.0);  // short of the wall, or pressed into its crevice by 2 px at most
                // Above the rope where it is; its centre never reaches the rope's own disks.
                double nearest = 1e9;
                for (long k = 40; k + 1 < atWall; ++k) {
                    const double ax = px(w, k), ay = py(w, k), ex = px(w, k + 1) - ax, ey = py(w, k + 1) - ay;
                    const double qx = px(w, atRope), qy = py(w, atRope);
                    const double t = std::fmin(1.0, std::fmax(0.0, ((qx - ax) * ex + (qy - ay) * ey) / (ex * ex + ey * ey)));
                    nearest = std::fmin(nearest, std::hypot(qx - (ax + ex * t), qy - (ay + ey * t)));
                    if (qx >= ax && qx <= ax + ex) REQUIRE(qy < ay + ey * (qx - ax) / ex);
                }
                REQUIRE(nearest > 2.0);
            }
        }
    }
}

TEST_CASE("a heavy point takes a small share of a link's correction", "[contacts][mass]") {
    World w(640, 360, still(1, 1));
    const long light = w.addPoint(300, 180), heavy = w.addPoint(320, 180, {0.0, 100.0, 0});
    w.link(light, heavy, 10.0, 1.0);
    w.step();
    CHECK(px(w, heavy) == Approx(320.0 - 10.0 / 101.0).epsilon(1e-12));
    CHECK(px(w, light) == Approx(300.0 + 10.0 * 100.0 / 101.0).epsilon(1e-12));
}

TEST_CASE("disks of one group, or linked, pass through each other; others do not", "[contacts]") {
    const auto gapAfter = [](std::uint32_t ga, std::uint32_t gb, bool linked) {
        World w(640, 360, still());
        const long a = w.addPoint(300, 180, {5.0, 1.0, ga}), b = w.addPoint(304, 180, {5.0, 1.0, gb});
        if (linked) w.link(a, b, 4.0, 1.0);
        w.step();
        return px(w, b) - px(w, a);
    };
    CHECK(gapAfter(0, 0, false) == Approx(10.0));
    CHECK(gapAfter(1, 2, false) == Approx(10.0));
    CHECK(gapAfter(3, 3, false) == Approx(4.0));
    CHECK(gapAfter(0, 0, true) == Approx(4.0));
}

TEST_CASE("on a 20 degree incline, static friction holds a disk and kinetic friction slows it", "[contacts][friction]") {
    const double theta = 20.0 * puru::kPi / 180.0, g = 0.5, r = 4.0;
    const auto slide = [&](double friction, double staticFriction, int frames) {
        World::Options o;
        o.substeps = 4;
        o.material = {friction, staticFriction, 0.0};
        World w(640, 360, o);
        addBox(w, 320, 250, 600, 20, theta, {friction, staticFriction, 0.0});
        const double nx = std::sin(theta), ny = -std::cos(theta);
        const long d = w.addPoint(320 + nx * (10 + r), 250 + ny * (10 + r), {r, 1.0, 0});
        const double x0 = px(w, d), y0 = py(w, d);
        run(w, frames);
        // Downhill along the surface: (cos, sin).
        return (px(w, d) - x0) * std::cos(theta) + (py(w, d) - y0) * std::sin(theta);
    };
    CHECK(std::fabs(slide(0.3, 0.5, 600)) < 0.1);
    const int n = 60;
    const double expected = g * (std::sin(theta) - 0.2 * std::cos(theta));
    const double measured = slide(0.2, 0.2, n) / (n * (n + 1) / 2.0);
    INFO("acceleration " << measured << " px/frame^2, expected " << expected);
    CHECK(measured == Approx(expected).epsilon(0.05));
}

TEST_CASE("restitution 1 keeps a bouncing disk's height, 0 does not bounce", "[contacts][restitution]") {
    const auto apexes = [](double restitution) {
        World::Options o;
        o.substeps = 4;
        o.material = {0.3, 0.5, restitution};
        World w(640, 360, o);
        const long d = w.addPoint(320, 60, {6.0, 1.0, 0});
        std::vector<double> tops;
        double last = py(w, d), before = last;
        for (int frame = 0; frame < 3000 && tops.size() < 11; ++frame) {
            w.step();
            const double now = py(w, d);
            if (last < before && last <= now && frame > 1) tops.push_back(354.0 - last);  // a turn at the top
            before = last;
            last = now;
        }
        return tops;
    };
    const std::vector<double> bouncy = apexes(1.0);
    REQUIRE(bouncy.size() >= 10);
    for (double h : bouncy) CHECK(h == Approx(294.0).epsilon(0.05));
    CHECK(apexes(0.0).size() <= 1);
}

TEST_CASE("a cloth of disks drapes over a static circle and never enters it; without friction it slides off", "[contacts][drape]") {
    const auto drape = [](double friction, double staticFriction) {
        World::Options o;
        o.substeps = 4;
        o.iter = 4;
        o.maxPoints = 800;
        o.maxLinks = 1600;
        o.material = {friction, staticFriction, 0.0};
        World w(640, 480, o);
        const double cx = 300, cy = 300, R = 60;
        addCircle(w, cx, cy, R, {friction, staticFriction, 0.0});
        addCloth(w, cx, 80);
        const double closest = closestOver(w, 600, cx, cy);
        long onTop = 0;  // points above the circle's middle, within its width
        for (long i = 0; i < static_cast<long>(w.count()); ++i) {
            if (py(w, i) < cy && std::fabs(px(w, i) - cx) < R) ++onTop;
        }
        return std::pair<double, long>(closest, onTop);
    };
    const auto held = drape(0.5, 0.8);
    INFO("closest " << held.first << ", points on top " << held.second);
    CHECK(held.first >= 60.0 - 0.5);
    CHECK(held.second > 400);
    const auto slick = drape(0.0, 0.0);
    INFO("frictionless: closest " << slick.first << ", points on top " << slick.second);
    CHECK(slick.first >= 60.0 - 0.5);
    CHECK(slick.second == 0);
}

// However a point got there, no disk ends a step inside a shape: the cloth's
// links drag its disks toward a circle they hang over as hard as the disks
// fall onto it, at any sub-steps and relaxations.
TEST_CASE("a cloth of disks dropped on a circle never has a disk inside it", "[contacts][drape]") {
    for (const int substeps : {1, 2, 8}) {
        for (const int iter : {1, 4}) {
            World::Options o;
            o.substeps = substeps;
            o.iter = iter;
            o.maxPoints = 800;
            o.maxLinks = 1600;
            World w(640, 480, o);
            const double cx = 320, cy = 260, R = 50;
            addCircle(w, cx, cy, R);
            addCloth(w, cx, 40);
            const double closest = closestOver(w, 240, cx, cy);
            INFO("substeps " << substeps << ", iter " << iter << ": closest centre " << closest);
            CHECK(closest >= R + 3.0 - 1e-9);
        }
    }
}

// A box swept through a pile as a kinematic paddle, straight and turning:
// at the end of every step no disk is inside it, at 1 to 64 sub-steps.
TEST_CASE("a kinematic paddle swept through a pile leaves no disk inside it", "[contacts][kinematic]") {
    for (const int substeps : {1, 3, 64}) {
        World::Options o;
        o.substeps = substeps;
        o.iter = 2;
        o.maxPoints = 400;
        World w(400, 300, o);
        for (int i = 0; i < 400; ++i) w.addPoint(8 + (i % 48) * 8.0, 296 - (i / 48) * 8.0, {4.0, 1.0, 0});
        run(w, 60);
        const double half = 30, thin = 5;
        const long paddle = addBox(w, 40, 250, 2 * thin, 2 * half, 0.0);
        for (int frame = 1; frame <= 120; ++frame) {
            const double x = 40 + 2.5 * frame, angle = 0.02 * frame;
            REQUIRE(w.moveShape(paddle, {x, 250, angle}));
            w.step();
            const double c = std::cos(angle), s = std::sin(angle);
            for (long i = 0; i < static_cast<long>(w.count()); ++i) {
                // The disk's centre in the box's frame, and its distance outside the box.
                const double dx = px(w, i) - x, dy = py(w, i) - 250;
                const double lx = std::fabs(c * dx + s * dy) - thin, ly = std::fabs(-s * dx + c * dy) - half;
                const double outside = lx > 0 || ly > 0 ? std::hypot(std::fmax(lx, 0.0), std::fmax(ly, 0.0)) : std::fmax(lx, ly);
                INFO("substeps " << substeps << ", frame " << frame << ", disk " << i);
                REQUIRE(outside >= 4.0 - 1e-9);
            }
        }
    }
}

TEST_CASE("five jellies with solid rims stack and none enters another", "[contacts][jelly]") {
    World::Options o;
    o.substeps = 4;
    o.iter = 6;
    World w(640, 480, o);
    std::vector<std::vector<long>> rims;
    for (int j = 0; j < 5; ++j) {
        const long first = static_cast<long>(w.count());
        const auto at = [&](int r, int c) { return first + r * 5 + c; };
        for (int r = 0; r < 5; ++r) {
            for (int c = 0; c < 5; ++c) w.addPoint(290 + 12.0 * c + 6 * (j % 2), 380 - j * 70 + 12.0 * r, {3.0, 1.0, 0});
        }
        std::vector<long> rim;
        for (int c = 0; c < 5; ++c) rim.push_back(at(0, c));
        for (int r = 1; r < 5; ++r) rim.push_back(at(r, 4));
        for (int c = 3; c >= 0; --c) rim.push_back(at(4, c));
        for (int r = 3; r >= 1; --r) rim.push_back(at(r, 0));
        for (int r = 0; r < 5; ++r) {
            for (int c = 0; c < 5; ++c) {
                const bool rowRim = r == 0 || r == 4, colRim = c == 0 || c == 4;
                if (c + 1 < 5) w.link(at(r, c), at(r, c + 1), -1.0, 1.0, rowRim);
                if (r + 1 < 5) w.link(at(r, c), at(r + 1, c), -1.0, 1.0, colRim);
                if (c + 1 < 5 && r + 1 < 5) {
                    w.link(at(r, c), at(r + 1, c + 1), -1.0, 0.5);
                    w.link(at(r, c + 1), at(r + 1, c), -1.0, 0.5);
                }
            }
        }
        rims.push_back(rim);
    }
    run(w, 600);
    for (std::size_t a = 0; a < rims.size(); ++a) {
        for (std::size_t b = 0; b < rims.size(); ++b) {
            if (a == b) continue;
            for (long p = 25 * static_cast<long>(b); p < 25 * static_cast<long>(b) + 25; ++p) {
                INFO("point " << p << " of jelly " << b << " in jelly " << a);
                CHECK_FALSE(inside(w, rims[a], px(w, p), py(w, p)));
            }
        }
    }
}

TEST_CASE("a kinematic box pushes a disk and carries one resting on it", "[contacts][kinematic]") {
    World::Options o;
    o.substeps = 4;
    World w(640, 360, o);
    const long paddle = addBox(w, 200, 340, 100, 10, 0.0, {0.5, 0.8, 0.0});
    const long rider = w.addPoint(200, 340 - 5 - 4, {4.0, 1.0, 0});
    const long pushed = w.addPoint(100, 348, {12.0, 1.0, 0});  // on the floor, as high as the paddle
    run(w, 30);
    double before = 0.0;
    for (int frame = 1; frame <= 120; ++frame) {
        REQUIRE(w.moveShape(paddle, {200.0 - frame, 340.0, 0.0}));
        w.step();
        if (frame == 60) before = px(w, rider);
        // Ahead of the paddle's lower left corner, at (150 - frame, 345), by its radius.
        if (frame > 60) REQUIRE(std::hypot(px(w, pushed) - (150.0 - frame), py(w, pushed) - 345.0) >= 12.0 - 1e-6);
        if (frame > 60) REQUIRE(px(w, pushed) < 150.0 - frame);
    }
    // Friction brings the rider up to the paddle's speed (a px per frame) and keeps it there.
    CHECK(before - px(w, rider) == Approx(60.0).margin(0.05));
    CHECK(py(w, rider) == Approx(340 - 5 - 4).margin(0.1));
}

TEST_CASE("a world at rest does nothing until a call wakes it", "[contacts][rest]") {
    World w(640, 360, World::Options{});
    const long d = w.addPoint(320, 300, {5.0, 1.0, 0});
    puru::testing::framesUntilRest(w, 600);
    REQUIRE(w.resting());
    CHECK(py(w, d) == Approx(355.0));
    w.addPoint(100, 100);
    CHECK_FALSE(w.resting());
    w.step();
    CHECK(py(w, 1) > 100.0);
}

TEST_CASE("contacts past maxContacts are left out the same way every time", "[contacts]") {
    const auto once = []() {
        World::Options o = still(2);
        o.maxContacts = 50;
        World w(200, 200, o);
        // 200 disks touching their neighbours: some 370 pairs.
        for (int i = 0; i < 200; ++i) w.addPoint(20 + (i % 20) * 8.0, 20 + (i / 20) * 8.0, {4.0, 1.0, 0});
        run(w, 100);
        CHECK(w.contactCount() == 50);
        CHECK(w.droppedContacts() > 300);
        return std::vector<double>(w.points(), w.points() + 2 * w.count());
    };
    CHECK(puru::testing::sameBits(once(), once()));
}

TEST_CASE("disks of one group skip their pair search, and a disk of another group added later meets them", "[contacts]") {
    World::Options options;
    options.gravity = 0.0;
    World w(640, 360, options);
    w.addPoint(100, 100, {4.0, 1.0, 5});
    w.addPoint(104, 100, {4.0, 1.0, 5});  // overlapping, one group: left alone
    w.step();
    CHECK(w.points()[2] - w.points()[0] == 4.0);
    CHECK(w.contactCount() == 0);
    w.addPoint(100, 104, {4.0, 1.0, 6});  // another group, after steps: it meets both
    w.step();
    CHECK(w.contactCount() == 2);
    const double* p = w.points();
    CHECK(std::hypot(p[4] - p[0], p[5] - p[1]) > 7.5);  // pushed out to touching (8)
    CHECK(std::hypot(p[4] - p[2], p[5] - p[3]) > 7.5);
}

// From beside a corner, behind one edge's line but outside the shape, a disk
// meets the corner's arc or another edge first, never that edge's piece.
TEST_CASE("a disk cast from beside a triangle's corner touches only where it would", "[contacts][shapes]") {
    const double corners[6] = {200.0, 200.0, 260.0, 200.0, 200.0, 260.0};
    const puru::RoundedPolygon triangle = puru::roundedPolygon(corners, 3, 0.0);
    // 7 / sqrt(2) px beyond the long edge (more than the disk's 3), over the
    // bottom edge's span and behind its line: moving off, it never touches.
    CHECK(puru::castDisk(triangle, 245.0, 222.0, 247.0, 223.0, 3.0) > 1.0);
    // Moving at the long edge, it touches where its centre is 3 px off it.
    const double t = puru::castDisk(triangle, 245.0, 222.0, 241.0, 218.0, 3.0);
    CHECK(t == Approx((7.0 - 3.0 * std::sqrt(2.0)) / 8.0).margin(1e-12));
}

// A segment's line holds it only between its ends: a disk resting on that
// line beyond an end is outside, and stays where it is.
TEST_CASE("a disk on a segment's line beyond its end is outside the segment", "[contacts][shapes]") {
    const double ends[4] = {0.0, 100.0, 100.0, 100.0};
    const puru::RoundedPolygon segment = puru::roundedPolygon(ends, 2, 1.0);
    CHECK(puru::surfacePoint(segment, 104.0, 100.0, 0.0, 1.0).distance == Approx(3.0));
    CHECK(puru::surfacePoint(segment, -4.0, 100.0, 0.0, 1.0).distance == Approx(3.0));
    // On the segment itself: inside by its radius, out the side it came from.
    const puru::SurfacePoint on = puru::surfacePoint(segment, 50.0, 100.0, 0.0, 1.0);
    CHECK(on.distance == Approx(-1.0));
    CHECK(on.ny == Approx(-1.0));
    World w(640, 360, still());
    w.addShape(ends, 2, 1.0, {0.0, 100.0, 0.0}, {});
    const long d = w.addPoint(105.0, 200.0, {3.0, 1.0, 0});
    run(w, 10);
    CHECK(px(w, d) == 105.0);
    CHECK(py(w, d) == 200.0);
}

// A disk can touch two shapes at once: in a V of two boxes each of a pile's
// disks is put back on both planes and out of both shapes, every sub-step.
TEST_CASE("disks poured into a V of two boxes never end a step inside either", "[contacts][shapes]") {
    const double a = 35.0 * puru::kPi / 180.0, c = std::cos(a), s = std::sin(a);
    const double vx = 320.0, vy = 300.0, half = 100.0;
    const double box[8] = {-half, -5.0, half, -5.0, half, 5.0, -half, 5.0};
    for (const int substeps : {1, 2, 8}) {
        World::Options o;
        o.substeps = substeps;
        o.iter = 4;
        World w(640, 480, o);
        w.addShape(box, 4, 0.0, {vx - half * c, vy - half * s, a}, {});
        w.addShape(box, 4, 0.0, {vx + half * c, vy - half * s, -a}, {});
        const puru::RoundedPolygon local = puru::roundedPolygon(box, 4, 0.0);
        const puru::RoundedPolygon arms[2] = {puru::placed(local, c, s, vx - half * c, vy - half * s),
                                              puru::placed(local, c, -s, vx + half * c, vy - half * s)};
        for (int i = 0; i < 30; ++i) w.addPoint(300.0 + 8.5 * (i % 5), 120.0 - 9.0 * (i / 5), {4.0, 1.0, 0});
        double deepest = 0.0;
        for (int frame = 0; frame < 300; ++frame) {
            w.step();
            for (long i = 0; i < static_cast<long>(w.count()); ++i) {
                for (const puru::RoundedPolygon& arm : arms) {
                    deepest = std::fmax(deepest, 4.0 - puru::surfacePoint(arm, px(w, i), py(w, i), 0.0, 1.0).distance);
                }
            }
        }
        INFO("substeps " << substeps << ": a disk " << deepest << " px into an arm");
        CHECK(deepest < 1e-6);
        CHECK(py(w, 0) > 250.0);  // the pile lies in the V, not on its rims
    }
}

TEST_CASE("shapes refuse what is not a shape", "[contacts][shapes]") {
    World w(640, 360, World::Options{});
    const double line[6] = {0, 0, 1, 1, 2, 2};
    const double bent[8] = {0, 0, 10, 0, 2, 2, 0, 10};
    const double same[4] = {3, 3, 3, 3};
    CHECK(w.addShape(line, 3, 0.0, {}, {}) == World::kRefused);
    CHECK(w.addShape(bent, 4, 0.0, {}, {}) == World::kRefused);
    CHECK(w.addShape(same, 2, 1.0, {}, {}) == World::kRefused);
    // Too small to have normals worth the name: a sliver of a triangle, a
    // segment whose ends square to zero; the least span itself is a shape.
    const double sliver[6] = {0, 0, 1e-12, 0, 0, 1e-12};
    const double speck[4] = {0, 0, 1e-200, 0};
    const double least[4] = {0, 0, kLeastSpan, 0};
    CHECK(polygonProblem(sliver, 3) == PolygonProblem::TooSmall);
    CHECK(polygonProblem(speck, 2) == PolygonProblem::TooSmall);
    CHECK(polygonProblem(least, 2) == PolygonProblem::None);
    const double shortEdge[6] = {0, 0, 10, 0, 10, 1e-7};  // far from corner 0, near each other
    CHECK(polygonProblem(shortEdge, 3) == PolygonProblem::TooSmall);
    CHECK(w.addShape(sliver, 3, 1.0, {}, {}) == World::kRefused);
    CHECK(addCircle(w, 0, 0, -1.0) == World::kRefused);
    CHECK(addBox(w, 0, 0, 10, 10, 0.0, {0.5, 0.2, 0.0}) == World::kRefused);  // static below kinetic
    CHECK(w.addPoint(0, 0, {-1.0, 1.0, 0}) == World::kRefused);
    CHECK(w.addPoint(0, 0, {180.5, 1.0, 0}) == World::kRefused);  // larger than the world (640 x 360) holds
    CHECK(w.addPoint(0, 0, {180.0, 1.0, 0}) == 0);
    CHECK(w.addPoint(0, 0, {1.0, 0.0, 0}) == World::kRefused);
    CHECK_FALSE(w.moveShape(0, {}));
    const long s = addCircle(w, 10, 10, 5);
    CHECK(w.removeShape(s));
    CHECK_FALSE(w.removeShape(s));
    CHECK_FALSE(w.moveShape(s, {}));
}

TEST_CASE("a shape moved far in one step sweeps a disk ahead of it instead of jumping it", "[contacts][kinematic]") {
    for (const bool box : {false, true}) {
        World w(640, 360, still());
        const long s = box ? addBox(w, 50, 100, 10, 100, 0.0) : addCircle(w, 50, 100, 10);
        const long d = w.addPoint(300, 100, {3.0, 1.0, 0});
        REQUIRE(w.moveShape(s, {600.0, 100.0, 0.0}));
        w.step();
        INFO((box ? "box" : "circle") << ": disk at " << px(w, d));
        CHECK(px(w, d) > 600.0 + (box ? 5.0 : 10.0) + 3.0 - 1e-6);
    }
}

TEST_CASE("a list of disk pairs is kept while the disks keep still, and made again as soon as one moves", "[contacts][lists]") {
    World::Options o = still(8, 1);
    World w(640, 360, o);
    // Touching neighbours in a row: pushed apart by nothing, so nothing drifts.
    for (int i = 0; i < 40; ++i) w.addPoint(100 + 8.0 * i, 100, {4.0, 1.0, 0});
    w.step();
    const std::size_t first = w.contactLists();
    for (int f = 0; f < 100; ++f) {
        w.step();
        w.wake();
    }
    CHECK(w.contactLists() == first);
    // The row's last disk sent slowly away from it: the rest keep still, so
    // its drift is measured from halfway between theirs and its own, and each
    // list holds until it has gone the whole margin (1.4 radii), and no longer.
    launch(w, 39, 0.4, 0.0);
    run(w, 50);
    const std::size_t lists = w.contactLists() - first;
    CHECK(lists >= 3);  // 20 px at 5.6 px a list: four (the grab makes one)
    CHECK(lists <= 5);  // not 400, one a sub-step
}

TEST_CASE("disks that fall together are listed once, however far they fall", "[contacts][lists]") {
    // A row of touching disks in free fall: their common motion moves no pair
    // closer, so the list made at the start holds for 900 px (it would be
    // made again every 2.8 px if each disk's drift were measured alone).
    World::Options o = still(8, 1);
    o.gravity = 0.5;
    World w(640, 2000, o);
    for (int i = 0; i < 40; ++i) w.addPoint(100 + 8.0 * i, 20, {4.0, 1.0, 0});
    run(w, 60);
    CHECK(w.points()[1] > 900.0);
    CHECK(w.contactLists() == 1);
}

TEST_CASE("a disk that a wall stops while the one behind moves on is still kept apart from it", "[contacts][lists]") {
    // Two disks thrown together at a wall, the one behind a little faster:
    // their gap (6 px, over the margin) closes slowly, so a common motion
    // would keep them unlisted, until the wall stops the first and the
    // second runs on into it within one sub-step.
    World::Options o = still(1, 4);
    o.walls = true;
    World w(640, 360, o);
    constexpr double r = 4.0;
    w.addPoint(295, 180, {r, 1.0, 0});
    w.addPoint(281, 180, {r, 1.0, 0});
    launch(w, 0, 20.0, 0.0);
    launch(w, 1, 20.2, 0.0);
    for (int f = 0; f < 30; ++f) {
        w.step();
        INFO("frame " << f);
        CHECK(deepestOverlap(w.points(), 2, r) < 0.5 * r);
    }
}

TEST_CASE("disks thrown about at random in a box never sink into each other past a list", "[contacts][lists]") {
    // 200 disks in a box without gravity, one thrown each frame in a random
    // direction at up to 40 px a frame (10 a sub-step, 2.5 radii): the lists
    // held between them must leave out no pair that comes to touch, or two
    // disks would pass into and through each other.
    World::Options o = still(4, 2);
    o.walls = true;
    World w(300, 300, o);
    constexpr double r = 4.0;
    for (int i = 0; i < 200; ++i) w.addPoint(20 + 18.0 * (i % 15), 20 + 18.0 * (i / 15), {r, 1.0, 0});
    std::uint32_t seed = 12345;
    const auto next = [&seed]() {
        seed = seed * 1664525u + 1013904223u;
        return static_cast<double>(seed >> 8) / 16777216.0;
    };
    double deepest = 0.0;
    for (int f = 0; f < 600; ++f) {
        const auto i = static_cast<long>(next() * 200);
        const double angle = 2 * 3.14159265358979 * next(), speed = 40.0 * next();
        launch(w, i, speed * std::cos(angle), speed * std::sin(angle));
        w.step();
        deepest = std::fmax(deepest, deepestOverlap(w.points(), 200, r));
    }
    INFO("lists made: " << w.contactLists() << " in 2400 sub-steps");
    CHECK(deepest < 0.6 * r);  // a list that missed a pair: 1.8 r (a list a frame)
}

TEST_CASE("one wide disk among small ones widens no small one's margin: no pair past the room, and the pile rests", "[contacts][lists]") {
    World::Options o;
    o.substeps = 8;
    o.iter = 2;
    o.maxPoints = 600;
    o.maxContacts = 6 * 600;  // as the JS API sizes it
    World w(640, 360, o);
    for (int i = 0; i < 500; ++i) w.addPoint(100 + 8.0 * (i % 50), 340 - 8.0 * (i / 50), {3.0, 1.0, 0});
    const long wide = w.addPoint(320, 50, {40.0, 20.0, 0});
    const int frames = puru::testing::framesUntilRest(w, 1200);
    INFO("frames until rest: " << frames);
    CHECK(w.resting());
    CHECK(w.droppedContacts() == 0);
    CHECK(w.contactCount() < 3 * 500);
    // The wide disk sank into the pile, but no small disk is inside it.
    double deepest = 0.0;
    for (long i = 0; i < 500; ++i) deepest = std::fmax(deepest, 43.0 - std::hypot(px(w, i) - px(w, wide), py(w, i) - py(w, wide)));
    CHECK(deepest < 1.0);
}
