// Nothing leaks: creating and deleting 10000 scenes of each kind never grows
// wasm memory past what the first hundred needed.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { load } from '../../js/node.js'
import { sceneNames } from '../support/registry.js'

const P = await load()
const size = { width: 640, height: 360 }
const kinds = sceneNames(P)

const realGrow = WebAssembly.Memory.prototype.grow
let grows = 0
WebAssembly.Memory.prototype.grow = function (pages) {
  grows++
  return realGrow.call(this, pages)
}

for (const kind of kinds) {
  test(`${kind}: 10000 create-step-delete cycles do not grow memory`, () => {
    const cycle = () => {
      const scene = new P[kind](size)
      scene.step()
      scene.delete()
    }
    for (let i = 0; i < 100; i++) cycle()
    const bytes = P.memoryBytes()
    const growsBefore = grows
    for (let i = 0; i < 10000; i++) cycle()
    assert.equal(grows, growsBefore, 'Memory.grow was not called')
    assert.equal(P.memoryBytes(), bytes)
  })
}

test('the grow spy sees growth when there is some', () => {
  const before = grows
  const big = new P.Cloth({ ...size, cols: 500, rows: 500 })
  assert.ok(grows > before)
  big.delete()
})
