// After a sub-step's relaxations, each contact that pushed takes its bounce
// (Box2D v3's separate restitution stage): the normal speed it separates at
// is set to restitution times the speed it met with, by rewriting the
// positions a sub-step ago, and only for contacts that met faster than
// kBounceSpeed px per frame, so resting ones stay at rest.
#pragma once

#include <cstdint>

#include "contacts/contact_list.hpp"
#include "contacts/friction.hpp"
#include "shapes/static_shapes.hpp"

namespace puru {

constexpr double kBounceSpeed = 0.5;

// `world`'s restitution for walls, disks and solid links; shapes have their
// own. `bounceSpeed` is kBounceSpeed in px per sub-step.
void bounceContacts(const ContactPoints& p, const std::uint32_t* solidEnds, const StaticShapes& shapes,
                    const Friction& world, double bounceSpeed, const ContactList& contacts);

}  // namespace puru
