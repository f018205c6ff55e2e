// The wasm build and the native build agree bit for bit: every scenario's
// points() after every one of 3000 frames equal the native program's
// (tests/wasm/native_trajectories.cpp, run by the native build).
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { load } from '../../js/node.js'
import { FRAMES, scenarios } from './scenarios.js'

const nativeDir =
  process.env.PURUPURU_NATIVE_TRAJECTORIES ??
  fileURLToPath(new URL('../../build/native/trajectories/', import.meta.url))

const P = await load()

for (const [name, run] of Object.entries(scenarios)) {
  test(`${name}: wasm equals native bit for bit over ${FRAMES} frames`, () => {
    const bytes = readFileSync(`${nativeDir}/${name}.f64`)
    const native = new Float64Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 8)
    let offset = 0
    let frame = 0
    for (const points of run(P)) {
      for (let i = 0; i < points.length; i++) {
        if (!Object.is(points[i], native[offset + i])) {
          assert.fail(`frame ${frame}, value ${i}: wasm ${points[i]} native ${native[offset + i]}`)
        }
      }
      offset += points.length
      frame++
    }
    assert.equal(frame, FRAMES)
    assert.equal(offset, native.length, 'native file holds exactly the frames replayed')
  })
}
