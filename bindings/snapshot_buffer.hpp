// Where snapshots cross between JS and wasm: one buffer. A snapshot is
// written into it and JS copies it out; JS copies one in and the restore
// reads it. So a snapshot is copied once each way; the buffer is given back
// after each (purupuru_snapshot_room(0)), made at the last one's size.
#pragma once

#include <cstdint>

#include "common/snapshot.hpp"

namespace puru::bindings {

// Snapshots the scene into the buffer; its size in bytes.
unsigned writeSnapshot(const SnapshotScene& scene);
// Restores the buffer's first n bytes into the scene: 0, or the address of
// the refusal's words (kept until the next refusal).
std::uintptr_t readSnapshot(const SnapshotScene& scene, unsigned n);

}  // namespace puru::bindings
