// The pudding post's 1-D mass-spring: a mass on a spring of natural length
// len, pulled and let go. Beside it, its displacement over the last few
// seconds shows overshoot, decay, and with a coarse step (low fps) or d near
// 1, divergence.
import { P, standaloneHost } from '../lib/physics.js'
import { colors } from '../lib/colors.js'
import { sceneFrame } from '../lib/host.js'
import { History, drawPlot } from '../lib/plot.js'
import { throwTracker } from '../lib/pointer.js'

export const title = 'Spring'
export const description =
  'A damped mass on a spring, with its displacement plotted over time; pull the mass and let go.'

// Its words in Japanese, for a page (or part of one) in lang="ja".
export const ja = {
  title: 'ばね',
  description: 'ばねにつながれた減衰するおもりと、その変位の時間変化のグラフ。おもりを引っぱって離してみてください。',
  controls: { k: 'ばね定数', m: '質量', d: '減衰', fps: 'fps（1/dt）' },
}

const SECONDS = 4
const PLOT_RANGE = 15

export default (c, host = standaloneHost(c)) => {
  const { width, height } = host
  const live = (name) => (value) => spring.setOption(name, value)
  const k = host.control({ name: 'k', label: 'k', min: 1, max: 400, step: 1, value: 64, onInput: live('k') })
  const m = host.control({ name: 'm', label: 'm', min: 0.1, max: 10, step: 0.1, value: 1, onInput: live('m') })
  const d = host.control({ name: 'd', label: 'd', min: 0.8, max: 1, step: 0.005, value: 0.95, onInput: live('d') })
  const fps = host.control({ name: 'fps', label: 'fps (1/dt)', min: 2, max: 120, step: 1, value: 60, onInput: live('fps') })
  const spring = new P.Spring({ ...host.options(P.Spring), k, m, d, fps })
  const history = new History(SECONDS * 60)

  // Spring units to pixels: the wall at the left, 1 unit = `unit` px.
  const top = height * 0.1
  const bandHeight = height * 0.3
  const wallX = width * 0.06
  const unit = (width * 0.8) / 40
  const axisY = top + bandHeight / 2
  const toScreen = (x) => wallX + x * unit
  const massSize = Math.min(36, bandHeight * 0.6)

  // While held, the mass sits at the pointer; let go, it leaves with the
  // pointer's measured velocity (px per frame turned into units per second).
  let held = null // the finger holding the mass
  let heldAt = 0
  const path = throwTracker()
  const toSpring = (x) => Math.max(0, (x - wallX) / unit)
  host.pointer({
    down(x, y, finger) {
      if (held !== null || Math.abs(x - toScreen(spring.x)) >= massSize || Math.abs(y - axisY) >= massSize) return false
      held = finger
      heldAt = toSpring(x)
      path.start(x, y)
      return true
    },
    move(x, y, pressed, finger) {
      if (held !== finger) return
      heldAt = toSpring(x)
      path.record(x, y)
    },
    up(x, y, finger) {
      if (held !== finger) return
      held = null
      path.record(x, y)
      spring.set(heldAt, (path.velocity()[0] / unit) * 60)
    },
  })

  const drawSpring = () => {
    const massX = Math.min(width * 2, Math.max(-width, toScreen(spring.x)))
    c.strokeStyle = colors.ink
    c.lineWidth = 3
    c.beginPath()
    c.moveTo(wallX, top)
    c.lineTo(wallX, top + bandHeight)
    c.stroke()
    const coils = 14
    const amplitude = bandHeight * 0.18
    c.lineWidth = 1.5
    c.strokeStyle = colors.tint(30)
    c.beginPath()
    c.moveTo(wallX, axisY)
    for (let i = 1; i < coils * 2; i++) {
      const t = i / (coils * 2)
      c.lineTo(wallX + (massX - massSize / 2 - wallX) * t, axisY + (i % 2 ? -amplitude : amplitude))
    }
    c.lineTo(massX - massSize / 2, axisY)
    c.stroke()
    c.fillStyle = colors.tint(58)
    c.fillRect(massX - massSize / 2, axisY - massSize / 2, massSize, massSize)
    c.strokeStyle = colors.ink
    c.setLineDash([4, 4])
    c.beginPath()
    const restX = toScreen(spring.getOption('len'))
    c.moveTo(restX, top)
    c.lineTo(restX, top + bandHeight)
    c.stroke()
    c.setLineDash([])
  }

  const draw = () => {
    c.fillStyle = colors.paper
    c.fillRect(0, 0, width, height)
    drawSpring()
    const box = { x: wallX, y: height * 0.5, width: width - 2 * wallX, height: height * 0.44 }
    drawPlot(c, box, [{ history, color: colors.tint(30), label: 'x − len' }], {
      min: -PLOT_RANGE,
      max: PLOT_RANGE,
      title: `displacement, last ${SECONDS} s`,
    })
  }
  const advance = () => {
    if (held !== null) spring.set(heldAt, 0)
    else spring.step()
    history.push(spring.x - spring.getOption('len'))
  }
  return sceneFrame(c, spring, draw, advance, 'Diverged: raise fps, or lower k or d, then reset.')
}
