// The canvas's walls: every free point kept its radius inside [0, width] x
// [0, height] by a clamp, relaxed with the links (a wall is infinitely thick,
// so nothing passes it), and the points pressing into a wall listed as plane
// contacts for friction and bounce.
#pragma once

#include <cstddef>

#include "contacts/contact_list.hpp"

namespace puru {

void clampToWalls(const ContactPoints& p, std::size_t n, double width, double height);
void findWallContacts(const ContactPoints& p, std::size_t n, double width, double height, ContactList& out);

}  // namespace puru
