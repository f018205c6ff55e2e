// Finding one sub-step's contacts, after integration, in a fixed order:
// shapes, walls, solid links, then pairs of disks (ContactList's four runs).
//
// A point and a shape meet on a plane: the shape's tangent plane at the
// surface point nearest where the point started the sub-step (a convex shape
// lies wholly behind it), so a point resting on a surface keeps sliding
// along it and one moving fast cannot come out on the far side. A point that
// started outside is first cast along its motion: if its disk would touch
// the shape on the way, the plane is the one where it would touch. So
// nothing passes through a static shape, however fast or thin.
//
// Disks and solid links are found within a margin of touching, so contacts
// that close during the relaxations are there to hold them; they hold while
// two bodies close by less than their radii summed in one sub-step.
#pragma once

#include <cstddef>
#include <cstdint>

#include "contacts/cell_grid.hpp"
#include "contacts/contact_list.hpp"
#include "contacts/link_adjacency.hpp"
#include "shapes/static_shapes.hpp"

namespace puru {

// Every point against every live shape.
void findShapeContacts(const ContactPoints& p, std::size_t n, const StaticShapes& shapes, double margin,
                       ContactList& out);

// The disks of a sub-step: the points with a radius, sorted into the grid.
struct DiskField {
    const CellGrid& grid;
    const LinkAdjacency& linked;
    double maxRadius;
    double margin;
};

// Every disk near a solid link (its ends [a0, b0, ...]) that is neither one
// of its ends, nor linked to one, nor of the link's own group.
void findSolidContacts(const ContactPoints& p, const DiskField& disks, const std::uint32_t* solidEnds,
                       std::size_t solids, ContactList& out);
// Every pair of disks within a margin of touching, neither linked nor of one group.
void findDiskContacts(const ContactPoints& p, const DiskField& disks, ContactList& out);

}  // namespace puru
