// World: a scene of your own, composed from points, links (distance
// constraints), angle joints and pressure bodies, built while it runs.
// Arguments are checked here and refused with a TypeError or RangeError that
// names them, before anything changes; the core checks them again, so no
// call can hurt the module.
import { describe, FARTHEST, MAX_FRAMES_PER_CALL, rangeMessage, requireFinger, requireNumbers } from './checks.js'
import { allocating, view } from './memory.js'
import { restoreSnapshot, takeSnapshot } from './snapshots.js'

const DEFAULTS = {
  gravity: 0.5,
  iter: 8,
  damping: 1,
  walls: true,
  maxPoints: 1024,
  maxLinks: undefined,
  substeps: 1,
  friction: 0.3,
  staticFriction: undefined,
  restitution: 0,
  maxContacts: undefined,
  maxShapes: 64,
  touchEvents: false,
}
const RANGES = {
  width: [1, 16384],
  height: [1, 16384],
  gravity: [-1000, 1000],
  iter: [1, 1000, true],
  damping: [0, 1],
  maxPoints: [1, 262144, true], // these four are reserved when the world is made
  maxLinks: [0, 1048576, true],
  maxContacts: [0, 4194304, true],
  maxShapes: [0, 65536, true],
  substeps: [1, 64, true],
  friction: [0, FARTHEST],
  staticFriction: [0, FARTHEST],
  restitution: [0, 1],
}
const CONTACTS_PER_POINT = 6 // a dense pile's disk has six neighbours, and may touch a wall or shape
const STATIC_FRICTION = 0.5 // the default, or the kinetic friction if that is higher
// The shortest edge a shape may have, px (core/world/shapes/rounded_polygon.hpp kLeastSpan).
const LEAST_SPAN = 1e-6
// What purupuru_polygon_problem answers, worded (core/world/shapes/rounded_polygon.hpp).
const POLYGON_PROBLEMS = [
  '',
  'must have 1 to 8 corners',
  'must hold finite numbers',
  'must have two different ends',
  'must enclose an area (no three corners in a line)',
  'must be convex, with no three corners in a line',
  'must each lie at least 1e-6 px from the next',
]

const where = (method) => `World${method ? `.${method}` : ''}`

function fail(Error, method, message) {
  throw new Error(`${where(method)}: ${message}`)
}

function number(method, name, value, [min, max, integer] = [-FARTHEST, FARTHEST]) {
  if (typeof value !== 'number') fail(TypeError, method, `${name} must be a number, got ${describe(value)}`)
  if (!(value >= min && value <= max) || (integer && !Number.isInteger(value))) {
    throw new RangeError(rangeMessage(where(method), name, { min, max, integer }, value))
  }
  return value
}

function settings(method, given, known) {
  if (given === undefined) return {}
  if (given === null || typeof given !== 'object' || Array.isArray(given)) {
    fail(TypeError, method, `options must be an object, got ${describe(given)}`)
  }
  for (const key of Object.keys(given)) {
    if (!known.includes(key)) fail(TypeError, method, `unknown option '${key}' (known: ${known.join(', ')})`)
  }
  return given
}

// Any finite number (a pointer may be anywhere), checked as the scenes check theirs.
function finite(method, name, value) {
  requireNumbers('World', method, [name], [value])
  return value
}

function stiffness(method, value = 1) {
  if (typeof value !== 'number') fail(TypeError, method, `stiffness must be a number, got ${describe(value)}`)
  if (!(value > 0 && value <= 1)) fail(RangeError, method, `stiffness must be a number above 0 and at most 1, got ${value}`)
  return value
}

// The options with their defaults, each checked; throws naming the first bad one.
function checkOptions(options) {
  if (options === undefined) fail(TypeError, '', 'options with width and height are required (the canvas size in CSS pixels)')
  const given = settings('', options, World.optionNames)
  const o = { ...DEFAULTS }
  for (const [name, value] of Object.entries(given)) if (value !== undefined) o[name] = value // undefined: the default
  for (const side of ['width', 'height']) {
    if (o[side] === undefined) fail(TypeError, '', `${side} is required (the canvas size in CSS pixels)`)
  }
  for (const name of Object.keys(RANGES)) if (o[name] !== undefined) number('', name, o[name], RANGES[name])
  for (const name of ['walls', 'touchEvents']) flag('', name, o[name], true)
  o.maxLinks ??= Math.min(4 * o.maxPoints, RANGES.maxLinks[1])
  o.maxContacts ??= Math.min(CONTACTS_PER_POINT * o.maxPoints, RANGES.maxContacts[1])
  o.staticFriction ??= Math.max(STATIC_FRICTION, o.friction)
  staticAtLeastKinetic('', o)
  return o
}

function staticAtLeastKinetic(method, { friction, staticFriction }) {
  if (staticFriction < friction) {
    fail(RangeError, method, `staticFriction must be at least friction (${friction}), got ${staticFriction}`)
  }
}

function flag(method, name, value, required) {
  if ((required || value !== undefined) && typeof value !== 'boolean') fail(TypeError, method, `${name} must be true or false, got ${describe(value)}`)
  return value === true
}

// A corner list: an array (or array-like) of numbers [x0, y0, x1, y1, ...].
function cornerList(method, corners) {
  if (corners === null || typeof corners !== 'object' || typeof corners.length !== 'number') {
    fail(TypeError, method, `corners must be an array of numbers [x0, y0, x1, y1, ...], got ${describe(corners)}`)
  }
  const xy = Array.from(corners)
  if (xy.length % 2 !== 0) fail(RangeError, method, `corners must hold pairs of numbers, got ${xy.length} numbers`)
  for (const [n, value] of xy.entries()) number(method, `corners[${n}]`, value)
  return xy
}

// What events() holds, in the order of the core's lists (bindings/world_exports.cpp).
const EVENT_LISTS = ['began', 'ended', 'shapeBegan', 'shapeEnded', 'broken']

export class World {
  #address = 0
  #size
  #maxPoints
  #maxLinks
  #wasm
  #points = null
  #links = null
  #events = null

  /** The names of its options, width and height first. */
  static get optionNames() {
    return Object.keys(RANGES).concat('walls', 'touchEvents')
  }

  #material
  #maxContacts
  #maxShapes
  #substeps

  /** Throws the error the constructor would for these options; makes nothing. */
  static check(options) {
    checkOptions(options)
  }

  constructor(options) {
    const context = this.constructor.context
    if (!context) throw new Error('World: call load() and use the World it returns')
    const o = checkOptions(options)
    this.#wasm = context.module
    this.#address = allocating('World', this.#wasm, () =>
      this.#wasm._purupuru_world_new(
        o.width, o.height, o.gravity, o.iter, o.damping, o.walls, o.maxPoints, o.maxLinks,
        o.substeps, o.friction, o.staticFriction, o.restitution, o.maxContacts, o.maxShapes, o.touchEvents,
      ),
    )
    this.#size = [o.width, o.height]
    this.#maxPoints = o.maxPoints
    this.#maxLinks = o.maxLinks
    this.#maxContacts = o.maxContacts
    this.#maxShapes = o.maxShapes
    this.#substeps = o.substeps
    this.#material = { friction: o.friction, staticFriction: o.staticFriction, restitution: o.restitution }
  }

  /** Sub-steps per step. */
  get substeps() {
    return this.#substeps
  }

  /** Room for the disks' and solid links' contacts, and again for the shapes'; more are left out (see contactsDropped). */
  get maxContacts() {
    return this.#maxContacts
  }

  /** Most shapes the world is given over its life (removed ones count). */
  get maxShapes() {
    return this.#maxShapes
  }

  get width() {
    return this.#size[0]
  }

  get height() {
    return this.#size[1]
  }

  /** Most points the world holds (its views are sized for them). */
  get maxPoints() {
    return this.#maxPoints
  }

  /** Most links it holds. */
  get maxLinks() {
    return this.#maxLinks
  }

  // Calls the core's purupuru_world_<name> on this world.
  #call(name, ...args) {
    if (!this.#address) throw new Error('World: this world was deleted')
    return name && this.#wasm[`_purupuru_world_${name}`](this.#address, ...args)
  }

  // A call of `method` that may take wasm memory (see allocating()).
  #adding(method, make) {
    return allocating(where(method), this.#wasm, make, 'delete() the scenes you no longer need')
  }

  #index(method, name, value, count = this.count, what = 'point') {
    if (typeof value !== 'number') fail(TypeError, method, `${name} must be a ${what} index, got ${describe(value)}`)
    if (!Number.isInteger(value) || value < 0 || value >= count) {
      const range = count === 0 ? `but the world has no ${what === 'body' ? 'bodies' : 'points'} yet` : `from 0 to ${count - 1}`
      fail(RangeError, method, `${name} must be a ${what} index ${range}, got ${value}`)
    }
    return value
  }

  /**
   * Adds a point at rest at (x, y); returns its index (0, 1, 2, ...). With a
   * radius it is a disk that collides; mass weights its share of every
   * constraint; points of one non-zero group never collide with each other.
   */
  addPoint(x, y, options) {
    number('addPoint', 'x', x)
    number('addPoint', 'y', y)
    const { radius = 0, mass = 1, group = 0 } = settings('addPoint', options, ['radius', 'mass', 'group'])
    number('addPoint', 'radius', radius, [0, Math.min(this.width, this.height) / 2]) // a disk fits in the world
    number('addPoint', 'mass', mass, [0, FARTHEST])
    if (mass === 0) fail(RangeError, 'addPoint', 'mass must be above 0 (pin a point to hold it still), got 0')
    number('addPoint', 'group', group, [0, 2 ** 32 - 1, true])
    if (this.count >= this.maxPoints) fail(RangeError, 'addPoint', `the world is full: maxPoints is ${this.maxPoints}`)
    return this.#call('add_point', x, y, radius, mass, group)
  }

  /**
   * Links points i and j at rest (default: their distance now); returns the
   * link's index. A solid link is a capsule between its ends' disks, which
   * other disks collide with. With breakAt (above 1) the link breaks for
   * good at the end of the first step after which it is longer than
   * breakAt times its rest.
   */
  link(i, j, options) {
    this.#index('link', 'i', i)
    this.#index('link', 'j', j)
    if (i === j) fail(RangeError, 'link', `i and j must be different points, got ${i} twice`)
    const { rest, stiffness: s, solid, breakAt } = settings('link', options, ['rest', 'stiffness', 'solid', 'breakAt'])
    if (rest !== undefined) number('link', 'rest', rest, [0, FARTHEST])
    stiffness('link', s)
    const isSolid = flag('link', 'solid', solid)
    if (breakAt !== undefined) {
      if (typeof breakAt !== 'number') fail(TypeError, 'link', `breakAt must be a number, got ${describe(breakAt)}`)
      if (!(breakAt > 1)) fail(RangeError, 'link', `breakAt must be above 1 (a share of the rest length), got ${breakAt}`)
    }
    if (this.linksAdded >= this.maxLinks) {
      const broken = this.linksAdded - this.linkCount
      fail(RangeError, 'link', `the world is full: maxLinks is ${this.maxLinks}${broken ? ` (its ${broken} broken links keep their room)` : ''}`)
    }
    // rest -1: the distance now; breakAt Infinity: never. The room for links
    // is made with the world: adding one takes no memory.
    return this.#call('link', i, j, rest ?? -1, s ?? 1, isSolid, breakAt ?? Infinity)
  }

  /**
   * Breaks every whole link that the segment from (x0, y0) to (x1, y1)
   * touches (crossing it, touching it at an end, or along it); returns how many.
   */
  cut(x0, y0, x1, y1) {
    for (const [name, value] of Object.entries({ x0, y0, x1, y1 })) number('cut', name, value)
    return this.#call('cut', x0, y0, x1, y1)
  }

  /** The links still whole: what links() holds. */
  get linkCount() {
    return this.#call('link_count')
  }

  /** Every link added, broken or whole: what maxLinks bounds. */
  get linksAdded() {
    return this.#call('links_added')
  }

  /** A static circle of radius r centred at (x, y); returns its shape index. */
  addCircle(x, y, r, options) {
    return this.#shape('addCircle', [0, 0], number('addCircle', 'r', r, [0, FARTHEST]), x, y, 0, options)
  }

  /** A static box centred at (x, y), turned by options.angle (radians); returns its shape index. */
  addBox(x, y, width, height, options) {
    const { angle = 0, ...material } = settings('addBox', options, ['angle', 'friction', 'staticFriction', 'restitution'])
    const w = number('addBox', 'width', width, [0, FARTHEST]) / 2
    const h = number('addBox', 'height', height, [0, FARTHEST]) / 2
    if (!(w >= LEAST_SPAN / 2 && h >= LEAST_SPAN / 2)) fail(RangeError, 'addBox', `width and height must be at least 1e-6 px, got ${width} x ${height}`)
    number('addBox', 'angle', angle, [-FARTHEST, FARTHEST])
    return this.#shape('addBox', [-w, -h, w, -h, w, h, -w, h], 0, x, y, angle, material)
  }

  /** A static capsule from (x0, y0) to (x1, y1) of radius r (a segment when r is 0); returns its shape index. */
  addCapsule(x0, y0, x1, y1, r, options) {
    for (const [name, value] of Object.entries({ x0, y0, x1, y1 })) number('addCapsule', name, value)
    number('addCapsule', 'r', r, [0, FARTHEST])
    if (!(Math.hypot(x1 - x0, y1 - y0) >= LEAST_SPAN)) fail(RangeError, 'addCapsule', `its ends must be at least 1e-6 px apart, got (${x0}, ${y0}) and (${x1}, ${y1})`)
    const hx = (x1 - x0) / 2, hy = (y1 - y0) / 2
    return this.#shape('addCapsule', [-hx, -hy, hx, hy], r, x0 + hx, y0 + hy, 0, options)
  }

  /** A static convex polygon from its corners [x0, y0, x1, y1, ...] in either winding; returns its shape index. */
  addPolygon(corners, options) {
    const xy = cornerList('addPolygon', corners)
    if (xy.length < 6 || xy.length > 16) fail(RangeError, 'addPolygon', `corners must hold 3 to 8 corners, got ${xy.length / 2}`)
    // Its pose is the corners' mean: moveShape moves that point.
    let cx = 0, cy = 0
    for (let k = 0; k < xy.length; k += 2) {
      cx += xy[k] / (xy.length / 2)
      cy += xy[k + 1] / (xy.length / 2)
    }
    const local = xy.map((v, k) => v - (k % 2 === 0 ? cx : cy))
    return this.#shape('addPolygon', local, 0, cx, cy, 0, options, xy)
  }

  // Checks a shape's pose and material, then adds it through the corner scratch.
  #shape(method, local, radius, x, y, angle, options, given = local) {
    number(method, 'x', x)
    number(method, 'y', y)
    const m = settings(method, options, ['friction', 'staticFriction', 'restitution'])
    const friction = m.friction === undefined ? this.#material.friction : number(method, 'friction', m.friction, RANGES.friction)
    const staticFriction =
      m.staticFriction === undefined
        ? Math.max(this.#material.staticFriction, friction)
        : number(method, 'staticFriction', m.staticFriction, RANGES.staticFriction)
    staticAtLeastKinetic(method, { friction, staticFriction })
    const restitution = m.restitution === undefined ? this.#material.restitution : number(method, 'restitution', m.restitution, RANGES.restitution)
    const scratch = this.#wasm._purupuru_corner_scratch() / 8
    this.#wasm.HEAPF64.set(given, scratch)
    const problem = this.#wasm._purupuru_polygon_problem(given.length / 2)
    if (problem !== 0) fail(RangeError, method, `corners ${POLYGON_PROBLEMS[problem]}, got [${given.join(', ')}]`)
    if (this.shapeCount >= this.maxShapes) fail(RangeError, method, `the world is full: maxShapes is ${this.maxShapes}`)
    this.#wasm.HEAPF64.set(local, scratch)
    return this.#call('add_shape', local.length / 2, radius, x, y, angle, friction, staticFriction, restitution)
  }

  #shapeIndex(method, s) {
    if (typeof s !== 'number') fail(TypeError, method, `s must be a shape index, got ${describe(s)}`)
    if (!Number.isInteger(s) || !this.#call('is_shape', s)) {
      const count = this.shapeCount
      const range = count === 0 ? 'but the world has no shapes yet' : `from 0 to ${count - 1} that was not removed`
      fail(RangeError, method, `s must be a shape index ${range}, got ${s}`)
    }
    return s
  }

  /**
   * Moves shape s (kinematic) so that its centre is at (x, y), turned by angle
   * radians from how it was made (default: as it is turned now). The next
   * step sweeps it there, pushing what it meets and carrying what rests on it.
   */
  moveShape(s, x, y, angle) {
    this.#shapeIndex('moveShape', s)
    number('moveShape', 'x', x)
    number('moveShape', 'y', y)
    if (angle !== undefined) number('moveShape', 'angle', angle, [-FARTHEST, FARTHEST])
    this.#call('move_shape', s, x, y, angle ?? this.#call('shape_pose', s, 2))
  }

  /** Where shape s is (or goes, after moveShape): { x, y, angle }. */
  shapePose(s) {
    this.#shapeIndex('shapePose', s)
    return { x: this.#call('shape_pose', s, 0), y: this.#call('shape_pose', s, 1), angle: this.#call('shape_pose', s, 2) }
  }

  /** Removes shape s; its index is not given to another shape. */
  removeShape(s) {
    this.#call('remove_shape', this.#shapeIndex('removeShape', s))
  }

  /** Shapes added so far, removed ones included (indices run from 0 to this - 1). */
  get shapeCount() {
    return this.#call('shape_count')
  }

  /** Contacts listed in the last sub-step of the last step (touching, or within a margin of it). */
  get contactCount() {
    return this.#call('contact_count')
  }

  /** Contacts found past maxContacts and left out (the disks' list when last made, the shapes' this sub-step): 0 unless the world is too full. */
  get contactsDropped() {
    return this.#call('dropped_contacts')
  }

  /** True while the world rests: nothing moved for a second of frames, so step() does nothing until a call changes it. */
  get resting() {
    return this.#call('resting') === 1
  }

  /** Has a resting world step again (it rests anew after another second of stillness). */
  wake() {
    this.#call('wake')
  }

  /** Keeps the angle at j from j→i to j→k (radians, default the angle now); returns the joint's index. */
  angle(i, j, k, options) {
    this.#index('angle', 'i', i)
    this.#index('angle', 'j', j)
    this.#index('angle', 'k', k)
    if (i === j || j === k || i === k) fail(RangeError, 'angle', `i, j and k must be three different points, got ${i}, ${j}, ${k}`)
    const { angle, stiffness: s } = settings('angle', options, ['angle', 'stiffness'])
    if (angle !== undefined) number('angle', 'angle', angle, [-2 * Math.PI, 2 * Math.PI])
    stiffness('angle', s)
    return this.#adding('angle', () => this.#call('angle', i, j, k, angle ?? 1e300, s ?? 1)) // 1e300: the angle now
  }

  /** Makes the closed ring of points a pressure body; returns its index. */
  pressure(ring, options) {
    if (ring === null || typeof ring !== 'object' || typeof ring.length !== 'number') {
      fail(TypeError, 'pressure', `ring must be an array of point indices, got ${describe(ring)}`)
    }
    ring = Array.from(ring) // one reading, checked and then copied
    if (ring.length < 3) fail(RangeError, 'pressure', `ring must hold at least 3 points, got ${ring.length}`)
    const seen = new Set()
    for (const [n, index] of ring.entries()) {
      this.#index('pressure', `ring[${n}]`, index)
      if (seen.has(index)) fail(RangeError, 'pressure', `ring must not repeat a point, got ${index} twice`)
      seen.add(index)
    }
    const { target, press = 1 } = settings('pressure', options, ['target', 'press'])
    if (target !== undefined) number('pressure', 'target', target, [0, FARTHEST * FARTHEST])
    number('pressure', 'press', press, [0, 1])
    return this.#adding('pressure', () => {
      const address = this.#wasm._purupuru_ring_scratch(ring.length) / 4
      this.#wasm.HEAPU32.set(ring, address)
      return this.#call('pressure', ring.length, target ?? -1, press) // -1: the area now
    })
  }

  /** The area of pressure body `body` now, px². */
  area(body) {
    return this.#call('area', this.#index('area', 'body', body, this.#call('body_count'), 'body'))
  }

  /** Pins point i where it is, or at (x, y). */
  pin(i, x, y) {
    this.#index('pin', 'i', i)
    if (x === undefined && y === undefined) return void this.#call('pin', i)
    this.#call('pin_at', i, number('pin', 'x', x), number('pin', 'y', y))
  }

  /** Frees a pinned point. */
  unpin(i) {
    this.#call('unpin', this.#index('unpin', 'i', i))
  }

  /**
   * Takes hold of the nearest free point within 32 px of (x, y), with one
   * of FINGERS fingers (default 0: a mouse); returns its index or -1.
   */
  grab(x, y, finger) {
    return this.#call('grab', finite('grab', 'x', x), finite('grab', 'y', y), requireFinger('World', 'grab', finger))
  }

  /** Moves the finger's held point to (x, y) on the next step: it sits exactly at the pointer. */
  drag(x, y, finger) {
    this.#call('drag', finite('drag', 'x', x), finite('drag', 'y', y), requireFinger('World', 'drag', finger))
  }

  /** Lets go of the finger's point; with (vx, vy) it leaves at that velocity, px per frame. */
  release(vx, vy, finger) {
    const which = requireFinger('World', 'release', finger)
    if (vx === undefined && vy === undefined) return void this.#call('release', which)
    this.#call('throw', finite('release', 'vx', vx), finite('release', 'vy', vy), which) // the core keeps it within ±65536
  }

  /** Advances `frames` frames (default 1), exactly as that many step() calls. */
  step(frames = 1) {
    if (frames !== 1) number('step', 'frames', frames, [0, MAX_FRAMES_PER_CALL, true])
    this.#call('step', frames)
  }

  /**
   * Float64Array [x0, y0, x1, y1, ...] of the points there are now, a view
   * into wasm memory (no copy). Its buffer never moves while the world
   * lives; take it again to see points added since.
   */
  points() {
    this.#points = view(this.#wasm, this.#points, Float64Array, this.#call('points'), 2 * this.count)
    return this.#points
  }

  /**
   * Uint32Array [a0, b0, a1, b1, ...]: each whole link's two points, in the
   * order added, a view into wasm memory. A link that breaks (in step() or
   * cut()) leaves the list at once: call links() again after either.
   */
  links() {
    this.#links = view(this.#wasm, this.#links, Uint32Array, this.#call('links'), 2 * this.#call('link_count'))
    return this.#links
  }

  /**
   * What the last step() told, as Uint32Array views into wasm memory (no
   * copy): with the touchEvents option, `began` and `ended` [a0, b0, ...],
   * the pairs of disks that began and stopped touching, and `shapeBegan` and
   * `shapeEnded` [point0, shape0, ...], the same against shapes; and
   * `broken`, the links it broke, by index, and any cut() broke after it.
   * The same object each call, a view made again only when its length
   * changed; take it again after the next step(), cut() or restore().
   */
  events() {
    const events = (this.#events ??= {})
    for (let list = 0; list < EVENT_LISTS.length; list++) {
      const name = EVENT_LISTS[list]
      events[name] = view(this.#wasm, events[name], Uint32Array, this.#call('events', list), this.#call('event_length', list))
    }
    return events
  }

  get count() {
    return this.#call('count')
  }

  /** True once a point stopped being finite or flew past ±1048576 px: the world then stops. */
  get diverged() {
    return this.#call('diverged') === 1
  }

  /**
   * The world's whole state as bytes (a copy the caller owns): restore() it
   * into this world, or into one built the same way (same options, the same
   * builders in the same order), and it steps on exactly as this one does
   * from here. It may grow wasm memory: take points() and links() again after.
   */
  snapshot() {
    this.#call()
    return takeSnapshot('World', this.#wasm, () => this.#call('snapshot'))
  }

  /**
   * Puts the world back in the state a snapshot holds: motion, pins, held
   * points, broken links, shapes' poses, rest. A snapshot that is cut,
   * altered, not a World's, or of a world built another way is refused with
   * a RangeError, and the world is left as it was.
   */
  restore(snapshot) {
    this.#call()
    restoreSnapshot('World', this.#wasm, snapshot, (size) => this.#call('restore', size))
  }

  /** Frees the world's wasm memory; any later call on it throws. */
  delete() {
    this.#call('delete')
    this.#address = 0
    this.#points = this.#links = this.#events = null
  }
}
