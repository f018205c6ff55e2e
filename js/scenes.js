// The idiomatic surface over the raw Embind classes: option objects with
// defaults, checks that throw TypeError or RangeError naming the option, and
// a clear error after delete(). Physics stays in C++.
//
// Options cross into wasm as numbers in a shared buffer (see
// bindings/option_slots.hpp); the messages are worded here from each
// option's name and range, which the module reports once per scene.
//
// Views: points(), links() and matrix() look straight into wasm memory.
// Growing memory (only creating a scene can) detaches every typed array over
// it; each call of points() checks and, if so, makes a fresh view (cheap).

import { describe, FARTHEST, MAX_FRAMES_PER_CALL, rangeMessage, requireFinger, requireNumbers } from './checks.js'
import { allocating, cString, view } from './memory.js'
import { restoreSnapshot, takeSnapshot } from './snapshots.js'

const CALL = Symbol('call')
const VIEW = Symbol('view')
const CANVAS = { min: 1, max: 16384, integer: false }
const CANVAS_PROBLEM = 1000

// What the scenes of one instantiated module share: the module, its scenes'
// kinds by name (as it lists them), its option slots and the option lists
// read from it so far. The World needs the module only.
export function sceneContext(module) {
  const kinds = new Map()
  for (let kind = 0, name; (name = module.sceneName(kind)); kind++) kinds.set(cString(module, name), kind)
  return { module, kinds, slots: module.slotsAddress() / 8, optionLists: new Map() }
}

// How a name appears in a message: quoted when it is a string.
const quoted = (name) => (typeof name === 'string' ? `'${name}'` : describe(name))

// [{ name, min, max, integer, live, offAtZero, index }] in the module's order, by name.
function optionList({ module: wasm, kinds, slots, optionLists }, name) {
  if (!optionLists.has(name)) {
    const kind = kinds.get(name)
    const list = new Map()
    for (let index = 0; index < wasm.optionCount(kind); index++) {
      const option = cString(wasm, wasm.optionSpec(kind, index, 640, 360))
      const [min, max, integer, live, , offAtZero] = wasm.HEAPF64.subarray(slots, slots + 6)
      list.set(option, { name: option, min, max, integer: integer === 1, live: live === 1, offAtZero: offAtZero === 1, index })
    }
    optionLists.set(name, list)
  }
  return optionLists.get(name)
}

// Checks a scene's options and leaves them, with the defaults for the rest,
// in the module's option slots; returns where and what to construct.
function checkOptions(Scene, options) {
  const name = Scene.sceneName
  const context = Scene.context
  if (!context) throw new Error(`${name}: call load() and use the scenes it returns`)
  const wasm = context.module
  if (typeof (options ?? {}) !== 'object' || Array.isArray(options)) {
    throw new TypeError(`${name}: options must be an object, got ${describe(options)}`)
  }
  const known = optionList(context, name)
  // The options' own properties, checked; one given as undefined takes its
  // default, as the World's do.
  const given = {}
  for (const [key, value] of Object.entries(options ?? {})) {
    if (key !== 'width' && key !== 'height' && !known.has(key)) {
      const names = ['width', 'height', ...known.keys()].join(', ')
      throw new TypeError(`${name}: unknown option '${key}' (known: ${names})`)
    }
    if (value === undefined) continue
    if (typeof value !== 'number') throw new TypeError(`${name}: ${key} must be a number, got ${describe(value)}`)
    given[key] = value
  }
  const size = {}
  for (const side of ['width', 'height']) {
    if (Object.hasOwn(given, side)) size[side] = given[side]
    else if (Scene.sizeRequired) {
      throw new TypeError(`${name}: ${side} is required (the canvas size in CSS pixels)`)
    } else size[side] = side === 'width' ? 640 : 360
  }
  const { width, height } = size
  const kind = context.kinds.get(name)
  wasm.writeDefaults(kind, width, height)
  const values = wasm.HEAPF64
  for (const spec of known.values()) {
    if (Object.hasOwn(given, spec.name)) values[context.slots + spec.index] = given[spec.name]
  }
  const problem = wasm.slotProblem(kind, width, height)
  if (problem === CANVAS_PROBLEM) {
    const side = width >= 1 && width <= CANVAS.max ? 'height' : 'width'
    throw new RangeError(rangeMessage(name, side, CANVAS, size[side]))
  }
  if (problem < 0) {
    const rule = cString(wasm, wasm.ruleText(kind, -problem))
    throw new RangeError(`${name}: ${rule}, got ${wasm.ruleValue(kind, width, height, -problem)}`)
  }
  if (problem > 0) {
    const spec = [...known.values()][problem - 1]
    throw new RangeError(rangeMessage(name, spec.name, spec, given[spec.name]))
  }
  return { context, kind, width, height }
}

class Scene {
  // Scenes whose physics ignores the canvas size do not require one.
  static sizeRequired = true

  #kind = 0
  #address = 0
  #points = null
  #context = null

  /** Throws the error the constructor would for these options; makes nothing. */
  static check(options) {
    checkOptions(this, options)
  }

  /** The names of this scene's options, width and height first. */
  static get optionNames() {
    if (!this.context) throw new Error(`${this.sceneName}: call load() and use the scenes it returns`)
    return ['width', 'height', ...optionList(this.context, this.sceneName).keys()]
  }

  constructor(options) {
    const { context, kind, width, height } = checkOptions(this.constructor, options)
    this.#context = context
    this.#kind = kind
    const name = this.constructor.sceneName
    this.#address = allocating(name, context.module, () => context.module.create(kind, width, height))
    this.width = width
    this.height = height
  }

  // Calls the module's function name on this scene (its kind and address
  // first); without a name, only checks the scene was not deleted.
  [CALL](name, ...args) {
    if (!this.#address) throw new Error(`${this.constructor.sceneName}: this scene was deleted`)
    return name && this.#context.module[name](this.#kind, this.#address, ...args)
  }

  /**
   * Advances `frames` frames of the post's sketch (default 1): exactly the
   * same as calling step() that many times, without the cost of each call.
   */
  step(frames) {
    if (this.#address === 0) this[CALL]()
    const wasm = this.#context.module
    if (frames === undefined) {
      wasm._purupuru_step(this.#kind, this.#address, 1)
      return
    }
    if (!Number.isInteger(frames) || frames < 0 || frames > MAX_FRAMES_PER_CALL) {
      const name = this.constructor.sceneName
      const got = typeof frames === 'number' ? frames : describe(frames)
      const error = typeof frames === 'number' ? RangeError : TypeError
      throw new error(`${name}.step: frames must be an integer from 0 to ${MAX_FRAMES_PER_CALL}, got ${got}`)
    }
    wasm._purupuru_step(this.#kind, this.#address, frames)
  }

  /** Float64Array [x0, y0, x1, y1, ...], a view into wasm memory (no copy). */
  points() {
    this.#points = this[VIEW](this.#points, Float64Array, this[CALL]('pointsAddress'), 2 * this.count)
    return this.#points
  }

  /** Number of points. */
  get count() {
    return this[CALL]('count')
  }

  /**
   * True once the physics blew up (a point stopped being finite or flew
   * past ±1048576 px; the spring's mass likewise, the jiggle's shear past ±1000):
   * the scene then stops where it was. Make a new one to start again.
   */
  get diverged() {
    return this[CALL]('diverged')
  }

  /** The current value of an option (width and height included). */
  getOption(name) {
    this[CALL]()
    if (name === 'width' || name === 'height') return this[name]
    return this[CALL]('getOption', this.#spec(name).index)
  }

  /** Changes a live option (see the docs of each scene) while the scene runs. */
  setOption(name, value) {
    this[CALL]()
    const scene = this.constructor.sceneName
    const spec = name === 'width' || name === 'height' ? { live: false } : this.#spec(name)
    if (!spec.live) {
      throw new TypeError(`${scene}: ${name} is fixed when the scene is made; create a new scene to change it`)
    }
    if (typeof value !== 'number') {
      throw new TypeError(`${scene}: ${name} must be a number, got ${describe(value)}`)
    }
    if (!this[CALL]('setOption', spec.index, value)) throw new RangeError(rangeMessage(scene, name, spec, value))
  }

  /**
   * The scene's whole state as bytes (a copy the caller owns): restore() it
   * into this scene, or into one made with the same options, and it steps
   * on exactly as this one does from here. It may grow wasm memory: take
   * points() again after.
   */
  snapshot() {
    this[CALL]()
    return takeSnapshot(this.constructor.sceneName, this.#context.module, () => this[CALL]('_purupuru_scene_snapshot'))
  }

  /**
   * Puts the scene back in the state a snapshot holds. A snapshot that is
   * cut, altered, of another kind of scene or of one made with other options
   * is refused with a RangeError, and the scene is left as it was.
   */
  restore(snapshot) {
    this[CALL]()
    restoreSnapshot(this.constructor.sceneName, this.#context.module, snapshot, (size) => this[CALL]('_purupuru_scene_restore', size))
  }

  /** Frees the scene's wasm memory; any later call on it throws. */
  delete() {
    this[CALL]('destroy')
    this.#address = 0
    this.#points = null
  }

  #spec(name) {
    const scene = this.constructor.sceneName
    const spec = typeof name === 'string' ? optionList(this.#context, scene).get(name) : undefined
    if (!spec) throw new TypeError(`${scene}: no option named ${quoted(name)}`)
    return spec
  }

  // A view into this scene's module's memory, for the subclasses' views.
  [VIEW](cached, Type, address, length) {
    return view(this.#context.module, cached, Type, address, length)
  }
}

// Chain, Cloth, Balloon and FallingPoint can be held by a pointer, or by up
// to FINGERS fingers at once, each holding its own point.
class GrabbableScene extends Scene {
  /** Takes hold of the nearest point within reach that no other finger holds; returns its index or -1. */
  grab(x, y, finger) {
    const scene = this.constructor.sceneName
    requireNumbers(scene, 'grab', ['x', 'y'], [x, y])
    return this[CALL]('grab', x, y, requireFinger(scene, 'grab', finger))
  }

  /** Moves the finger's held point toward (x, y); it gets there on the next step(). */
  drag(x, y, finger) {
    const scene = this.constructor.sceneName
    requireNumbers(scene, 'drag', ['x', 'y'], [x, y])
    this[CALL]('drag', x, y, requireFinger(scene, 'drag', finger))
  }

  /**
   * Lets go. With no velocity the point keeps the motion of its last frame;
   * with (vx, vy) it leaves at that velocity, px per frame (a measured throw).
   */
  release(vx, vy, finger) {
    const scene = this.constructor.sceneName
    const which = requireFinger(scene, 'release', finger)
    if (vx === undefined && vy === undefined) {
      this[CALL]('release', which)
      return
    }
    requireNumbers(scene, 'release', ['vx', 'vy'], [vx, vy])
    this[CALL]('throw', vx, vy, which)
  }
}

export class FallingPoint extends GrabbableScene {
  static sceneName = 'FallingPoint'
}

export class Chain extends GrabbableScene {
  static sceneName = 'Chain'

  /** Sum of |link length - rest| over the links, px. */
  lengthError() {
    return this[CALL]('lengthError')
  }
}

export class EulerChain extends Scene {
  static sceneName = 'EulerChain'

  /** Sum of |link length - rest| over the links, px. */
  lengthError() {
    return this[CALL]('lengthError')
  }
}

export class Balloon extends GrabbableScene {
  static sceneName = 'Balloon'

  /** Area enclosed by the ring, px². */
  area() {
    return this[CALL]('area')
  }

  /** The area the pressure pushes toward, px². */
  get targetArea() {
    return this[CALL]('targetArea')
  }
}

export class Cloth extends GrabbableScene {
  static sceneName = 'Cloth'
  #links = null

  /**
   * Uint32Array [a0, b0, a1, b1, ...] of the whole links' point indices, a
   * view into wasm memory. A break (tear) or a cut shortens the list in place
   * when that step() or cut() returns: a view taken before it is then stale
   * at its end; call links() again after either.
   */
  links() {
    this.#links = this[VIEW](this.#links, Uint32Array, this[CALL]('linksAddress'), 2 * this.linkCount)
    return this.#links
  }

  /** Number of whole links. */
  get linkCount() {
    return this[CALL]('linkCount')
  }

  /**
   * Breaks every whole link that the segment (x0, y0)-(x1, y1) touches, as
   * the cloth is now (a swipe); returns how many. Reset by making a new Cloth.
   */
  cut(x0, y0, x1, y1) {
    const names = ['x0', 'y0', 'x1', 'y1']
    const values = [x0, y0, x1, y1]
    requireNumbers('Cloth', 'cut', names, values)
    const far = values.findIndex((v) => Math.abs(v) > FARTHEST)
    if (far >= 0) throw new RangeError(rangeMessage('Cloth.cut', names[far], { min: -FARTHEST, max: FARTHEST }, values[far]))
    return this[CALL]('cut', x0, y0, x1, y1)
  }
}

export class Arm extends Scene {
  static sceneName = 'Arm'

  /** Sets the point the arm's tip reaches for. */
  setTarget(x, y) {
    requireNumbers('Arm', 'setTarget', ['x', 'y'], [x, y])
    this[CALL]('setTarget', x, y)
  }

  get target() {
    return { x: this[CALL]('targetX'), y: this[CALL]('targetY') }
  }
}

export class Spring extends Scene {
  static sceneName = 'Spring'
  static sizeRequired = false

  /** Position of the mass. */
  get x() {
    return this[CALL]('springX')
  }

  /** Velocity of the mass. */
  get v() {
    return this[CALL]('springV')
  }

  /** Places the mass at x with velocity v. */
  set(x, v) {
    requireNumbers('Spring', 'set', ['x', 'v'], [x, v])
    this[CALL]('place', x, v)
  }
}

export class Jiggle extends Scene {
  static sceneName = 'Jiggle'
  static sizeRequired = false
  #matrix = null

  /** Sets the offset (px, py) and its velocity (vx, vy), in shear units. */
  poke(px, py, vx, vy) {
    requireNumbers('Jiggle', 'poke', ['px', 'py', 'vx', 'vy'], [px, py, vx, vy])
    this[CALL]('poke', px, py, vx, vy)
  }

  /** Float64Array view of [1, 0, px, 1 + py, 0, 0], for ctx.transform(m[0], ..., m[5]). */
  matrix() {
    this.#matrix = this[VIEW](this.#matrix, Float64Array, this[CALL]('matrixAddress'), 6)
    return this.#matrix
  }
}

export const scenes = { FallingPoint, Chain, EulerChain, Balloon, Cloth, Arm, Spring, Jiggle }
