// The idiomatic surface over the raw Embind classes: option objects with
// defaults, checks that throw TypeError or RangeError naming the option, and
// a clear error after delete(). Physics stays in C++.
//
// Views: points(), links() and matrix() look straight into wasm memory. They
// stay valid across step(), grab(), drag(), release(), setTarget(), poke() and
// set(), none of which allocates. Creating a scene may grow wasm memory, which
// detaches every older view: take points() again after creating a scene (it
// is cheap).

const RAW = Symbol('raw scene')
// One call runs in wasm until it is done: keep it to a few seconds at most.
const MAX_FRAMES_PER_CALL = 1e7
let wasm = null
const optionLists = new Map()

export function bindModule(module) {
  wasm = module
}

function describe(value) {
  if (typeof value === 'string') return `the string '${value}'`
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  return typeof value === 'object' ? 'an object' : `${typeof value} ${String(value)}`
}

function optionList(name) {
  if (!optionLists.has(name)) {
    const list = wasm[name].describeOptions(640, 360)
    optionLists.set(name, new Map(list.map((spec) => [spec.name, spec])))
  }
  return optionLists.get(name)
}

function requireNumbers(scene, method, names, values) {
  names.forEach((name, i) => {
    const value = values[i]
    if (typeof value !== 'number') {
      throw new TypeError(`${scene}.${method}: ${name} must be a number, got ${describe(value)}`)
    }
    if (!Number.isFinite(value)) {
      throw new RangeError(`${scene}.${method}: ${name} must be finite, got ${value}`)
    }
  })
}

// The Embind object behind a scene, or a clear error once it was deleted.
function raw(scene) {
  const inner = scene[RAW]
  if (!inner) throw new Error(`${scene.constructor.sceneName}: this scene was deleted`)
  return inner
}

function orThrowRange(error) {
  if (error) throw new RangeError(error)
}

class Scene {
  // Scenes whose physics ignores the canvas size do not require one.
  static sizeRequired = true

  constructor(options) {
    const name = this.constructor.sceneName
    if (!wasm) throw new Error(`${name}: call load() and use the scenes it returns`)
    const given = options ?? {}
    if (typeof given !== 'object' || Array.isArray(given)) {
      throw new TypeError(`${name}: options must be an object, got ${describe(options)}`)
    }
    const known = optionList(name)
    const numbers = {}
    for (const key of Object.keys(given)) {
      if (key !== 'width' && key !== 'height' && !known.has(key)) {
        const names = ['width', 'height', ...known.keys()].join(', ')
        throw new TypeError(`${name}: unknown option '${key}' (known: ${names})`)
      }
      if (typeof given[key] !== 'number') {
        throw new TypeError(`${name}: ${key} must be a number, got ${describe(given[key])}`)
      }
      numbers[key] = given[key]
    }
    for (const side of ['width', 'height']) {
      if (side in numbers) continue
      if (this.constructor.sizeRequired) {
        throw new TypeError(`${name}: ${side} is required (the canvas size in CSS pixels)`)
      }
      numbers[side] = side === 'width' ? 640 : 360
    }
    const Raw = wasm[name]
    orThrowRange(Raw.check(numbers.width, numbers.height, numbers))
    const inner = new Raw(numbers.width, numbers.height, numbers)
    Object.defineProperty(this, RAW, { value: inner, writable: true })
    this.#address = inner.address()
    this.#stepFrames = wasm[`_purupuru_step_${name}`]
    this.width = numbers.width
    this.height = numbers.height
  }

  #address = 0
  #stepFrames = null

  /**
   * Advances `frames` frames of the post's sketch (default 1): exactly the
   * same as calling step() that many times, without the cost of each call.
   */
  step(frames) {
    if (this.#address === 0) raw(this)
    if (frames === undefined) {
      this.#stepFrames(this.#address, 1)
      return
    }
    if (!Number.isInteger(frames) || frames < 0 || frames > MAX_FRAMES_PER_CALL) {
      const name = this.constructor.sceneName
      const got = typeof frames === 'number' ? frames : describe(frames)
      const error = typeof frames === 'number' ? RangeError : TypeError
      throw new error(`${name}.step: frames must be an integer from 0 to ${MAX_FRAMES_PER_CALL}, got ${got}`)
    }
    this.#stepFrames(this.#address, frames)
  }

  /** Float64Array [x0, y0, x1, y1, ...], a view into wasm memory (no copy). */
  points() {
    return raw(this).points()
  }

  /** Number of points. */
  get count() {
    return raw(this).count()
  }

  /** The current value of an option. */
  getOption(name) {
    this.#checkOptionName(name)
    return raw(this).getOption(name)
  }

  /** Changes a live option (see the docs of each scene) while the scene runs. */
  setOption(name, value) {
    const spec = this.#checkOptionName(name)
    const scene = this.constructor.sceneName
    if (!spec.live) {
      throw new TypeError(`${scene}: ${name} is fixed when the scene is made; create a new scene to change it`)
    }
    if (typeof value !== 'number') {
      throw new TypeError(`${scene}: ${name} must be a number, got ${describe(value)}`)
    }
    orThrowRange(raw(this).setOption(name, value))
  }

  /** Frees the scene's wasm memory; any later call on it throws. */
  delete() {
    raw(this).delete()
    this[RAW] = null
    this.#address = 0
  }

  #checkOptionName(name) {
    const scene = this.constructor.sceneName
    const spec = typeof name === 'string' ? optionList(scene).get(name) : undefined
    if (!spec) throw new TypeError(`${scene}: no option named ${describe(name)}`)
    return spec
  }
}

// Chain, Cloth, Balloon and FallingPoint can be held by a pointer.
class GrabbableScene extends Scene {
  /** Takes hold of the nearest point within reach; returns its index or -1. */
  grab(x, y) {
    requireNumbers(this.constructor.sceneName, 'grab', ['x', 'y'], [x, y])
    return raw(this).grab(x, y)
  }

  /** Moves the held point toward (x, y); it gets there on the next step(). */
  drag(x, y) {
    requireNumbers(this.constructor.sceneName, 'drag', ['x', 'y'], [x, y])
    raw(this).drag(x, y)
  }

  /**
   * Lets go. With no arguments the point keeps the motion of its last frame;
   * with (vx, vy) it leaves at that velocity, px per frame (a measured throw).
   */
  release(vx, vy) {
    if (vx === undefined && vy === undefined) {
      raw(this).release()
      return
    }
    requireNumbers(this.constructor.sceneName, 'release', ['vx', 'vy'], [vx, vy])
    orThrowRange(raw(this).releaseWithVelocity(vx, vy))
  }
}

export class FallingPoint extends GrabbableScene {
  static sceneName = 'FallingPoint'
}

export class Chain extends GrabbableScene {
  static sceneName = 'Chain'

  /** Sum of |link length - rest| over the links, px. */
  lengthError() {
    return raw(this).lengthError()
  }
}

export class EulerChain extends Scene {
  static sceneName = 'EulerChain'

  /** Sum of |link length - rest| over the links, px. */
  lengthError() {
    return raw(this).lengthError()
  }
}

export class Balloon extends GrabbableScene {
  static sceneName = 'Balloon'

  /** Area enclosed by the ring, px². */
  area() {
    return raw(this).area()
  }

  /** The area the pressure pushes toward, px². */
  get targetArea() {
    return raw(this).targetArea()
  }
}

export class Cloth extends GrabbableScene {
  static sceneName = 'Cloth'

  /** Uint32Array [a0, b0, a1, b1, ...] of linked point indices, a view into wasm memory. */
  links() {
    return raw(this).links()
  }
}

export class Arm extends Scene {
  static sceneName = 'Arm'

  /** Sets the point the arm's tip reaches for. */
  setTarget(x, y) {
    requireNumbers('Arm', 'setTarget', ['x', 'y'], [x, y])
    orThrowRange(raw(this).setTarget(x, y))
  }

  get target() {
    return { x: raw(this).targetX(), y: raw(this).targetY() }
  }
}

export class Spring extends Scene {
  static sceneName = 'Spring'
  static sizeRequired = false

  /** Position of the mass. */
  get x() {
    return raw(this).x()
  }

  /** Velocity of the mass. */
  get v() {
    return raw(this).v()
  }

  /** True once the spring grew past the range of doubles and froze. */
  get diverged() {
    return raw(this).diverged()
  }

  /** Places the mass at x with velocity v. */
  set(x, v) {
    requireNumbers('Spring', 'set', ['x', 'v'], [x, v])
    orThrowRange(raw(this).place(x, v))
  }
}

export class Jiggle extends Scene {
  static sceneName = 'Jiggle'
  static sizeRequired = false

  /** Sets the offset (px, py) and its velocity (vx, vy), in shear units. */
  poke(px, py, vx, vy) {
    requireNumbers('Jiggle', 'poke', ['px', 'py', 'vx', 'vy'], [px, py, vx, vy])
    orThrowRange(raw(this).poke(px, py, vx, vy))
  }

  /** Float64Array view of [1, 0, px, 1 + py, 0, 0], for ctx.transform(...m). */
  matrix() {
    return raw(this).matrix()
  }

  /** True once the wobble grew past the range of doubles and froze. */
  get diverged() {
    return raw(this).diverged()
  }
}

export const scenes = { FallingPoint, Chain, EulerChain, Balloon, Cloth, Arm, Spring, Jiggle }
