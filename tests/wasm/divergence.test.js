// Absurd input through the JS API: every scene stays finite or says it
// diverged, and a diverged scene stops.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { load } from '../../js/node.js'
import { sceneNames, grabbableNames } from '../support/registry.js'

const P = await load()
const size = { width: 640, height: 360 }
const grabbable = grabbableNames(P)

test('every scene reports diverged, false while all is well', () => {
  for (const name of sceneNames(P)) {
    const scene = new P[name](size)
    scene.step(120)
    assert.equal(scene.diverged, false, name)
    scene.delete()
    assert.throws(() => scene.diverged, /deleted/)
  }
})

test('a drag to 1e308 leaves every grabbable scene finite', () => {
  for (const name of grabbable) {
    const scene = new P[name](size)
    const xy = scene.points()
    const last = scene.count - 1
    assert.ok(scene.grab(xy[2 * last], xy[2 * last + 1]) >= 0, name)
    scene.drag(1e308, 372)
    scene.step(30)
    scene.release()
    scene.step(300)
    const points = scene.points()
    assert.ok(points.every(Number.isFinite), `${name}: ${points.find((v) => !Number.isFinite(v))}`)
    assert.equal(scene.diverged, false, name)
    scene.delete()
  }
})

test('a chain whose velocities grow without end diverges and stops', () => {
  const chain = new P.EulerChain({ ...size, gravity: 1000, iter: 1 })
  let frames = 0
  while (!chain.diverged && frames < 10000) {
    chain.step()
    frames++
  }
  assert.ok(chain.diverged, `diverged after ${frames} frames`)
  const frozen = Array.from(chain.points())
  chain.step(10)
  assert.deepEqual(Array.from(chain.points()), frozen)
  chain.delete()
})
