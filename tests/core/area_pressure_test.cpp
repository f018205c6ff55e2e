#include <catch2/catch.hpp>
#include <cmath>

#include "posts/area_pressure.hpp"
#include "common/trig.hpp"

using puru::AreaPressure;
using puru::PointMasses;

TEST_CASE("the shoelace area of a rectangle is signed by winding", "[pressure]") {
    const double x[] = {0, 4, 4, 0};
    const double y[] = {0, 0, 3, 3};
    const std::uint32_t forward[] = {0, 1, 2, 3};
    const std::uint32_t backward[] = {3, 2, 1, 0};
    CHECK(puru::signedPolygonArea(x, y, forward, 4) == 12.0);
    CHECK(puru::signedPolygonArea(x, y, backward, 4) == -12.0);
}

TEST_CASE("pressure pushes a small ring out and a large one in", "[pressure]") {
    PointMasses m;
    AreaPressure p;
    for (std::uint32_t i = 0; i < 8; ++i) {
        const double a = i * puru::kPi / 4;
        m.add(10.0 * puru::cosine(a), 10.0 * puru::sine(a));
        p.ring.push_back(i);
    }
    p.press = 1.0;
    p.targetArea = 2.0 * p.area(m);
    p.addForces(m);
    for (std::size_t i = 0; i < 8; ++i) CHECK(m.fx[i] * m.x[i] + m.fy[i] * m.y[i] > 0.0);

    m.fx.assign(8, 0.0);
    m.fy.assign(8, 0.0);
    p.targetArea = 0.5 * p.area(m);
    p.addForces(m);
    for (std::size_t i = 0; i < 8; ++i) CHECK(m.fx[i] * m.x[i] + m.fy[i] * m.y[i] < 0.0);
}
