#include "common/snapshot.hpp"

#include <cmath>

#include "common/inlining.hpp"
#include "common/interleave.hpp"

namespace puru {
namespace {

constexpr std::uint8_t kMagic[4] = {'P', 'U', 'R', 'U'};
constexpr std::size_t kChecksumBytes = 8;

template <class T>
T load(const std::uint8_t* at) {
    T v;
    std::memcpy(&v, at, sizeof(T));
    return v;
}

// A kind's name is a few letters: counted and compared here, not by libc's
// strlen and memcmp, whose word-at-a-time code weighs more than these calls.
std::uint32_t nameLength(const char* name) {
    std::uint32_t n = 0;
    while (name[n] != '\0') ++n;
    return n;
}

bool sameBytes(const void* a, const void* b, std::size_t n) {
    const auto* x = static_cast<const std::uint8_t*>(a);
    const auto* y = static_cast<const std::uint8_t*>(b);
    for (std::size_t k = 0; k < n; ++k) {
        if (x[k] != y[k]) return false;
    }
    return true;
}

}  // namespace

std::uint64_t snapshotChecksum(const std::uint8_t* bytes, std::size_t n) {
    constexpr std::uint64_t kPrime = 0x100000001b3ull;
    std::uint64_t h = 0xcbf29ce484222325ull;
    std::size_t k = 0;
    for (; k + 8 <= n; k += 8) h = (h ^ load<std::uint64_t>(bytes + k)) * kPrime;
    for (; k < n; ++k) h = (h ^ bytes[k]) * kPrime;
    return h ^ (h >> 29);
}

PURU_COLD SnapshotFields::SnapshotFields(std::vector<std::uint8_t>& out, const char* kind)
    : mode_(Mode::Write), kind_(kind), out_(&out) {
    std::uint32_t head[3];
    std::memcpy(head, kMagic, 4);
    head[1] = kSnapshotFormat;
    head[2] = nameLength(kind);
    out.clear();
    put(head, sizeof head);
    put(kind, head[2]);
}

PURU_COLD SnapshotFields::SnapshotFields(const std::uint8_t* bytes, std::size_t n, const char* kind, Mode mode)
    : mode_(mode), kind_(kind) {
    open(bytes, n);
}

// Checks the bytes as a whole and finds the fields, or refuses them.
PURU_COLD void SnapshotFields::open(const std::uint8_t* bytes, std::size_t n) {
    constexpr std::size_t kHead = 12;
    if (bytes == nullptr || n == 0) return refuse("is empty");
    const bool magic = sameBytes(bytes, kMagic, n < 4 ? n : 4);
    if (!magic) return refuse("is not a purupuru snapshot");
    if (n < kHead + kChecksumBytes) return refuse("is cut short");
    const auto format = load<std::uint32_t>(bytes + 4);
    const auto heldLength = load<std::uint32_t>(bytes + 8);
    if (heldLength > n - kHead - kChecksumBytes) return refuse("is cut short");
    if (mode_ == Mode::Check &&
        snapshotChecksum(bytes, n - kChecksumBytes) != load<std::uint64_t>(bytes + n - kChecksumBytes)) {
        return refuse("is cut short or altered (its checksum does not match)");
    }
    if (format != kSnapshotFormat) return refuse("is of another format than this purupuru reads");
    const char* name = reinterpret_cast<const char*>(bytes + kHead);
    if (heldLength != nameLength(kind_) || !sameBytes(name, kind_, heldLength)) {
        char other[24] = {};
        std::memcpy(other, name, heldLength < sizeof other - 1 ? heldLength : sizeof other - 1);
        return refuse("is of a ", other, ", not of a ", kind_);
    }
    at_ = bytes + kHead + heldLength;
    end_ = bytes + n - kChecksumBytes;
}

void SnapshotFields::put(const void* p, std::size_t bytes) {
    const std::size_t at = out_->size();
    out_->resize(at + bytes);
    std::memcpy(out_->data() + at, p, bytes);
}

void SnapshotFields::take(void* p, std::size_t bytes, bool store) {
    if (bytes == 0) return;  // an empty list's records may be null
    if (mode_ == Mode::Write) return put(p, bytes);
    if (refused()) return;
    if (static_cast<std::size_t>(end_ - at_) < bytes) return refuse("is cut short");
    if (store) std::memcpy(p, at_, bytes);
    at_ += bytes;
}

bool SnapshotFields::flag(bool& b, const char* what) {
    std::uint8_t held = b ? 1 : 0;
    field(&held, 1);
    require(held <= 1, what);
    if (applying()) b = held != 0;
    return held != 0;
}

void SnapshotFields::shown(double* p, std::size_t n, bool diverged) {
    if (mode_ != Mode::Check || diverged) return values(p, n);
    records(p, n, "a point", [](double v) { return std::fabs(v) <= kSaneCoordinate; });
}

void SnapshotFields::indices(std::uint32_t* p, std::size_t n, std::size_t bound, const char* what) {
    if (mode_ != Mode::Check) return values(p, n);
    records(p, n, what, [bound](std::uint32_t i) { return i < bound; });
}

void SnapshotFields::flags(std::uint8_t* p, std::size_t n, const char* what) {
    if (mode_ != Mode::Check) return values(p, n);
    records(p, n, what, [](std::uint8_t f) { return f <= 1; });
}

void SnapshotFields::wholes(double* p, std::size_t n, const char* what) {
    if (mode_ != Mode::Check) return values(p, n);
    records(p, n, what, [](double f) { return f == 0.0 || f == 1.0; });
}

std::size_t SnapshotFields::count(std::size_t& n, std::size_t most, const char* what) {
    std::uint64_t held = n;
    field(&held, sizeof held);
    require(held <= most, what);
    if (refused()) return 0;
    if (applying()) n = static_cast<std::size_t>(held);
    return static_cast<std::size_t>(held);
}

void SnapshotFields::same(std::uint64_t made, const char* what) {
    std::uint64_t held = made;
    field(&held, sizeof held);
    if (held != made) refuse("is of a ", kind_, " made another way: ", what);
}

void SnapshotFields::sameNumber(double made, const char* what) {
    double held = made;
    field(&held, sizeof held);
    if (!sameBytes(&held, &made, sizeof held)) refuse("is of a ", kind_, " made another way: ", what);
}

void SnapshotFields::require(bool ok, const char* what) {
    if (!ok) refuse("is damaged: ", what);
}

void SnapshotFields::finish() {
    if (mode_ == Mode::Write) {
        const std::uint64_t sum = snapshotChecksum(out_->data(), out_->size());
        put(&sum, sizeof sum);
    } else if (at_ != end_) {
        refuse("is damaged: bytes left over");
    }
}

PURU_COLD void SnapshotFields::refuse(const char* a, const char* b, const char* c, const char* d) {
    if (refused()) return;
    std::size_t at = 0;
    for (const char* part : {"the snapshot ", a, b, c, d}) {
        for (; *part != '\0' && at + 1 < sizeof error_; ++part) error_[at++] = *part;
    }
    error_[at] = '\0';
}

PURU_COLD void takeSnapshot(const SnapshotScene& scene, std::vector<std::uint8_t>& out) {
    SnapshotFields fields(out, scene.kind);
    scene.state(scene.scene, fields);
    fields.finish();
}

PURU_COLD bool restoreSnapshot(const SnapshotScene& scene, const std::uint8_t* bytes, std::size_t n,
                               SnapshotRefusal& refusal) {
    SnapshotFields check(bytes, n, scene.kind, SnapshotFields::Mode::Check);
    if (!check.refused()) {
        scene.state(scene.scene, check);
        check.finish();
    }
    if (check.refused()) {
        std::memcpy(refusal.text, check.error(), sizeof refusal.text);
        return false;
    }
    SnapshotFields apply(bytes, n, scene.kind, SnapshotFields::Mode::Apply);
    scene.state(scene.scene, apply);
    scene.restored(scene.scene);
    return true;
}

}  // namespace puru
