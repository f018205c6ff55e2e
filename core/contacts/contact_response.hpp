// After a sub-step's relaxations, each contact that pushed takes its
// friction and its bounce (Macklin et al., "Unified Particle Physics for
// Real-Time Applications": friction as a position correction).
//
// Friction acts on the two bodies' relative motion over the sub-step along
// the contact's tangent: held at rest when that slide is shorter than
// staticFriction times the contact's push, else shortened by friction times
// the push. The push stands for the normal force (a correction per sub-step
// is a force times the sub-step squared), so this is Coulomb's law.
//
// Restitution then sets the normal speed the contact separates at to
// restitution times the speed it met with (Box2D v3's separate restitution
// stage), by rewriting the positions a sub-step ago: only for contacts that
// met faster than kBounceSpeed px per frame, so resting ones stay at rest.
#pragma once

#include <cstdint>

#include "contacts/contact_list.hpp"
#include "shapes/static_shapes.hpp"

namespace puru {

constexpr double kBounceSpeed = 0.5;

struct Friction {
    double kinetic, still, restitution;
};

// `world` for walls, disks and solid links; shapes have their own.
// `bounceSpeed` is kBounceSpeed in px per sub-step.
void respondToContacts(const ContactPoints& p, const std::uint32_t* solidEnds, const StaticShapes& shapes,
                       const Friction& world, double bounceSpeed, const ContactList& contacts);

}  // namespace puru
