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
#include <vector>

namespace puru {

class LinkSets {
public:
    // Adds a link (a != b; the caller checks) and returns its index: 0, 1, ...
    // Its share of the correction is stale until updateShares().
    std::size_t add(std::uint32_t a, std::uint32_t b, double rest, double stiffness);

    std::size_t count() const { return ends_.size() / 2; }
    std::size_t colours() const { return sets_.size(); }
    // [a0, b0, a1, b1, ...] in the order the links were added.
    const std::uint32_t* ends() const { return ends_.data(); }
    // The colour of link i; the links of a colour share no point.
    std::uint32_t colourOf(std::size_t link) const { return colourOf_[link]; }
    double rest(std::size_t link) const;

    // Recomputes every link's share from the points' mobility (after a pin,
    // an unpin, a grab or a release).
    void updateShares(const double* mobility);
    // Relaxes every link once, colour by colour.
    void relaxOnce(double* x, double* y) const;
    // The largest |distance - rest| / rest over the links (0 with none).
    double maxStretch(const double* x, const double* y) const;

private:
    struct Set {  // one colour's links, structure of arrays
        std::vector<std::uint32_t> a, b;
        std::vector<double> rest, stiffness, shareA, shareB;
    };
    std::vector<Set> sets_;
    std::vector<std::uint32_t> ends_;
    std::vector<std::uint32_t> colourOf_, slotOf_;      // per link: where it sits
    std::vector<std::vector<std::uint32_t>> coloursAt_;  // per point: colours of its links
};

// One link of LinkSets, alone: the arithmetic of each lane, for the tail of a
// set and for tests that relax links in any order.
void relaxSharedLink(double* x, double* y, std::uint32_t a, std::uint32_t b, double rest,
                     double shareA, double shareB);

}  // namespace puru
