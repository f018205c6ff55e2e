// One relaxation of a sub-step's contacts, with the links (Gauss-Seidel, in
// the order found). Each is a one-sided distance constraint: nothing happens
// while the bodies are apart; touching, they are moved out along the normal
// by their inverse masses' shares, a shape or a pinned point not at all.
//   shape:  n . p >= offset + r            (the plane found with the contact)
//   solid:  |q - c(t)| >= rq + ra + (rb - ra) t,  c(t) = a + (b - a) t
//   disks:  |a - b| >= ra + rb
// Each contact's push adds up its corrections, for friction's reach.
#pragma once

#include <cstdint>

#include "contacts/contact_list.hpp"

namespace puru {

void relaxContacts(const ContactPoints& p, const std::uint32_t* solidEnds, ContactList& contacts);

}  // namespace puru
