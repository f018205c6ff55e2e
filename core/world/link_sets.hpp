// Distance constraints between any points, relaxed in independent sets: the
// links are coloured (greedily, in the order they are added, each taking the
// first colour free at both its ends) so that no two links of a colour share
// a point. A colour's links then go through SIMD lanes two at a time with no
// link waiting for another; a pass relaxes colour 0, then 1, and so on. This
// is GridLinks' idea for any graph, paid for with gathered loads instead of
// contiguous ones.
//
// Each link is a Jakobsen projection scaled by its stiffness: with d the
// length and rest the rest length, the ends move along the link by
//   (d - rest) / d * share,  share = stiffness * w_end / (w_a + w_b)
// where w is a point's mobility (1 free, 0 pinned or held): both free, half
// each; one pinned, all of it on the other; both pinned, none. Coincident
// ends are pushed apart along +x, as relaxLink does.
#pragma once

#include <cstddef>
#include <cstdint>

#include "common/records.hpp"

namespace puru {

class SnapshotFields;  // common/snapshot.hpp

class LinkSets {
public:
    // Adds a link between points a != b below the points reserved (the caller
    // checks) and returns its index: 0, 1, ...; kFull, changing nothing, when
    // the links reserved are all added. It is relaxed from the next prepare()
    // on. It breaks for good once its length passes breakLength (infinite: never).
    std::size_t add(std::uint32_t a, std::uint32_t b, double rest, double stiffness,
                    double breakLength = kNeverBreaks);
    static constexpr double kNeverBreaks = __builtin_inf();
    static constexpr std::size_t kFull = ~std::size_t{0};

    // Room for this many links among this many points, made once: nothing
    // moves (and wasm memory does not grow) while they come, or after.
    void reserve(RecordStore& store, std::size_t links, std::size_t points);
    // Links ever added (their indices run to this) and links still whole.
    std::size_t count() const { return count_; }
    std::size_t wholeCount() const { return shown_ / 2; }
    bool whole(std::size_t link) const { return whole_[link] != 0; }
    std::size_t colours() const { return colours_; }
    // [a0, b0, a1, b1, ...] of the whole links in the order they were added:
    // a copy for views, which the solver never reads (a view may be written
    // to), written again by prepare() for the contacts to read.
    const std::uint32_t* ends() const { return shownEnds_.data(); }
    // The colour of link i; the links of a colour share no point.
    std::uint32_t colourOf(std::size_t link) const { return colourOf_[link]; }
    double rest(std::size_t link) const { return rest_[link]; }
    // Every link's ends, rest, stiffness and break length, in the order added.
    const std::uint32_t* allEnds() const { return ends_.data(); }
    const double* rests() const { return rest_.data(); }
    const double* stiffnesses() const { return stiffness_.data(); }
    const double* breakLengths() const { return breakLength_.data(); }
    // Link i's two points, whole or broken.
    const std::uint32_t* endsOf(std::size_t link) const { return &ends_[2 * link]; }

    // Lays the links out colour by colour and gives each its share of the
    // correction from the points' mobility: after links were added, and after
    // a pin, an unpin, a grab or a release. Allocates nothing.
    void prepare(const double* mobility);
    // Which links are whole, in a snapshot (common/snapshot.hpp); after a
    // restore, what follows from them, and prepare().
    void state(SnapshotFields& fields);
    void restored(const double* mobility);
    // Relaxes every whole link once, colour by colour (as of the last prepare()).
    void relaxOnce(double* x, double* y) const;
    // The largest |distance - rest| / rest over the whole links (0 with none).
    double maxStretch(const double* x, const double* y) const;

    // Breaks, in the order added, every whole link longer than its break
    // length, and returns how many; then every whole link the segment
    // (x0, y0)-(x1, y1) touches. Broken links leave ends() at once and the
    // relaxation from the next prepare(). Allocate nothing.
    std::size_t breakStretched(const double* x, const double* y);
    std::size_t cut(const double* x, const double* y, double x0, double y0, double x1, double y1);
    // The links broken since forgetBroken(), by index, in the order they broke.
    const std::uint32_t* broken() const { return brokenLog_.data(); }
    std::size_t brokenCount() const { return brokenLogged_; }
    void forgetBroken() { brokenLogged_ = 0; }

private:
    std::uint32_t freeColour(std::uint32_t a, std::uint32_t b);
    void breakLink(std::size_t link);
    void showWhole();
    template <bool Plain>
    void relaxRun(double* x, double* y, std::size_t k, std::size_t end) const;

    // Per link, in the order added; the whole links' ends, shown_ of them.
    std::size_t count_ = 0, shown_ = 0, colours_ = 0;
    Records<std::uint32_t> ends_, shownEnds_, colourOf_;
    Records<double> rest_, stiffness_, breakLength_;
    Records<std::uint8_t> whole_;
    Records<std::uint32_t> brokenLog_;  // a link breaks once between forgets: room for all
    std::size_t brokenLogged_ = 0;
    std::size_t breakable_ = 0;  // whole links with a finite break length
    Records<std::uint64_t> coloursAt_;  // per point: which colours 0-63 its links have
    Records<std::uint8_t> colourTaken_;  // past 64 colours: which the ends' links have, while adding
    // Per link, colour by colour (prepare()); colour c is [colourStart_[c],
    // colourStart_[c + 1]), its plain links (both ends free, stiffness 1: a
    // half share each) first, up to plainEnd_[c], so their lanes skip the
    // shares. A link takes at most one new colour: room for a colour a link.
    Records<std::uint32_t> a_, b_, colourStart_, plainEnd_, plainCursor_, otherCursor_;
    Records<double> sortedRest_, shareA_, shareB_;
};

// One link of LinkSets, alone: the arithmetic of each lane, for the tail of a
// set and for tests that relax links in any order.
void relaxSharedLink(double* x, double* y, std::uint32_t a, std::uint32_t b, double rest,
                     double shareA, double shareB);

}  // namespace puru
