// The playground: one World composed with the builders (a jelly, a ragdoll,
// a weight on a rope), all of it falling, tumbling off the walls and
// draggable. The example to copy: build, link the parts, step, draw.
import { load } from '../../js/index.js'
import { jelly, ragdoll, ring, rope } from '../../js/builders.js'
import { colors } from '../lib/colors.js'
import { sceneFrame, standaloneHost } from '../lib/host.js'
import { grabWithPointer } from '../lib/pointer.js'

const P = await load()

export const title = 'World'
export const description =
  'A jelly, a ragdoll and a weight on a rope, built from points, links and pressure in one World; throw them around.'

export default (c, host = standaloneHost(c)) => {
  const { width, height } = host
  const u = height / 360 // the builders' defaults suit a 360 px tall canvas
  // A little damping, so thrown bodies come to rest on the frictionless floor.
  const world = new P.World({ width, height, damping: 0.995, ...host.options(P.World) })
  const box = jelly(world, { x: width * 0.12, y: height * 0.4, spacing: 18 * u })
  const doll = ragdoll(world, { x: width * 0.42, y: height * 0.12, size: 110 * u })
  const cord = rope(world, { x: width * 0.8, y: 0, angle: Math.PI, length: 150 * u, segments: 14 })
  // The weight: a small balloon hung from the rope's end by one more link.
  const end = cord.points.at(-1)
  const [endX, endY] = world.points().slice(2 * end, 2 * end + 2)
  const weight = ring(world, { x: endX, y: endY + 28 * u, radius: 18 * u, count: 12, press: 1 })
  const tie = world.link(end, weight.points[0])
  host.pointer(grabWithPointer(world))

  // Every link is drawn but the ragdoll's braces: only its bones.
  const lines = [...box.links, ...cord.links, tie, ...weight.links, ...doll.bones]
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
    fill(box.rim, colors.tint(85))
    fill(weight.points, colors.tint(58))
    c.beginPath()
    for (const l of lines) {
      c.moveTo(xy[2 * ends[2 * l]], xy[2 * ends[2 * l] + 1])
      c.lineTo(xy[2 * ends[2 * l + 1]], xy[2 * ends[2 * l + 1] + 1])
    }
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
