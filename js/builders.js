// Builders: the shapes people make most (a rope, a cloth, a balloon, a jelly
// box, a ragdoll), each added to a World with its public calls only:
//
//   const jar = jelly(world, { x: 80, y: 40 })
//   // -> { points, links, angles, bodies, rim }: indices into world.points(),
//   //    world.links(), the angle joints and the pressure bodies (every
//   //    builder returns those four), and what is particular to the shape
//
// A builder is a recipe, not an object: what it returns is plain data for
// drawing or for composing more (pin a rope's end, link it to a balloon).
// Given a radius, a shape's points are disks that collide, and the links
// that make its outline (a rope, a rim, a ragdoll's bones) are solid; a
// cloth's or a ragdoll's own points are one group of their own (they do not
// collide with each other: a cloth seen face on lies over itself).
// Every option is checked, and the whole shape against the world's room
// (maxPoints, maxLinks), before the first point is added: a call that throws
// for them leaves the world as it was. Only a full wasm memory can stop a
// builder part way (the World's RangeError); what it had added stays.

import { describe } from '../dist/purupuru.js'

const FAR = 65536 // the World places points within ±this, in each axis
const TURN = 2 * Math.PI

// Option kinds: a number in [min, max] (an integer, or above min when asked),
// or true/false. A default of undefined is worked out after the others.
const number = (fallback, min, max, { integer = false, aboveMin = false } = {}) => ({ fallback, min, max, integer, aboveMin })
const count = (fallback, min, max) => number(fallback, min, max, { integer: true })
const stiffness = (fallback) => number(fallback, 0, 1, { aboveMin: true })
const flag = (fallback) => ({ fallback, flag: true })
const place = (fallback) => number(fallback, -FAR, FAR)

function fail(Type, builder, message) {
  throw new Type(`${builder}: ${message}`)
}

// Duck-typed, so a World from any load() (or any copy of this file) will do.
function checkWorld(builder, world) {
  if (typeof world?.addPoint !== 'function' || typeof world.link !== 'function') {
    fail(TypeError, builder, `world must be a World (new P.World(...) after load()), got ${describe(world)}`)
  }
}

function read(builder, given, specs) {
  if (given === undefined) given = {}
  if (given === null || typeof given !== 'object' || Array.isArray(given)) {
    fail(TypeError, builder, `options must be an object, got ${describe(given)}`)
  }
  const known = Object.keys(specs)
  for (const name of Object.keys(given)) {
    if (!known.includes(name)) fail(TypeError, builder, `unknown option '${name}' (known: ${known.join(', ')})`)
  }
  const values = {}
  for (const [name, spec] of Object.entries(specs)) {
    const value = given[name] === undefined ? spec.fallback : given[name]
    if (value !== undefined) values[name] = spec.flag ? checkFlag(builder, name, value) : checkNumber(builder, name, value, spec)
  }
  return values
}

function checkFlag(builder, name, value) {
  if (typeof value !== 'boolean') fail(TypeError, builder, `${name} must be true or false, got ${describe(value)}`)
  return value
}

function checkNumber(builder, name, value, { min, max, integer, aboveMin }) {
  if (typeof value !== 'number') fail(TypeError, builder, `${name} must be a number, got ${describe(value)}`)
  const inRange = (aboveMin ? value > min : value >= min) && value <= max
  if (!inRange || (integer && !Number.isInteger(value))) {
    const span = aboveMin ? `above ${min} and at most ${max}` : `from ${min} to ${max}`
    fail(RangeError, builder, `${name} must be ${integer ? 'an integer' : 'a number'} ${span}, got ${value}`)
  }
  return value
}

// The whole shape, before any of it is added: every point where the World
// can place one, and room for every point and link.
function checkRoom(builder, world, xy, links, placedBy) {
  for (let p = 0; p < xy.length; p += 2) {
    if (!(Math.abs(xy[p]) <= FAR && Math.abs(xy[p + 1]) <= FAR)) {
      fail(RangeError, builder, `${placedBy} put a point at (${xy[p]}, ${xy[p + 1]}), beyond ±${FAR} px`)
    }
  }
  const points = xy.length / 2
  if (world.count + points > world.maxPoints) {
    const room = world.maxPoints - world.count
    fail(RangeError, builder, `needs ${points} points, and the world has room for ${room} (maxPoints ${world.maxPoints})`)
  }
  const held = world.linksAdded // broken links keep their room
  if (held + links > world.maxLinks) {
    const room = world.maxLinks - held
    fail(RangeError, builder, `needs ${links} links, and the world has room for ${room} (maxLinks ${world.maxLinks})`)
  }
}

// A disk's radius: at most half the world's smaller side, as World.addPoint
// takes it, checked here so that the error names the builder's option.
const diskMost = (world) => Math.min(world.width, world.height) / 2
const radius = (world) => number(0, 0, diskMost(world))
// A link's breaking stretch, above 1 (World.link's breakAt); unset or Infinity: never.
const breakAt = () => number(undefined, 1, Infinity, { aboveMin: true })

// Groups the builders give a shape whose own points must not collide: far
// above the small numbers people pick, one new group per shape.
let nextGroup = 0x40000000

// Adds the points xy (disks of `radius`, in `group`) and links the pairs of
// their positions in it (rest lengths: the distances as laid out; solid if
// `solid` says so for the pair's index); returns { points, links }.
function addShape(world, xy, pairs, linkStiffness, { radius = 0, group = 0, solid = () => false, breakAt } = {}) {
  const points = []
  const disk = radius > 0 ? { radius, group } : undefined
  for (let p = 0; p < xy.length; p += 2) points.push(world.addPoint(xy[p], xy[p + 1], disk))
  const links = pairs.map(([a, b], n) =>
    world.link(points[a], points[b], { stiffness: linkStiffness, solid: radius > 0 && solid(n), breakAt }),
  )
  return { points, links }
}

/**
 * A rope of `segments` links and `length` px from (x, y), laid out along
 * `angle` (radians, canvas axes: 0 rightward, π/2 down); its first point is
 * pinned unless pinned is false. With a radius its points are disks and
 * its links solid; with breakAt its links break past breakAt times their
 * rest (World.link). Defaults: from the top middle of the world, 20
 * segments, 150 px, rightward, stiffness 1, pinned, radius 0, never breaking.
 */
export function rope(world, options) {
  checkWorld('rope', world)
  const o = read('rope', options, {
    x: place(world.width / 2),
    y: place(world.height * 0.1),
    segments: count(20, 2, 10000),
    length: number(150, 1e-3, FAR),
    angle: number(0, -TURN, TURN),
    stiffness: stiffness(1),
    pinned: flag(true),
    radius: radius(world),
    breakAt: breakAt(),
  })
  const xy = []
  const pairs = []
  for (let s = 0; s <= o.segments; s++) {
    const along = (o.length * s) / o.segments
    xy.push(o.x + along * Math.cos(o.angle), o.y + along * Math.sin(o.angle))
    if (s > 0) pairs.push([s - 1, s])
  }
  checkRoom('rope', world, xy, pairs.length, 'x, y, length and angle')
  const { points, links } = addShape(world, xy, pairs, o.stiffness, { radius: o.radius, solid: () => true, breakAt: o.breakAt })
  if (o.pinned) world.pin(points[0])
  return { points, links, angles: [], bodies: [] }
}

// Points of a cols x rows grid from its top-left corner, row by row, and the
// index of the point at (row, col).
function grid(x, y, cols, rows, spacing) {
  const xy = []
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) xy.push(x + c * spacing, y + r * spacing)
  return { xy, at: (r, c) => r * cols + c }
}

/**
 * A cloth: a cols x rows grid `spacing` px apart, its top-left corner at
 * (x, y), each point linked to its right and lower neighbour; the top row is
 * pinned every pinEvery columns and at both corners (pinEvery 0: nothing
 * pinned). With a radius its points are disks, one group of their own;
 * with breakAt its links break past breakAt times their rest: it tears.
 * Defaults: 24 x 14, 12 px, centred across the world near its top,
 * pinEvery 4, stiffness 1, radius 0, never tearing.
 */
export function cloth(world, options) {
  checkWorld('cloth', world)
  const o = read('cloth', options, {
    x: place(undefined),
    y: place(world.height * 0.08),
    cols: count(24, 2, 1000),
    rows: count(14, 2, 1000),
    spacing: number(12, 1e-3, FAR),
    pinEvery: count(4, 0, 1000),
    stiffness: stiffness(1),
    radius: radius(world),
    breakAt: breakAt(),
  })
  const x = o.x ?? (world.width - (o.cols - 1) * o.spacing) / 2
  const { xy, at } = grid(x, o.y, o.cols, o.rows, o.spacing)
  const pairs = []
  for (let r = 0; r < o.rows; r++) {
    for (let c = 0; c < o.cols; c++) {
      if (c + 1 < o.cols) pairs.push([at(r, c), at(r, c + 1)])
      if (r + 1 < o.rows) pairs.push([at(r, c), at(r + 1, c)])
    }
  }
  checkRoom('cloth', world, xy, pairs.length, 'x, y, cols, rows and spacing')
  const { points, links } = addShape(world, xy, pairs, o.stiffness, { radius: o.radius, group: nextGroup++, breakAt: o.breakAt })
  if (o.pinEvery > 0) {
    for (let c = 0; c < o.cols; c++) if (c % o.pinEvery === 0 || c === o.cols - 1) world.pin(points[c])
  }
  return { points, links, angles: [], bodies: [] }
}

/**
 * A balloon: `count` points on a circle of `radius` px about (x, y), the
 * first at the top and on clockwise (on screen), each linked to the next,
 * and a pressure body keeping the area they enclose (press: the share of
 * its error removed per relaxation). With a pointRadius its points are
 * disks and its links solid. Defaults: at the world's centre, 16 points,
 * radius 40, stiffness 1, press 0.5, pointRadius 0.
 */
export function ring(world, options) {
  checkWorld('ring', world)
  const o = read('ring', options, {
    x: place(world.width / 2),
    y: place(world.height / 2),
    count: count(16, 3, 10000),
    radius: number(40, 1e-3, FAR),
    stiffness: stiffness(1),
    press: number(0.5, 0, 1),
    pointRadius: radius(world),
  })
  const xy = []
  const pairs = []
  for (let p = 0; p < o.count; p++) {
    const at = -Math.PI / 2 + (TURN * p) / o.count
    xy.push(o.x + o.radius * Math.cos(at), o.y + o.radius * Math.sin(at))
    pairs.push([p, (p + 1) % o.count])
  }
  checkRoom('ring', world, xy, pairs.length, 'x, y and radius')
  const { points, links } = addShape(world, xy, pairs, o.stiffness, { radius: o.pointRadius, solid: () => true })
  const body = world.pressure(points, { press: o.press })
  return { points, links, angles: [], bodies: [body] }
}

/**
 * A jelly box: a cols x rows grid `spacing` px apart, its top-left corner at
 * (x, y), linked to its right and lower neighbours and across both
 * diagonals of every cell (so it resists shear), and a pressure body around
 * its rim (the top row left to right, down the right side, the bottom row
 * back, up the left side) keeping its area; that rim is returned too, to
 * fill. With a radius its points are disks and its rim's links solid, so
 * other bodies cannot pass into it between its points. Defaults: 5 x 5,
 * 16 px, centred in the world, stiffness 0.5, press 1, radius 0.
 */
export function jelly(world, options) {
  checkWorld('jelly', world)
  const o = read('jelly', options, {
    x: place(undefined),
    y: place(undefined),
    cols: count(5, 2, 1000),
    rows: count(5, 2, 1000),
    spacing: number(16, 1e-3, FAR),
    stiffness: stiffness(0.5),
    press: number(1, 0, 1),
    radius: radius(world),
  })
  const x = o.x ?? (world.width - (o.cols - 1) * o.spacing) / 2
  const y = o.y ?? (world.height - (o.rows - 1) * o.spacing) / 2
  const { xy, at } = grid(x, y, o.cols, o.rows, o.spacing)
  const pairs = []
  const onRim = new Set()
  for (let r = 0; r < o.rows; r++) {
    for (let c = 0; c < o.cols; c++) {
      if (c + 1 < o.cols) {
        if (r === 0 || r === o.rows - 1) onRim.add(pairs.length)
        pairs.push([at(r, c), at(r, c + 1)])
      }
      if (r + 1 < o.rows) {
        if (c === 0 || c === o.cols - 1) onRim.add(pairs.length)
        pairs.push([at(r, c), at(r + 1, c)])
      }
      if (c + 1 < o.cols && r + 1 < o.rows) pairs.push([at(r, c), at(r + 1, c + 1)], [at(r, c + 1), at(r + 1, c)])
    }
  }
  checkRoom('jelly', world, xy, pairs.length, 'x, y, cols, rows and spacing')
  const { points, links } = addShape(world, xy, pairs, o.stiffness, { radius: o.radius, solid: (n) => onRim.has(n) })
  const rim = []
  for (let c = 0; c < o.cols; c++) rim.push(at(0, c))
  for (let r = 1; r < o.rows; r++) rim.push(at(r, o.cols - 1))
  for (let c = o.cols - 2; c >= 0; c--) rim.push(at(o.rows - 1, c))
  for (let r = o.rows - 2; r >= 1; r--) rim.push(at(r, 0))
  const outline = rim.map((p) => points[p])
  const body = world.pressure(outline, { press: o.press })
  return { points, links, angles: [], bodies: [body], rim: outline }
}

// A standing figure, as fractions of its height from the head (0, 0) down
// to the feet: where each part starts, its bones, the braces holding its
// joints' bends and the joints [end, joint, end] for angle joints.
const HEAD = 0
const PELVIS = 2
const HANDS = [4, 6]
const FEET = [8, 10]
const FIGURE = {
  at: [
    [0, 0], [0, 0.14], [0, 0.5], // head, neck, pelvis
    [-0.12, 0.3], [-0.2, 0.46], [0.12, 0.3], [0.2, 0.46], // left elbow and hand, right elbow and hand
    [-0.07, 0.74], [-0.1, 1], [0.07, 0.74], [0.1, 1], // left knee and foot, right knee and foot
  ],
  bones: [[0, 1], [1, 2], [1, 3], [3, 4], [1, 5], [5, 6], [2, 7], [7, 8], [2, 9], [9, 10]],
  // A brace links a joint's ends. Near straight (hips, knees) that barely
  // resists bending, so the knees are linked to each other and so are the
  // feet: the legs cannot do the splits.
  braces: [
    [0, 2], // neck
    [2, 3], [2, 5], // shoulders
    [1, 4], [1, 6], // elbows
    [1, 7], [1, 9], [7, 9], // hips
    [2, 8], [2, 10], [8, 10], // knees
  ],
  joints: [[0, 1, 2], [2, 1, 3], [1, 3, 4], [2, 1, 5], [1, 5, 6], [1, 2, 7], [2, 7, 8], [1, 2, 9], [2, 9, 10]],
}

/**
 * A ragdoll `size` px tall, standing with its head at (x, y): head, neck,
 * pelvis, elbows, hands, knees and feet as points and its bones as links
 * (stiffness `stiffness`). Its neck, shoulders, elbows, hips and knees hold
 * their bend with a brace, a link from end to end across the joint, and
 * its knees and feet are linked pairwise (all of stiffness `joints`: low,
 * floppy; 1, a statue), and an angle joint at each (stiffness `angles`; 0
 * adds none), which also keeps the side a limb bends to. Besides the usual lists
 * it returns bones (the links to draw: not the braces), head, pelvis, hands
 * and feet (each [left, right] as drawn).
 * With a radius its points are disks and its bones solid, its own limbs
 * one group (they pass each other, and collide with everything else).
 * Defaults: head at the middle of the world, a fifth of the way down; size
 * 100 (draw the head with a radius of about size / 10); stiffness 1; joints
 * 0.3; angles 0.5; radius 0.
 */
export function ragdoll(world, options) {
  checkWorld('ragdoll', world)
  const o = read('ragdoll', options, {
    x: place(world.width / 2),
    y: place(world.height * 0.2),
    size: number(100, 1e-3, FAR),
    stiffness: stiffness(1),
    joints: stiffness(0.3),
    angles: number(0.5, 0, 1),
    radius: radius(world),
  })
  const xy = FIGURE.at.flatMap(([dx, dy]) => [o.x + dx * o.size, o.y + dy * o.size])
  checkRoom('ragdoll', world, xy, FIGURE.bones.length + FIGURE.braces.length, 'x, y and size')
  const body = { radius: o.radius, group: nextGroup++, solid: () => true }
  const { points, links: bones } = addShape(world, xy, FIGURE.bones, o.stiffness, body)
  const links = bones.concat(FIGURE.braces.map(([a, b]) => world.link(points[a], points[b], { stiffness: o.joints })))
  const angle = ([i, j, k]) => world.angle(points[i], points[j], points[k], { stiffness: o.angles })
  const angles = o.angles === 0 ? [] : FIGURE.joints.map(angle)
  return {
    points,
    links,
    angles,
    bodies: [],
    bones,
    head: points[HEAD],
    pelvis: points[PELVIS],
    hands: HANDS.map((p) => points[p]),
    feet: FEET.map((p) => points[p]),
  }
}

/**
 * A ball: one disk of `radius` px at (x, y), of `mass`. Defaults: at the
 * world's centre, radius 10, mass 1.
 */
export function ball(world, options) {
  checkWorld('ball', world)
  const o = read('ball', options, {
    x: place(world.width / 2),
    y: place(world.height / 2),
    radius: number(10, 0, diskMost(world), { aboveMin: true }),
    mass: number(1, 0, FAR, { aboveMin: true }),
  })
  checkRoom('ball', world, [o.x, o.y], 0, 'x and y')
  return { points: [world.addPoint(o.x, o.y, { radius: o.radius, mass: o.mass })], links: [], angles: [], bodies: [] }
}

/**
 * A pile: `count` disks of `radius` px filling the box width x height from
 * its bottom-left corner (x, y + height) up, row by row, each row shifted
 * half a gap from the last, a tenth of a radius apart, ready to fall. More
 * than the box holds is an error. Defaults: the world's lower half, radius
 * 4, as many as fill the box.
 */
export function pile(world, options) {
  checkWorld('pile', world)
  const o = read('pile', options, {
    x: place(0),
    y: place(world.height / 2),
    width: number(world.width, 0, FAR, { aboveMin: true }),
    height: number(world.height / 2, 0, FAR, { aboveMin: true }),
    radius: number(4, 0, diskMost(world), { aboveMin: true }),
    count: count(undefined, 1, 262144),
  })
  const gap = 2.2 * o.radius
  const perRow = Math.floor((o.width - 2 * o.radius - gap / 2) / gap) + 1
  const rows = Math.floor((o.height - 2 * o.radius) / gap) + 1
  if (perRow < 1 || rows < 1) fail(RangeError, 'pile', `a box of ${o.width} x ${o.height} px holds no disk of radius ${o.radius}`)
  const disks = o.count ?? perRow * rows
  if (disks > perRow * rows) {
    fail(RangeError, 'pile', `count must be at most ${perRow * rows} (what the box holds at radius ${o.radius}), got ${disks}`)
  }
  const xy = []
  for (let n = 0; n < disks; n++) {
    const row = Math.floor(n / perRow)
    xy.push(o.x + o.radius + (n % perRow) * gap + (row % 2) * (gap / 2), o.y + o.height - o.radius - row * gap)
  }
  const room = world.maxPoints - world.count
  if (o.count === undefined && disks > room) {
    fail(RangeError, 'pile', `filling the box takes ${disks} disks, and the world has room for ${room} (maxPoints ${world.maxPoints}): pass a count, or a smaller box`)
  }
  checkRoom('pile', world, xy, 0, 'x, y, width and height')
  const { points } = addShape(world, xy, [], 1, { radius: o.radius })
  return { points, links: [], angles: [], bodies: [] }
}
