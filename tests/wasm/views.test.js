// points(), links() and matrix() are views into wasm memory, not copies.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { load } from '../../js/node.js'

const P = await load()

test('a view taken before step() shows the positions after it', () => {
  const chain = new P.Chain({ width: 640, height: 360 })
  const view = chain.points()
  const before = view[27]
  chain.step()
  assert.notEqual(view[27], before)
  assert.deepEqual(Array.from(view), Array.from(chain.points()))
  chain.delete()
})

test('the view is the same memory every time: no copy is made', () => {
  const cloth = new P.Cloth({ width: 640, height: 360 })
  const a = cloth.points()
  const b = cloth.points()
  assert.equal(a.buffer, b.buffer)
  assert.equal(a.byteOffset, b.byteOffset)
  a[0] = 12345 // writing through one view shows in the other
  assert.equal(b[0], 12345)
  cloth.delete()
})

test('a view stays valid across step, grab, drag and release', () => {
  const balloon = new P.Balloon({ width: 640, height: 360 })
  const view = balloon.points()
  const x = view[0]
  const y = view[1]
  balloon.grab(x, y)
  balloon.drag(x + 10, y)
  balloon.step()
  balloon.release()
  balloon.step()
  assert.ok(view.length > 0, 'not detached')
  assert.deepEqual(Array.from(view), Array.from(balloon.points()))
  balloon.delete()
})

test('Jiggle matrix() is a live view too', () => {
  const jiggle = new P.Jiggle()
  const m = jiggle.matrix()
  jiggle.poke(0.2, 0.1, 0, 0)
  assert.equal(m[2], 0.2)
  jiggle.step()
  assert.notEqual(m[2], 0.2)
  jiggle.delete()
})
