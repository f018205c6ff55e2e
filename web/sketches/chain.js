// The Verlet post's chain: a pinned head swung sideways, 14 points held
// together only by distance constraints relaxed iter times a frame.
import { P, standaloneHost } from '../lib/physics.js'
import { colors } from '../lib/colors.js'
import { sceneFrame } from '../lib/host.js'
import { grabWithPointer } from '../lib/pointer.js'

export const title = 'Chain'
export const description =
  'A chain of Verlet points swung by its pinned head; drag any point, and raise iter to stiffen it.'

// Its words in Japanese, for a page (or part of one) in lang="ja".
export const ja = {
  title: 'チェーン',
  description: '先頭を固定して揺らす Verlet 点のチェーン。どの点もドラッグでき、反復回数を上げるほど硬くなります。',
  controls: { iter: '反復回数' },
}

export function drawChain(c, points, count) {
  c.strokeStyle = colors.ink
  c.lineWidth = 2
  c.beginPath()
  for (let i = 0; i < count; i++) c.lineTo(points[2 * i], points[2 * i + 1])
  c.stroke()
  c.fillStyle = colors.tint(58)
  for (let i = 0; i < count; i++) {
    c.beginPath()
    c.arc(points[2 * i], points[2 * i + 1], 3, 0, Math.PI * 2)
    c.fill()
  }
}

export default (c, host = standaloneHost(c)) => {
  const { width, height } = host
  const iter = host.control({
    name: 'iter',
    label: 'iter',
    min: 1,
    max: 30,
    step: 1,
    value: 4,
    onInput: (value) => chain.setOption('iter', value),
  })
  const chain = new P.Chain({ width, height, ...host.options(P.Chain), iter })
  host.pointer(grabWithPointer(chain))

  const draw = () => {
    c.fillStyle = colors.paper
    c.fillRect(0, 0, width, height)
    drawChain(c, chain.points(), chain.count)
  }
  return sceneFrame(c, chain, draw)
}
