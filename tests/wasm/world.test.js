// The World's contract, through the JS API: composition, defaults, views,
// step(n), grabbing, errors that name the argument and change nothing, and
// memory.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { load } from '../../js/node.js'

const P = await load()
const size = { width: 640, height: 360 }

// A rope of n points 10 px apart from (100, 40), its first point pinned.
function rope(world, n) {
  const first = world.count
  for (let i = 0; i < n; i++) world.addPoint(100 + 10 * i, 40)
  world.pin(first)
  for (let i = first; i + 1 < first + n; i++) world.link(i, i + 1)
  return first
}

test('a point falls by gravity 0.5 px per frame², and keeps its speed with damping 1', () => {
  const world = new P.World(size)
  world.addPoint(100, 50)
  world.step()
  assert.equal(world.points()[1], 50.5)
  world.step(2)
  assert.equal(world.points()[1], 50.5 + 1 + 1.5)
  world.delete()
})

test('options: gravity, iter, damping and walls', () => {
  const world = new P.World({ ...size, gravity: 0, damping: 0.5, walls: false })
  world.addPoint(100, 100)
  world.release() // nothing held: no effect
  world.grab(100, 100)
  world.drag(110, 100)
  world.step()
  world.release()
  world.step() // moved 10 px last frame; keeps half
  assert.equal(world.points()[0], 115)
  const falling = new P.World({ ...size, walls: false })
  falling.addPoint(10, 350)
  falling.step(30)
  assert.ok(falling.points()[1] > 360, 'without walls a point leaves the canvas')
  const walled = new P.World(size)
  walled.addPoint(10, 350)
  walled.step(30)
  assert.equal(walled.points()[1], 360, 'walls keep it on the floor')
  for (const w of [world, falling, walled]) w.delete()
})

test('indices count up from 0, links default to their length now, and views show both', () => {
  const world = new P.World(size)
  assert.equal(world.addPoint(10, 10), 0)
  assert.equal(world.addPoint(40, 50), 1)
  assert.equal(world.addPoint(80, 50), 2)
  assert.equal(world.link(0, 1), 0)
  assert.equal(world.link(1, 2, { rest: 20, stiffness: 0.5 }), 1)
  assert.equal(world.count, 3)
  assert.deepEqual(Array.from(world.links()), [0, 1, 1, 2])
  assert.deepEqual(Array.from(world.points()), [10, 10, 40, 50, 80, 50])
  world.pin(0)
  world.step(200)
  const xy = world.points()
  assert.ok(Math.abs(Math.hypot(xy[2] - xy[0], xy[3] - xy[1]) - 50) < 0.5, 'the first link keeps its 50 px')
  world.delete()
})

test('a view a user holds stays good while the world grows', () => {
  const world = new P.World({ ...size, maxPoints: 100 })
  world.addPoint(10, 10)
  const held = world.points()
  const links = world.links()
  for (let i = 1; i < 100; i++) world.addPoint(10 + i, 10)
  for (let i = 0; i + 1 < 100; i++) world.link(i, i + 1)
  world.step(5)
  const now = world.points()
  assert.equal(now.length, 200)
  assert.equal(held[0], now[0], 'the held view reads the same memory')
  assert.equal(held[1], now[1])
  assert.equal(now.buffer, held.buffer)
  assert.equal(world.links().byteOffset, links.byteOffset, 'the links view stays put too')
  assert.throws(() => world.addPoint(0, 0), { name: 'RangeError', message: 'World.addPoint: the world is full: maxPoints is 100' })
  world.delete()
})

test('step(n) gives the bits of n calls of step()', () => {
  const build = () => {
    const world = new P.World({ ...size, iter: 5 })
    rope(world, 20)
    const a = world.addPoint(300, 100), b = world.addPoint(340, 100), c = world.addPoint(320, 140)
    world.link(a, b)
    world.link(b, c)
    world.link(c, a)
    world.angle(a, b, c, { stiffness: 0.5 })
    world.pressure([a, b, c], { press: 0.3 })
    return world
  }
  const once = build(), many = build()
  once.step(500)
  for (let i = 0; i < 500; i++) many.step()
  assert.deepEqual(Array.from(once.points()), Array.from(many.points()))
  once.delete()
  many.delete()
})

test('a grabbed point sits exactly at the pointer; pinned points are not grabbed', () => {
  const world = new P.World(size)
  rope(world, 10)
  assert.equal(world.grab(0, 0), -1, 'nothing within reach')
  assert.notEqual(world.grab(99, 40), 0, 'not the pinned end')
  assert.equal(world.grab(152, 43), 5)
  for (const [x, y] of [[200, 200], [250, 120], [-50, 400]]) {
    world.drag(x, y)
    world.step()
    assert.deepEqual(Array.from(world.points().slice(10, 12)), [x, y])
  }
  world.release(3, 0)
  world.step()
  assert.notEqual(world.points()[10], -50)
  world.delete()
})

test('area() reports a pressure body\'s area, which press holds against gravity', () => {
  const world = new P.World(size)
  const ring = []
  for (let i = 0; i < 20; i++) {
    const a = (2 * Math.PI * i) / 20
    ring.push(world.addPoint(320 + 50 * Math.cos(a), 280 + 50 * Math.sin(a)))
  }
  for (let i = 0; i < 20; i++) world.link(ring[i], ring[(i + 1) % 20])
  const body = world.pressure(ring)
  const start = world.area(body)
  const polygon = 0.5 * 20 * 2500 * Math.sin((2 * Math.PI) / 20)
  assert.ok(Math.abs(start - polygon) < 1e-6, `area ${start}, expected ${polygon}`)
  world.step(400)
  assert.ok(world.area(body) > 0.9 * start, `area after 400 frames: ${world.area(body)}`)
  world.delete()
})

test('bad arguments throw an error naming them, before anything changes; the world goes on', () => {
  const world = new P.World(size)
  rope(world, 4)
  const cases = [
    [() => world.addPoint('1', 2), TypeError, /World.addPoint: x must be a number, got the string '1'/],
    [() => world.addPoint(1, NaN), RangeError, /World.addPoint: y must be a number from -65536 to 65536, got NaN/],
    [() => world.addPoint(1e9, 0), RangeError, /x must be a number from -65536 to 65536, got 1000000000/],
    [() => world.link(0, 0), RangeError, /World.link: i and j must be different points, got 0 twice/],
    [() => world.link(0, 4), RangeError, /World.link: j must be a point index from 0 to 3, got 4/],
    [() => world.link(-1, 2), RangeError, /i must be a point index from 0 to 3, got -1/],
    [() => world.link(0.5, 2), RangeError, /i must be a point index from 0 to 3, got 0.5/],
    [() => world.link('0', 2), TypeError, /World.link: i must be a point index, got the string '0'/],
    [() => world.link(0, 2, { stiffness: 0 }), RangeError, /stiffness must be a number above 0 and at most 1, got 0/],
    [() => world.link(0, 2, { stiffness: 1.5 }), RangeError, /stiffness must be a number above 0 and at most 1, got 1.5/],
    [() => world.link(0, 2, { rest: -1 }), RangeError, /rest must be a number from 0 to 65536, got -1/],
    [() => world.link(0, 2, { length: 3 }), TypeError, /World.link: unknown option 'length' \(known: rest, stiffness, solid, breakAt\)/],
    [() => world.link(0, 2, 5), TypeError, /World.link: options must be an object, got number 5/],
    [() => world.angle(0, 1, 0), RangeError, /World.angle: i, j and k must be three different points, got 0, 1, 0/],
    [() => world.angle(0, 1, 2, { angle: 7 }), RangeError, /angle must be a number from -6.28/],
    [() => world.pressure([0, 1]), RangeError, /World.pressure: ring must hold at least 3 points, got 2/],
    [() => world.pressure([0, 1, 1]), RangeError, /World.pressure: ring must not repeat a point, got 1 twice/],
    [() => world.pressure([0, 1, 9]), RangeError, /World.pressure: ring\[2\] must be a point index from 0 to 3, got 9/],
    [() => world.pressure('012'), TypeError, /World.pressure: ring must be an array of point indices/],
    [() => world.pressure([0, 1, 2], { press: 2 }), RangeError, /press must be a number from 0 to 1, got 2/],
    [() => world.area(0), RangeError, /World.area: body must be a body index but the world has no bodies yet, got 0/],
    [() => world.pin(7), RangeError, /World.pin: i must be a point index from 0 to 3, got 7/],
    [() => world.pin(1, 5, Infinity), RangeError, /World.pin: y must be a number/],
    [() => world.grab(NaN, 1), RangeError, /World.grab: x must be finite, got NaN/],
    [() => world.drag(1, -Infinity), RangeError, /World.drag: y must be finite, got -Infinity/],
    [() => world.pressure({ length: 2 }), RangeError, /ring must hold at least 3 points, got 2/],
    [() => world.pressure(new DataView(new ArrayBuffer(8))), TypeError, /ring must be an array of point indices/],
    [() => world.release(1, undefined), TypeError, /World.release: vy must be a number, got undefined/],
    [() => world.step(1.5), RangeError, /World.step: frames must be an integer from 0 to 10000000, got 1.5/],
    [() => world.step('2'), TypeError, /World.step: frames must be a number/],
  ]
  for (const [call, type, message] of cases) {
    assert.throws(call, (error) => error instanceof type && message.test(error.message), String(call))
  }
  assert.equal(world.count, 4)
  assert.equal(world.links().length, 6)
  world.step(10)
  assert.equal(world.diverged, false)
  assert.ok(world.points().every(Number.isFinite))
  world.delete()
})

test('a World needs width and height, and checks every option', () => {
  const cases = [
    [() => new P.World(), TypeError, /World: options with width and height are required/],
    [() => new P.World({ width: 640 }), TypeError, /World: height is required/],
    [() => new P.World({ ...size, width: 0 }), RangeError, /World: width must be a number from 1 to 16384, got 0/],
    [() => new P.World({ ...size, iter: 0 }), RangeError, /World: iter must be an integer from 1 to 1000, got 0/],
    [() => new P.World({ ...size, damping: 2 }), RangeError, /World: damping must be a number from 0 to 1, got 2/],
    [() => new P.World({ ...size, walls: 'yes' }), TypeError, /World: walls must be true or false/],
    [() => new P.World({ ...size, bounce: 1 }), TypeError, /World: unknown option 'bounce'/],
  ]
  for (const [call, type, message] of cases) {
    assert.throws(call, (error) => error instanceof type && message.test(error.message), String(call))
  }
})

test('a deleted world says so; 2000 worlds built and deleted leave memory as it was', () => {
  const world = new P.World(size)
  world.delete()
  assert.throws(() => world.step(), { message: 'World: this world was deleted' })
  assert.throws(() => world.points(), { message: 'World: this world was deleted' })
  const make = () => {
    const w = new P.World(size)
    rope(w, 30)
    const ring = [w.addPoint(300, 100), w.addPoint(340, 100), w.addPoint(320, 140)]
    w.pressure(ring)
    w.angle(0, 1, 2)
    w.step(2)
    w.delete()
  }
  make()
  const before = P.memoryBytes()
  for (let i = 0; i < 2000; i++) make()
  assert.equal(P.memoryBytes(), before)
})

test('an option given as undefined takes its default', () => {
  const world = new P.World({ ...size, gravity: undefined, iter: undefined, damping: undefined, walls: undefined, maxPoints: undefined })
  world.addPoint(100, 50)
  world.step()
  assert.equal(world.points()[1], 50.5)
  assert.equal(world.maxPoints, 1024)
  assert.equal(world.maxLinks, 4096)
  world.delete()
})

test('a view stays attached while its world fills up: adding never grows wasm memory', () => {
  const world = new P.World({ ...size, maxPoints: 100000 })
  world.addPoint(0, 0)
  const held = world.points()
  const memory = P.memoryBytes()
  for (let i = 1; i < 100000; i++) world.addPoint(i % 640, (i * 7) % 360)
  for (let i = 0; i + 1 < 100000; i += 2) world.link(i, i + 1)
  assert.equal(P.memoryBytes(), memory)
  assert.equal(held.length, 2, 'attached: a detached view would have length 0')
  world.step()
  assert.equal(held[1], world.points()[1])
  world.delete()
})

test('writing into the links() view changes nothing the solver reads', () => {
  const world = new P.World(size)
  rope(world, 5)
  const ends = world.links()
  ends[1] = 4e9
  ends[2] = 100000
  world.step(10)
  assert.equal(world.diverged, false)
  assert.ok(world.points().every(Number.isFinite))
  world.delete()
})

test('a pin wins over the pointer: a held point pinned stays pinned, and is not grabbed again', () => {
  const world = new P.World(size)
  world.addPoint(100, 100)
  assert.equal(world.grab(100, 100), 0)
  world.drag(500, 300)
  world.step()
  world.pin(0, 10, 10)
  world.step(3)
  assert.deepEqual(Array.from(world.points()), [10, 10])
  assert.equal(world.grab(11, 11), -1)
  world.drag(400, 200)
  world.release(40, 0)
  world.step()
  world.unpin(0)
  world.step()
  assert.deepEqual(Array.from(world.points()), [10, 10.5], 'it falls from rest, without a stored throw')
  world.delete()
})

test('pressure() checks and copies one reading of its ring', () => {
  const world = new P.World(size)
  for (let i = 0; i < 4; i++) world.addPoint(100 + 20 * (i % 2), 100 + 20 * (i >> 1))
  let reads = 0
  const shifty = { length: 3, get 0() { return reads++ === 0 ? 0 : 1 }, 1: 1, 2: 3 }
  assert.equal(world.pressure(shifty), 0)
  assert.ok(world.area(0) > 0, 'the body made of the points that were checked')
  world.delete()
})
