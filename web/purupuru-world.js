// <purupuru-world>: a World written in HTML. Its children are the builders
// (purupuru-rope, -cloth, -ring, -jelly, -ragdoll, -ball, -pile), the shapes
// (purupuru-circle, -box, -capsule, -segment, -polygon), and plain points
// and links (purupuru-point, purupuru-link, joined by id). The world's
// attributes are the World's options, with viewbox (the scene's units),
// cut (a swipe on empty space cuts links), label and description. A reader
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
import { grabWithPointer, swipeToCut } from './lib/pointer.js'
import { buildWorld, viewBox } from './lib/world-markup.js'

// What the scene holds, in words, for its accessible description.
function describe(element) {
  const kinds = [...element.children].map((child) => child.localName.replace('purupuru-', '')).filter((kind) => kind !== 'link')
  return kinds.length === 0 ? 'An empty world.' : `A world of ${kinds.join(', ')}; drag any point.`
}

// A drag on a draggable shape moves it (kinematic); on a free point grabs
// and throws it; elsewhere, if the world says cut, swipes to cut links.
function pointerFor(built, scale, cutting) {
  const { world, parts } = built
  const grab = grabWithPointer(world)
  const cut = swipeToCut(world)
  let doing = null
  let held = null
  const shapeAt = (x, y) =>
    parts.find((part) => {
      if (!part.draggable) return false
      const { x: cx, y: cy, angle } = world.shapePose(part.shape)
      const dx = (x - cx) * Math.cos(angle) + (y - cy) * Math.sin(angle)
      const dy = -(x - cx) * Math.sin(angle) + (y - cy) * Math.cos(angle)
      const { outline } = part
      if (part.kind === 'circle') return Math.hypot(dx, dy) <= outline.r
      if (part.kind === 'box') return Math.abs(dx) <= outline.width / 2 && Math.abs(dy) <= outline.height / 2
      if (outline.corners) {
        const c = outline.corners
        let inside = false
        for (let i = 0, j = c.length - 2; i < c.length; j = i, i += 2) {
          if (c[i + 1] > dy !== c[j + 1] > dy && dx < ((c[j] - c[i]) * (dy - c[i + 1])) / (c[j + 1] - c[i + 1]) + c[i]) inside = !inside
        }
        return inside
      }
      const [hx, hy] = outline.half // a capsule: distance to its segment
      const t = Math.max(-1, Math.min(1, (dx * hx + dy * hy) / (hx * hx + hy * hy)))
      return Math.hypot(dx - t * hx, dy - t * hy) <= Math.max(outline.r, 6)
    })
  return {
    down(px, py) {
      const x = px / scale
      const y = py / scale
      const part = shapeAt(x, y)
      if (part) {
        const pose = world.shapePose(part.shape)
        held = { shape: part.shape, dx: pose.x - x, dy: pose.y - y }
        doing = 'shape'
      } else if (grab.down(x, y)) doing = 'grab'
      else if (cutting) {
        cut.down(x, y)
        doing = 'cut'
      }
    },
    secondaryDown(px, py) {
      if (!cutting) return
      cut.down(px / scale, py / scale)
      doing = 'cut'
    },
    move(px, py) {
      const x = px / scale
      const y = py / scale
      if (doing === 'shape') world.moveShape(held.shape, x + held.dx, y + held.dy)
      else if (doing === 'grab') grab.move(x, y)
      else if (doing === 'cut') cut.move(x, y)
    },
    up(px, py) {
      if (doing === 'grab') grab.up(px / scale, py / scale)
      else if (doing === 'cut') cut.up()
      doing = null
    },
  }
}

export class PurupuruWorld extends PurupuruSketch {
  #observer = null
  #rebuild = 0

  sketchModule() {
    const element = this
    return Promise.resolve({
      title: 'A world',
      get description() {
        return describe(element)
      },
      default(ctx, host) {
        const box = viewBox(element.getAttribute('viewbox'))
        if (box) element.style.setProperty('--sketch-aspect', `${box.width} / ${box.height}`)
        else element.style.removeProperty('--sketch-aspect')
        const width = box?.width ?? host.width
        const height = box?.height ?? host.height
        const scale = host.width / width
        const built = buildWorld(element, host.physics.World, width, height)
        host.pointer(pointerFor(built, scale, element.hasAttribute('cut')))
        return sceneFrame(ctx, built.world, () => drawWorld(ctx, built, host.width, host.height, scale))
      },
    })
  }

  connectedCallback() {
    // A change to the markup (not the element's own state in data-*, style
    // and aria-*) rebuilds the scene, once for any number of changes at once.
    this.#observer ??= new MutationObserver((records) => {
      const own = (r) => r.target === this && r.type === 'attributes' && /^(data-|aria-|style$|paused$)/.test(r.attributeName)
      if (records.every(own)) return
      cancelAnimationFrame(this.#rebuild)
      this.#rebuild = requestAnimationFrame(() => this.reset())
    })
    this.#observer.observe(this, { attributes: true, childList: true, subtree: true })
    return super.connectedCallback()
  }

  disconnectedCallback() {
    this.#observer?.disconnect()
    cancelAnimationFrame(this.#rebuild)
    super.disconnectedCallback()
  }
}

defineOnce('purupuru-world', PurupuruWorld)
