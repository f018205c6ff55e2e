// Snapshots through the JS API: a restored scene or World steps on exactly as
// the original did, in the same object or a fresh one made the same way; a
// bad snapshot is refused by name and changes nothing.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { load } from '../../js/node.js'

const P = await load()
const size = { width: 360, height: 360 }

// The next `frames` frames' points, every bit.
function ahead(scene, frames) {
  const out = []
  for (let f = 0; f < frames; f++) {
    scene.step()
    out.push(...new Uint8Array(Float64Array.from(scene.points()).buffer))
  }
  return Buffer.from(out)
}

function continuesExactly(make, stir) {
  const original = make()
  stir(original)
  const snap = original.snapshot()
  assert.ok(snap instanceof Uint8Array && snap.length > 20)
  const expected = ahead(original, 60)
  original.restore(snap)
  assert.ok(ahead(original, 60).equals(expected), 'the same object, restored')
  const fresh = make()
  fresh.restore(snap)
  assert.ok(ahead(fresh, 60).equals(expected), 'a fresh one made the same way, restored')
  original.delete()
  fresh.delete()
}

test('every scene steps on from a snapshot exactly as it did', () => {
  continuesExactly(() => new P.Chain(size), (s) => {
    s.setOption('gravity', 0.9)
    s.grab(s.points()[12], s.points()[13])
    s.drag(30, 300)
    s.step(20)
  })
  continuesExactly(() => new P.EulerChain(size), (s) => s.step(25))
  continuesExactly(() => new P.Cloth({ ...size, tear: 1.5 }), (s) => {
    s.grab(s.points()[40], s.points()[41])
    s.drag(20, 350)
    s.step(25)
    s.cut(150, 0, 165, 360)
  })
  continuesExactly(() => new P.Balloon(size), (s) => {
    s.grab(s.points()[0], s.points()[1], 2)
    s.drag(300, 40, 2)
    s.step(15)
  })
  continuesExactly(() => new P.FallingPoint(size), (s) => s.step(33))
  continuesExactly(() => new P.Arm(size), (s) => {
    s.setTarget(40, 80)
    s.step()
  })
  continuesExactly(() => new P.Spring(size), (s) => s.step(9))
  continuesExactly(() => new P.Jiggle(size), (s) => {
    s.poke(0.3, 0.1, 2, -1)
    s.step(4)
  })
})

function pit() {
  const world = new P.World({ ...size, substeps: 2, maxPoints: 400 })
  for (let i = 0; i < 300; i++) world.addPoint(20 + (i % 20) * 16, 20 + Math.floor(i / 20) * 15, { radius: 6 })
  world.link(0, 1, { breakAt: 1.05 })
  world.addBox(180, 330, 120, 16, { angle: 0.1 })
  world.pin(25)
  return world
}

test('a World steps on from a snapshot exactly, held, pinned, torn and with a moving shape', () => {
  continuesExactly(pit, (w) => {
    w.grab(20, 20)
    for (let f = 0; f < 50; f++) {
      w.drag(20 + 4 * f, 20 + f)
      w.moveShape(0, 180 + f, 330 - f, 0.1 + f / 100)
      w.step()
    }
  })
})

test('restore refuses what is not a snapshot of this scene, by name, and changes nothing', () => {
  const cloth = new P.Cloth(size)
  cloth.step(5)
  const good = cloth.snapshot()
  cloth.step(5)
  const before = cloth.snapshot()
  const unchanged = () => assert.deepEqual(cloth.snapshot(), before)

  for (const bad of ['abc', [1, 2, 3], new ArrayBuffer(8), null, undefined, 12, new Float64Array(4)]) {
    assert.throws(() => cloth.restore(bad), (e) => e instanceof TypeError && /^Cloth\.restore: snapshot must be a Uint8Array/.test(e.message))
  }
  const refused = (bytes, words) =>
    assert.throws(() => cloth.restore(bytes), (e) => e instanceof RangeError && e.message === `Cloth.restore: the snapshot ${words}`)
  refused(new Uint8Array(0), 'is empty')
  refused(good.subarray(0, good.length - 1), 'is cut short or altered (its checksum does not match)')
  refused(good.subarray(0, 10), 'is cut short')
  const altered = good.slice()
  altered[good.length >> 1] ^= 1
  refused(altered, 'is cut short or altered (its checksum does not match)')
  refused(new TextEncoder().encode('not a snapshot at all'), 'is not a purupuru snapshot')
  const chain = new P.Chain(size)
  refused(chain.snapshot(), 'is of a Chain, not of a Cloth')
  const wider = new P.Cloth({ ...size, cols: 30 })
  refused(wider.snapshot(), 'is of a Cloth made another way: cols')
  unchanged()

  cloth.restore(good)
  assert.notDeepEqual(cloth.snapshot(), before)
  const world = pit()
  assert.throws(() => world.restore(good), /^RangeError: World\.restore: the snapshot is of a Cloth, not of a World$/)
  const other = new P.World(size)
  assert.throws(() => other.restore(world.snapshot()), /World\.restore: the snapshot is of a World made another way: points/)
  for (const s of [cloth, chain, wider, world, other]) s.delete()
  assert.throws(() => cloth.snapshot(), /this scene was deleted/)
  assert.throws(() => world.restore(good), /this world was deleted/)
})

test('a snapshot is the caller\'s own copy', () => {
  const chain = new P.Chain(size)
  const a = chain.snapshot()
  chain.step(3)
  const b = chain.snapshot()
  assert.notDeepEqual(a, b, 'the first is not written over by the second')
  a[30] ^= 1
  assert.throws(() => chain.restore(a), RangeError)
  chain.delete()
})
