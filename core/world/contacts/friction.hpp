// Coulomb friction as a correction (Macklin et al., "Unified Particle Physics
// for Real-Time Applications"): two bodies' relative motion over the
// sub-step along a contact's tangent (its slide) is held at rest while it is
// shorter than staticFriction times the contact's normal correction (which
// stands for the normal force: a correction per sub-step is a force times
// the sub-step squared), else shortened by friction times it. Walls take it
// on the positions with each correction; shapes on the positions in the
// last relaxation, as far as the sub-step's pushes reach; solid links on the
// speeds once a sub-step and on the positions in the last relaxation too;
// pairs of disks on the speeds alone, once a step (contacts/contacts.hpp).
//
// A disk's or a solid link's normal is frozen while its list holds, and a
// shape's for the sub-step, so its tangent is one direction and the slide a
// signed number: no square root. A solid link rubs in the last relaxation
// only if it still pushes there; a shape whenever it pushed in the sub-step.
#pragma once

#include <cmath>

namespace puru {

struct Friction {
    double kinetic, still, restitution;
};

// How much of the slide friction takes away, with reach `push` (> 0).
inline double frictionTaken(double slide, double push, const Friction& f) {
    const double hold = f.still * push;
    if (slide < hold && slide > -hold) return slide;
    const double give = f.kinetic * push;
    return slide > give ? give : (slide < -give ? -give : slide);
}

// The share (0 to 1) of the slide (tx, ty) that friction takes away, for a
// wall with reach `push`: the same rule for a slide given as a vector.
// Held (the common case in a pile) is told from squares.
inline double frictionShare(double tx, double ty, double push, const Friction& f) {
    const double slide2 = tx * tx + ty * ty, hold = f.still * push;
    if (slide2 < hold * hold) return 1.0;
    if (!(slide2 > 0.0)) return 0.0;
    const double share = f.kinetic * push / std::sqrt(slide2);
    return share < 1.0 ? share : 1.0;
}

}  // namespace puru
