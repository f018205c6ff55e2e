#include "posts/jiggle_spring.hpp"

#include <cmath>

namespace puru {

void JiggleSpring::poke(double offsetX, double offsetY, double velocityX, double velocityY) {
    px = offsetX;
    py = offsetY;
    vx = velocityX;
    vy = velocityY;
}

void JiggleSpring::step() {
    const double ax = (-px * k) / m;
    const double ay = (-py * k) / m;
    vx *= d;
    vy *= d;
    vx += ax * dt;
    vy += ay * dt;
    px += vx * dt;
    py += vy * dt;
}

void JiggleSpring::matrix(double out[6]) const {
    out[0] = 1.0;
    out[1] = 0.0;
    out[2] = px;
    out[3] = 1.0 + py;
    out[4] = 0.0;
    out[5] = 0.0;
}

bool JiggleSpring::finite() const {
    return std::isfinite(px) && std::isfinite(py) && std::isfinite(vx) && std::isfinite(vy);
}

}  // namespace puru
