#include "common/snapshot.hpp"

#include "common/inlining.hpp"

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

template <class T>
void append(std::vector<std::uint8_t>& out, const T& v) {
    const std::size_t at = out.size();
    out.resize(at + sizeof(T));
    std::memcpy(out.data() + at, &v, sizeof(T));
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
    out.clear();
    out.insert(out.end(), kMagic, kMagic + 4);
    append(out, kSnapshotFormat);
    append(out, static_cast<std::uint32_t>(kind_.size()));
    out.insert(out.end(), kind_.begin(), kind_.end());
}

PURU_COLD SnapshotFields::SnapshotFields(const std::uint8_t* bytes, std::size_t n, const char* kind, Mode mode)
    : mode_(mode), kind_(kind) {
    const std::string problem = openProblem(bytes, n);
    if (!problem.empty()) refuse(problem);
}

// What is wrong with the bytes as a whole, or "" with the fields found.
PURU_COLD std::string SnapshotFields::openProblem(const std::uint8_t* bytes, std::size_t n) {
    constexpr std::size_t kHead = 12;
    if (bytes == nullptr || n == 0) return "is empty";
    if (n < kHead + kChecksumBytes || std::memcmp(bytes, kMagic, 4) != 0) {
        return std::memcmp(bytes, kMagic, n < 4 ? n : 4) == 0 ? "is cut short" : "is not a purupuru snapshot";
    }
    const auto format = load<std::uint32_t>(bytes + 4);
    const auto nameLength = load<std::uint32_t>(bytes + 8);
    if (nameLength > n - kHead - kChecksumBytes) return "is cut short";
    if (mode_ == Mode::Check &&
        snapshotChecksum(bytes, n - kChecksumBytes) != load<std::uint64_t>(bytes + n - kChecksumBytes)) {
        return "is cut short or altered (its checksum does not match)";
    }
    if (format != kSnapshotFormat) {
        return "has format " + std::to_string(format) + "; this purupuru reads format " +
               std::to_string(kSnapshotFormat);
    }
    const std::string name(reinterpret_cast<const char*>(bytes + kHead), nameLength);
    if (name != kind_) return "is of a " + name + ", not of a " + kind_;
    at_ = bytes + kHead + nameLength;
    end_ = bytes + n - kChecksumBytes;
    return {};
}

void SnapshotFields::field(void* p, std::size_t bytes) {
    if (mode_ == Mode::Write) {
        const auto* from = static_cast<const std::uint8_t*>(p);
        out_->insert(out_->end(), from, from + bytes);
        return;
    }
    if (!error_.empty()) return;
    if (static_cast<std::size_t>(end_ - at_) < bytes) return refuse("is cut short");
    std::memcpy(p, at_, bytes);
    at_ += bytes;
}

void SnapshotFields::array(void* p, std::size_t bytes) {
    if (mode_ == Mode::Write) return field(p, bytes);
    if (!error_.empty()) return;
    if (static_cast<std::size_t>(end_ - at_) < bytes) return refuse("is cut short");
    if (mode_ == Mode::Apply) std::memcpy(p, at_, bytes);
    at_ += bytes;
}

void SnapshotFields::flag(bool& b, const char* what) {
    std::uint8_t held = b ? 1 : 0;
    field(&held, 1);
    require(held <= 1, what);
    if (applying()) b = held != 0;
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
    if (!error_.empty()) return 0;
    if (held > most) {
        refuse("is damaged (" + std::string(what) + ")");
        return 0;
    }
    if (applying()) n = static_cast<std::size_t>(held);
    return static_cast<std::size_t>(held);
}

void SnapshotFields::same(std::uint64_t made, const char* what) {
    std::uint64_t held = made;
    field(&held, sizeof held);
    if (error_.empty() && held != made) {
        refuse("is of a " + kind_ + " made another way (" + what + ": " + std::to_string(held) + ", here " +
               std::to_string(made) + ")");
    }
}

void SnapshotFields::sameNumber(double made, const char* what) {
    double held = made;
    field(&held, sizeof held);
    if (error_.empty() && std::memcmp(&held, &made, sizeof held) != 0) {
        refuse("is of a " + kind_ + " made another way (" + what + ")");
    }
}

void SnapshotFields::require(bool ok, const char* what) {
    if (!ok && error_.empty()) refuse("is damaged (" + std::string(what) + ")");
}

void SnapshotFields::finish() {
    if (mode_ == Mode::Write) {
        const std::uint64_t sum = snapshotChecksum(out_->data(), out_->size());
        append(*out_, sum);
    } else if (error_.empty() && at_ != end_) {
        refuse("is damaged (bytes left over)");
    }
}

PURU_COLD void SnapshotFields::refuse(const std::string& problem) {
    if (error_.empty()) error_ = "the snapshot " + problem;
}

}  // namespace puru
