// A cloth of disks falling over a ball that the pointer drags: the ball is a
// kinematic shape, so it pushes the cloth and carries it by friction. A
// press beside the ball (or with the right button) swipes and cuts the cloth.
import { P, standaloneHost } from '../lib/physics.js'
import { cloth } from '../../js/builders.js'
import { colors } from '../lib/colors.js'
import { sceneFrame } from '../lib/host.js'
import { devicePixel, traceLinks } from '../lib/links.js'
import { swipeToCut } from '../lib/pointer.js'

export const title = 'Drape'
export const description = 'A cloth of colliding points falls over a ball; drag the ball and the cloth comes along; swipe beside it to cut the cloth (on a touch screen, hold a finger still first).'

// Its words in Japanese, for a page (or part of one) in lang="ja".
export const ja = {
  title: 'ドレープ',
  description: 'ぶつかり合う点でできた布がボールに覆いかぶさります。ボールをドラッグすると布もついてきます。ボールの横でスワイプすると布が切れます（タッチ画面では、長押ししてから）。',
}

export default (c, host = standaloneHost(c)) => {
  const { width, height } = host
  const u = height / 360
  const world = new P.World({ width, height, substeps: 4, iter: 4, maxPoints: 1200, ...host.options(P.World) })
  const ball = { x: width / 2, y: height * 0.62, r: 50 * u }
  const shape = world.addCircle(ball.x, ball.y, ball.r)
  const spacing = 7 * u
  const cols = Math.min(40, Math.floor((width * 0.8) / spacing))
  cloth(world, { cols, rows: 20, spacing, pinEvery: 0, radius: 3 * u,
    x: (width - (cols - 1) * spacing) / 2, y: height * 0.05 })
  let held = null // the finger dragging the ball, and the offset from its centre to it
  const cut = swipeToCut(world)
  host.pointer({
    down(x, y, finger, touch) {
      if (!held && Math.hypot(x - ball.x, y - ball.y) <= ball.r) {
        held = { finger, dx: ball.x - x, dy: ball.y - y }
        return true
      }
      return !touch && cut.down(x, y, finger) // a finger beside the ball scrolls the page
    },
    secondaryDown: cut.down,
    move(x, y, pressed, finger) {
      if (cut.move(x, y, pressed, finger) || held?.finger !== finger) return
      ball.x = Math.min(width, Math.max(0, x + held.dx))
      ball.y = Math.min(height, Math.max(0, y + held.dy))
      world.moveShape(shape, ball.x, ball.y)
    },
    up(x, y, finger) {
      if (held?.finger === finger) held = null
      cut.up(x, y, finger)
    },
  })

  const draw = () => {
    const xy = world.points()
    const ends = world.links()
    c.fillStyle = colors.paper
    c.fillRect(0, 0, width, height)
    c.beginPath()
    c.arc(ball.x, ball.y, ball.r, 0, Math.PI * 2)
    c.fillStyle = colors.tint(58)
    c.fill()
    c.beginPath()
    traceLinks(c, xy, ends) // the cloth's are the world's only links: every whole one is drawn
    c.strokeStyle = colors.ink
    c.lineWidth = Math.min(1, devicePixel(c))
    c.stroke()
  }
  return sceneFrame(c, world, draw)
}
