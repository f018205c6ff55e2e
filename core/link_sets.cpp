#include "link_sets.hpp"

#include <algorithm>
#include <cmath>

#include "link_correction.hpp"
#include "simd.hpp"

namespace puru {
namespace {

using simd::F64x2;

// Links k and k + 1 of a colour: gathered into lanes, relaxed as
// relaxSharedLink relaxes one, scattered back. They share no point, so the
// four ends are distinct and the stores cannot overwrite one another.
inline void relaxPair(double* x, double* y, const std::uint32_t* a, const std::uint32_t* b,
                      const double* rest, const double* shareA, const double* shareB) {
    const std::uint32_t a0 = a[0], a1 = a[1], b0 = b[0], b1 = b[1];
    F64x2 xa = simd::make(x[a0], x[a1]), ya = simd::make(y[a0], y[a1]);
    F64x2 xb = simd::make(x[b0], x[b1]), yb = simd::make(y[b0], y[b1]);
    F64x2 dx = xb - xa;
    const F64x2 dy = yb - ya;
    const F64x2 length = simd::sqrt(dx * dx + dy * dy);
    const F64x2 d = simd::pmax(length, simd::splat(kCoincidentOffset));
    dx = dx + (d - length);
    const F64x2 ratio = (d - simd::load(rest)) / d;
    const F64x2 ox = dx * ratio, oy = dy * ratio;
    const F64x2 sa = simd::load(shareA), sb = simd::load(shareB);
    xa = xa + ox * sa;
    ya = ya + oy * sa;
    xb = xb - ox * sb;
    yb = yb - oy * sb;
    x[a0] = simd::low(xa);
    x[a1] = simd::high(xa);
    y[a0] = simd::low(ya);
    y[a1] = simd::high(ya);
    x[b0] = simd::low(xb);
    x[b1] = simd::high(xb);
    y[b0] = simd::low(yb);
    y[b1] = simd::high(yb);
}

bool holds(const std::vector<std::uint32_t>& colours, std::uint32_t colour) {
    return std::find(colours.begin(), colours.end(), colour) != colours.end();
}

}  // namespace

void relaxSharedLink(double* x, double* y, std::uint32_t a, std::uint32_t b, double rest,
                     double shareA, double shareB) {
    double dx = x[b] - x[a];
    const double dy = y[b] - y[a];
    const double length = std::sqrt(dx * dx + dy * dy);
    const double d = length < kCoincidentOffset ? kCoincidentOffset : length;
    dx = dx + (d - length);
    const double ratio = (d - rest) / d;
    const double ox = dx * ratio, oy = dy * ratio;
    x[a] = x[a] + ox * shareA;
    y[a] = y[a] + oy * shareA;
    x[b] = x[b] - ox * shareB;
    y[b] = y[b] - oy * shareB;
}

std::size_t LinkSets::add(std::uint32_t a, std::uint32_t b, double rest, double stiffness) {
    const std::size_t highest = std::max(a, b);
    if (coloursAt_.size() <= highest) coloursAt_.resize(highest + 1);
    std::uint32_t colour = 0;
    while (holds(coloursAt_[a], colour) || holds(coloursAt_[b], colour)) ++colour;
    coloursAt_[a].push_back(colour);
    coloursAt_[b].push_back(colour);
    if (sets_.size() <= colour) sets_.resize(colour + 1);
    Set& set = sets_[colour];
    colourOf_.push_back(colour);
    slotOf_.push_back(static_cast<std::uint32_t>(set.a.size()));
    set.a.push_back(a);
    set.b.push_back(b);
    set.rest.push_back(rest);
    set.stiffness.push_back(stiffness);
    set.shareA.push_back(0.0);
    set.shareB.push_back(0.0);
    ends_.push_back(a);
    ends_.push_back(b);
    return count() - 1;
}

double LinkSets::rest(std::size_t link) const { return sets_[colourOf_[link]].rest[slotOf_[link]]; }

void LinkSets::updateShares(const double* mobility) {
    for (Set& set : sets_) {
        for (std::size_t k = 0; k < set.a.size(); ++k) {
            const double wa = mobility[set.a[k]], wb = mobility[set.b[k]];
            const double total = wa + wb;
            set.shareA[k] = total > 0.0 ? set.stiffness[k] * (wa / total) : 0.0;
            set.shareB[k] = total > 0.0 ? set.stiffness[k] * (wb / total) : 0.0;
        }
    }
}

void LinkSets::relaxOnce(double* x, double* y) const {
    for (const Set& set : sets_) {
        const std::size_t n = set.a.size();
        std::size_t k = 0;
        for (; k + 1 < n; k += 2) {
            relaxPair(x, y, &set.a[k], &set.b[k], &set.rest[k], &set.shareA[k], &set.shareB[k]);
        }
        if (k < n) relaxSharedLink(x, y, set.a[k], set.b[k], set.rest[k], set.shareA[k], set.shareB[k]);
    }
}

double LinkSets::maxStretch(const double* x, const double* y) const {
    double worst = 0.0;
    for (std::size_t link = 0; link < count(); ++link) {
        const std::uint32_t a = ends_[2 * link], b = ends_[2 * link + 1];
        const double dx = x[b] - x[a], dy = y[b] - y[a];
        const double r = rest(link);
        worst = std::max(worst, std::fabs(std::sqrt(dx * dx + dy * dy) - r) / r);
    }
    return worst;
}

}  // namespace puru
