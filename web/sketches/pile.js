// A ball pit: a few thousand disks poured into the canvas, colliding with
// each other and the walls, stirred by dragging one of them through the rest.
import { P, standaloneHost } from '../lib/physics.js'
import { pile } from '../../js/builders.js'
import { colors } from '../lib/colors.js'
import { diskPixels } from '../lib/disk_pixels.js'
import { sceneFrame } from '../lib/host.js'
import { grabWithPointer } from '../lib/pointer.js'

export const title = 'Pile'
export const description = 'A few thousand disks poured into a box: contacts, friction and rest. Stir them with the pointer.'

// Its words in Japanese, for a page (or part of one) in lang="ja".
export const ja = {
  title: '粒の山',
  description: '箱に注いだ数千個の円盤。接触、摩擦、そして静止。ポインタでかき混ぜてみてください。',
}

// count: by default as many as fill the lower half of the canvas (about 1500 at 640 x 360).
const DEFAULTS = { count: undefined, radius: 4, friction: 0.3, restitution: 0, substeps: 8 }

// The sketch's options as the element reads them: the World's own, checked
// by it, and the pile's count and radius.
const PileOptions = {
  optionNames: Object.keys(DEFAULTS),
  check({ width, height, count, radius, ...world }) {
    P.World.check({ width, height, ...world })
    if (count !== undefined && !(Number.isInteger(count) && count >= 1 && count <= 20000)) {
      throw new RangeError(`pile: count must be an integer from 1 to 20000, got ${count}`)
    }
    if (radius !== undefined && !(typeof radius === 'number' && radius >= 1 && radius <= 50)) {
      throw new RangeError(`pile: radius must be a number from 1 to 50, got ${radius}`)
    }
  },
}

export default (c, host = standaloneHost(c)) => {
  const { width, height } = host
  const o = { ...DEFAULTS, ...host.options(PileOptions) }
  // Two relaxations per sub-step hold a deep pile to a few hundredths of a radius of overlap.
  const world = new P.World({ width, height, iter: 2, substeps: o.substeps, friction: o.friction,
    staticFriction: Math.max(0.5, o.friction), restitution: o.restitution,
    maxPoints: o.count ?? Math.ceil((width * height) / (4 * o.radius * o.radius)) })
  // Laid in rows from the floor up, ready to fall and settle.
  // (A canvas squeezed too small for a disk gets none until it grows again.)
  const room = Math.min(width, height * 0.55) >= 4 * o.radius
  if (room && o.count === undefined) pile(world, { x: 0, y: height * 0.45, width, height: height * 0.55, radius: o.radius })
  else if (room) pile(world, { x: 0, y: 0, width, height, radius: o.radius, count: o.count })
  host.pointer(grabWithPointer(world))

  // Drawn a little larger than they are, so touching disks merge into one
  // shape rather than a lace of anti-aliased edges; straight into pixels,
  // as a path of thousands of arcs is too slow to fill without a GPU.
  const drawDisks = diskPixels(c)
  const draw = () => drawDisks(world.points(), o.radius + 0.5, colors.paper, colors.tint(58))
  return sceneFrame(c, world, draw)
}
