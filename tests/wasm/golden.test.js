// Golden determinism, as Box2D does it: every scenario of scenarios.js
// (each scene, with dragging, throwing, moving targets and pokes) ends, after
// its 3000 frames, on points whose FNV-1a hash is written in
// tests/golden/hashes.txt. Checked on the native build's output and on the
// wasm module's. A change in the physics shows up here; when it is meant,
// run this file with PURUPURU_WRITE_HASHES=1 and review the one-line diffs.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { load } from '../../js/node.js'
import { scenarios } from './scenarios.js'

const hashFile = fileURLToPath(new URL('../golden/hashes.txt', import.meta.url))
const nativeDir =
  process.env.PURUPURU_NATIVE_TRAJECTORIES ??
  fileURLToPath(new URL('../../build/native/trajectories/', import.meta.url))

/** FNV-1a, 64 bits, over the bytes of the values, as 16 hex digits. */
export function fnv1a(values) {
  const bytes = new Uint8Array(values.buffer, values.byteOffset, values.byteLength)
  let hash = 0xcbf29ce484222325n
  for (const byte of bytes) hash = BigInt.asUintN(64, (hash ^ BigInt(byte)) * 0x100000001b3n)
  return hash.toString(16).padStart(16, '0')
}

const lines = readFileSync(hashFile, 'utf8').split('\n').filter((line) => line && !line.startsWith('#'))
const expected = new Map(lines.map((line) => line.split(/\s+/)))

// A copy: the scenario deletes its scene (and the view's memory) when done.
function lastFrame(run, P) {
  let last = null
  for (const points of run(P)) last = Float64Array.from(points)
  return last
}

const P = await load()
const seen = {}

for (const [name, run] of Object.entries(scenarios)) {
  test(`${name}: the last frame hashes to its golden value, natively and in wasm`, () => {
    const last = lastFrame(run, P)
    const wasm = fnv1a(last)
    const bytes = readFileSync(`${nativeDir}/${name}.f64`)
    const all = new Float64Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 8)
    // The native file's last frame is as long as wasm's (a World may grow).
    const native = fnv1a(all.subarray(all.length - last.length))
    seen[name] = native
    assert.equal(native, wasm, 'native and wasm agree')
    if (process.env.PURUPURU_WRITE_HASHES) return
    assert.equal(native, expected.get(name), `golden hash of ${name} (see tests/golden/hashes.txt)`)
  })
}

test('every scenario has a golden hash, and no hash is left over', () => {
  if (process.env.PURUPURU_WRITE_HASHES) {
    const header = readFileSync(hashFile, 'utf8').split('\n').filter((line) => line.startsWith('#'))
    const body = Object.entries(seen).map(([name, hash]) => `${name} ${hash}`)
    writeFileSync(hashFile, [...header, ...body, ''].join('\n'))
    return
  }
  assert.deepEqual([...expected.keys()].sort(), Object.keys(scenarios).sort())
})
