// One relaxation of a sub-step's contacts, with the links (Gauss-Seidel, in
// the order found). Each is a one-sided distance constraint: nothing happens
// while the bodies are apart; touching, they are moved out along the normal
// by their inverse masses' shares, a shape or a pinned point not at all.
//   shape:  n . p >= offset + r            (the plane found with the contact)
//   solid:  |q - c(t)| >= rq + ra + (rb - ra) t,  c(t) = a + (b - a) t
//   disks:  |a - b| >= ra + rb
// Each contact's friction follows its normal correction (contacts/friction.hpp);
// the walls' friction, whose normal part is the walls' clamp, comes in the
// first relaxation. Each contact's push adds up its normal corrections.
#pragma once

#include <cstdint>

#include "contacts/contact_list.hpp"
#include "contacts/friction.hpp"
#include "shapes/static_shapes.hpp"

namespace puru {

// `world`: the friction of walls, solid links and disks (shapes have their own).
void relaxContacts(const ContactPoints& p, const std::uint32_t* solidEnds, const StaticShapes& shapes,
                   const Friction& world, bool first, ContactList& contacts);

}  // namespace puru
