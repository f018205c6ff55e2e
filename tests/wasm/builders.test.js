// The builders (js/builders.js) on a real World: the counts and indices
// they hand back, shapes that stay whole and in the canvas as they fall,
// errors naming the option, and refused calls that add nothing.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { load } from '../../js/node.js'
import { ball, cloth, jelly, pile, ragdoll, ring, rope } from '../../js/builders.js'

const P = await load()
const size = { width: 640, height: 360 }
const builders = { rope, cloth, ring, jelly, ragdoll, ball, pile }

const xyOf = (world, i) => [world.points()[2 * i], world.points()[2 * i + 1]]
const distance = (world, a, b) => Math.hypot(...[0, 1].map((k) => xyOf(world, a)[k] - xyOf(world, b)[k]))
const linkEnds = (world, l) => [world.links()[2 * l], world.links()[2 * l + 1]]
const linkCount = (world) => world.links().length / 2
const lengths = (world, links) => links.map((l) => distance(world, ...linkEnds(world, l)))

// Every index a builder returned names something the world holds.
function assertValid(world, shape) {
  for (const p of shape.points) assert.ok(Number.isInteger(p) && p >= 0 && p < world.count, `point ${p}`)
  for (const l of shape.links) {
    assert.ok(Number.isInteger(l) && l >= 0 && l < linkCount(world), `link ${l}`)
    for (const end of linkEnds(world, l)) assert.ok(shape.points.includes(end), `link ${l} joins the shape's own points`)
  }
  for (const body of shape.bodies) assert.ok(world.area(body) > 0, `body ${body}`)
  assert.equal(new Set(shape.points).size, shape.points.length, 'no point twice')
}

function assertInside(world) {
  assert.equal(world.diverged, false)
  const xy = world.points()
  for (let i = 0; i < xy.length; i += 2) {
    assert.ok(xy[i] >= 0 && xy[i] <= size.width && xy[i + 1] >= 0 && xy[i + 1] <= size.height, `point ${i / 2} at (${xy[i]}, ${xy[i + 1]})`)
  }
}

test('rope: segments + 1 points in a line, the first pinned', () => {
  const world = new P.World(size)
  const r = rope(world, { x: 100, y: 20, segments: 10, length: 200 })
  assert.deepEqual([r.points.length, r.links.length, r.angles.length, r.bodies.length], [11, 10, 0, 0])
  assertValid(world, r)
  assert.deepEqual(xyOf(world, r.points[10]), [300, 20])
  for (const length of lengths(world, r.links)) assert.ok(Math.abs(length - 20) < 1e-9)
  world.step(300)
  assert.deepEqual(xyOf(world, r.points[0]), [100, 20], 'the pinned end stays')
  assert.ok(xyOf(world, r.points[10])[1] > 150, 'the rest hangs down')
  const loose = rope(world, { x: 400, y: 20, angle: Math.PI / 2, pinned: false })
  assert.deepEqual([loose.points.length, loose.points[0]], [21, 11], 'defaults: 20 segments, after the first rope')
  world.step(100)
  assert.equal(xyOf(world, loose.points.at(-1))[1], size.height, 'unpinned, it falls to the floor')
  assertInside(world)
  world.delete()
})

test('cloth: a cols x rows grid, its top row pinned every pinEvery columns and at both corners', () => {
  const world = new P.World(size)
  const c = cloth(world, { cols: 10, rows: 5, spacing: 10, pinEvery: 4 })
  assert.deepEqual([c.points.length, c.links.length, c.bodies.length], [50, 9 * 5 + 10 * 4, 0])
  assertValid(world, c)
  assert.equal(xyOf(world, c.points[0])[0], (640 - 90) / 2, 'centred across the world by default')
  const before = c.points.map((p) => xyOf(world, p))
  world.step(300)
  const pinned = [0, 4, 8, 9]
  for (let col = 0; col < 10; col++) {
    const moved = xyOf(world, c.points[col])[1] !== before[col][1]
    assert.equal(moved, !pinned.includes(col), `top-row point ${col}`)
  }
  assertInside(world)
  const free = cloth(world, { cols: 3, rows: 3, pinEvery: 0, y: 100 })
  world.step(200)
  assert.ok(free.points.every((p) => xyOf(world, p)[1] > 300), 'pinEvery 0 pins nothing: it falls')
  world.delete()
})

test('ring: count points round a circle from the top, clockwise, and one pressure body', () => {
  const world = new P.World(size)
  const r = ring(world, { x: 200, y: 150, radius: 50, count: 24 })
  assert.deepEqual([r.points.length, r.links.length, r.bodies.length], [24, 24, 1])
  assertValid(world, r)
  const [x0, y0] = xyOf(world, r.points[0])
  assert.ok(Math.abs(x0 - 200) < 1e-9 && Math.abs(y0 - 100) < 1e-9, 'the first point is at the top')
  assert.ok(xyOf(world, r.points[1])[0] > 200, 'the second is to its right')
  const area = world.area(r.bodies[0])
  assert.ok(Math.abs(area - 12 * 50 * 50 * Math.sin(Math.PI / 12)) < 1e-6, 'the body is the polygon')
  world.step(600)
  assertInside(world)
  assert.ok(world.area(r.bodies[0]) > 0.9 * area, 'on the floor it keeps its area')
  world.delete()
})

test('jelly: a grid with structural and shear links, its rim a pressure body in order', () => {
  const world = new P.World(size)
  world.addPoint(10, 10) // not the jelly's: its indices start after this
  const j = jelly(world, { cols: 4, rows: 5, spacing: 20 })
  const structural = 3 * 5 + 4 * 4
  assert.deepEqual([j.points.length, j.links.length, j.bodies.length], [20, structural + 2 * 3 * 4, 1])
  assert.equal(j.points[0], 1)
  assertValid(world, j)
  assert.equal(j.rim.length, 2 * (4 + 5) - 4)
  assert.equal(new Set(j.rim).size, j.rim.length)
  for (let n = 0; n < j.rim.length; n++) {
    const step = distance(world, j.rim[n], j.rim[(n + 1) % j.rim.length])
    assert.ok(Math.abs(step - 20) < 1e-9, `rim points ${n} and ${n + 1} are neighbours`)
  }
  assert.equal(world.area(j.bodies[0]), 60 * 80)
  world.delete()
})

test('a jelly dropped on the floor keeps most of its area; a ring keeps its area only with pressure', () => {
  const kept = (build) => {
    const world = new P.World(size)
    const shape = build(world)
    const start = world.area(shape.bodies[0])
    world.step(600)
    assertInside(world)
    assert.ok(shape.points.some((p) => xyOf(world, p)[1] === size.height), 'it rests on the floor')
    const share = world.area(shape.bodies[0]) / start
    world.delete()
    return share
  }
  const jellyKept = kept((world) => jelly(world, { y: 150 }))
  assert.ok(jellyKept > 0.9, `the jelly kept ${jellyKept} of its area`)
  const [pressed, unpressed] = [0.5, 0].map((press) => kept((world) => ring(world, { y: 250, press })))
  assert.ok(pressed > 0.9, `the ring kept ${pressed} of its area`)
  assert.ok(unpressed < 0.8, `without pressure the ring sags to ${unpressed}: the measure can fail`)
})

test('ragdoll: eleven points, its bones, the braces and angle joints at its joints', () => {
  const world = new P.World(size)
  const doll = ragdoll(world, { x: 300, y: 50, size: 120 })
  assert.deepEqual([doll.points.length, doll.links.length, doll.bones.length, doll.angles.length], [11, 21, 10, 9])
  assertValid(world, doll)
  assert.deepEqual(doll.links.slice(0, 10), doll.bones)
  assert.deepEqual(xyOf(world, doll.head), [300, 50])
  const lowest = Math.max(...doll.feet.map((f) => xyOf(world, f)[1]))
  assert.equal(lowest, 50 + 120, 'size is head to feet')
  assert.ok(xyOf(world, doll.pelvis)[1] < lowest && xyOf(world, doll.pelvis)[1] > 50)
  assert.ok(xyOf(world, doll.hands[0])[0] < 300 && xyOf(world, doll.hands[1])[0] > 300, 'hands [left, right] as drawn')
  assert.deepEqual(doll.angles, [0, 1, 2, 3, 4, 5, 6, 7, 8], 'neck, shoulders, elbows, hips and knees')
  assert.equal(ragdoll(world, { angles: 0 }).angles.length, 0)
  world.delete()
})

// A ragdoll dropped standing, or thrown by one of its points, then left to
// settle: its bones' lengths, how far its head is from its feet (folded
// up, it comes near) and how far apart its feet are (the splits).
function tumble(build, throwBy) {
  const world = new P.World({ ...size, damping: 0.995 })
  const doll = build(world)
  const rest = lengths(world, doll.bones)
  const spread = distance(world, ...doll.feet)
  if (throwBy) {
    const [part, vx, vy] = throwBy
    const [x, y] = xyOf(world, doll.points[part])
    assert.equal(world.grab(x, y), doll.points[part])
    for (let f = 1; f <= 30; f++) {
      world.drag(x + vx * f, y + vy * f)
      world.step()
    }
    world.release(vx, vy)
  }
  world.step(900)
  assertInside(world)
  const [fx, fy] = [0, 1].map((k) => (xyOf(world, doll.feet[0])[k] + xyOf(world, doll.feet[1])[k]) / 2)
  const [hx, hy] = xyOf(world, doll.head)
  const result = {
    stretch: Math.max(...lengths(world, doll.bones).map((length, b) => Math.abs(length / rest[b] - 1))),
    span: Math.hypot(hx - fx, hy - fy) / 100,
    spread: distance(world, ...doll.feet) / spread,
  }
  world.delete()
  return result
}

const throws = [null, [0, -5, -2], [4, 6, -4], [8, 3, -8], [6, 0, 0], [2, 8, -1], [10, -7, -6], [3, 9, -9]]

test('a thrown ragdoll keeps its bones\' lengths and lands whole: not folded, no splits', () => {
  for (const throwBy of throws) {
    const { stretch, span, spread } = tumble((world) => ragdoll(world, { y: 150, size: 100 }), throwBy)
    const how = throwBy ? `thrown by point ${throwBy[0]}` : 'dropped'
    // At rest on the floor the walls, relaxed with the links, leave a bone a few % off.
    assert.ok(stretch < 0.06, `${how}: a bone is ${(stretch * 100).toFixed(1)}% off its length`)
    assert.ok(span > 0.85, `${how}: head to feet ${span.toFixed(2)} of its height`)
    assert.ok(spread > 0.7 && spread < 1.4, `${how}: feet ${spread.toFixed(2)} times as far apart`)
  }
})

test('the same figure with its bones only folds up: the joints are what hold it', () => {
  // The ragdoll's points and bones, copied into a world of their own.
  const bonesOnly = (world) => {
    const scratch = new P.World(size)
    const doll = ragdoll(scratch, { y: 150, size: 100 })
    const points = doll.points.map((p) => world.addPoint(...xyOf(scratch, p)))
    const bones = doll.bones.map((l) => world.link(...linkEnds(scratch, l)))
    scratch.delete()
    return { ...doll, points, bones }
  }
  const results = throws.map((throwBy) => tumble(bonesOnly, throwBy))
  assert.ok(
    results.some(({ span, spread }) => span <= 0.85 || spread <= 0.7 || spread >= 1.4),
    `bones alone never folded: ${JSON.stringify(results)}`,
  )
})

test('held up by its head, a ragdoll hangs with its bones at their lengths, head over pelvis over feet', () => {
  const world = new P.World(size)
  const doll = ragdoll(world, { x: 320, y: 60, size: 120 })
  const rest = lengths(world, doll.bones)
  world.pin(doll.head)
  world.step(400)
  lengths(world, doll.bones).forEach((length, b) => assert.ok(Math.abs(length / rest[b] - 1) < 0.02, `bone ${b}: ${length} vs ${rest[b]}`))
  const feetY = Math.min(...doll.feet.map((f) => xyOf(world, f)[1]))
  assert.ok(xyOf(world, doll.pelvis)[1] > 60 + 40 && feetY > xyOf(world, doll.pelvis)[1] + 40)
  world.delete()
})

test('all of them together, stepped 600 frames: inside the canvas, nothing diverged', () => {
  const world = new P.World(size)
  const shapes = [
    rope(world),
    cloth(world, { cols: 12, rows: 8 }),
    ring(world, { x: 100 }),
    jelly(world, { x: 480, y: 100 }),
    ragdoll(world, { x: 220 }),
  ]
  assert.equal(world.count, shapes.reduce((n, s) => n + s.points.length, 0))
  assert.equal(linkCount(world), shapes.reduce((n, s) => n + s.links.length, 0))
  for (const shape of shapes) assertValid(world, shape)
  world.step(600)
  assertInside(world)
  world.delete()
})

test('every option is checked by name: the wrong type, out of range, unknown', () => {
  const world = new P.World(size)
  const bad = [['3', TypeError], [null, TypeError], [true, TypeError], [NaN, RangeError], [1e9, RangeError], [-1e9, RangeError]]
  const numbers = {
    rope: ['x', 'y', 'segments', 'length', 'angle', 'stiffness', 'radius'],
    cloth: ['x', 'y', 'cols', 'rows', 'spacing', 'pinEvery', 'stiffness', 'radius'],
    ring: ['x', 'y', 'count', 'radius', 'stiffness', 'press', 'pointRadius'],
    jelly: ['x', 'y', 'cols', 'rows', 'spacing', 'stiffness', 'press', 'radius'],
    ragdoll: ['x', 'y', 'size', 'stiffness', 'joints', 'angles', 'radius'],
    ball: ['x', 'y', 'radius', 'mass'],
    pile: ['x', 'y', 'width', 'height', 'radius', 'count'],
  }
  for (const [name, build] of Object.entries(builders)) {
    for (const option of numbers[name]) {
      for (const [value, type] of bad) {
        assert.throws(
          () => build(world, { [option]: value }),
          (error) => error instanceof type && error.message.startsWith(`${name}: ${option} must be `),
          `${name} ${option} = ${String(value)}`,
        )
      }
    }
    const unknown = new RegExp(`^${name}: unknown option 'colour' \\(known: x, y, `)
    assert.throws(() => build(world, { colour: 'red' }), { name: 'TypeError', message: unknown })
    assert.throws(() => build(world, [1, 2]), { name: 'TypeError', message: `${name}: options must be an object, got an array` })
    assert.throws(() => build(undefined), { name: 'TypeError', message: new RegExp(`^${name}: world must be a World`) })
    assert.throws(() => build({ width: 640 }), { name: 'TypeError', message: new RegExp(`^${name}: world must be a World .*got an object$`) })
  }
  assert.equal(world.count, 0, 'none of them added anything')
  world.delete()
})

test('the messages say what is allowed and what was given', () => {
  const world = new P.World(size)
  const half = Math.min(size.width, size.height) / 2
  const cases = [
    [() => rope(world, { segments: 0 }), RangeError, 'rope: segments must be an integer from 2 to 10000, got 0'],
    [() => rope(world, { segments: 2.5 }), RangeError, 'rope: segments must be an integer from 2 to 10000, got 2.5'],
    [() => rope(world, { pinned: 1 }), TypeError, 'rope: pinned must be true or false, got number 1'],
    [() => ring(world, { stiffness: 0 }), RangeError, 'ring: stiffness must be a number above 0 and at most 1, got 0'],
    [() => jelly(world, { press: 2 }), RangeError, 'jelly: press must be a number from 0 to 1, got 2'],
    [() => cloth(world, { cols: '24' }), TypeError, "cloth: cols must be a number, got the string '24'"],
    [() => ragdoll(world, { size: 0 }), RangeError, 'ragdoll: size must be a number from 0.001 to 65536, got 0'],
    // A disk at most half the world's smaller side, named by the builder's own option.
    [() => ball(world, { radius: 500 }), RangeError, `ball: radius must be a number above 0 and at most ${half}, got 500`],
    [() => rope(world, { radius: half + 1 }), RangeError, `rope: radius must be a number from 0 to ${half}, got ${half + 1}`],
    [() => ring(world, { pointRadius: half + 1 }), RangeError, `ring: pointRadius must be a number from 0 to ${half}, got ${half + 1}`],
    [() => pile(world, { radius: 500 }), RangeError, `pile: radius must be a number above 0 and at most ${half}, got 500`],
  ]
  for (const [call, type, message] of cases) assert.throws(call, { name: type.name, message })
  world.delete()
})

test('a shape that does not fit is refused before anything is added', () => {
  const world = new P.World({ ...size, maxPoints: 40, maxLinks: 60 })
  const first = rope(world, { segments: 9 })
  const state = () => ({ count: world.count, links: Array.from(world.links()), points: Array.from(world.points()) })
  const before = state()
  assert.throws(() => rope(world, { segments: 30 }), {
    name: 'RangeError',
    message: 'rope: needs 31 points, and the world has room for 30 (maxPoints 40)',
  })
  assert.throws(() => jelly(world), {
    name: 'RangeError',
    message: 'jelly: needs 72 links, and the world has room for 51 (maxLinks 60)',
  })
  assert.throws(() => cloth(world), { name: 'RangeError', message: /^cloth: needs 336 points/ })
  assert.throws(() => rope(world, { x: 65000, length: 1000 }), {
    name: 'RangeError',
    message: 'rope: x, y, length and angle put a point at (65550, 36), beyond ±65536 px',
  })
  assert.throws(() => ragdoll(world, { joints: 0 }), RangeError)
  assert.deepEqual(state(), before, 'the world is as it was')
  // What fits still goes in, after the refusals.
  const second = ragdoll(world)
  assert.equal(second.points[0], first.points.length)
  assert.equal(world.count, 10 + 11)
  world.delete()
})

test('a deleted world is refused with the World\'s own error', () => {
  const world = new P.World(size)
  world.delete()
  assert.throws(() => ring(world), { message: 'World: this world was deleted' })
})

test('with a radius, a jelly\'s rim is solid: a small disk dropped on it stays outside', () => {
  const outside = (radius) => {
    const world = new P.World({ ...size, substeps: 4 })
    const { rim } = jelly(world, { x: 280, y: 250, spacing: 20, radius })
    const drop = world.addPoint(330, 150, { radius: 2 })
    world.step(300)
    // The rim's top row is at the jelly's top; a disk that fell between its points is below it.
    const top = Math.max(...rim.slice(0, 5).map((p) => world.points()[2 * p + 1]))
    const y = world.points()[2 * drop + 1]
    world.delete()
    return y < top
  }
  assert.ok(outside(3), 'held by the solid rim')
  assert.ok(!outside(0), 'without a radius the disk falls in between the points')
})

test('with a radius, a ragdoll\'s limbs pass each other but land on a ball', () => {
  const world = new P.World({ ...size, substeps: 4 })
  const figure = ragdoll(world, { radius: 4, x: 320, y: 60 })
  const [boulder] = ball(world, { x: 320, y: 330, radius: 25, mass: 50 }).points
  const laid = lengths(world, figure.bones)
  world.step(240)
  lengths(world, figure.bones).forEach((length, n) => assert.ok(Math.abs(length / laid[n] - 1) < 0.1, `bone ${n} keeps its length`))
  const feet = figure.feet.map((p) => xyOf(world, p)[1])
  assert.ok(Math.max(...feet) < xyOf(world, boulder)[1], 'the ragdoll rests on the ball, not through it')
  assert.ok(!world.diverged)
  world.delete()
})

test('pile: disks fill the box from its bottom, a tenth of a radius apart, and settle in the world', () => {
  const world = new P.World({ ...size, substeps: 8, iter: 2, maxPoints: 2000 })
  const { points } = pile(world, { x: 100, y: 200, width: 200, height: 100, radius: 5 })
  assert.ok(points.length > 100)
  for (const p of points) {
    const [x, y] = xyOf(world, p)
    assert.ok(x >= 105 && x <= 295 && y >= 205 && y <= 295, `disk ${p} at (${x}, ${y}) is in the box`)
  }
  assert.throws(() => pile(world, { width: 20, height: 20, radius: 5, count: 5 }), {
    name: 'RangeError',
    message: /pile: count must be at most 1 \(what the box holds at radius 5\), got 5/,
  })
  world.step(300)
  let closest = Infinity
  for (const a of points) for (const b of points) if (a < b) closest = Math.min(closest, distance(world, a, b))
  assert.ok(closest > 10 * 0.9, `disks overlap by less than a tenth of a radius (closest ${closest})`)
  world.delete()
})

test('with breakAt, a cloth tears and a rope breaks; torn links keep their room against maxLinks', () => {
  const world = new P.World({ ...size, maxPoints: 400, maxLinks: 420 })
  const sheet = cloth(world, { cols: 16, rows: 10, spacing: 10, breakAt: 1.5 })
  const whole = world.linkCount
  assert.equal(whole, sheet.links.length)
  const xy = world.points()
  const corner = sheet.points.at(-1)
  world.grab(xy[2 * corner], xy[2 * corner + 1])
  for (let f = 0; f < 60; f++) {
    world.drag(500 + 4 * f, 300)
    world.step()
  }
  world.release()
  assert.ok(world.linkCount < whole, `${whole - world.linkCount} links tore`)
  assert.equal(world.linksAdded, whole)
  // 400 - 160 points and 420 - 294 links are left: a rope of 200 segments
  // fits the points but not the links, torn ones counted.
  assert.throws(() => rope(world, { segments: 200, breakAt: 2 }), {
    name: 'RangeError',
    message: `rope: needs 200 links, and the world has room for ${420 - whole} (maxLinks 420)`,
  })
  assert.throws(() => rope(world, { breakAt: 1 }), { name: 'RangeError', message: /rope: breakAt must be a number above 1/ })
  const cord = rope(world, { segments: 8, length: 80, breakAt: 1.2 })
  const before = world.linkCount
  world.pin(cord.points.at(-1), 600, 40) // far beyond 1.2 x its length
  world.step()
  assert.ok(world.linkCount < before, 'the rope broke')
  assert.equal(rope(world, { segments: 2, breakAt: Infinity }).links.length, 2, 'Infinity: never')
  world.delete()
})
