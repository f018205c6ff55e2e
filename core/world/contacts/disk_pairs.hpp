// Pairs of disks that touch or may touch, listed when the contacts are found
// (contacts/contacts.hpp: once, and again only when a disk moved far enough
// that the list could miss a pair) and relaxed with the links in every
// sub-step that follows. Each pair's normal is frozen when it is listed, so
// its constraint is a half-plane, linear in the two centres (Box2D v3's
// sub-stepped contacts: the separation follows the bodies' motion along the
// normal, with no square root or division in the sub-steps):
//   n . (b - a) >= ra + rb
// A pair closer than touching plus the margin takes the line of centres;
// one beyond it, listed because a disk moves fast, takes the line of centres
// where the two would first touch on their way, or is left out if they
// would not. A half-plane cannot be crossed, so a listed pair never passes
// through itself, however fast.
//
// Shares: a disk's share of a push goes with its inverse mass (0 pinned).
// The sub-step ends with each pair that pushed settled: its normal speed
// stopped or bounced (contacts/bounce.hpp), its slide along the frozen
// tangent rubbed (contacts/friction.hpp).
#pragma once

#include <cstddef>
#include <cstdint>

#include "world/contacts/cell_grid.hpp"
#include "world/contacts/contact_points.hpp"
#include "world/contacts/friction.hpp"
#include "world/contacts/link_adjacency.hpp"
#include "world/contacts/records.hpp"

namespace puru {

// What the search sees: the disks sorted into the grid (its cells as wide as
// two of the widest disks, the margin and two of the longest reaches), the
// links (linked points never collide), each point's motion this sub-step
// and its length (its reach), and the longest.
struct PairSearch {
    const CellGrid& grid;
    const LinkAdjacency& linked;
    const double* ux;
    const double* uy;
    const double* reach;
    double maxRadius;
    double margin;
    double longestReach;
};

// One pair: its disks, its frozen normal (from a to b), how far apart their
// centres touch, each disk's share of a push, the normal speed it met with
// (for restitution) and the push it took this sub-step (for friction).
struct DiskPair {
    std::uint32_t a, b;
    double nx, ny, touch, shareA, shareB, approach, push;
};

class DiskPairs {
public:
    void reserve(std::size_t pairs);
    std::size_t size() const { return size_; }
    void clear() { size_ = dropped_ = 0; }
    std::size_t dropped() const { return dropped_; }
    // Lists every pair that touches or may touch this sub-step, up to `room`.
    void find(const ContactPoints& p, const PairSearch& search, std::size_t room);
    // One relaxation of every pair.
    void relax(const ContactPoints& p);
    // After the sub-step's relaxations, every pair that pushed: its normal
    // speed stopped or bounced, its slide taken by friction; then this
    // sub-step's pushes forgotten. bounceSpeed: px per sub-step.
    void settle(const ContactPoints& p, const Friction& f, double bounceSpeed);

private:
    void consider(const ContactPoints& p, const PairSearch& search, std::uint32_t a, std::uint32_t b);

    std::size_t size_ = 0, dropped_ = 0, room_ = 0;
    Records<DiskPair> pairs_;
};

}  // namespace puru
