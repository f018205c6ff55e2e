// A World built from markup: <purupuru-world> and its children, read into
// the same calls a script would make (new World, the builders, addCircle,
// addPoint, link), so the options, defaults, ranges and messages are the
// JavaScript API's own; a message names the child that gave the bad value.
// Returns the world and what drawing it needs.
import { attributeValue } from './attributes.js'
import { rope, cloth, ring, jelly, ragdoll, ball, pile } from '../../js/builders.js'

export const BUILDERS = { rope, cloth, ring, jelly, ragdoll, ball, pile }
export const SHAPES = ['circle', 'box', 'capsule', 'segment', 'polygon']
const KINDS = [...Object.keys(BUILDERS), ...SHAPES, 'point', 'link']

// Attributes that are the markup's own, never options: HTML's global ones
// and what the world's children share.
const NOT_OPTIONS = new Set(['id', 'class', 'style', 'title', 'lang', 'dir', 'hidden', 'slot', 'tint', 'draggable', 'tabindex'])
const notAnOption = (name) => NOT_OPTIONS.has(name) || /^(data|aria)-/.test(name) || /[:@.]/.test(name)
// HTML lowercases attribute names; the API's options that are not all lower case.
const CAMEL = new Map(['pinEvery', 'breakAt', 'pointRadius', 'staticFriction', 'maxPoints', 'maxLinks', 'maxContacts', 'maxShapes'].map((n) => [n.toLowerCase(), n]))
const FLAGS = new Set(['pinned', 'solid', 'walls'])

export class MarkupError extends Error {}

// The element's options: { name: value } from its attributes, numbers where
// they read as numbers, a bare flag (pinned) as true.
function optionsOf(element, skip = []) {
  const options = {}
  for (const { name, value } of element.attributes) {
    if (notAnOption(name) || skip.includes(name)) continue
    const option = CAMEL.get(name) ?? name
    options[option] = value === '' && FLAGS.has(option) ? true : attributeValue(value)
  }
  return options
}

// Runs make(); an error from the API names the element instead of the call
// ("rope: segments ..." becomes "purupuru-rope: segments ...").
function as(tag, make) {
  try {
    return make()
  } catch (error) {
    if (error instanceof MarkupError) throw error
    throw new MarkupError(`${tag}: ${String(error.message).replace(/^[\w.]+: /, '')}`)
  }
}

// viewbox="0 0 640 360" (or "640 360"): the scene's width and height in its own units.
export function viewBox(text) {
  if (text === null) return null
  const numbers = text.trim().split(/[\s,]+/).map(Number)
  const [x, y, width, height] = numbers.length === 2 ? [0, 0, ...numbers] : numbers
  if (numbers.length !== 2 && numbers.length !== 4) {
    throw new MarkupError(`purupuru-world: viewbox must be "0 0 width height", got "${text}"`)
  }
  if (x !== 0 || y !== 0 || !(width > 0 && width <= 16384) || !(height > 0 && height <= 16384)) {
    throw new MarkupError(`purupuru-world: viewbox must start at 0 0 and give a width and height from above 0 to 16384, got "${text}"`)
  }
  return { width, height }
}

const describeKinds = () => KINDS.map((kind) => `purupuru-${kind}`).join(', ')

// Everything the world's markup adds, in document order, links last (they
// may name points added after them).
export function buildWorld(element, World, width, height) {
  const world = as('purupuru-world', () => new World({ ...optionsOf(element, ['viewbox', 'cut', 'label', 'description', 'compact', 'paused']), width, height }))
  // What the builders do, kept for drawing: each point's disk radius and pins.
  const radii = []
  const pinned = new Set()
  const addPoint = world.addPoint.bind(world)
  const pin = world.pin.bind(world)
  world.addPoint = (x, y, options) => {
    const index = addPoint(x, y, options)
    radii[index] = options?.radius ?? 0
    return index
  }
  world.pin = (index, ...at) => {
    pin(index, ...at)
    pinned.add(index)
  }

  const parts = [] // what each child made: { tag, tint, points, rim, shape, ... }
  const named = new Map() // id -> a point's index, or a builder's points
  const links = []
  for (const child of element.children) {
    const tag = child.localName
    if (!tag.startsWith('purupuru-')) continue
    const kind = tag.slice('purupuru-'.length)
    if (!KINDS.includes(kind)) throw new MarkupError(`purupuru-world: unknown child <${tag}> (known: ${describeKinds()})`)
    const tint = tintOf(child, tag)
    if (kind === 'link') {
      links.push(child)
      continue
    }
    let part
    if (kind in BUILDERS) {
      const made = as(tag, () => BUILDERS[kind](world, optionsOf(child)))
      part = { kind, tint, points: made.points, rim: made.rim ?? (kind === 'ring' || kind === 'ball' ? made.points : null) }
    } else if (kind === 'point') {
      const { pinned: isPinned = false, x, y, ...options } = optionsOf(child)
      const index = as(tag, () => world.addPoint(x, y, options))
      if (isPinned === true) world.pin(index)
      else if (isPinned !== false) throw new MarkupError(`${tag}: pinned must be true or false, got "${child.getAttribute('pinned')}"`)
      part = { kind, tint, points: [index] }
    } else {
      part = { kind, tint, ...as(tag, () => addShape(world, kind, child)), draggable: child.hasAttribute('draggable') }
    }
    if (child.id) named.set(child.id, part.points ?? null)
    parts.push(part)
  }
  for (const child of links) {
    const { from, to, ...options } = optionsOf(child)
    const a = pointNamed(named, 'from', child.getAttribute('from'))
    const b = pointNamed(named, 'to', child.getAttribute('to'))
    as('purupuru-link', () => world.link(a, b, options))
  }
  return { world, parts, radii, pinned }
}

function tintOf(child, tag) {
  const text = child.getAttribute('tint')
  if (text === null) return null
  const tint = attributeValue(text)
  if (typeof tint !== 'number' || !(tint >= 0 && tint <= 100)) throw new MarkupError(`${tag}: tint must be a number from 0 to 100, got "${text}"`)
  return tint
}

// from="weight" (a purupuru-point's id), from="rope.last", "rope.first" or
// "rope.3" (a builder's points, counted from 0).
function pointNamed(named, attribute, text) {
  const problem = `purupuru-link: ${attribute} must name a point: the id of a purupuru-point, or id.first, id.last or id.N of a builder's points`
  if (text === null) throw new MarkupError(`${problem}, got nothing`)
  const [id, which] = text.split('.')
  const points = named.get(id)
  if (!points) throw new MarkupError(`${problem}; no child has the id "${id}" (got "${text}")`)
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
  const { x, y, r, width, height, angle, x0, y0, x1, y1, points, ...material } = optionsOf(child)
  const stray = Object.keys(material).filter((name) => !['friction', 'staticFriction', 'restitution'].includes(name))
  if (stray.length > 0) throw new Error(`unknown attribute ${stray[0]}`)
  if (kind === 'circle') return { shape: world.addCircle(x, y, r, material), outline: { r } }
  if (kind === 'box') return { shape: world.addBox(x, y, width, height, { angle, ...material }), outline: { width, height } }
  if (kind === 'capsule' || kind === 'segment') {
    const radius = kind === 'segment' ? (r ?? 0) : r
    return { shape: world.addCapsule(x0, y0, x1, y1, radius, material), outline: { half: [(x1 - x0) / 2, (y1 - y0) / 2], r: radius } }
  }
  const corners = String(child.getAttribute('points') ?? '').trim().split(/[\s,]+/).filter(Boolean).map(Number)
  if (corners.length % 2 !== 0 || corners.some((v) => !Number.isFinite(v))) {
    throw new Error(`points must be "x0 y0 x1 y1 ..." (pairs of numbers), got "${child.getAttribute('points')}"`)
  }
  const shape = world.addPolygon(corners, material)
  const { x: cx, y: cy } = world.shapePose(shape)
  return { shape, outline: { corners: corners.map((v, k) => v - (k % 2 === 0 ? cx : cy)) } }
}
