#include "world/contacts/touch_events.hpp"

#include <utility>

#include "common/snapshot.hpp"

namespace puru {
namespace {

// A key: the kind, the two ends (18 bits each) and two bits that say how
// it came: offered near enough to begin touching, near enough only to go
// on, or touching since the step before.
constexpr int kEndBits = 18;
constexpr std::uint64_t kEndMask = (std::uint64_t{1} << kEndBits) - 1;
constexpr unsigned kBegins = 0, kGoesOn = 1, kTouched = 2;
constexpr std::uint64_t kKeyMask = (std::uint64_t{1} << (2 * kEndBits + 3)) - 1;  // 39 bits: the kind's one and below

// Sorts n keys (below 2^40) by radix, four digits of 10 bits, through
// `scratch` (room for n) and back: a pile's tens of thousands of touches
// in a fraction of a millisecond.
constexpr int kDigitBits = 10;
constexpr std::size_t kBuckets = std::size_t{1} << kDigitBits;

void sortKeys(std::uint64_t* keys, std::uint64_t* scratch, std::size_t n, std::uint32_t* counts) {
    for (int shift = 0; shift < 4 * kDigitBits; shift += kDigitBits) {
        for (std::size_t b = 0; b < kBuckets; ++b) counts[b] = 0;
        for (std::size_t k = 0; k < n; ++k) ++counts[keys[k] >> shift & (kBuckets - 1)];
        std::uint32_t sum = 0;
        for (std::size_t b = 0; b < kBuckets; ++b) {
            const std::uint32_t c = counts[b];
            counts[b] = sum;
            sum += c;
        }
        for (std::size_t k = 0; k < n; ++k) scratch[counts[keys[k] >> shift & (kBuckets - 1)]++] = keys[k];
        std::swap(keys, scratch);
    }
}

}  // namespace

void TouchEvents::reserve(RecordStore& store, std::size_t pairs) {
    room_ = pairs;
    pool_.make(store, 8 * pairs + kBuckets / 2);
}

void TouchEvents::offer(Kind kind, std::uint32_t a, std::uint32_t b, double gap, double radius) {
    const double scale = radius > 1.0 ? radius : 1.0;
    if (!(gap <= kTouchEnds * scale) || keyCount_ == 4 * room_ || (a | b) > kEndMask) return;
    if (kind == kDisks && b < a) std::swap(a, b);
    const std::uint64_t pair = (std::uint64_t{kind} << kEndBits | a) << kEndBits | b;
    keys()[keyCount_++] = pair << 2 | (gap > kTouchBegins * scale ? kGoesOn : kBegins);
}

// Sorted, each pair's keys come together: it touches now if offered near
// enough to begin, or to go on after touching before. The pairs touching
// are written back at the front, where they were read. A pair that names
// no pair of these points and shapes (a hostile snapshot's) is dropped.
void TouchEvents::tell(std::size_t points, std::size_t shapes) {
    std::uint64_t* keys = this->keys();
    const std::size_t n = keyCount_;
    // The lists, not yet written, are the sort's scratch; the counts follow them.
    sortKeys(keys, keys + 4 * room_, n, reinterpret_cast<std::uint32_t*>(keys + 8 * room_));
    forget();
    std::size_t touching = 0;
    for (std::size_t i = 0; i < n;) {
        const std::uint64_t pair = keys[i] >> 2;
        unsigned how = 0;  // a bit for each way the pair came
        for (; i < n && keys[i] >> 2 == pair; ++i) how |= 1u << (keys[i] & 3);
        const std::uint64_t kind = pair >> 2 * kEndBits, a = pair >> kEndBits & kEndMask, b = pair & kEndMask;
        if (a >= points || b >= (kind ? shapes : points) || (kind == kDisks && a >= b)) continue;
        const bool touched = (how >> kTouched & 1) != 0;
        const bool touches = (how >> kBegins & 1) != 0 || ((how >> kGoesOn & 1) != 0 && touched);
        if (touches) keys[touching++] = pair << 2 | kTouched;
        if (touches == touched) continue;
        const std::size_t which = 2 * static_cast<std::size_t>(kind) + (touches ? 0 : 1);
        if (lengths_[which] == 2 * room_) continue;  // full: only a hostile snapshot's touches could fill it
        std::uint32_t* list = reinterpret_cast<std::uint32_t*>(keys + 4 * room_) + 2 * room_ * which;
        list[lengths_[which]++] = static_cast<std::uint32_t>(a);
        list[lengths_[which]++] = static_cast<std::uint32_t>(b);
    }
    keyCount_ = touching;
}

void TouchEvents::forget() {
    for (std::size_t& length : lengths_) length = 0;
}

// A restored key is made one of a pair touching before, of either kind: a
// hostile snapshot's can then name no more than a pair that is not there.
void TouchEvents::state(SnapshotFields& fields) {
    std::uint64_t* keys = this->keys();
    const std::size_t n = fields.count(keyCount_, 2 * room_, "touches");
    fields.values(keys, n);
    if (!fields.applying()) return;
    for (std::size_t k = 0; k < n; ++k) keys[k] = (keys[k] & ~std::uint64_t{3} & kKeyMask) | kTouched;
}

}  // namespace puru
