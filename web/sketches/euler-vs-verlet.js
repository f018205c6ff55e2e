// The argument of the Verlet post, side by side: two chains under the same
// swing and the same constraint relaxation. The left keeps an explicit
// velocity the corrections never reach; the right is Verlet, whose velocity
// is (x - prev) and so includes them. Below, each chain's total length error.
import { P, standaloneHost } from '../lib/physics.js'
import { colors } from '../lib/colors.js'
import { drawNotice } from '../lib/host.js'
import { History, drawPlot } from '../lib/plot.js'
import { drawChain } from './chain.js'

export const title = 'Euler vs Verlet'
export const description =
  'Two chains, same constraints: explicit velocity (left) stretches without end, Verlet (right) holds its length.'

// Its words in Japanese, for a page (or part of one) in lang="ja".
export const ja = {
  title: 'Euler 法と Verlet 法',
  description: '同じ拘束の 2 本のチェーン。速度を明示的に持つ左（Euler 法）は際限なく伸び、右（Verlet 法）は長さを保ちます。',
  controls: { iter: '反復回数（両方）' },
}

const SECONDS = 10

export default (c, host = standaloneHost(c)) => {
  const { width, height } = host
  const half = width / 2
  const chainHeight = height * 0.62
  const iter = host.control({
    name: 'iter',
    label: 'iter (both chains)',
    min: 1,
    max: 30,
    step: 1,
    value: 4,
    onInput: (value) => {
      euler.setOption('iter', value)
      verlet.setOption('iter', value)
    },
  })
  const size = { width: half, height: chainHeight, iter }
  const euler = new P.EulerChain({ ...host.options(P.EulerChain), ...size })
  const verlet = new P.Chain({ ...host.options(P.Chain), ...size })
  const eulerError = new History(SECONDS * 60)
  const verletError = new History(SECONDS * 60)

  const drawHalf = (left, label, points, count) => {
    c.save()
    c.beginPath()
    c.rect(left, 0, half, chainHeight)
    c.clip()
    c.translate(left, 0)
    drawChain(c, points, count)
    c.restore()
    c.fillStyle = colors.ink
    c.font = '13px system-ui, sans-serif'
    c.textBaseline = 'top'
    c.fillText(label, left + 10, 8)
  }

  const draw = () => {
    c.fillStyle = colors.paper
    c.fillRect(0, 0, width, height)
    drawHalf(0, 'Euler: v += g; x += v', euler.points(), euler.count)
    drawHalf(half, 'Verlet: x += (x − prev) + g', verlet.points(), verlet.count)
    c.strokeStyle = colors.tint(85)
    c.beginPath()
    c.moveTo(half, 0)
    c.lineTo(half, chainHeight)
    c.stroke()
    let top = 10
    for (let i = 0; i < eulerError.length; i++) top = Math.max(top, eulerError.at(i))
    drawPlot(
      c,
      { x: 8, y: chainHeight + 6, width: width - 16, height: height - chainHeight - 12 },
      [
        { history: eulerError, color: colors.tint(30), label: 'Euler' },
        { history: verletError, color: colors.ink, label: 'Verlet' },
      ],
      { min: 0, max: top * 1.1, title: `total length error, px (max ${Math.round(top)})`, zero: false },
    )
    // The Euler chain's velocities grow until it blows up: the post's point.
    if (euler.diverged || verlet.diverged) drawNotice(c, 'The Euler chain blew up (diverged). Reset to start again.')
  }
  const advance = () => {
    euler.step()
    verlet.step()
    eulerError.push(euler.lengthError())
    verletError.push(verlet.lengthError())
  }
  const frame = () => {
    advance()
    draw()
  }
  frame.draw = draw
  frame.advance = advance
  frame.scenes = { euler, verlet }
  frame.dispose = () => {
    euler.delete()
    verlet.delete()
  }
  return frame
}
