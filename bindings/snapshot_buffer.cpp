#include "snapshot_buffer.hpp"

#include <emscripten/em_macros.h>

#include <vector>

namespace puru::bindings {
namespace {

std::vector<std::uint8_t>& buffer() {
    static std::vector<std::uint8_t> bytes;
    return bytes;
}

}  // namespace

unsigned writeSnapshot(const SnapshotScene& scene) {
    takeSnapshot(scene, buffer());
    return static_cast<unsigned>(buffer().size());
}

std::uintptr_t readSnapshot(const SnapshotScene& scene, unsigned n) {
    static SnapshotRefusal refusal;
    if (restoreSnapshot(scene, buffer().data(), n <= buffer().size() ? n : 0, refusal)) return 0;
    return reinterpret_cast<std::uintptr_t>(refusal.text);
}

}  // namespace puru::bindings

extern "C" {
// The buffer's address, after a snapshot was written to it.
EMSCRIPTEN_KEEPALIVE std::uintptr_t purupuru_snapshot_data() {
    return reinterpret_cast<std::uintptr_t>(puru::bindings::buffer().data());
}
// Room for n bytes to restore from; the address JS writes them to.
EMSCRIPTEN_KEEPALIVE std::uintptr_t purupuru_snapshot_room(unsigned n) {
    puru::bindings::buffer().resize(n);
    return purupuru_snapshot_data();
}
}
