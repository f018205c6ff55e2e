// Snapshots: a scene's whole state as bytes, to restore later into the same
// scene or into one made the same way. Stepping on from a restored state is
// the original's continuation bit for bit, because a snapshot holds every
// value a step reads that the scene's making does not fix; what the making
// fixes (sizes, fixed options, a World's build) is only compared.
//
// The bytes: "PURU", the format version (u32), the scene's kind (u32 length,
// then its name), the fields, then a 64-bit checksum of all that came before.
// Little-endian, as wasm and every machine we build for.
//
// Each scene lists its fields once, in state(SnapshotFields&), which writes
// them, checks them or stores them. A restore reads twice: a check that
// touches nothing (every count, index and flag in range, the make the same),
// then, only if that passed, the reading that stores. A refused snapshot
// leaves the scene as it was.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <type_traits>
#include <vector>

namespace puru {

// 2: a World's holds which pairs touch (its touch events).
// 3: and the motion common to its disks that its contact list last found.
constexpr std::uint32_t kSnapshotFormat = 3;

// The 64-bit checksum snapshots carry (FNV-1a over 8-byte words, then the tail).
std::uint64_t snapshotChecksum(const std::uint8_t* bytes, std::size_t n);

class SnapshotFields {
public:
    enum class Mode { Write, Check, Apply };

    // Writing into out (cleared first; its room is kept for the next one).
    SnapshotFields(std::vector<std::uint8_t>& out, const char* kind);
    // Reading bytes for kind; error() says at once what is wrong with the whole.
    SnapshotFields(const std::uint8_t* bytes, std::size_t n, const char* kind, Mode mode);

    bool applying() const { return mode_ == Mode::Apply; }
    // Once the snapshot is refused, the first problem found; else "".
    const char* error() const { return error_; }
    bool refused() const { return error_[0] != '\0'; }

    // A plain value of the state: written, or read and (applying) stored.
    // Returns the value the snapshot holds, for the caller to check.
    template <class T>
    T value(T& v) {
        static_assert(!std::is_same_v<T, long> && !std::is_same_v<T, unsigned long>,
                      "sizes differ between wasm and native: a count() or a fixed-width type");
        T got = v;
        field(&got, sizeof(T));
        if (applying()) v = got;
        return got;
    }
    // n plain values; not checked.
    template <class T>
    void values(T* p, std::size_t n) {
        array(p, n * sizeof(T));
    }
    template <class T>
    void values(std::vector<T>& v, const char* what) {
        same(v.size(), what);
        values(v.data(), v.size());
    }
    // A flag: one byte, 0 or 1; the value the snapshot holds.
    bool flag(bool& b, const char* what);
    // The points a view shows: finite and sane unless the scene diverged,
    // so no restore puts NaN on a page.
    void shown(double* p, std::size_t n, bool diverged);
    // Indices each below bound, flags each 0 or 1, link factors each 0 or 1.
    void indices(std::uint32_t* p, std::size_t n, std::size_t bound, const char* what);
    void flags(std::uint8_t* p, std::size_t n, const char* what);
    void wholes(double* p, std::size_t n, const char* what);
    // Records each passing valid(record) (a check's reading only).
    template <class Record, class Valid>
    void records(Record* p, std::size_t n, const char* what, Valid&& valid) {
        if (mode_ != Mode::Check) return values(p, n);
        for (std::size_t k = 0; k < n && !refused(); ++k) {
            Record r{};
            field(&r, sizeof(Record));
            require(valid(r), what);
        }
    }
    // A count of at most most: its value as the snapshot holds it.
    std::size_t count(std::size_t& n, std::size_t most, const char* what);
    // What the scene's making fixed: must be the same here.
    void same(std::uint64_t made, const char* what);
    void sameNumber(double made, const char* what);
    // Refuses the snapshot as damaged unless ok (a check's reading only).
    void require(bool ok, const char* what);
    // After the last field: refuses bytes left over.
    void finish();

private:
    void open(const std::uint8_t* bytes, std::size_t n);
    void put(const void* p, std::size_t bytes);
    // Writes bytes from p, or reads them (into p when store).
    void take(void* p, std::size_t bytes, bool store);
    void field(void* p, std::size_t bytes) { take(p, bytes, true); }  // a value the caller reads
    void array(void* p, std::size_t bytes) { take(p, bytes, applying()); }
    // The first refusal is kept: "the snapshot " and the parts, cut to fit.
    void refuse(const char* a, const char* b = "", const char* c = "", const char* d = "");

    Mode mode_;
    const char* kind_;
    std::vector<std::uint8_t>* out_ = nullptr;
    const std::uint8_t* at_ = nullptr;
    const std::uint8_t* end_ = nullptr;
    char error_[160] = {};
};

// A scene of any kind, as the two functions below see it: one copy of
// them serves every kind.
struct SnapshotScene {
    void* scene;
    const char* kind;
    void (*state)(void* scene, SnapshotFields& fields);
    void (*restored)(void* scene);
};

struct SnapshotRefusal {
    char text[160];
};

void takeSnapshot(const SnapshotScene& scene, std::vector<std::uint8_t>& out);
// True when restored; else false, why in refusal, and the scene untouched.
bool restoreSnapshot(const SnapshotScene& scene, const std::uint8_t* bytes, std::size_t n, SnapshotRefusal& refusal);

template <class Scene>
SnapshotScene snapshotScene(Scene& scene) {
    return {&scene, Scene::kName, [](void* s, SnapshotFields& fields) { static_cast<Scene*>(s)->state(fields); },
            [](void* s) { static_cast<Scene*>(s)->restored(); }};
}

// A scene's snapshot, into out (its room kept). Writing reads the scene only.
template <class Scene>
void takeSnapshot(const Scene& scene, std::vector<std::uint8_t>& out) {
    takeSnapshot(snapshotScene(const_cast<Scene&>(scene)), out);
}

template <class Scene>
std::vector<std::uint8_t> takeSnapshot(const Scene& scene) {
    std::vector<std::uint8_t> out;
    takeSnapshot(scene, out);
    return out;
}

// Restores a snapshot taken of a scene of this kind made the same way: ""
// and the scene is as it was then, or the refusal and the scene untouched.
template <class Scene>
std::string restoreSnapshot(Scene& scene, const std::uint8_t* bytes, std::size_t n) {
    SnapshotRefusal refusal;
    return restoreSnapshot(snapshotScene(scene), bytes, n, refusal) ? std::string() : std::string(refusal.text);
}

}  // namespace puru
