#include <catch2/catch.hpp>

#include "posts/distance_constraints.hpp"
#include "common/verlet_particles.hpp"

using puru::VerletParticles;

TEST_CASE("a Verlet point keeps its implied velocity and gains acceleration", "[verlet]") {
    VerletParticles p;
    p.add(0.0, 0.0);
    p.setVelocity(0, 2.0, 0.0);
    p.integrate(0.0, 0.5);
    CHECK(p.x[0] == 2.0);
    CHECK(p.y[0] == 0.5);
    p.integrate(0.0, 0.5);
    CHECK(p.x[0] == 4.0);
    CHECK(p.y[0] == 1.5);  // 0.5 + (0.5 + 0.5)
}

TEST_CASE("pinned points do not integrate", "[verlet]") {
    VerletParticles p;
    p.add(1.0, 1.0, true);
    p.integrate(3.0, 3.0);
    CHECK(p.x[0] == 1.0);
    CHECK(p.y[0] == 1.0);
}

TEST_CASE("a point moved by a constraint carries that motion into the next frame", "[verlet]") {
    // Two free points 10 apart with rest 6: relaxing pulls each in by 2, and
    // with no velocity variable that pull shows up as motion the frame after.
    VerletParticles p;
    p.add(0.0, 0.0);
    p.add(10.0, 0.0);
    puru::DistanceConstraints link;
    link.add(0, 1, 6.0);
    link.relaxOnce(p);
    CHECK(p.x[0] == 2.0);
    CHECK(p.x[1] == 8.0);
    p.integrate(0.0, 0.0);
    CHECK(p.x[0] == 4.0);
    CHECK(p.x[1] == 6.0);
}

TEST_CASE("placing a point by hand sets its velocity", "[verlet]") {
    VerletParticles p;
    p.add(5.0, 5.0);
    p.place(0, 8.0, 1.0);
    p.integrate(0.0, 0.0);
    CHECK(p.x[0] == 11.0);
    CHECK(p.y[0] == -3.0);
}

TEST_CASE("a wall bounce mirrors prev instead of flipping a velocity", "[verlet]") {
    VerletParticles p;
    p.add(50.0, 95.0);
    p.setVelocity(0, 1.0, 10.0);
    p.integrate(0.0, 0.0);  // y = 105, past the floor at 100
    p.bounceInside(0.0, 0.0, 200.0, 100.0, 0.5);
    CHECK(p.y[0] == 100.0);
    CHECK(p.py[0] == 105.0);  // mirrored: next step goes up by 5
    CHECK(p.x[0] - p.px[0] == 1.0);  // sideways motion untouched
    p.integrate(0.0, 0.0);
    CHECK(p.y[0] == 95.0);
}
