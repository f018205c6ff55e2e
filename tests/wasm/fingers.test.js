// Several fingers at once, through the JS API: each holds a point of its
// own, a finger is named by a number from 0 to 3, and a bad one is refused
// by name with nothing changed.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { load } from '../../js/node.js'

const P = await load()
const size = { width: 640, height: 360 }
const at = (scene, i) => [scene.points()[2 * i], scene.points()[2 * i + 1]]

test('two fingers hold two points of a World where they are, and one lets go alone', () => {
  const world = new P.World(size)
  const a = world.addPoint(100, 100)
  const b = world.addPoint(300, 100)
  world.link(a, b)
  assert.equal(world.grab(100, 100, 0), a)
  assert.equal(world.grab(300, 100, 1), b)
  world.drag(60, 160, 0)
  world.drag(380, 160, 1)
  world.step(10)
  assert.deepEqual(at(world, a), [60, 160])
  assert.deepEqual(at(world, b), [380, 160])
  world.release(undefined, undefined, 1)
  world.step(10)
  assert.deepEqual(at(world, a), [60, 160], 'finger 0 still holds its point')
  assert.ok(at(world, b)[1] > 160, 'the point finger 1 let go falls')
  world.delete()
})

test('a second finger on the same point takes nothing; the mouse is finger 0', () => {
  const world = new P.World(size)
  world.addPoint(200, 200)
  assert.equal(world.grab(200, 200), 0)
  assert.equal(world.grab(200, 200, 1), -1)
  world.release(0, 0)
  assert.equal(world.grab(200, 200, 1), 0, 'free again once finger 0 let go')
  world.delete()
})

test('every grabbable scene holds a point per finger and throws each with its own velocity', () => {
  for (const Scene of [P.Chain, P.Cloth, P.Balloon]) {
    const scene = new Scene(size)
    const n = scene.count
    const first = at(scene, n - 1)
    const second = at(scene, Math.floor(n / 2))
    const i = scene.grab(...first, 0)
    const j = scene.grab(...second, 1)
    assert.ok(i >= 0 && j >= 0 && i !== j, `${Scene.sceneName}: two points held (${i}, ${j})`)
    scene.drag(first[0] + 20, first[1], 0)
    scene.drag(second[0] - 20, second[1], 1)
    scene.step()
    assert.deepEqual(at(scene, i), [first[0] + 20, first[1]], Scene.sceneName)
    assert.deepEqual(at(scene, j), [second[0] - 20, second[1]], Scene.sceneName)
    scene.release(5, 0, 0)
    scene.release(-5, 0, 1)
    scene.delete()
  }
})

test('a bad finger is refused by name, and nothing is held or let go', () => {
  const world = new P.World(size)
  world.addPoint(200, 200)
  const chain = new P.Chain(size)
  for (const scene of [world, chain]) {
    const name = scene === world ? 'World' : 'Chain'
    const [x, y] = at(scene, scene === world ? 0 : 5)
    assert.throws(() => scene.grab(x, y, '1'), { name: 'TypeError', message: `${name}.grab: finger must be a number, got the string '1'` })
    assert.throws(() => scene.grab(x, y, 4), { name: 'RangeError', message: `${name}.grab: finger must be an integer from 0 to 3, got 4` })
    assert.throws(() => scene.drag(x, y, 1.5), { name: 'RangeError', message: `${name}.drag: finger must be an integer from 0 to 3, got 1.5` })
    assert.throws(() => scene.release(0, 0, -1), { name: 'RangeError', message: `${name}.release: finger must be an integer from 0 to 3, got -1` })
    assert.throws(() => scene.release(undefined, undefined, NaN), { name: 'RangeError' })
    assert.ok(scene.grab(x, y, 3) >= 0, 'finger 3 is the last')
  }
  world.delete()
  chain.delete()
})
