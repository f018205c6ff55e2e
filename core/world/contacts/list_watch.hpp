// Which points a contact list watches (the disks and the solid links' ends),
// where each was when the list was made, and whether one went too far since:
// the list holds while no watched point would end the coming integration
// further than half the margin from there, less a motion common to them all
// (two points that moved alike came no closer: a heap that falls together,
// or onto a still pile, is measured from the middle of every point's
// drift; and a point is then taken anywhere between where it is and where
// the integration takes it, as a wall may stop it there), so no pair left
// out can touch by it (Ten Minute Physics 15, and the Verlet lists of
// molecular dynamics; what the relaxations push is caught at the next
// check). The check runs before every sub-step's integration, with the
// motion that integration will make; it keeps only the common motion it
// found, and the motions are written out only when a list is to be made. A
// watched point faster than `fastest` a sub-step is slowed to it, so that
// the search along the way stays a few cells wide.
#pragma once

#include <cstddef>
#include <cstdint>

#include "world/contacts/contact_points.hpp"
#include "common/records.hpp"

namespace puru {

class SnapshotFields;  // common/snapshot.hpp

class ListWatch {
public:
    void reserve(RecordStore& store, std::size_t points);
    // Watches `count` points (of n) out of each of the two lists of indices.
    void watch(std::size_t n, const std::uint32_t* disks, std::size_t diskCount, const std::uint32_t* ends,
               std::size_t endCount);
    struct Drift {
        bool far, fast;
    };
    // Against each point's motion in the coming integration (`keep`: the
    // velocity's share kept, `gravity` per sub-step; none for a pinned one).
    Drift drift(const ContactPoints& p, double keep, double gravity, double margin, double fastest);
    // Rare: the watched points faster than `fastest` slowed to it.
    void slowFastest(const ContactPoints& p, double fastest) const;
    // Writes every point's motion and its length (its reach), for the search.
    void motions(const ContactPoints& p, double keep, double gravity);
    // The list was made: every point is listed where it is now.
    void listed(const ContactPoints& p);

    // Its rows for the first `points` points in a snapshot (common/snapshot.hpp).
    void state(SnapshotFields& fields, std::size_t points);

    const double* ux() const { return ux_; }
    const double* uy() const { return uy_; }
    const double* reach() const { return reach_; }

private:
    // Whether a watched point drifts more than half the margin from a motion
    // common to all, the middle of their drifts' box, which it keeps
    // (drift(), when one does from the common motion last kept).
    bool farFromCommon(const ContactPoints& p, double keep, double gravity, double margin);

    std::size_t points_ = 0;
    // The motion common to the watched points that farFromCommon() last
    // found (0 when listed): drift() measures from it first, so that a pile
    // that creeps as one is measured from where it crept to, one pass a
    // sub-step, not three.
    double commonX_ = 0.0, commonY_ = 0.0;
    // One block of six rows per point: 1 for a watched point, else 0; where
    // it was when listed; its motion (x, y and length).
    Records<double> perPoint_;
    double* watched_ = nullptr;
    double* listedX_ = nullptr;
    double* listedY_ = nullptr;
    double* ux_ = nullptr;
    double* uy_ = nullptr;
    double* reach_ = nullptr;
};

}  // namespace puru
