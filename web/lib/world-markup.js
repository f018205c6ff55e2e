// A World built from markup: <purupuru-world> and its children, read into
// the same calls a script would make (new World, the builders, addCircle,
// addPoint, link), so the options, defaults, ranges and messages are the
// JavaScript API's own; a message names the child that gave the bad value.
// Returns the world and what drawing it needs.
import { attributeValue, flag, notAnOption } from './attributes.js'
import { rope, cloth, ring, jelly, ragdoll, ball, pile } from '../../js/builders.js'

export const BUILDERS = { rope, cloth, ring, jelly, ragdoll, ball, pile }
export const SHAPES = ['circle', 'box', 'capsule', 'segment', 'polygon']
const KINDS = [...Object.keys(BUILDERS), ...SHAPES, 'point', 'link']

// The world's own attributes besides the World's options; a child's own
// besides its options.
const WORLD_OWN = ['viewbox', 'cut']
const CHILD_OWN = ['tint']
// HTML lowercases attribute names; the API's options that are not all lower case.
const CAMEL = new Map(['pinEvery', 'breakAt', 'pointRadius', 'staticFriction', 'maxPoints', 'maxLinks', 'maxContacts', 'maxShapes'].map((n) => [n.toLowerCase(), n]))
const FLAGS = new Set(['pinned', 'solid', 'walls'])
// What each shape reads, besides its material.
const SHAPE_ATTRIBUTES = {
  circle: ['x', 'y', 'r'],
  box: ['x', 'y', 'width', 'height', 'angle'],
  capsule: ['x0', 'y0', 'x1', 'y1', 'r'],
  segment: ['x0', 'y0', 'x1', 'y1', 'r'],
  polygon: ['points'],
}
const MATERIAL = ['friction', 'staticFriction', 'restitution']

/** Whether a change to attribute `name` of `target` changes the scene (the world's or a child's options and own attributes, a child's id). */
export function changesTheScene(target, name, world) {
  return !notAnOption(name) || (target !== world && (name === 'id' || name === 'draggable'))
}

export class MarkupError extends Error {}

// The element's options: { name: value } from its attributes, numbers where
// they read as numbers, a bare flag (pinned) as true.
function optionsOf(element, own) {
  const options = {}
  for (const { name, value } of element.attributes) {
    if (notAnOption(name, own)) continue
    const option = CAMEL.get(name) ?? name
    options[option] = value === '' && FLAGS.has(option) ? true : attributeValue(value)
  }
  return options
}

// Runs make(); an error from the API names the element instead of the call
// ("rope: segments ..." becomes "purupuru-rope: segments ...").
function as(name, make) {
  try {
    return make()
  } catch (error) {
    if (error instanceof MarkupError) throw error
    throw new MarkupError(`${name}: ${String(error.message).replace(/^[\w.]+: /, '')}`)
  }
}

// How a message names a child: its tag, with its id, or which of its kind.
function nameOf(child) {
  const tag = child.localName
  if (child.id) return `${tag}#${child.id}`
  const same = [...child.parentElement.children].filter((c) => c.localName === tag)
  return same.length === 1 ? tag : `${tag} (the ${ordinal(same.indexOf(child) + 1)})`
}
const ordinal = (n) => `${n}${n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`

// viewbox="0 0 640 360" (or "640 360"): the scene's width and height in its own units.
export function viewBox(text) {
  if (text === null) return null
  const numbers = text.trim().split(/[\s,]+/).map(Number)
  const [x, y, width, height] = numbers.length === 2 ? [0, 0, ...numbers] : numbers
  if (numbers.length !== 2 && numbers.length !== 4) {
    throw new MarkupError(`purupuru-world: viewbox must be "0 0 width height", got "${text}"`)
  }
  if (x !== 0 || y !== 0 || !(width >= 1 && width <= 16384) || !(height >= 1 && height <= 16384)) {
    throw new MarkupError(`purupuru-world: viewbox must start at 0 0 and give a width and height from 1 to 16384, got "${text}"`)
  }
  if (!(width / height >= 0.1 && width / height <= 10)) {
    throw new MarkupError(`purupuru-world: viewbox's width and height must be within ten times each other, got "${text}"`)
  }
  return { width, height }
}

const describeKinds = () => KINDS.map((kind) => `purupuru-${kind}`).join(', ')

// Everything the world's markup adds, in document order, links last (they
// may name points added after them). A build that fails frees its World.
export function buildWorld(element, World, width, height) {
  for (const name of ['width', 'height']) {
    if (element.hasAttribute(name)) {
      throw new MarkupError(`purupuru-world: ${name} is the canvas's size, which the page's layout sets; give viewbox for the scene's units`)
    }
  }
  const world = as('purupuru-world', () => new World({ ...optionsOf(element, WORLD_OWN), width, height }))
  try {
    return { world, ...addChildren(element, world) }
  } catch (error) {
    world.delete()
    throw error
  }
}

function addChildren(element, world) {
  // What the builders do, kept for drawing: each point's disk radius, the
  // pins, and the solid links (as a * count + b, count once all are added).
  const radii = []
  const pinned = new Set()
  const solidPairs = []
  const addPoint = world.addPoint.bind(world)
  const pin = world.pin.bind(world)
  const link = world.link.bind(world)
  world.link = (a, b, options) => {
    const index = link(a, b, options)
    if (options?.solid === true) solidPairs.push([a, b])
    return index
  }
  world.addPoint = (x, y, options) => {
    const index = addPoint(x, y, options)
    radii[index] = options?.radius ?? 0
    return index
  }
  world.pin = (index, ...at) => {
    pin(index, ...at)
    pinned.add(index)
  }

  const parts = [] // what each child made: { kind, tint, points, rim, shape, ... }
  const named = new Map() // id -> what that child made
  const links = []
  for (const child of element.children) {
    const tag = child.localName
    const kind = tag.startsWith('purupuru-') ? tag.slice('purupuru-'.length) : null
    if (!KINDS.includes(kind)) throw new MarkupError(`purupuru-world: unknown child <${tag}> (known: ${describeKinds()})`)
    const name = nameOf(child)
    if (child.id && named.has(child.id)) throw new MarkupError(`${name}: another child has the id "${child.id}" already`)
    const tint = tintOf(child, name)
    if (kind === 'link') {
      links.push(child)
      continue
    }
    let part
    if (kind in BUILDERS) {
      const made = as(name, () => BUILDERS[kind](world, optionsOf(child, CHILD_OWN)))
      part = { kind, tint, points: made.points, rim: made.rim ?? (kind === 'ring' || kind === 'ball' ? made.points : null) }
    } else if (kind === 'point') {
      const { pinned: isPinned = false, x, y, ...options } = optionsOf(child, CHILD_OWN)
      if (isPinned !== true && isPinned !== false) throw new MarkupError(`${name}: pinned must be true or false, got "${child.getAttribute('pinned')}"`)
      const index = as(name, () => world.addPoint(x, y, options))
      if (isPinned) world.pin(index)
      part = { kind, tint, points: [index] }
    } else {
      part = { kind, tint, ...as(name, () => addShape(world, kind, child)), draggable: flag(child, 'draggable') }
    }
    if (child.id) named.set(child.id, part)
    parts.push(part)
  }
  for (const child of links) {
    const name = nameOf(child)
    const { from, to, ...options } = optionsOf(child, CHILD_OWN)
    const a = pointNamed(named, name, 'from', child.getAttribute('from'))
    const b = pointNamed(named, name, 'to', child.getAttribute('to'))
    if (a === b) throw new MarkupError(`${name}: from and to name the same point ("${child.getAttribute('from')}" and "${child.getAttribute('to')}")`)
    as(name, () => world.link(a, b, options))
  }
  const solid = new Set(solidPairs.map(([a, b]) => a * world.count + b))
  // Each point's child's tint, NaN where the child chose none: its links are drawn in it.
  const pointTint = new Float64Array(world.count).fill(NaN)
  for (const part of parts) if (part.tint !== null && part.points) for (const i of part.points) pointTint[i] = part.tint
  return { parts, radii, pinned, solid, pointTint }
}

function tintOf(child, name) {
  const text = child.getAttribute('tint')
  if (text === null) return null
  const tint = attributeValue(text)
  if (typeof tint !== 'number' || !(tint >= 0 && tint <= 100)) throw new MarkupError(`${name}: tint must be a number from 0 to 100, got "${text}"`)
  return tint
}

// from="weight" (a purupuru-point's id), from="rope.last", "rope.first" or
// "rope.3" (a builder's points, counted from 0).
function pointNamed(named, name, attribute, text) {
  const problem = `${name}: ${attribute} must name a point: the id of a purupuru-point, or id.first, id.last or id.N of a builder's points`
  if (text === null) throw new MarkupError(`${problem}, got nothing`)
  const dot = text.lastIndexOf('.')
  const [id, which] = named.has(text) || dot < 0 ? [text, undefined] : [text.slice(0, dot), text.slice(dot + 1)]
  const part = named.get(id)
  if (!part) throw new MarkupError(`${problem}; no child has the id "${id}" (got "${text}")`)
  const { points } = part
  if (!points) throw new MarkupError(`${problem}; "${id}" is a shape, which has no points (got "${text}")`)
  if (which === undefined) {
    if (points.length === 1) return points[0]
    throw new MarkupError(`${problem}; "${id}" has ${points.length} points: say which (got "${text}")`)
  }
  const index = which === 'first' ? 0 : which === 'last' ? points.length - 1 : /^\d+$/.test(which) ? Number(which) : -1
  if (!(index >= 0 && index < points.length)) throw new MarkupError(`${problem}; "${id}" has points 0 to ${points.length - 1} (got "${text}")`)
  return points[index]
}

// A static shape (kinematic when draggable): its index and its outline in
// its own frame, for drawing at its pose.
function addShape(world, kind, child) {
  const given = optionsOf(child, CHILD_OWN)
  const stray = Object.keys(given).find((name) => !SHAPE_ATTRIBUTES[kind].includes(name) && !MATERIAL.includes(name))
  if (stray) throw new Error(`unknown attribute ${stray} (known: ${[...SHAPE_ATTRIBUTES[kind], ...MATERIAL].join(', ')})`)
  const { x, y, r, width, height, angle, x0, y0, x1, y1, ...material } = given
  delete material.points
  if (kind === 'circle') return { shape: world.addCircle(x, y, r, material), outline: { r } }
  if (kind === 'box') return { shape: world.addBox(x, y, width, height, { angle, ...material }), outline: { width, height } }
  if (kind === 'capsule' || kind === 'segment') {
    const radius = kind === 'segment' ? (r ?? 0) : r
    return { shape: world.addCapsule(x0, y0, x1, y1, radius, material), outline: { half: [(x1 - x0) / 2, (y1 - y0) / 2], r: radius } }
  }
  const text = child.getAttribute('points') ?? ''
  const corners = text.trim().split(/[\s,]+/).filter(Boolean).map(Number)
  if (corners.length % 2 !== 0 || corners.some((v) => !Number.isFinite(v))) {
    throw new Error(`points must be "x0 y0 x1 y1 ..." (pairs of numbers), got "${text}"`)
  }
  if (corners.length < 6 || corners.length > 16) throw new Error(`points must hold 3 to 8 corners, got ${corners.length / 2}`)
  const shape = world.addPolygon(corners, material)
  const { x: cx, y: cy } = world.shapePose(shape)
  return { shape, outline: { corners: corners.map((v, k) => v - (k % 2 === 0 ? cx : cy)) } }
}
