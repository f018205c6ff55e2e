// What began and ended touching in a step: pairs of disks, and points
// against shapes (Box2D v3's begin and end touch events), as flat lists
// [a0, b0, a1, b1, ...] read in place.
//
// A listed pair touches when its gap (how far apart the surfaces are, a
// shape's from its contact's plane) is at most kTouchBegins of the smaller
// radius (the point's, against a shape; 1 px at least), and goes on
// touching until the gap passes kTouchEnds of it: a disk resting on another, whose gap flickers by a
// rounding error a frame, neither begins nor ends every frame, and a hop
// lower than that is no bounce. Touching is judged at the end of each step,
// from the lists the contacts kept (contacts/): a pair that pushes brought
// together after its disks were listed is told once listed, a step later
// (Box2D tells touches from the contacts found as its step begins).
//
// The pairs touching are kept as keys of their kind and ends; a step's
// offers join them, and one sort and one pass tell what began and ended.
#pragma once

#include <cstddef>
#include <cstdint>

#include "common/records.hpp"

namespace puru {

class SnapshotFields;  // common/snapshot.hpp

constexpr double kTouchBegins = 0.05;
constexpr double kTouchEnds = 0.25;

class TouchEvents {
public:
    enum Kind { kDisks = 0, kShapes = 1 };
    // The lists read in place: [a, b, ...] pairs of disks that began and
    // ended touching, [point, shape, ...] the same against shapes.
    enum List { kDisksBegan = 0, kDisksEnded = 1, kShapesBegan = 2, kShapesEnded = 3 };

    // Room for `pairs` of each kind; none: no events are told.
    void reserve(RecordStore& store, std::size_t pairs);
    bool on() const { return room_ > 0; }

    // Each listed pair offered with its gap and its smaller radius (ends
    // past 2^18, beyond World::kMaxPoints, are not told), then the step's events told from the step before's, among so
    // many points and shapes.
    void offer(Kind kind, std::uint32_t a, std::uint32_t b, double gap, double radius);
    void tell(std::size_t points, std::size_t shapes);
    // The events told: none until a step tells them.
    void forget();

    const std::uint32_t* list(List which) const {
        return reinterpret_cast<const std::uint32_t*>(pool_.data() + 4 * room_) + 2 * room_ * which;
    }
    std::size_t length(List which) const { return lengths_[which]; }  // values, two a pair

    // Which pairs touch, in a snapshot (common/snapshot.hpp). A hostile
    // snapshot's can name only pairs touching before: one that names no
    // pair of the world's goes at the next tell(), and no list overflows.
    void state(SnapshotFields& fields);

private:
    std::uint64_t* keys() { return pool_.data(); }

    std::size_t room_ = 0;
    // Room for 4 * room_ keys (the pairs touching, then those offered), then
    // the four lists of 2 * room_ values each, then the sort's counts.
    Records<std::uint64_t> pool_;
    std::size_t keyCount_ = 0;
    std::size_t lengths_[4] = {};
};

}  // namespace puru
