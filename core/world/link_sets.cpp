#include "world/link_sets.hpp"

#include <algorithm>
#include <cmath>

#include "common/inlining.hpp"
#include "common/link_correction.hpp"
#include "common/segments_meet.hpp"
#include "common/simd.hpp"
#include "common/snapshot.hpp"

namespace puru {
namespace {

using simd::F64x2;

// Links k and k + 1 of a colour: gathered into lanes, relaxed as
// relaxSharedLink relaxes one, scattered back. They share no point, so the
// four ends are distinct and the stores cannot overwrite one another.
// Plain pairs take a half share at each end without loading the shares.
template <bool Plain>
inline void relaxPair(double* x, double* y, const std::uint32_t* a, const std::uint32_t* b,
                      const double* rest, const double* shareA, const double* shareB) {
    const std::uint32_t a0 = a[0], a1 = a[1], b0 = b[0], b1 = b[1];
    F64x2 xa = simd::gather(x, a0, a1), ya = simd::gather(y, a0, a1);
    F64x2 xb = simd::gather(x, b0, b1), yb = simd::gather(y, b0, b1);
    F64x2 dx = xb - xa;
    const F64x2 dy = yb - ya;
    const F64x2 d = separatedLength(dx, dy);
    if (Plain) {
        // (d - rest) / (d + d) is ((d - rest) / d) * 0.5 to the bit, and so
        // is dx times it: a half share each, two multiplications sooner.
        const F64x2 half = (d - simd::load(rest)) / (d + d);
        const F64x2 ox = dx * half, oy = dy * half;
        xa = xa + ox;
        ya = ya + oy;
        xb = xb - ox;
        yb = yb - oy;
    } else {
        const F64x2 ratio = (d - simd::load(rest)) / d;
        const F64x2 ox = dx * ratio, oy = dy * ratio;
        const F64x2 sa = simd::load(shareA), sb = simd::load(shareB);
        xa = xa + ox * sa;
        ya = ya + oy * sa;
        xb = xb - ox * sb;
        yb = yb - oy * sb;
    }
    simd::scatter(x, a0, a1, xa);
    simd::scatter(y, a0, a1, ya);
    simd::scatter(x, b0, b1, xb);
    simd::scatter(y, b0, b1, yb);
}

}  // namespace

void relaxSharedLink(double* x, double* y, std::uint32_t a, std::uint32_t b, double rest,
                     double shareA, double shareB) {
    double dx = x[b] - x[a];
    const double dy = y[b] - y[a];
    const double d = separatedLength(dx, dy);
    const double ratio = (d - rest) / d;
    const double ox = dx * ratio, oy = dy * ratio;
    x[a] = x[a] + ox * shareA;
    y[a] = y[a] + oy * shareA;
    x[b] = x[b] - ox * shareB;
    y[b] = y[b] - oy * shareB;
}

// The first colour neither end has: from the ends' bit sets while colours
// below 64 remain; past that (a point with over 63 links, a wheel's hub) from
// the colours of the links at either end, gathered in one look through the
// links.
PURU_COLD std::uint32_t LinkSets::freeColour(std::uint32_t a, std::uint32_t b) {
    const std::uint64_t taken = coloursAt_[a] | coloursAt_[b];
    if (~taken != 0) return static_cast<std::uint32_t>(__builtin_ctzll(~taken));
    for (std::size_t c = 0; c <= colours_; ++c) colourTaken_[c] = 0;
    for (std::size_t link = 0; link < count_; ++link) {
        const std::uint32_t p = ends_[2 * link], q = ends_[2 * link + 1];
        if (whole_[link] && (p == a || p == b || q == a || q == b)) colourTaken_[colourOf_[link]] = 1;
    }
    std::uint32_t colour = 64;
    while (colourTaken_[colour]) ++colour;
    return colour;
}

PURU_COLD void LinkSets::reserve(RecordStore& store, std::size_t links, std::size_t points) {
    ends_.make(store, 2 * links);
    shownEnds_.make(store, 2 * links);
    colourOf_.make(store, links);
    rest_.make(store, links);
    stiffness_.make(store, links);
    breakLength_.make(store, links);
    whole_.make(store, links);
    brokenLog_.make(store, links);
    a_.make(store, links);
    b_.make(store, links);
    sortedRest_.make(store, links);
    shareA_.make(store, links);
    shareB_.make(store, links);
    coloursAt_.make(store, points);
    colourTaken_.make(store, links + 66);
    colourStart_.make(store, links + 66);
    plainEnd_.make(store, links + 66);
    plainCursor_.make(store, links + 66);
    otherCursor_.make(store, links + 66);
}

PURU_COLD std::size_t LinkSets::add(std::uint32_t a, std::uint32_t b, double rest, double stiffness,
                                    double breakLength) {
    if (count_ == rest_.room()) return kFull;
    const std::uint32_t colour = freeColour(a, b);
    if (colour < 64) {
        coloursAt_[a] |= std::uint64_t{1} << colour;
        coloursAt_[b] |= std::uint64_t{1} << colour;
    }
    if (colours_ <= colour) colours_ = colour + 1;
    const std::size_t link = count_++;
    ends_[2 * link] = shownEnds_[shown_++] = a;
    ends_[2 * link + 1] = shownEnds_[shown_++] = b;
    colourOf_[link] = colour;
    rest_[link] = rest;
    stiffness_[link] = stiffness;
    breakLength_[link] = breakLength;
    whole_[link] = 1;
    if (breakLength < kNeverBreaks) ++breakable_;
    return link;
}

// A counting sort by colour, plain links first in each, keeping the order
// the links were added within each part.
PURU_COLD void LinkSets::prepare(const double* mobility) {
    // The views' copy is written again from ends_: JS may have written to
    // it, and the contacts read it next.
    showWhole();
    const auto plain = [&](std::size_t link) {
        return stiffness_[link] == 1.0 && mobility[ends_[2 * link]] == 1.0 &&
               mobility[ends_[2 * link + 1]] == 1.0;
    };
    for (std::size_t c = 0; c <= colours_; ++c) colourStart_[c] = plainEnd_[c] = 0;
    for (std::size_t link = 0; link < count(); ++link) {
        if (!whole_[link]) continue;
        ++colourStart_[colourOf_[link] + 1];
        if (plain(link)) ++plainEnd_[colourOf_[link]];
    }
    for (std::size_t c = 0; c < colours(); ++c) {
        colourStart_[c + 1] += colourStart_[c];
        plainEnd_[c] += colourStart_[c];
        plainCursor_[c] = colourStart_[c];
        otherCursor_[c] = plainEnd_[c];
    }
    for (std::size_t link = 0; link < count(); ++link) {
        if (!whole_[link]) continue;
        const std::uint32_t c = colourOf_[link];
        const std::uint32_t at = plain(link) ? plainCursor_[c]++ : otherCursor_[c]++;
        const std::uint32_t a = ends_[2 * link], b = ends_[2 * link + 1];
        const double wa = mobility[a], wb = mobility[b];
        const double total = wa + wb;
        a_[at] = a;
        b_[at] = b;
        sortedRest_[at] = rest_[link];
        shareA_[at] = total > 0.0 ? stiffness_[link] * (wa / total) : 0.0;
        shareB_[at] = total > 0.0 ? stiffness_[link] * (wb / total) : 0.0;
    }
}

template <bool Plain>
void LinkSets::relaxRun(double* x, double* y, std::size_t k, std::size_t end) const {
    for (; k + 1 < end; k += 2) {
        relaxPair<Plain>(x, y, &a_[k], &b_[k], &sortedRest_[k], &shareA_[k], &shareB_[k]);
    }
    if (k < end) relaxSharedLink(x, y, a_[k], b_[k], sortedRest_[k], shareA_[k], shareB_[k]);
}

void LinkSets::relaxOnce(double* x, double* y) const {
    for (std::size_t c = 0; c < colours(); ++c) {
        relaxRun<true>(x, y, colourStart_[c], plainEnd_[c]);
        relaxRun<false>(x, y, plainEnd_[c], colourStart_[c + 1]);
    }
}

double LinkSets::maxStretch(const double* x, const double* y) const {
    double worst = 0.0;
    for (std::size_t link = 0; link < count(); ++link) {
        if (!whole_[link]) continue;
        const std::uint32_t a = ends_[2 * link], b = ends_[2 * link + 1];
        const double dx = x[b] - x[a], dy = y[b] - y[a];
        const double r = rest(link);
        worst = std::max(worst, std::fabs(std::sqrt(dx * dx + dy * dy) - r) / r);
    }
    return worst;
}

// A broken link gives its colour back at both ends: a point has one link
// of each colour at most, so the bit was this link's (colours from 64 on
// are found by looking at the whole links, which it no longer is).
PURU_COLD void LinkSets::breakLink(std::size_t link) {
    whole_[link] = 0;
    brokenLog_[brokenLogged_++] = static_cast<std::uint32_t>(link);
    if (breakLength_[link] < kNeverBreaks) --breakable_;
    const std::uint32_t colour = colourOf_[link];
    if (colour < 64) {
        const std::uint64_t bit = std::uint64_t{1} << colour;
        coloursAt_[ends_[2 * link]] &= ~bit;
        coloursAt_[ends_[2 * link + 1]] &= ~bit;
    }
}

PURU_COLD void LinkSets::showWhole() {
    std::size_t shown = 0;
    for (std::size_t link = 0; link < count(); ++link) {
        if (!whole_[link]) continue;
        shownEnds_[shown++] = ends_[2 * link];
        shownEnds_[shown++] = ends_[2 * link + 1];
    }
    shown_ = shown;
}

PURU_PASS std::size_t LinkSets::breakStretched(const double* x, const double* y) {
    if (breakable_ == 0) return 0;
    std::size_t broken = 0;
    for (std::size_t link = 0; link < count(); ++link) {
        if (!whole_[link] || !(breakLength_[link] < kNeverBreaks)) continue;
        const std::uint32_t a = ends_[2 * link], b = ends_[2 * link + 1];
        const double dx = x[b] - x[a], dy = y[b] - y[a];
        // Past the length, not at it; a length gone NaN breaks too.
        if (!(std::sqrt(dx * dx + dy * dy) <= breakLength_[link])) {
            breakLink(link);
            ++broken;
        }
    }
    if (broken > 0) showWhole();
    return broken;
}

PURU_COLD std::size_t LinkSets::cut(const double* x, const double* y, double x0, double y0, double x1, double y1) {
    std::size_t broken = 0;
    for (std::size_t link = 0; link < count(); ++link) {
        if (!whole_[link]) continue;
        const std::uint32_t a = ends_[2 * link], b = ends_[2 * link + 1];
        if (segmentsMeet(x0, y0, x1, y1, x[a], y[a], x[b], y[b])) {
            breakLink(link);
            ++broken;
        }
    }
    if (broken > 0) showWhole();
    return broken;
}

PURU_COLD void LinkSets::state(SnapshotFields& fields) { fields.flags(whole_.data(), count_, "a link"); }

PURU_COLD void LinkSets::restored(const double* mobility) {
    breakable_ = 0;
    for (std::size_t point = 0; point < coloursAt_.room(); ++point) coloursAt_[point] = 0;
    for (std::size_t link = 0; link < count_; ++link) {
        if (!whole_[link]) continue;
        if (breakLength_[link] < kNeverBreaks) ++breakable_;
        if (colourOf_[link] < 64) {
            const std::uint64_t bit = std::uint64_t{1} << colourOf_[link];
            coloursAt_[ends_[2 * link]] |= bit;
            coloursAt_[ends_[2 * link + 1]] |= bit;
        }
    }
    prepare(mobility);
}

}  // namespace puru
