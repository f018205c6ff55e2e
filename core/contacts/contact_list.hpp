// The contacts of one sub-step, found once after integration and relaxed
// with the links `iter` times: a structure of arrays in four runs, one per
// kind, each kind's loop over its own run with no dispatch.
//   shapes [0, walls)      point i against shape j: a plane, n . p >= offset
//   walls  [walls, solids) point i against a canvas wall: the same plane, kept
//                          by the walls' clamp, here for friction and bounce
//   solids [solids, disks) point i against solid link j (offset: where along it)
//   disks  [disks, count)  points i and j, which touch within offset = ri + rj
// push sums each contact's normal correction over the sub-step, the reach of
// its friction; approach is the normal speed it met with, for restitution;
// a pair of disks' weight is 1 / (wa + wb), their inverse masses' sum
// inverted once instead of divided by in every relaxation.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>


namespace puru {

// The world's points as contacts see them: positions, positions a sub-step
// ago, inverse masses (0 pinned or held), radii and groups.
struct ContactPoints {
    double* x;
    double* y;
    double* px;
    double* py;
    const double* invMass;
    const double* radius;
    const std::uint32_t* group;
};

struct ContactList {
    // Sized once by reserve(); a sub-step fills [0, size()).
    std::vector<std::uint32_t> i, j;
    std::vector<double> nx, ny, offset, push, approach, weight;
    std::size_t walls = 0, solids = 0, disks = 0;
    std::size_t dropped = 0;  // found but past capacity, this sub-step

    void reserve(std::size_t contacts);
    std::size_t size() const { return size_; }
    std::size_t capacity() const { return i.size(); }
    void clear() { size_ = walls = solids = disks = dropped = 0; }
    // Appends one (never past capacity: a full list counts it as dropped).
    void add(std::uint32_t a, std::uint32_t b, double normalX, double normalY, double off, double pushed,
             double speed, double pairWeight = 1.0) {
        if (size_ == capacity()) {
            ++dropped;
            return;
        }
        i[size_] = a;
        j[size_] = b;
        nx[size_] = normalX;
        ny[size_] = normalY;
        offset[size_] = off;
        push[size_] = pushed;
        approach[size_] = speed;
        weight[size_] = pairWeight;
        ++size_;
    }

private:
    std::size_t size_ = 0;
};

}  // namespace puru
