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
    static std::size_t last = 0;  // room for a snapshot like the last, made at once
    buffer().reserve(last);
    takeSnapshot(scene, buffer());
    last = buffer().size();
    return static_cast<unsigned>(last);
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
// Room for n bytes to restore from; the address JS writes them to. 0 gives
// the buffer back once JS has copied a snapshot out or restored one: a page
// keeps no megabytes in wasm memory between snapshots.
EMSCRIPTEN_KEEPALIVE std::uintptr_t purupuru_snapshot_room(unsigned n) {
    if (n == 0) std::vector<std::uint8_t>().swap(puru::bindings::buffer());
    puru::bindings::buffer().resize(n);
    return purupuru_snapshot_data();
}
}
