// The World's static and kinematic shapes: rounded convex polygons with a
// pose and a material. A shape made with add() stays put; move() gives it a
// new pose that the next step reaches sub-step by sub-step along a straight
// line (and a steady turn), so it sweeps through what it meets and pushes
// it, and carries what rests on it through friction. Removed shapes keep
// their index, never reused, and are skipped.
#pragma once

#include <cstddef>
#include <cstdint>

#include "common/records.hpp"
#include "world/shapes/rounded_polygon.hpp"

namespace puru {

class SnapshotFields;  // common/snapshot.hpp

struct ShapeMaterial {
    double friction = 0.3;        // kinetic: a sliding contact loses this share of its push
    double staticFriction = 0.5;  // below this share a contact does not slide
    double restitution = 0.0;     // share of the approach speed given back
};

struct ShapePose {
    double x = 0.0, y = 0.0, angle = 0.0;
};

// A pose the World takes, from a call or a snapshot: x and y placeable, the
// angle within as far (NaN is neither).
bool placeable(const ShapePose& pose);

class StaticShapes {
public:
    // Room for this many shapes, made once: add() needs room (the World
    // refuses a shape past maxShapes before it asks).
    void reserve(RecordStore& store, std::size_t shapes);
    std::size_t size() const { return size_; }
    // Poses and removals in a snapshot (common/snapshot.hpp); after a
    // restore, each shape placed again where it is.
    void state(SnapshotFields& fields);
    void restored();
    bool alive(std::size_t s) const { return alive_[s] != 0; }

    // A shape whose corners `local` are relative to its pose; returns its index.
    std::size_t add(const RoundedPolygon& local, const ShapePose& pose, const ShapeMaterial& material);
    void move(std::size_t s, const ShapePose& pose);
    void remove(std::size_t s);
    const ShapePose& pose(std::size_t s) const { return to_[s]; }
    const ShapeMaterial& material(std::size_t s) const { return material_[s]; }

    // Puts every moving shape where it is at sub-step k of n (1 to n) and
    // remembers where it was at k - 1; at k == n, where move() said.
    void placeAt(int k, int n);
    // After the last sub-step: the poses reached are where the next step starts.
    void settle();
    bool anyMoving() const { return moving_ > 0; }

    // This sub-step's shape, its box (with its radius) and whether it moves.
    const RoundedPolygon& shape(std::size_t s) const { return world_[s]; }
    const RoundedPolygon& localShape(std::size_t s) const { return local_[s]; }  // about its pose
    double minX(std::size_t s) const { return box_[4 * s]; }
    double minY(std::size_t s) const { return box_[4 * s + 1]; }
    double maxX(std::size_t s) const { return box_[4 * s + 2]; }
    double maxY(std::size_t s) const { return box_[4 * s + 3]; }
    bool moves(std::size_t s) const { return movesNow_[s] != 0; }
    // Where the surface at (x, y) was at the sub-step before, for friction
    // against a moving shape: (x, y) carried back by the shape's last motion.
    void before(std::size_t s, double x, double y, double& bx, double& by) const;

private:
    void place(std::size_t s, const ShapePose& pose);

    std::size_t size_ = 0;
    Records<RoundedPolygon> local_, world_;
    Records<ShapePose> from_, to_, now_, last_;  // last_: the sub-step before
    Records<ShapeMaterial> material_;
    Records<double> box_;
    Records<std::uint8_t> alive_, movesNow_;
    std::size_t moving_ = 0;
};

}  // namespace puru
