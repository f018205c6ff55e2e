// The checks that the scenes and the World share: how a bad value is named
// in a message, and the TypeError or RangeError it gets.

// One call runs in wasm until it is done: a bound, so a typo cannot freeze a page.
export const MAX_FRAMES_PER_CALL = 1e7

// Coordinates a call may place something at lie within ±this (the core's kFarthestTarget).
export const FARTHEST = 65536

// Pointers that may hold points at once (the core's kFingers): a mouse is finger 0.
export const FINGERS = 4

export function describe(value) {
  if (typeof value === 'string') return `the string '${value}'`
  if (value === null || value === undefined) return String(value)
  if (Array.isArray(value)) return 'an array'
  if (typeof value === 'function') return 'a function'
  if (typeof value === 'object') return 'an object'
  if (typeof value === 'bigint') return `the bigint ${value}n`
  return `${typeof value} ${String(value)}`
}

export function rangeMessage(scene, option, spec, value) {
  if (spec.offAtZero) return `${scene}: ${option} must be 0 (off) or a number above ${spec.min} and at most ${spec.max}, got ${value}`
  const kind = spec.integer ? 'an integer' : 'a number'
  return `${scene}: ${option} must be ${kind} from ${spec.min} to ${spec.max}, got ${value}`
}

export function requireNumbers(scene, method, names, values) {
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

// A grab's finger: 0 when not given (one pointer), else an integer from 0 to FINGERS - 1.
export function requireFinger(scene, method, finger = 0) {
  if (typeof finger !== 'number') throw new TypeError(`${scene}.${method}: finger must be a number, got ${describe(finger)}`)
  if (!Number.isInteger(finger) || finger < 0 || finger >= FINGERS) {
    throw new RangeError(`${scene}.${method}: finger must be an integer from 0 to ${FINGERS - 1}, got ${finger}`)
  }
  return finger
}
