// Every scene through the public API: defaults, options, step, views,
// grab/drag/release, scene-specific calls and delete.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { load } from '../../js/node.js'
import { sceneNames, grabbableNames } from '../support/registry.js'

const P = await load()
const size = { width: 640, height: 360 }
const kinds = ['FallingPoint', 'Chain', 'EulerChain', 'Balloon', 'Cloth', 'Arm', 'Spring', 'Jiggle']
const grabbable = ['FallingPoint', 'Chain', 'Balloon', 'Cloth']

test('load() resolves to the same module every time, with the scenes promised', async () => {
  assert.equal(await load(), P)
  for (const kind of kinds) assert.equal(typeof P[kind], 'function')
  assert.deepEqual(sceneNames(P), kinds, 'the registry the other tests loop over')
  assert.deepEqual(grabbableNames(P), grabbable)
})

test('default options are the posts\' values', () => {
  const chain = new P.Chain(size)
  assert.equal(chain.count, 14)
  assert.equal(chain.getOption('iter'), 4)
  assert.equal(chain.getOption('rest'), 360 * 0.045)
  assert.equal(chain.getOption('gravity'), 0.5)
  chain.delete()
  const balloon = new P.Balloon(size)
  assert.equal(balloon.count, 26)
  for (const [name, value] of Object.entries({ k: 0.22, press: 0.7, damp: 0.97, anchor: 0.014, bounce: 0.7 })) {
    assert.equal(balloon.getOption(name), value, name)
  }
  assert.equal(balloon.getOption('radius'), 360 * 0.16)
  balloon.delete()
  const spring = new P.Spring()
  for (const [name, value] of Object.entries({ k: 64, len: 10, m: 1, d: 0.95, fps: 60 })) {
    assert.equal(spring.getOption(name), value, name)
  }
  spring.delete()
})

test('options change the scene', () => {
  const chain = new P.Chain({ ...size, n: 30, rest: 5 })
  assert.equal(chain.count, 30)
  const xy = chain.points()
  assert.equal(xy.length, 60)
  assert.equal(xy[3] - xy[1], 5)
  chain.delete()
  const cloth = new P.Cloth({ ...size, cols: 5, rows: 4 })
  assert.equal(cloth.count, 20)
  assert.equal(cloth.links().length, 2 * (4 * 4 + 5 * 3))
  cloth.delete()
})

test('every scene steps and its points stay finite', () => {
  for (const kind of kinds) {
    const scene = new P[kind](size)
    const before = Array.from(scene.points())
    for (let f = 0; f < 120; f++) scene.step()
    const after = scene.points()
    assert.equal(after.length, 2 * scene.count, kind)
    assert.ok(after.every(Number.isFinite), kind)
    if (kind !== 'Arm' && kind !== 'Jiggle') assert.notDeepEqual(Array.from(after), before, `${kind} moves`)
    scene.delete()
  }
})

test('grab, drag and release on every grabbable scene', () => {
  for (const kind of grabbable) {
    const scene = new P[kind](size)
    scene.step()
    const xy = scene.points()
    const index = scene.grab(xy[0] + 1, xy[1] + 1)
    assert.ok(index >= 0, `${kind} grabs a point near the pointer`)
    for (let f = 1; f <= 10; f++) {
      scene.drag(300 + 2 * f, 150)
      scene.step()
    }
    assert.equal(xy[2 * index], 320, `${kind} point follows the pointer`)
    assert.equal(xy[2 * index + 1], 150)
    scene.release()
    scene.step()
    assert.notEqual(xy[2 * index], 320, `${kind} point is free again after release`)
    assert.equal(scene.grab(-1000, -1000), -1, `${kind} nothing within reach`)
    scene.delete()
  }
})

test('release(vx, vy) throws the held point at that velocity', () => {
  const afterRelease = (kind, ...velocity) => {
    const scene = new P[kind](size)
    const xy = scene.points()
    const last = scene.count - 1
    const index = scene.grab(xy[2 * last], xy[2 * last + 1])
    assert.equal(index, last, kind)
    scene.drag(300, 150)
    scene.step()
    scene.release(...velocity)
    scene.step()
    const x = xy[2 * index]
    scene.delete()
    return x
  }
  for (const kind of grabbable) {
    const left = afterRelease(kind, -20, 0)
    const right = afterRelease(kind, 20, 0)
    assert.ok(right > left + 2, `${kind} thrown left and right: ${left}, ${right}`)
    const scene = new P[kind](size)
    assert.throws(() => scene.release(NaN, 0), { name: 'RangeError', message: new RegExp(`${kind}.release: vx must be finite`) })
    assert.throws(() => scene.release(1), { name: 'TypeError', message: /vy must be a number, got undefined$/ })
    scene.delete()
  }
})

test('Arm reaches for a target set at any time', () => {
  const arm = new P.Arm(size)
  arm.setTarget(400, 250)
  arm.step()
  const xy = arm.points()
  const tip = arm.count - 1
  assert.ok(Math.hypot(xy[2 * tip] - 400, xy[2 * tip + 1] - 250) <= 0.01)
  assert.deepEqual(arm.target, { x: 400, y: 250 })
  assert.throws(() => arm.setTarget(NaN, 1), { name: 'RangeError', message: /Arm.setTarget: x must be finite/ })
  assert.throws(() => arm.setTarget('1', 1), { name: 'TypeError' })
  arm.delete()
})

test('Spring exposes x, v and set', () => {
  const spring = new P.Spring({ x: 15 })
  assert.equal(spring.x, 15)
  assert.equal(spring.v, 0)
  spring.step()
  assert.ok(spring.x < 15)
  assert.ok(spring.v < 0)
  spring.set(12, 1)
  assert.equal(spring.x, 12)
  assert.equal(spring.v, 1)
  assert.equal(spring.points()[0], 12)
  assert.throws(() => spring.set(Infinity, 0), RangeError)
  spring.delete()
})

test('Spring past stability reports divergence instead of NaN', () => {
  const spring = new P.Spring({ d: 1, fps: 2 })
  for (let f = 0; f < 5000; f++) spring.step()
  assert.equal(spring.diverged, true)
  assert.ok(Number.isFinite(spring.x))
  spring.delete()
})

test('Jiggle pokes and returns the shear matrix', () => {
  const jiggle = new P.Jiggle()
  assert.deepEqual(Array.from(jiggle.matrix()), [1, 0, 0, 1, 0, 0])
  jiggle.poke(0.25, -0.5, 0, 0)
  assert.deepEqual(Array.from(jiggle.matrix()), [1, 0, 0.25, 0.5, 0, 0])
  jiggle.step()
  const m = jiggle.matrix()
  const [px, py] = jiggle.points()
  assert.deepEqual(Array.from(m), [1, 0, px, 1 + py, 0, 0])
  assert.throws(() => jiggle.poke(0, 0, 0), { name: 'TypeError', message: /vy must be a number, got undefined$/ })
  jiggle.delete()
})

test('Balloon reports its area and target', () => {
  const balloon = new P.Balloon(size)
  assert.ok(Math.abs(balloon.targetArea - Math.PI * 57.6 * 57.6 * 1.15) < 1e-6)
  for (let f = 0; f < 300; f++) balloon.step()
  assert.ok(balloon.area() > 0.8 * balloon.targetArea)
  balloon.delete()
})

test('live options change a running scene; fixed ones say so', () => {
  const balloon = new P.Balloon(size)
  balloon.setOption('press', 2)
  assert.equal(balloon.getOption('press'), 2)
  assert.throws(() => balloon.setOption('count', 3), { name: 'TypeError', message: /count is fixed/ })
  assert.throws(() => balloon.setOption('press', -1), { name: 'RangeError', message: /Balloon: press must be a number from 0 to 100, got -1/ })
  assert.throws(() => balloon.setOption('pressure', 1), { name: 'TypeError', message: /no option named/ })
  assert.throws(() => balloon.setOption('press', '2'), TypeError)
  assert.equal(balloon.getOption('press'), 2)
  balloon.delete()
})

test('any call after delete() throws a clear error', () => {
  for (const kind of kinds) {
    const scene = new P[kind](size)
    scene.delete()
    assert.throws(() => scene.step(), { message: `${kind}: this scene was deleted` })
    assert.throws(() => scene.points(), /deleted/)
    assert.throws(() => scene.count, /deleted/)
    assert.throws(() => scene.delete(), /deleted/)
  }
})

test('EulerChain stretches where Chain holds its length', () => {
  const verlet = new P.Chain(size)
  const euler = new P.EulerChain(size)
  for (let f = 0; f < 600; f++) {
    verlet.step()
    euler.step()
  }
  assert.ok(euler.lengthError() > 10 * verlet.lengthError())
  assert.equal(euler.points()[0], verlet.points()[0])
  verlet.delete()
  euler.delete()
})
