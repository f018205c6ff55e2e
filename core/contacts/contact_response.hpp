// After a sub-step's relaxations, each contact that pushed takes its bounce
// (Box2D v3's separate restitution stage), by rewriting the positions a
// sub-step ago: a contact that met faster than kBounceSpeed px per frame
// separates at restitution times the speed it met with; any other separates
// at no speed at all, so that the push that undid an overlap does not
// become a velocity (a pile does not boil, a folding cloth does not pop).
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
