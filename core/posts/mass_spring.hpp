// The pudding post's 1-D mass-spring solver: a mass on a spring of natural
// length len fixed at 0, explicit velocity, semi-implicit Euler. Each frame:
//   a = -k * (x - len) / m;  v += a * dt;  v *= d;  x += v * dt
// With d = 1 and a coarse dt (k * dt * dt / m > 4) the oscillation grows
// without bound: the divergence the post warns of.
#pragma once

namespace puru {

struct MassSpring {
    double k = 64.0;
    double len = 10.0;
    double m = 1.0;
    double d = 0.95;
    double dt = 1.0 / 60.0;
    double x = 10.0;
    double v = 0.0;

    void step();
    bool finite() const;
};

}  // namespace puru
