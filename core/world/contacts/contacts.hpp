// All of a World's contacts: what they are found from, when, and the order
// in which each kind is relaxed and bounced. The kinds are
//   solid links against disks (contacts/solid_contacts)
//   pairs of disks (contacts/disk_pairs)
//   points against shapes (contacts/shape_contacts)
//   points against the canvas's walls (contacts/canvas_walls)
//
// Disks and solid links are found in a counting-sort grid once, listed with
// everything within a margin of touching (kMargin radii of the narrowest
// disk: one wide disk among small ones would otherwise list hundreds of
// pairs for each small one),
// and the list is kept over the sub-steps and frames that follow for as long
// as no watched point (a disk or a solid link's end) would move further than
// half the margin from where it was listed, less a motion common to all of
// them (contacts/list_watch.hpp): no pair left out could touch by the
// integration's motion before then (Ten Minute Physics 15, and the Verlet
// lists of molecular dynamics); what the relaxations move (links,
// pressure, a kinematic shape) is caught at the next sub-step's check. The check comes before each sub-step's integration, with the
// motion the integration will make; when it fails, the list is made again
// there and then. A disk moving fast is searched along its whole way: the
// grid's cells grow to cover the longest way any disk goes in the sub-step
// (and the list is made again each sub-step while it flies apart from the
// rest), so contacts
// hold at any speed up to kFastest, to which anything faster is slowed
// (contacts/disk_pairs.hpp). Shapes are found once a step while all keep
// still, every sub-step while one moves (contacts/shape_contacts.hpp);
// walls every sub-step (they are cheap).
//
// In each relaxation: the walls' friction (the first only), solid links,
// disk pairs (their landings first), then shapes (the last word, as Box2D
// gives static contacts; their friction in the last relaxation).
// A sub-step ends with every disk put out of every shape (the shapes'
// bounces with it), then the other bounces.
#pragma once

#include <cstddef>
#include <cstdint>

#include "world/contacts/canvas_walls.hpp"
#include "world/contacts/cell_grid.hpp"
#include "world/contacts/contact_points.hpp"
#include "world/contacts/disk_pairs.hpp"
#include "world/contacts/friction.hpp"
#include "world/contacts/link_adjacency.hpp"
#include "world/contacts/list_watch.hpp"
#include "common/records.hpp"
#include "world/contacts/shape_contacts.hpp"
#include "world/contacts/solid_contacts.hpp"
#include "world/contacts/touch_events.hpp"
#include "world/shapes/static_shapes.hpp"

namespace puru {

class SnapshotFields;  // common/snapshot.hpp

// The margin in radii (of the narrowest disk).
constexpr double kMargin = 1.4;
// The furthest a disk or a solid link's end goes in one sub-step, in radii
// of the widest disk: anything faster is slowed to it, so that the search
// along the way stays a few cells wide (at 4 px, 32 px a sub-step: 1920 px
// a second at one sub-step).
constexpr double kFastest = 8.0;

class Contacts {
public:
    // Room for the world's points and links, and `contacts` of each list
    // (the disks' and solid links' together, and the shapes').
    void reserve(RecordStore& store, double width, double height, std::size_t points, std::size_t links, std::size_t contacts);

    // What the lists are made from; each change has them found again.
    void addDisk(std::uint32_t point, double radius, std::uint32_t group);
    void linksChanged(const std::uint32_t* ends, std::size_t links, std::size_t points);
    void clearSolidLinks();
    void addSolidLink(std::uint32_t a, std::uint32_t b);
    void invalidate() { stale_ = true; }
    bool hasDisks() const { return diskCount_ > 0; }

    // A sub-step: before integration (`keep`: the velocity's share kept,
    // `gravity` per sub-step), after it, once per relaxation, and at its end;
    // and the step's end. bounceSpeed: px per sub-step.
    void beforeIntegration(const ContactPoints& p, std::size_t n, double keep, double gravity, const Friction& world,
                           double bounceSpeed);
    // The integration with the walls' first clamp, listing the points that
    // went past a wall (contacts/canvas_walls.hpp).
    void integrate(const ContactPoints& p, std::size_t n, double keep, double gravity);
    // k: this sub-step, 1 to `substeps`.
    void afterIntegration(const ContactPoints& p, std::size_t n, const StaticShapes& shapes, int k, int substeps,
                          double gravity);
    void relax(const ContactPoints& p, const StaticShapes& shapes, const Friction& world, bool first, bool last);
    // walls: whether the canvas has them (a shape's plane must not push a point off it).
    void finish(const ContactPoints& p, std::size_t n, const StaticShapes& shapes, const Friction& world,
                double bounceSpeed, bool walls);
    void endStep(const ContactPoints& p, const Friction& world, double bounceSpeed);
    // Offers touches every listed pair of disks and point against a live shape, as they are now.
    void offerTouches(const ContactPoints& p, const StaticShapes& shapes, TouchEvents& touches) const;

    // Listed now (touching or about to), and found past the room and left out.
    std::size_t count() const;
    std::size_t dropped() const { return pairs_.dropped() + solids_.dropped() + shapeContacts_.dropped(); }
    // How many times the disks' and solid links' list has been made.
    std::size_t lists() const { return lists_; }
    bool stale() const { return stale_; }

    // The lists kept from step to step in a snapshot (common/snapshot.hpp);
    // the shapes' and walls' are made again in every step.
    void state(SnapshotFields& fields, std::size_t points);
    // After a restore: what follows from the whole links (the solid ones
    // listed again), the list left as restored (stale: as it was).
    void restored(const std::uint32_t* ends, std::size_t links, std::size_t points, bool stale);

private:
    double margin() const { return kMargin * minRadius_; }
    bool listsDisks() const { return diskCount_ > 0 && (disksMeet_ || solidCount_ > 0); }
    void find(const ContactPoints& p, double gravity, bool bounces);

    double width_ = 0.0, height_ = 0.0;
    std::size_t room_ = 0;
    Records<std::uint32_t> disks_;  // the points with a radius
    std::size_t diskCount_ = 0;
    std::uint32_t firstGroup_ = 0;
    // False while every disk is in one non-zero group (a cloth of disks, a
    // ragdoll): no two can touch, and the disks' pair search is left out.
    bool disksMeet_ = false;
    bool grouped_ = false;  // some disk is in a non-zero group
    bool linked_ = false;   // some points are linked
    double minRadius_ = 0.0, maxRadius_ = 0.0;
    Records<std::uint32_t> solidEnds_;  // [a0, b0, ...] of the whole solid links
    std::size_t solidCount_ = 0;
    LinkAdjacency adjacency_;
    CellGrid grid_;
    ListWatch watch_;
    bool stale_ = true;
    std::size_t lists_ = 0;
    DiskPairs pairs_;
    SolidContacts solids_;
    ShapeContacts shapeContacts_;
    int shapesFoundAt_ = 0;  // the sub-step the shapes' list was made in
    WallContacts walls_;
};

}  // namespace puru
