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
// Order: the pairs are coloured as they are found (each takes the first
// colour free at both its disks, Box2D v3's graph colouring), so that no two
// pairs of a colour share a disk; a relaxation goes colour by colour, two
// pairs at a time in SIMD lanes, none waiting on the store of another. In
// each colour the pairs of two disks of the widest radius and one mass come
// first (uniform: they push half each and touch at twice that radius, read
// from no record), then the landings, then the rest. A disk with more than
// kColours pairs puts the rest in a last run, relaxed one at a time in the
// order found.
//
// Landings: a disk falling onto another of its mass stops against it
// instead of driving it down. A near pair is a landing while its list
// holds if, when listed, its upper disk (along gravity) fell faster than
// kLandingFall sub-steps of gravity and the two closed. In each sub-step in
// which the upper disk still falls that fast, its relaxation first takes
// the two's approach back from it, no further than the overlap nor than its
// own motion towards the other (a push, as friction and the settle see it),
// and the even push relaxes the rest. The even push alone hands half of each landing to the
// disk below, which a pile relaxed once a sub-step never passes on to the
// floor: a pour is driven into itself. Along each landing's normal the
// falling disk is at most stopped, never sent back: it only loses motion
// (a fast disk catching a slow one in the air loses it too, which a shared
// push would have handed on). Not with restitution, whose pairs keep the
// speed they meet with, nor without gravity.
//
// Shares: a disk's share of a push goes with its inverse mass (0 pinned).
// The pushes add up until the pairs are settled, once a step and before the
// list is made again (Box2D v3's restitution, once a step): each pair that
// pushed has its normal speed stopped or bounced (contacts/bounce.hpp), its
// slide along the frozen tangent rubbed (contacts/friction.hpp) as far as
// its pushes reach.
#pragma once

#include <cstddef>
#include <cstdint>

#include "world/contacts/cell_grid.hpp"
#include "world/contacts/contact_points.hpp"
#include "world/contacts/friction.hpp"
#include "world/contacts/link_adjacency.hpp"
#include "common/records.hpp"

namespace puru {

class SnapshotFields;  // common/snapshot.hpp

// What the search sees: the disks sorted into the grid (its cells half as
// wide as two of the widest disks, the margin and two of the longest
// reaches, the search looking two cells on), the
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
    bool grouped;   // some disk is in a non-zero group
    bool anyLinks;  // some points are linked
    bool bounces;   // restitution: each pair keeps the normal speed it meets with
    double gravity;  // px per sub-step², downward (negative: upward)
};

// A landing falls faster than this many sub-steps of gravity. Lower, and a
// pile's creep near rest is taken for landings that keep it from resting
// (at 8, a 4000-disk pour at 14 sub-steps never rests); higher, and a pour
// lands deeper at a given number of sub-steps.
constexpr double kLandingFall = 12.0;

class DiskPairs {
public:
    static constexpr std::uint32_t kColours = 32;

    // Room for `pairs` pairs among `points` points.
    void reserve(RecordStore& store, std::size_t pairs, std::size_t points);
    std::size_t size() const { return size_; }
    void clear() { size_ = dropped_ = runs_ = 0; }
    std::size_t dropped() const { return dropped_; }
    // Each listed pair's two disks.
    const std::uint32_t* diskA() const { return a_.data(); }
    const std::uint32_t* diskB() const { return b_.data(); }
    // Lists every pair that touches or may touch this sub-step, up to `room`,
    // in the order found, then lays them out colour by colour.
    void find(const ContactPoints& p, const PairSearch& search, std::size_t room);
    // One relaxation of every pair, each landing's approach taken back first.
    void relax(const ContactPoints& p);
    // Every pair that pushed since the last settle: its normal speed stopped
    // or bounced, its slide taken by friction; then the pushes forgotten.
    // bounceSpeed: px per sub-step.
    void settle(const ContactPoints& p, const Friction& f, double bounceSpeed);
    // The list in a snapshot (common/snapshot.hpp), its disks among `points`.
    void state(SnapshotFields& fields, std::size_t points);

private:
    struct Finder;
    void layOut(const ContactPoints& p, const PairSearch& search);

    std::size_t size_ = 0, dropped_ = 0;
    double uniformRadius_ = 0.0;
    // As found: each pair's disks, run (colour, then uniform or not), whether
    // it is listed on its way (a fast disk beyond the margin) and its
    // normal's direction: the line of centres for a near pair, made a unit
    // normal when laid out; the unit normal where they touch for one on its way.
    Records<std::uint32_t> foundA_, foundB_;
    Records<std::uint8_t> foundRun_, foundOnItsWay_;
    Records<double> foundDirX_, foundDirY_;
    Records<std::uint32_t> coloursAt_;  // per point: the colours its pairs hold, while finding
    Records<double> sortedX_, sortedY_, sortedRadius_, sortedReach_;  // per disk, in the grid's order
    Records<std::uint32_t> within_;  // a disk's candidates within reach, while finding
    // Laid out run by run (three a colour, then the overflow run): run r is
    // [runStart_[r], runStart_[r + 1]).
    std::size_t runs_ = 0;
    std::uint32_t runStart_[3 * kColours + 2] = {};
    // Per pair as laid out: the disks, the frozen normal (from a to b), how
    // far apart the centres touch, each disk's share of a push, the pushes
    // since the last settle and the normal speed it met with (for restitution).
    Records<std::uint32_t> a_, b_;
    Records<double> nx_, ny_, touch_, shareA_, shareB_, push_, approach_;
    // Gravity's sign along y (0: no landings).
    double down_ = 0.0, landingFall_ = 0.0;
};

}  // namespace puru
