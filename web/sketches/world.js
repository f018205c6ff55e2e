// The playground: one World composed with the builders (a jelly, a ragdoll,
// a weight on a rope), all of it falling onto a ramp and a peg, landing on
// each other, draggable, and the ramp and the peg draggable too; a swipe
// from empty space cuts every link it crosses. The example to copy: build,
// link the parts, add shapes, step, draw.
import { P, standaloneHost } from '../lib/physics.js'
import { jelly, ragdoll, ring, rope } from '../../js/builders.js'
import { colors } from '../lib/colors.js'
import { sceneFrame } from '../lib/host.js'
import { traceLinks } from '../lib/links.js'
import { grabOrCut } from '../lib/pointer.js'

export const title = 'World'
export const description =
  'A jelly, a ragdoll and a weight on a rope in one World, colliding with each other, a ramp and a peg; throw them around, drag the shapes, swipe across a link to cut it (on a touch screen, hold a finger still first).'

// Its words in Japanese, for a page (or part of one) in lang="ja".
export const ja = {
  title: 'ワールド',
  description: 'ゼリー、ラグドール、ロープに吊るしたおもりが一つの World の中で互いに、そして坂と杭にぶつかります。投げ飛ばしたり、図形をドラッグしたり、リンクを横切るようにスワイプして切ったり（タッチ画面では、長押ししてから）してみてください。',
}

export default (c, host = standaloneHost(c)) => {
  const { width, height } = host
  const u = height / 360 // the builders' defaults suit a 360 px tall canvas
  // A little damping, so thrown bodies come to rest; four sub-steps keep
  // fast bodies from passing through each other.
  const world = new P.World({ width, height, damping: 0.995, substeps: 4, ...host.options(P.World) })
  const r = 3 * u // every point a disk of this radius
  const box = jelly(world, { x: width * 0.12, y: height * 0.1, spacing: 18 * u, radius: r })
  const doll = ragdoll(world, { x: width * 0.42, y: height * 0.12, size: 110 * u, radius: r })
  const cord = rope(world, { x: width * 0.8, y: 0, angle: Math.PI, length: 150 * u, segments: 14, radius: r })
  // The weight: a small balloon hung from the rope's end by one more link.
  const end = cord.points.at(-1)
  const [endX, endY] = world.points().slice(2 * end, 2 * end + 2)
  const weight = ring(world, { x: endX, y: endY + 28 * u, radius: 18 * u, count: 12, press: 1, pointRadius: r })
  const tie = world.link(end, weight.points[0])
  // The shapes, kept here as drawn: a ramp under the jelly and a peg under the ragdoll.
  const ramp = { x: width * 0.2, y: height * 0.62, w: width * 0.3, h: 10 * u, angle: 0.35 }
  const peg = { x: width * 0.5, y: height * 0.72, r: 26 * u }
  ramp.s = world.addBox(ramp.x, ramp.y, ramp.w, ramp.h, { angle: ramp.angle })
  peg.s = world.addCircle(peg.x, peg.y, peg.r)
  host.pointer(dragShapesOrGrab(world, ramp, peg))

  // Every whole link is drawn but the ragdoll's braces: only its bones. A
  // cut shortens links(), so the braces are known by their ends, not their index.
  const ends0 = world.links()
  const key = (a, b) => a * world.maxPoints + b
  const bones = new Set(doll.bones)
  const braces = new Set(doll.links.filter((l) => !bones.has(l)).map((l) => key(ends0[2 * l], ends0[2 * l + 1])))
  const draw = () => {
    const xy = world.points() // taken where read: a new World may grow wasm memory
    const ends = world.links()
    const fill = (outline, style) => {
      c.beginPath()
      for (const i of outline) c.lineTo(xy[2 * i], xy[2 * i + 1])
      c.fillStyle = style
      c.fill()
    }
    c.fillStyle = colors.paper
    c.fillRect(0, 0, width, height)
    c.fillStyle = colors.tint(30)
    c.save()
    c.translate(ramp.x, ramp.y)
    c.rotate(ramp.angle)
    c.fillRect(-ramp.w / 2, -ramp.h / 2, ramp.w, ramp.h)
    c.restore()
    c.beginPath()
    c.arc(peg.x, peg.y, peg.r, 0, Math.PI * 2)
    c.fill()
    fill(box.rim, colors.tint(85))
    fill(weight.points, colors.tint(58))
    c.beginPath()
    traceLinks(c, xy, ends, (a, b) => braces.has(key(a, b)))
    c.strokeStyle = colors.ink
    c.lineWidth = 1.5
    c.stroke()
    c.beginPath()
    c.arc(xy[2 * doll.head], xy[2 * doll.head + 1], 11 * u, 0, Math.PI * 2)
    c.fillStyle = colors.tint(58)
    c.fill()
    c.stroke()
  }
  return sceneFrame(c, world, draw)
}

// A press on a shape drags it (the world sweeps it there, pushing what it
// meets); near a point it grabs the nearest, as in every sketch; in empty
// space (or with the right button) it swipes, cutting every link the
// pointer's path crosses.
function dragShapesOrGrab(world, ramp, peg) {
  const points = grabOrCut(world)
  const inside = (shape, x, y) => {
    if (shape.r !== undefined) return Math.hypot(x - shape.x, y - shape.y) <= shape.r
    const dx = x - shape.x, dy = y - shape.y
    const along = dx * Math.cos(shape.angle) + dy * Math.sin(shape.angle)
    const across = -dx * Math.sin(shape.angle) + dy * Math.cos(shape.angle)
    return Math.abs(along) <= shape.w / 2 && Math.abs(across) <= shape.h / 2 + 6
  }
  const held = new Map() // finger -> the shape it drags and its offset to the finger
  return {
    down(x, y, finger, touch) {
      const shape = [peg, ramp].find((s) => inside(s, x, y) && ![...held.values()].some((h) => h.shape === s))
      if (!shape) return points.down(x, y, finger, touch)
      held.set(finger, { shape, dx: shape.x - x, dy: shape.y - y })
      return true
    },
    secondaryDown: points.secondaryDown,
    move(x, y, pressed, finger) {
      const hold = held.get(finger)
      if (!hold) return points.move(x, y, pressed, finger)
      const { shape } = hold
      shape.x = Math.min(world.width, Math.max(0, x + hold.dx))
      shape.y = Math.min(world.height, Math.max(0, y + hold.dy))
      world.moveShape(shape.s, shape.x, shape.y)
    },
    up(x, y, finger) {
      if (!held.delete(finger)) points.up(x, y, finger)
    },
  }
}
