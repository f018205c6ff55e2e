// The pudding post's jiggle: a mass on a zero-length damped spring anchored at
// the origin of a 2-D offset (px, py). Each frame, with dt = 1 / fps:
//   v *= d;  v += (-k * p / m) * dt;  p += v * dt
// (damping before acceleration, in that order). The offset shears whatever is
// drawn through the matrix [a b c d e f] = [1, 0, px, 1 + py, 0, 0]: x' = x + px*y,
// y' = (1 + py)*y, so the base (y = 0) stays put and the top wobbles.
#pragma once

namespace puru {

struct JiggleSpring {
    double k = 400.0;
    double m = 1.0;
    double d = 0.9;
    double dt = 1.0 / 60.0;
    double px = 0.0, py = 0.0;
    double vx = 0.0, vy = 0.0;

    void poke(double offsetX, double offsetY, double velocityX, double velocityY);
    void step();
    bool finite() const;
    // Writes the six numbers of the shear matrix.
    void matrix(double out[6]) const;
};

}  // namespace puru
