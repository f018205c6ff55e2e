// Disks against solid links (capsules between the links' ends, as wide as
// their ends' disks), listed with the disks' pairs and relaxed with them.
// When listed, a contact freezes where along the link it lies (t) and its
// normal, from where the link's nearest point was to the disk's centre, so
// its constraint is a half-plane, linear in the three points:
//   n . (q - c) >= rq + ra + (rb - ra) t,   c = a + (b - a) t
// A disk that was outside when listed cannot cross it, however fast. A disk
// never meets a link it is an end of, or linked to an end of, nor one of its
// own non-zero group.
//
// Shares: the disk moves with its inverse mass wq, the ends with
// wa (1 - t) and wb t, over wq + wa (1 - t)^2 + wb t^2 (a rod's lever).
#pragma once

#include <cstddef>
#include <cstdint>

#include "world/contacts/cell_grid.hpp"
#include "world/contacts/contact_points.hpp"
#include "world/contacts/disk_pairs.hpp"
#include "world/contacts/friction.hpp"
#include "common/records.hpp"

namespace puru {

class SnapshotFields;  // common/snapshot.hpp

// One contact: the disk, the link's ends, where along the link (t) and its
// frozen normal (from the link to the disk), how far they touch, the three
// shares, the normal speed it met with and the push it took this sub-step.
struct SolidContact {
    std::uint32_t disk, a, b;
    double along, nx, ny, touch, shareDisk, shareA, shareB, approach, push;
};

class SolidContacts {
public:
    void reserve(RecordStore& store, std::size_t contacts);
    std::size_t size() const { return size_; }
    void clear() { size_ = dropped_ = 0; }
    std::size_t dropped() const { return dropped_; }
    // The list in a snapshot (common/snapshot.hpp), its points among `points`.
    void state(SnapshotFields& fields, std::size_t points);
    // Every disk that touches or may touch a solid link (ends [a0, b0, ...])
    // this sub-step, up to `room`.
    void find(const ContactPoints& p, const PairSearch& search, const std::uint32_t* solidEnds, std::size_t solids,
              std::size_t room);
    // As DiskPairs::relax: friction in the sub-step's last relaxation.
    void relax(const ContactPoints& p, const Friction& f, bool last);
    // As DiskPairs::settle: each that pushed stops or bounces and rubs.
    void settle(const ContactPoints& p, const Friction& f, double bounceSpeed);

private:
    // Where along a link (t) its point nearest a disk lies, the way (dx, dy)
    // from there to the disk and its square, and how far apart they touch.
    struct Nearest {
        double t, dx, dy, dd, touch;
    };
    // A disk within reach of a link: listed, unless neither it nor the
    // link's point at t can move or it is linked to an end (counted as
    // dropped when the list is full).
    void consider(const ContactPoints& p, const PairSearch& search, std::uint32_t q, std::uint32_t a, std::uint32_t b,
                  const Nearest& at);

    std::size_t size_ = 0, dropped_ = 0, room_ = 0;
    Records<SolidContact> contacts_;
};

}  // namespace puru
