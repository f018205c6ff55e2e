#include "contacts/contact_list.hpp"

#include "inlining.hpp"

namespace puru {

PURU_COLD void ContactList::reserve(std::size_t contacts) {
    i.resize(contacts);
    j.resize(contacts);
    nx.resize(contacts);
    ny.resize(contacts);
    offset.resize(contacts);
    push.resize(contacts);
    approach.resize(contacts);
    weight.resize(contacts);
}

}  // namespace puru
