// Points carried off the way they were listed for: a plane, a push or a
// link takes a point somewhere its way was not cast, and the shapes there
// must hold it all the same (contacts/shape_contacts.hpp), as must the
// canvas's walls.
#include <catch2/catch.hpp>

#include <cmath>
#include <random>
#include <vector>

#include "checks.hpp"
#include "world/world.hpp"

namespace {

using puru::World;
using puru::testing::px;
using puru::testing::py;

}  // namespace

// Disks thrown hard about a closed square of four segments of radius 0: one
// that hits a wall near a corner slides along it into the next, or is
// shoved into it by another disk, where it was not listed against the next.
TEST_CASE("disks thrown about in a cage of thin segments never get out, at its corners either", "[contacts][shapes]") {
    const double half = 100.0, cx = 500.0, cy = 400.0;
    const int substeps[] = {2, 4, 16, 64};
    const double gravities[] = {0.5, 5.0, 30.0}, radii[] = {0.5, 2.0, 5.0};
    long outside = 0;
    for (int seed = 0; seed < 300; ++seed) {
        std::mt19937 random(static_cast<unsigned>(seed));
        const auto uniform = [&](double low, double high) {
            return std::uniform_real_distribution<double>(low, high)(random);
        };
        World::Options o;
        o.substeps = substeps[seed % 4];
        o.iter = 1 + static_cast<int>(random() % 8);
        o.walls = seed % 2 == 0;
        o.gravity = gravities[random() % 3];
        World w(1000, 800, o);
        const double angle = uniform(0.0, 3.14), c = std::cos(angle), s = std::sin(angle);
        const double friction = uniform(0.0, 0.5);
        const puru::ShapeMaterial material{friction, friction + uniform(0.0, 0.3), uniform(0.0, 1.0)};
        const double corners[8] = {-half, -half, half, -half, half, half, -half, half};
        for (int e = 0; e < 4; ++e) {
            const int f = (e + 1) % 4;
            const double ends[4] = {corners[2 * e], corners[2 * e + 1], corners[2 * f], corners[2 * f + 1]};
            REQUIRE(w.addShape(ends, 2, 0.0, {cx, cy, angle}, material) >= 0);
        }
        const int count = 1 + static_cast<int>(random() % 6);
        std::vector<long> disks;
        for (int i = 0; i < count; ++i) {
            const double lx = uniform(-80.0, 80.0), ly = uniform(-80.0, 80.0);
            const double radius = radii[random() % 3];
            disks.push_back(w.addPoint(cx + c * lx - s * ly, cy + s * lx + c * ly, {radius, 1.0, static_cast<unsigned>(i + 1)}));
        }
        for (const long d : disks) {  // thrown as a pointer throws (it takes the nearest disk)
            w.grab(px(w, d), py(w, d));
            w.release(uniform(-60.0, 60.0), uniform(-60.0, 60.0));
        }
        for (int frame = 0; frame < 90; ++frame) {
            w.step();
            for (const long d : disks) {
                // In the cage's own frame a disk's centre stays within half its side.
                const double dx = px(w, d) - cx, dy = py(w, d) - cy;
                const double lx = c * dx + s * dy, ly = -s * dx + c * dy;
                if (std::fmax(std::fabs(lx), std::fabs(ly)) > half + 1e-9) {
                    ++outside;
                    INFO("seed " << seed << ", frame " << frame << ": a disk at (" << lx << ", " << ly << ") in the cage's frame");
                    CHECK(outside == 0);
                    frame = 90;
                    break;
                }
            }
        }
    }
    CHECK(outside == 0);
}

// A disk rests on a peg's lower right, listed against the plane there; its
// link's anchor jumps far down and left, dragging it far from the peg. The
// plane, kept for the step, reaches far past the peg and would push the
// disk down through the floor: the walls have the last word.
TEST_CASE("a shape's plane never pushes a disk its link drags far away out of the canvas", "[contacts][shapes][walls]") {
    for (const int substeps : {1, 2, 4, 8}) {
        for (const double degrees : {20.0, 35.0, 50.0, 65.0}) {
            for (const double jump : {150.0, 300.0, 500.0}) {
                World::Options o;
                o.substeps = substeps;
                o.iter = 4;
                World w(640, 360, o);
                const double cx = 300.0, cy = 300.0, peg = 40.0, r = 4.0, a = degrees * 3.14159265358979 / 180.0;
                const double corner[2] = {0.0, 0.0};
                w.addShape(corner, 1, peg, {cx, cy, 0.0}, {});
                const long disk = w.addPoint(cx + (peg + r) * std::cos(a), cy + (peg + r) * std::sin(a), {r, 1.0, 0});
                const long anchor = w.addPoint(cx + (peg + r + 10.0) * std::cos(a), cy + (peg + r + 10.0) * std::sin(a));
                w.pin(anchor);
                w.link(disk, anchor, -1.0, 1.0);
                w.step();
                w.step();
                w.pin(anchor, cx - jump, 355.0);
                for (int frame = 0; frame < 3; ++frame) {
                    w.step();
                    INFO(substeps << " sub-steps, " << degrees << " degrees, a jump of " << jump << ": the disk at ("
                                  << px(w, disk) << ", " << py(w, disk) << ")");
                    CHECK(px(w, disk) >= r - 1e-9);
                    CHECK(px(w, disk) <= 640.0 - r + 1e-9);
                    CHECK(py(w, disk) >= r - 1e-9);
                    CHECK(py(w, disk) <= 360.0 - r + 1e-9);
                }
            }
        }
    }
}

// A disk let go above a ramp that runs into the canvas's left wall slides
// into the acute corner they make. The ramp's plane reaches past the wall,
// the wall's past the ramp: the disk must end in the corner, neither
// through the ramp nor off the canvas.
TEST_CASE("a disk sliding into the corner a ramp makes with a wall ends in neither", "[contacts][shapes][walls]") {
    const double r = 5.0, length = 400.0, x0 = -40.0, y0 = 560.0;
    for (const double rampRadius : {0.0, 6.0}) {
        for (const double degrees : {30.0, 55.0, 70.0}) {
            for (const int substeps : {1, 4, 16}) {
                for (const double gravity : {0.5, 20.0}) {
                    World::Options o;
                    o.substeps = substeps;
                    o.iter = 2;
                    o.gravity = gravity;
                    World w(800, 600, o);
                    const double a = degrees * 3.14159265358979 / 180.0, c = std::cos(a), s = std::sin(a);
                    const double x1 = x0 + length * c, y1 = y0 - length * s, cx = (x0 + x1) / 2, cy = (y0 + y1) / 2;
                    const double ends[4] = {x0 - cx, y0 - cy, x1 - cx, y1 - cy};
                    w.addShape(ends, 2, rampRadius, {cx, cy, 0.0}, {});
                    const double along = std::fmax(200.0, (100.0 + s * (r + rampRadius + 10.0)) / c);
                    const double lift = r + rampRadius + 10.0;
                    const long disk = w.addPoint(x0 + along * c - s * lift, y0 - along * s - c * lift, {r, 1.0, 0});
                    double deepest = 0.0, furthestOff = 0.0;
                    for (int frame = 0; frame < 300; ++frame) {
                        w.step();
                        // Its centre's distance from the ramp's line, on the side the disk started.
                        const double side = -(px(w, disk) - x0) * s - (py(w, disk) - y0) * c;
                        deepest = std::fmax(deepest, r + rampRadius - side);
                        furthestOff = std::fmax(furthestOff, std::fmax(r - px(w, disk), py(w, disk) - (600.0 - r)));
                    }
                    INFO("a ramp of radius " << rampRadius << " at " << degrees << " degrees, " << substeps
                                             << " sub-steps, gravity " << gravity);
                    CHECK(deepest <= 1e-9);
                    CHECK(furthestOff <= 1e-9);
                }
            }
        }
    }
}

// A disk wider than the gap between a box's face and the canvas's right
// wall, the face turned a hair from the wall's line: their lines meet far
// off, past the box's end. There is no room where the disk is, and it must
// stay about there, not be thrown along the wall to where the lines meet.
TEST_CASE("a disk with no room between a wall and a face nearly along it is not thrown along the wall", "[contacts][shapes][walls]") {
    for (const double turn : {0.001, -0.001, 0.02, -0.02}) {
        World::Options o;
        World w(400, 300, o);
        const double corners[8] = {-10.0, -100.0, 10.0, -100.0, 10.0, 100.0, -10.0, 100.0};
        w.addShape(corners, 4, 0.0, {380.0, 150.0, turn}, {});  // its right face 10 px from the wall
        const long disk = w.addPoint(395.0, 120.0, {15.0, 1.0, 0});
        double fastest = 0.0;
        for (int frame = 0; frame < 200; ++frame) {
            const double x = px(w, disk), y = py(w, disk);
            w.step();
            fastest = std::fmax(fastest, std::hypot(px(w, disk) - x, py(w, disk) - y));
        }
        INFO("the box turned by " << turn << " rad");
        CHECK(fastest < 20.0);
    }
}

// A disk dropped into a narrow V of two boxes: the faces' planes close in
// on it from two sides, and going over them in turn closes in slowly. It
// must rest where the two faces meet it, in neither box, and not fall
// through the V's point.
TEST_CASE("a disk dropped into a narrow V of two boxes ends in neither", "[contacts][shapes]") {
    const double r = 5.0, length = 200.0, apexX = 400.0, apexY = 500.0;
    for (const double opening : {10.0, 30.0}) {
        for (const int substeps : {1, 4}) {
            for (const int iter : {1, 4}) {
                for (const double gravity : {0.5, 20.0}) {
                    World::Options o;
                    o.substeps = substeps;
                    o.iter = iter;
                    o.gravity = gravity;
                    World w(800, 600, o);
                    const double half = opening / 2 * 3.14159265358979 / 180.0, s = std::sin(half), c = std::cos(half);
                    const double corners[8] = {-length / 2, -10.0, length / 2, -10.0, length / 2, 10.0, -length / 2, 10.0};
                    for (const double side : {-1.0, 1.0}) {
                        // Each box lies outside the V, its inner face on an arm from the point up.
                        const double dx = side * s, dy = -c, outX = side * c, outY = s;
                        const double mx = apexX + dx * length / 2 + outX * 10.0, my = apexY + dy * length / 2 + outY * 10.0;
                        w.addShape(corners, 4, 0.0, {mx, my, std::atan2(dy, dx)}, {0.2, 0.3, 0.3});
                    }
                    const long disk = w.addPoint(apexX, 300.0, {r, 1.0, 0});
                    double deepest = -1e9;
                    for (int frame = 0; frame < 300; ++frame) {
                        w.step();
                        for (const double side : {-1.0, 1.0}) {
                            // How far the disk reaches past an arm's face, into its box.
                            const double inX = -side * c, inY = -s;
                            deepest = std::fmax(deepest, r - (inX * (px(w, disk) - apexX) + inY * (py(w, disk) - apexY)));
                        }
                    }
                    INFO("a V of " << opening << " degrees, " << substeps << " sub-steps, iter " << iter << ", gravity "
                                   << gravity << ": the disk at (" << px(w, disk) << ", " << py(w, disk) << ")");
                    CHECK(deepest <= 1e-9);
                    CHECK(py(w, disk) < apexY);
                }
            }
        }
    }
}
