// A World sketch of our own: a rope with a weight at its end, built with the
// builders, drawn our way. The physics comes from the host, loaded once for
// the page, so this module imports on the server too.
import type { World } from 'purupuru'
import { rope } from 'purupuru/builders'
import { colors } from 'purupuru/colors'
import type { SketchHost } from 'purupuru/embed'

export const title = 'A rope with a weight'
export const description = 'A rope hangs from a pin with a weight at its end; drag it anywhere.'

// The attributes this sketch reads, checked as the built-in sketches check theirs.
const OPTIONS = {
  optionNames: ['links'],
  check({ links }: Record<string, unknown>) {
    if (links !== undefined && !(Number.isInteger(links) && (links as number) >= 1 && (links as number) <= 64)) {
      throw new RangeError(`rope: links must be an integer from 1 to 64, got ${links}`)
    }
  },
}

export default function ropeSketch(ctx: CanvasRenderingContext2D, host: SketchHost) {
  const { width, height, physics } = host
  const links = host.options(OPTIONS).links ?? 16
  const world: World = new physics.World({ width, height, gravity: 0.3, iter: 10 })
  const made = rope(world, { x: width / 2, y: 10, segments: links, length: height * 0.6 })
  const end = made.points[made.points.length - 1]
  host.pointer({
    down: (x, y, finger) => world.grab(x, y, finger) >= 0, // false: a finger on empty paper scrolls the page
    move: (x, y, pressed, finger) => pressed && world.drag(x, y, finger),
    up: (x, y, finger) => world.release(undefined, undefined, finger),
  })
  const frame = () => {
    world.step()
    const xy = world.points()
    ctx.fillStyle = colors.paper
    ctx.fillRect(0, 0, width, height)
    ctx.strokeStyle = colors.ink
    ctx.lineWidth = 2
    ctx.beginPath()
    for (const i of made.points) ctx.lineTo(xy[2 * i], xy[2 * i + 1])
    ctx.stroke()
    ctx.fillStyle = colors.tint(45)
    ctx.beginPath()
    ctx.arc(xy[2 * end], xy[2 * end + 1], 12, 0, 2 * Math.PI)
    ctx.fill()
  }
  return Object.assign(frame, { scene: world, dispose: () => world.delete() })
}
