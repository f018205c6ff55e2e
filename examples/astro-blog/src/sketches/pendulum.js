// A sketch module of the blog's own: a pendulum of three links in a World,
// drawn its own way. The physics comes from the host, loaded once for the
// page, so this module imports anywhere, the server included.
import { colors } from 'purupuru/colors'

export const title = 'A double pendulum'
export const description = 'Three links from a pin; drag the weight.'

export default (ctx, host) => {
  const { width, height, physics } = host
  const world = new physics.World({ width, height, gravity: 0.4, iter: 8 })
  const pin = world.addPoint(width / 2, height * 0.15)
  world.pin(pin)
  let last = pin
  for (let i = 1; i <= 3; i++) {
    const next = world.addPoint(width / 2 + i * 40, height * 0.15 + i * 10)
    world.link(last, next)
    last = next
  }
  // down() says whether the finger took a point: on a phone, a finger that
  // took nothing scrolls the page. Each finger holds a point of its own.
  host.pointer({
    down: (x, y, finger) => world.grab(x, y, finger) >= 0,
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
    for (let i = 0; i < world.count; i++) ctx.lineTo(xy[2 * i], xy[2 * i + 1])
    ctx.stroke()
    ctx.fillStyle = colors.tint(45)
    ctx.beginPath()
    ctx.arc(xy[2 * last], xy[2 * last + 1], 10, 0, 2 * Math.PI)
    ctx.fill()
  }
  frame.scene = world
  frame.dispose = () => world.delete()
  return frame
}
