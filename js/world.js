// World: a scene of your own, composed from points, links (distance
// constraints), angle joints and pressure bodies, built while it runs.
// Arguments are checked here and refused with a TypeError or RangeError that
// names them, before anything changes; the core checks them again, so no
// call can hurt the module.
import { allocating, describe, MAX_FRAMES_PER_CALL, rangeMessage, requireNumbers, view } from './scenes.js'

const NEAREST = 65536 // coordinates and rests within ±this (the core's kFarthestTarget)
const DEFAULTS = { gravity: 0.5, iter: 8, damping: 1, walls: true, maxPoints: 1024, maxLinks: undefined }
const RANGES = {
  width: [1, 16384],
  height: [1, 16384],
  gravity: [-1000, 1000],
  iter: [1, 1000, true],
  damping: [0, 1],
  maxPoints: [1, 262144, true], // both reserved when the world is made
  maxLinks: [0, 1048576, true],
}

const where = (method) => `World${method ? `.${method}` : ''}`

function fail(Error, method, message) {
  throw new Error(`${where(method)}: ${message}`)
}

function number(method, name, value, [min, max, integer] = [-NEAREST, NEAREST]) {
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
  for (const side of ['width', 'height']) {
    if (!Object.hasOwn(given, side)) fail(TypeError, '', `${side} is required (the canvas size in CSS pixels)`)
  }
  const o = { ...DEFAULTS }
  for (const [name, value] of Object.entries(given)) if (value !== undefined) o[name] = value // undefined: the default
  for (const name of Object.keys(RANGES)) if (o[name] !== undefined) number('', name, o[name], RANGES[name])
  if (typeof o.walls !== 'boolean') fail(TypeError, '', `walls must be true or false, got ${describe(o.walls)}`)
  o.maxLinks ??= Math.min(4 * o.maxPoints, RANGES.maxLinks[1])
  return o
}

export class World {
  #address = 0
  #size
  #maxPoints
  #maxLinks
  #wasm
  #points = null
  #links = null

  /** The names of its options, width and height first. */
  static get optionNames() {
    return Object.keys(RANGES).concat('walls')
  }

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
      this.#wasm._purupuru_world_new(o.width, o.height, o.gravity, o.iter, o.damping, o.walls, o.maxPoints, o.maxLinks),
    )
    this.#size = [o.width, o.height]
    this.#maxPoints = o.maxPoints
    this.#maxLinks = o.maxLinks
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
    return this.#wasm[`_purupuru_world_${name}`](this.#address, ...args)
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

  /** Adds a point at rest at (x, y); returns its index (0, 1, 2, ...). */
  addPoint(x, y) {
    number('addPoint', 'x', x)
    number('addPoint', 'y', y)
    if (this.count >= this.maxPoints) fail(RangeError, 'addPoint', `the world is full: maxPoints is ${this.maxPoints}`)
    return this.#call('add_point', x, y)
  }

  /** Links points i and j at rest (default: their distance now); returns the link's index. */
  link(i, j, options) {
    this.#index('link', 'i', i)
    this.#index('link', 'j', j)
    if (i === j) fail(RangeError, 'link', `i and j must be different points, got ${i} twice`)
    const { rest, stiffness: s } = settings('link', options, ['rest', 'stiffness'])
    if (rest !== undefined) number('link', 'rest', rest, [0, NEAREST])
    stiffness('link', s)
    if (this.#call('link_count') >= this.maxLinks) fail(RangeError, 'link', `the world is full: maxLinks is ${this.maxLinks}`)
    return this.#adding('link', () => this.#call('link', i, j, rest ?? -1, s ?? 1)) // -1: the distance now
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
    if (target !== undefined) number('pressure', 'target', target, [0, NEAREST * NEAREST])
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

  /** Takes hold of the nearest free point within 32 px of (x, y); returns its index or -1. */
  grab(x, y) {
    return this.#call('grab', finite('grab', 'x', x), finite('grab', 'y', y))
  }

  /** Moves the held point to (x, y) on the next step: it sits exactly at the pointer. */
  drag(x, y) {
    this.#call('drag', finite('drag', 'x', x), finite('drag', 'y', y))
  }

  /** Lets go; with (vx, vy) the point leaves at that velocity, px per frame. */
  release(vx, vy) {
    if (vx === undefined && vy === undefined) return void this.#call('release')
    this.#call('throw', finite('release', 'vx', vx), finite('release', 'vy', vy)) // the core keeps it within ±65536
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

  /** Uint32Array [a0, b0, a1, b1, ...]: each link's two points, a view into wasm memory. */
  links() {
    this.#links = view(this.#wasm, this.#links, Uint32Array, this.#call('links'), 2 * this.#call('link_count'))
    return this.#links
  }

  get count() {
    return this.#call('count')
  }

  /** True once a point stopped being finite or flew past ±1048576 px: the world then stops. */
  get diverged() {
    return this.#call('diverged') === 1
  }

  /** Frees the world's wasm memory; any later call on it throws. */
  delete() {
    this.#call('delete')
    this.#address = 0
    this.#points = this.#links = null
  }
}
