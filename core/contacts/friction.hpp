// Coulomb friction as a position correction (Macklin et al., "Unified
// Particle Physics for Real-Time Applications"), applied with each contact's
// normal correction in every relaxation: the two bodies' relative motion over
// the sub-step along the contact's tangent is held at rest while it is
// shorter than staticFriction times this relaxation's normal correction
// (which stands for the normal force: a correction per sub-step is a force
// times the sub-step squared), else shortened by friction times it.
#pragma once

#include <cmath>

namespace puru {

struct Friction {
    double kinetic, still, restitution;
};

// The share (0 to 1) of the slide (tx, ty) that friction takes away. Held
// (the common case in a pile) is told from squares, with no square root.
inline double frictionShare(double tx, double ty, double push, const Friction& f) {
    const double slide2 = tx * tx + ty * ty, hold = f.still * push;
    if (slide2 < hold * hold) return 1.0;
    if (!(slide2 > 0.0)) return 0.0;
    const double share = f.kinetic * push / std::sqrt(slide2);
    return share < 1.0 ? share : 1.0;
}

}  // namespace puru
