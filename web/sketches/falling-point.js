// The Verlet post's first sketch: one point with no velocity variable,
// thrown sideways by its starting prev, bouncing by mirroring prev.
import { P, standaloneHost } from '../lib/physics.js'
import { colors } from '../lib/colors.js'
import { sceneFrame } from '../lib/host.js'
import { grabWithPointer } from '../lib/pointer.js'
import { History } from '../lib/plot.js'

export const title = 'Falling point'
export const description =
  'One Verlet point thrown sideways, bouncing off the floor and walls; catch it and throw it.'

// Its words in Japanese, for a page (or part of one) in lang="ja".
export const ja = {
  title: '落ちる点',
  description: '横向きに投げ出された Verlet 点が床と壁で跳ね返ります。つかんで投げてみてください。',
  controls: { gravity: '重力' },
}

const TRAIL = 40

export default (c, host = standaloneHost(c)) => {
  const { width, height } = host
  const gravity = host.control({
    name: 'gravity',
    label: 'gravity',
    min: 0,
    max: 2,
    step: 0.05,
    value: 0.5,
    onInput: (value) => point.setOption('gravity', value),
  })
  const point = new P.FallingPoint({ width, height, ...host.options(P.FallingPoint), gravity })
  const trailX = new History(TRAIL)
  const trailY = new History(TRAIL)
  host.pointer(grabWithPointer(point))

  const draw = () => {
    c.fillStyle = colors.paper
    c.fillRect(0, 0, width, height)
    const margin = point.getOption('margin')
    c.strokeStyle = colors.tint(85)
    c.lineWidth = 1
    c.strokeRect(margin, margin, width - 2 * margin, height - 2 * margin)
    c.strokeStyle = colors.tint(58)
    c.lineWidth = 2
    c.beginPath()
    for (let i = 0; i < trailX.length; i++) c.lineTo(trailX.at(i), trailY.at(i))
    c.stroke()
    const xy = point.points()
    c.fillStyle = colors.ink
    c.beginPath()
    c.arc(xy[0], xy[1], 6, 0, Math.PI * 2)
    c.fill()
  }
  return sceneFrame(c, point, draw, () => {
    point.step()
    const xy = point.points()
    trailX.push(xy[0])
    trailY.push(xy[1])
  })
}
