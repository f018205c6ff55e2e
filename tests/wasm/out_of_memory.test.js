// Wasm memory grows to 2 GB at most. Making scenes past that fails with a
// RangeError that names the scene and the way out, and the module goes on:
// scenes made before keep working, and freed memory is used again.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { load } from '../../js/node.js'

const P = await load()
const size = { width: 640, height: 360 }

// Makes scenes (or adds to a world) until memory runs out; returns what
// was made and the error.
function fill(make) {
  const made = []
  for (;;) {
    try {
      made.push(make())
    } catch (error) {
      return { made, error }
    }
  }
}

test('scenes past full memory throw a RangeError naming the scene, and the module goes on', () => {
  const world = new P.World({ ...size, maxPoints: 4 })
  for (const [x, y] of [[100, 100], [140, 100], [140, 140], [100, 140]]) world.addPoint(x, y)
  world.pin(0)
  const hub = new P.World({ ...size, maxPoints: 200, walls: false })
  for (let p = 0; p < 200; p++) hub.addPoint(320 + 100 * Math.cos(p), 180 + 100 * Math.sin(p))
  const big = () => new P.Cloth({ ...size, cols: 256, rows: 256 })
  const warnings = []
  const warn = console.warn
  console.warn = (...args) => warnings.push(args.join(' '))
  let filled
  try {
    filled = fill(big)
  } finally {
    console.warn = warn
  }
  const { made, error } = filled
  assert.deepEqual(warnings, [], 'the glue printed nothing besides the error')
  assert.ok(made.length > 100, `only ${made.length} cloths of 256×256 fitted`)
  assert.ok(error instanceof RangeError, `got ${error}`)
  assert.match(
    error.message,
    /^Cloth: out of memory: wasm memory could not grow past \d+ MB \(2048 MB at most\); delete\(\) the scenes you no longer need, or make a smaller one$/,
  )
  assert.ok(error.cause instanceof WebAssembly.RuntimeError)

  const worlds = fill(() => new P.World({ ...size, maxPoints: 262144 }))
  assert.match(worlds.error.message, /^World: out of memory/)
  // The smallest scenes take what is left, down to a few bytes.
  const crumbs = fill(() => new P.FallingPoint(size))
  assert.match(crumbs.error.message, /^FallingPoint: out of memory/)

  // A World's links, and the colours a hub's star of them takes past 64,
  // are reserved when it is made: with memory full, every spoke still comes.
  for (let spoke = 1; spoke < 200; spoke++) hub.link(0, spoke)
  hub.step(3)
  assert.ok(hub.points().every(Number.isFinite))
  assert.equal(hub.links().length, 2 * 199)
  hub.delete()

  const angles = fill(() => world.angle(0, 1, 2, { stiffness: 0.01 }))
  assert.match(angles.error.message, /^World\.angle: out of memory: .*; delete\(\) the scenes you no longer need$/)
  const bodies = fill(() => world.pressure([0, 1, 2, 3], { press: 0.01 }))
  assert.match(bodies.error.message, /^World\.pressure: out of memory/)
  assert.ok(angles.made.length > 0 && bodies.made.length > 0)
  world.step(3)
  assert.ok(world.points().every(Number.isFinite))
  world.delete()

  // A failed call gives back the wasm stack it was using: without that,
  // about 80000 failures overran the stack into the module's data.
  for (let i = 0; i < 100000; i++) assert.throws(big, RangeError)

  const survivor = made[0]
  survivor.step(10)
  assert.equal(survivor.diverged, false)
  assert.ok(survivor.points().every(Number.isFinite))

  for (const scene of [...made, ...worlds.made, ...crumbs.made]) scene.delete()
  const again = fill(big)
  assert.ok(again.made.length >= made.length - 2, `${again.made.length} fitted after freeing, ${made.length} before`)
  for (const scene of again.made) scene.delete()
  const chain = new P.Chain(size)
  chain.step(100)
  assert.equal(chain.diverged, false)
  chain.delete()
})
