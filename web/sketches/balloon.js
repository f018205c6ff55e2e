// The distance-relatives post's balloon: a ring of springs inflated by area
// pressure, falling, bouncing and held near the centre; with its area
// plotted against the target area.
import { P, standaloneHost } from '../lib/physics.js'
import { colors } from '../lib/colors.js'
import { sceneFrame } from '../lib/host.js'
import { grabWithPointer } from '../lib/pointer.js'

export const title = 'Balloon'
export const description =
  'A pressurized soft body: springs around a ring, pushed outward toward a target area; squeeze it with the pointer.'

// Its words in Japanese, for a page (or part of one) in lang="ja".
export const ja = {
  title: '風船',
  description: '圧力で膨らむ柔らかい物体。輪に並んだばねが目標の面積まで外へ押し広げられます。ポインタで押しつぶしてみてください。',
  controls: { k: 'ばね定数', press: '圧力', damp: '減衰' },
}

export default (c, host = standaloneHost(c)) => {
  const { width, height } = host
  const live = (name) => (value) => balloon.setOption(name, value)
  const k = host.control({ name: 'k', label: 'k', min: 0.02, max: 1, step: 0.01, value: 0.22, onInput: live('k') })
  const press = host.control({ name: 'press', label: 'press', min: 0, max: 4, step: 0.05, value: 0.7, onInput: live('press') })
  const damp = host.control({ name: 'damp', label: 'damp', min: 0.8, max: 1, step: 0.005, value: 0.97, onInput: live('damp') })
  const balloon = new P.Balloon({ width, height, ...host.options(P.Balloon), k, press, damp })
  host.pointer(grabWithPointer(balloon))

  // The area meter: a bar for the current area, a tick for the target.
  const drawMeter = () => {
    const x = 12
    const y = 12
    const barWidth = Math.min(160, width * 0.3)
    const full = balloon.targetArea * 1.5
    c.fillStyle = colors.tint(85)
    c.fillRect(x, y + 16, barWidth, 8)
    c.fillStyle = colors.tint(30)
    c.fillRect(x, y + 16, Math.min(1, balloon.area() / full) * barWidth, 8)
    const targetX = x + (balloon.targetArea / full) * barWidth
    c.fillStyle = colors.ink
    c.fillRect(targetX - 1, y + 12, 2, 16)
    c.font = '12px system-ui, sans-serif'
    c.textBaseline = 'top'
    const percent = Math.round((balloon.area() / balloon.targetArea) * 100)
    c.fillText(`area ${percent}% of target`, x, y)
  }

  const draw = () => {
    const points = balloon.points()
    c.fillStyle = colors.paper
    c.fillRect(0, 0, width, height)
    c.strokeStyle = colors.tint(30)
    c.lineWidth = 2
    c.beginPath()
    for (let i = 0; i <= balloon.count; i++) {
      const j = i % balloon.count
      c.lineTo(points[2 * j], points[2 * j + 1])
    }
    c.stroke()
    c.fillStyle = colors.tint(58)
    for (let i = 0; i < balloon.count; i++) c.fillRect(points[2 * i] - 2, points[2 * i + 1] - 2, 4, 4)
    drawMeter()
  }
  return sceneFrame(c, balloon, draw)
}
