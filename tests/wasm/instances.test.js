// Two instances of the module in one program (the browser entry and the Node
// one, or a bundler's duplicate): each scene keeps talking to its own.
import { test } from 'node:test'
import assert from 'node:assert/strict'

test('a second load of another module instance leaves the first one\'s scenes whole', async () => {
  const first = await (await import('../../js/node.js')).load()
  const second = await (await import('../../js/node.js?another-instance')).load()
  assert.notEqual(first, second)
  const size = { width: 640, height: 360 }
  const a = new first.Chain(size)
  const b = new second.Cloth({ ...size, cols: 40, rows: 30 })
  a.step(10)
  b.step(10)
  assert.equal(a.count, 14)
  assert.equal(a.points().length, 28)
  assert.ok(a.points().every(Number.isFinite))
  assert.equal(b.count, 1200)
  assert.ok(a instanceof first.Chain && !(a instanceof second.Chain))
  a.delete()
  b.delete()
})
