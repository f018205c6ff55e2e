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

// The share (0 to 1) of the slide (tx, ty) that friction takes away.
inline double frictionShare(double tx, double ty, double push, const Friction& f) {
    const double slide = std::sqrt(tx * tx + ty * ty);
    if (!(slide > 0.0)) return 0.0;
    if (slide < f.still * push) return 1.0;
    const double share = f.kinetic * push / slide;
    return share < 1.0 ? share : 1.0;
}

}  // namespace puru
