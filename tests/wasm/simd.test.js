// The wasm build really runs its loops in SIMD lanes: its cloth and balloon
// kernels hold f64x2 square roots (binaryen's wasm-dis comes with Emscripten).
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const wasm = fileURLToPath(new URL('../../dist/purupuru.wasm', import.meta.url))

test('the wasm module computes in f64x2 lanes', () => {
  const text = spawnSync('wasm-dis', [wasm], { encoding: 'utf8', maxBuffer: 64 << 20 })
  assert.equal(text.status, 0, text.stderr)
  const roots = text.stdout.match(/f64x2\.sqrt/g) ?? []
  const divisions = text.stdout.match(/f64x2\.div/g) ?? []
  assert.ok(roots.length >= 3, `f64x2.sqrt appears ${roots.length} times`)
  assert.ok(divisions.length >= 3, `f64x2.div appears ${divisions.length} times`)
})
