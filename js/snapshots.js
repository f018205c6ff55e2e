// Snapshots for the scenes and the World alike: the bytes a scene's state
// is, copied out of wasm memory into a Uint8Array the caller owns, and back
// in to restore. The module checks them (format, kind, make, checksum)
// before it changes anything; a refusal is a RangeError naming the snapshot.

import { describe } from './checks.js'
import { allocating, cString } from './memory.js'

// write() has the module write the snapshot into its buffer and returns its size.
export function takeSnapshot(name, wasm, write) {
  const size = allocating(`${name}.snapshot`, wasm, write, 'take snapshots of fewer or smaller scenes')
  const at = wasm._purupuru_snapshot_data()
  const bytes = wasm.HEAPU8.slice(at, at + size)
  wasm._purupuru_snapshot_room(0)
  return bytes
}

// read(size) has the module restore the buffer's bytes; it returns 0 or a refusal's words.
export function restoreSnapshot(name, wasm, bytes, read) {
  if (!(bytes instanceof Uint8Array)) {
    throw new TypeError(`${name}.restore: snapshot must be a Uint8Array (as snapshot() returns), got ${describe(bytes)}`)
  }
  const at = allocating(`${name}.restore`, wasm, () => wasm._purupuru_snapshot_room(bytes.length))
  wasm.HEAPU8.set(bytes, at)
  const refusal = read(bytes.length)
  wasm._purupuru_snapshot_room(0) // after the refusal's words are read: they are not in the buffer
  if (refusal) throw new RangeError(`${name}.restore: ${cString(wasm, refusal)}`)
}
