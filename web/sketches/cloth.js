// Cloth, what the distance constraint scales up to: a grid of Verlet points
// with structural links, pinned along the top. Pulled hard it tears (the
// tear slider: how far a link may stretch, in spacings); a swipe from beside
// it, or a right-drag, cuts it; Reset mends it.
import { P, standaloneHost } from '../lib/physics.js'
import { colors } from '../lib/colors.js'
import { sceneFrame } from '../lib/host.js'
import { devicePixel, traceLinks } from '../lib/links.js'
import { grabOrCut } from '../lib/pointer.js'

export const title = 'Cloth'
export const description =
  'A grid of Verlet points joined by distance constraints, pinned along the top; pull it hard to tear it, swipe across it to cut it (on a touch screen, hold a finger still beside it first).'

// Its words in Japanese, for a page (or part of one) in lang="ja".
export const ja = {
  title: '布',
  description: 'Verlet 点を距離拘束でつないだ格子で、上端を留めてあります。強く引くと破れ、横切るようにスワイプすると切れます（タッチ画面では、布の横を長押ししてから）。',
  controls: { iter: '反復回数', tear: '破断の伸び' },
}

// The slider's lowest stop turns tearing off (the option's 0): a limit of
// 1 spacing would tear a cloth as soon as gravity stretched it at all. By
// default a cloth never tears: under its own weight one stretches its links
// to 1.6 spacings at iter 4 and past 3 at iter 1 (the page sets 2.5).
const NEVER = 1
const tearOption = (value) => (value <= NEVER ? 0 : value)

export default (c, host = standaloneHost(c)) => {
  const { width, height } = host
  const iter = host.control({
    name: 'iter',
    label: 'iter',
    min: 1,
    max: 20,
    step: 1,
    value: 4,
    onInput: (value) => cloth.setOption('iter', value),
  })
  const tear = host.control({
    name: 'tear',
    label: 'tear',
    min: NEVER,
    max: 4,
    step: 0.1,
    value: NEVER,
    fromAttribute: (value) => (value === 0 ? NEVER : value),
    format: (value) => (value <= NEVER ? 'never' : `${Number(value.toFixed(2))}×`),
    onInput: (value) => cloth.setOption('tear', tearOption(value)),
  })
  const cloth = new P.Cloth({ width, height, ...host.options(P.Cloth), iter, tear: tearOption(tear) })
  const cols = cloth.getOption('cols')
  const pinEvery = cloth.getOption('pinEvery')
  host.pointer(grabOrCut(cloth))

  const draw = () => {
    // Views are taken where they are read: creating another scene may grow
    // wasm memory and detach older ones.
    const points = cloth.points()
    const links = cloth.links()
    c.fillStyle = colors.paper
    c.fillRect(0, 0, width, height)
    c.strokeStyle = colors.ink
    c.lineWidth = Math.min(1, devicePixel(c))
    c.beginPath()
    traceLinks(c, points, links)
    c.stroke()
    c.fillStyle = colors.tint(30)
    for (let col = 0; col < cols; col++) {
      if (col % pinEvery !== 0 && col !== cols - 1) continue
      c.beginPath()
      c.arc(points[2 * col], points[2 * col + 1], 3.5, 0, Math.PI * 2)
      c.fill()
    }
  }
  return sceneFrame(c, cloth, draw)
}
