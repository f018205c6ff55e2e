// <purupuru-world>: a World written in HTML. Its children are the builders
// (purupuru-rope, -cloth, -ring, -jelly, -ragdoll, -ball, -pile), the shapes
// (purupuru-circle, -box, -capsule, -segment, -polygon), and plain points
// and links (purupuru-point, purupuru-link, joined by id). The world's
// attributes are the World's options, with viewbox (the scene's units),
// cut (a swipe on empty space cuts links), label and description (its name
// and description otherwise say what it holds, in the page's language). A reader
// grabs and throws any free point and drags a draggable shape. Changing the
// markup rebuilds the scene. Everything else (the controls, the loop, rest,
// visibility, keyboard, errors) is <purupuru-sketch>'s.
//   <purupuru-world viewbox="0 0 640 360" gravity="0.3">
//     <purupuru-rope x="320" y="0" segments="14" length="150"></purupuru-rope>
//   </purupuru-world>
import { PurupuruSketch } from './purupuru-sketch.js'
import { defineOnce } from './lib/element.js'
import { sceneFrame } from './lib/host.js'
import { drawWorld } from './lib/draw-world.js'
import { FINGER_REACH, grabWithPointer, swipeToCut } from './lib/pointer.js'
import { flag } from './lib/attributes.js'
import { buildWorld, changesTheScene, viewBox } from './lib/world-markup.js'
import { WORDS, languageOf } from './lib/words.js'

// What the scene holds, in words of the element's language, for its accessible description.
function describe(element, built) {
  const kinds = [...element.children].map((child) => child.localName.replace('purupuru-', '')).filter((kind) => kind !== 'link')
  const free = built !== null && built.world.count > built.pinned.size
  return WORDS[languageOf(element)].describeWorld(kinds, free)
}

// A drag on a draggable shape moves it (kinematic); on a free point grabs
// and throws it; elsewhere, if the world says cut, swipes to cut links.
function pointerFor(built, view, cutting) {
  const { world, parts, radii } = built
  const grab = grabWithPointer(world, () => FINGER_REACH / view.scale)
  const cut = swipeToCut(world)
  const inside = (part, x, y) => {
    const { x: cx, y: cy, angle } = world.shapePose(part.shape)
    const dx = (x - cx) * Math.cos(angle) + (y - cy) * Math.sin(angle)
    const dy = -(x - cx) * Math.sin(angle) + (y - cy) * Math.cos(angle)
    const { outline } = part
    if (part.kind === 'circle') return Math.hypot(dx, dy) <= outline.r
    if (part.kind === 'box') return Math.abs(dx) <= outline.width / 2 && Math.abs(dy) <= outline.height / 2
    if (outline.corners) {
      const c = outline.corners
      let within = false
      for (let i = 0, j = c.length - 2; i < c.length; j = i, i += 2) {
        if (c[i + 1] > dy !== c[j + 1] > dy && dx < ((c[j] - c[i]) * (dy - c[i + 1])) / (c[j + 1] - c[i + 1]) + c[i]) within = !within
      }
      return within
    }
    const [hx, hy] = outline.half // a capsule: distance to its segment
    const t = Math.max(-1, Math.min(1, (dx * hx + dy * hy) / (hx * hx + hy * hy)))
    return Math.hypot(dx - t * hx, dy - t * hy) <= Math.max(outline.r, 6)
  }
  // The draggable shape drawn on top (the last) under (x, y) that no finger holds, if any.
  const shapeAt = (x, y, taken) => parts.findLast((part) => part.draggable && !taken.has(part.shape) && inside(part, x, y))
  // A point drawn over the shape, right under the pointer, is what the reader pressed.
  const pointOnTop = (x, y) => {
    const xy = world.points()
    for (let i = 0; i < world.count; i++) {
      if (!built.pinned.has(i) && Math.hypot(xy[2 * i] - x, xy[2 * i + 1] - y) <= Math.max(radii[i] ?? 0, 4)) return true
    }
    return false
  }
  const held = new Map() // finger -> what it does: { shape, dx, dy }, 'grab' or 'cut'
  const handlers = {
    down(px, py, finger, touch) {
      const x = px / view.scale
      const y = py / view.scale
      const taken = new Set([...held.values()].map((doing) => doing.shape))
      const part = pointOnTop(x, y) ? undefined : shapeAt(x, y, taken)
      if (part) {
        const pose = world.shapePose(part.shape)
        held.set(finger, { shape: part.shape, dx: pose.x - x, dy: pose.y - y })
      } else if (grab.down(x, y, finger, touch)) held.set(finger, 'grab')
      else if (cutting && !touch) {
        cut.down(x, y, finger)
        held.set(finger, 'cut')
      }
      return held.has(finger)
    },

    move(px, py, pressed, finger) {
      const x = px / view.scale
      const y = py / view.scale
      const doing = held.get(finger)
      if (doing === 'grab') grab.move(x, y, pressed, finger)
      else if (doing === 'cut') cut.move(x, y, pressed, finger)
      else if (doing) world.moveShape(doing.shape, x + doing.dx, y + doing.dy)
    },
    up(px, py, finger) {
      const doing = held.get(finger)
      held.delete(finger)
      if (doing === 'grab') grab.up(px / view.scale, py / view.scale, finger)
      else if (doing === 'cut') cut.up(px, py, finger)
    },
  }
  // The right button cuts too, where the world cuts, and so does a long
  // press on touch; elsewhere the page keeps its menu.
  if (cutting) {
    handlers.secondaryDown = (px, py, finger) => {
      cut.down(px / view.scale, py / view.scale, finger)
      held.set(finger, 'cut')
    }
  }
  return handlers
}

export class PurupuruWorld extends PurupuruSketch {
  #rebuild = 0
  #built = null
  #view = null

  sketchModule() {
    const element = this
    return Promise.resolve({
      get title() {
        return WORDS[languageOf(element)].world
      },
      get description() {
        return describe(element, element.#built)
      },
      default(ctx, host) {
        element.#built = null
        element.#view = null
        const box = viewBox(element.getAttribute('viewbox'))
        if (box) element.style.setProperty('--sketch-aspect', `${box.width} / ${box.height}`)
        else element.style.removeProperty('--sketch-aspect')
        const width = box?.width ?? host.width
        const height = box?.height ?? host.height
        // The canvas's size and scene units per CSS px: a resize changes them, not the scene.
        const view = { box, width: host.width, height: host.height, scale: host.width / width }
        const built = buildWorld(element, host.physics.World, width, height)
        element.#built = built
        element.#view = view
        host.pointer(pointerFor(built, view, flag(element, 'cut')))
        return sceneFrame(ctx, built.world, () => drawWorld(ctx, built, view))
      },
    })
  }

  // With a viewbox the scene is the same at any size: a new size only
  // rescales the drawing (a phone turned keeps what the reader did).
  resized(size) {
    const view = this.#view
    if (!view?.box || !this.frameFunction) return super.resized(size)
    view.width = size.width
    view.height = size.height
    view.scale = size.width / view.box.width
    this.redraw()
  }

  // The scene is made again from the markup; its name and description follow it.
  reset() {
    super.reset()
    this.relabel()
  }

  watchedMarkup() {
    return { attributes: true, attributeOldValue: true, childList: true, subtree: true }
  }

  // A change to the markup rebuilds the scene, once for any number of
  // changes at once; the page's own attributes (class, title, data-...)
  // leave it alone; compact, paused, lang, time control's and the label-...
  // are the sketch's.
  markupChanged(records) {
    const forTheSketch = (name) =>
      ['compact', 'paused', 'lang', 'time', 'frames', 'speed', 'scrub', 'state'].includes(name) || name?.startsWith('label-')
    super.markupChanged(records.filter((r) => r.target === this && forTheSketch(r.attributeName)))
    const matters = (r) =>
      r.type === 'childList' || changesTheScene(r.target, r.attributeName, this) || ['label', 'description'].includes(r.attributeName)
    if (!records.some(matters)) return
    cancelAnimationFrame(this.#rebuild)
    this.#rebuild = requestAnimationFrame(() => this.reset())
  }

  disconnectedCallback() {
    cancelAnimationFrame(this.#rebuild)
    super.disconnectedCallback()
    this.#built = null // its World went with the frame; moved, the world is built again
  }
}

defineOnce('purupuru-world', PurupuruWorld)
