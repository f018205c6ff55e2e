// The pudding post's Puddinizer: a zero-length damped spring whose offset
// shears a pudding about its base through [1, 0, px, 1 + py, 0, 0], so the
// base stays on the plate while the top wobbles. Click or tap to poke it.
import { P, standaloneHost } from '../lib/physics.js'
import { colors } from '../lib/colors.js'
import { sceneFrame } from '../lib/host.js'

export const title = 'Pudding'
export const description =
  'A pudding sheared by a damped 2-D spring: poke it where you like and watch it wobble back.'

// Its words in Japanese, for a page (or part of one) in lang="ja".
export const ja = {
  title: 'プリン',
  description: '減衰する 2 次元のばねでせん断されるプリン。好きなところをつついて、揺れて戻る様子を見てください。',
  controls: { k: 'ばね定数', m: '質量', d: '減衰' },
}

// Pudding outline, base at y = 0 and top at y = -1, unit half-width at the base.
function puddingPath(c, width, height) {
  const base = width / 2
  const crown = base * 0.72
  c.beginPath()
  c.moveTo(-base, 0)
  c.bezierCurveTo(-base * 0.98, -height * 0.5, -crown * 1.02, -height * 0.85, -crown, -height)
  c.quadraticCurveTo(0, -height * 1.06, crown, -height)
  c.bezierCurveTo(crown * 1.02, -height * 0.85, base * 0.98, -height * 0.5, base, 0)
  c.closePath()
}

function drawPudding(c, width, height) {
  puddingPath(c, width, height)
  c.fillStyle = colors.tint(85)
  c.fill()
  c.lineWidth = 2
  c.strokeStyle = colors.tint(45)
  c.stroke()
  // The caramel: the top quarter, dripping a little down the sides.
  c.save()
  puddingPath(c, width, height)
  c.clip()
  c.fillStyle = colors.tint(30)
  c.beginPath()
  c.moveTo(-width, -height * 1.2)
  c.lineTo(width, -height * 1.2)
  c.lineTo(width, -height * 0.8)
  const drips = 7
  for (let i = drips; i >= 0; i--) {
    const x = -width / 2 + (i / drips) * width
    const depth = i % 2 ? 0.7 : 0.78
    c.quadraticCurveTo(x + width / drips / 2, -height * depth, x, -height * 0.8)
  }
  c.lineTo(-width, -height * 0.8)
  c.closePath()
  c.fill()
  c.restore()
  // A highlight on the custard, so it reads as glossy.
  c.strokeStyle = colors.paper
  c.lineWidth = 3
  c.lineCap = 'round'
  c.beginPath()
  c.moveTo(-width * 0.3, -height * 0.25)
  c.quadraticCurveTo(-width * 0.33, -height * 0.45, -width * 0.26, -height * 0.62)
  c.stroke()
}

export default (c, host = standaloneHost(c)) => {
  const { width, height } = host
  const live = (name) => (value) => jiggle.setOption(name, value)
  const k = host.control({ name: 'k', label: 'k', min: 20, max: 1500, step: 10, value: 400, onInput: live('k') })
  const m = host.control({ name: 'm', label: 'm', min: 0.2, max: 5, step: 0.1, value: 1, onInput: live('m') })
  const d = host.control({ name: 'd', label: 'd', min: 0.8, max: 1, step: 0.005, value: 0.9, onInput: live('d') })
  const jiggle = new P.Jiggle({ ...host.options(P.Jiggle), k, m, d })

  const baseX = width / 2
  const baseY = height * 0.8
  const puddingWidth = Math.min(width * 0.4, height * 0.75)
  const puddingHeight = puddingWidth * 0.72

  // A poke where the pudding was hit: sideways away from the hit, and squashed.
  const pokeAt = (x, y) => {
    const across = (x - baseX) / (puddingWidth / 2)
    const up = (baseY - y) / puddingHeight
    if (Math.abs(across) > 1.2 || up < -0.15 || up > 1.2) return false
    jiggle.poke(0, 0, across * 3, -1.5 - up)
    return true
  }
  // Left alone, the pudding gets a little nudge now and then, so the gallery
  // shows it wobbling; a reader's poke restarts the wait.
  const IDLE_FRAMES = 180
  let idle = 0
  const nudge = () => pokeAt(baseX + puddingWidth * 0.3, baseY - puddingHeight * 0.8)
  nudge()
  host.pointer({
    down(x, y) {
      if (pokeAt(x, y)) idle = 0
    },
  })

  const draw = () => {
    const matrix = jiggle.matrix()
    c.fillStyle = colors.paper
    c.fillRect(0, 0, width, height)
    c.fillStyle = colors.paper
    c.strokeStyle = colors.ink
    c.lineWidth = 2
    c.beginPath()
    c.ellipse(baseX, baseY + 4, puddingWidth * 0.8, puddingWidth * 0.12, 0, 0, Math.PI * 2)
    c.fill()
    c.stroke()
    c.save()
    c.translate(baseX, baseY)
    c.transform(matrix[0], matrix[1], matrix[2], matrix[3], matrix[4], matrix[5])
    drawPudding(c, puddingWidth, puddingHeight)
    c.restore()
  }
  const frame = sceneFrame(c, jiggle, draw, () => {
    if (++idle >= IDLE_FRAMES) {
      nudge()
      idle = 0
    }
    jiggle.step()
  })
  frame.base = { x: baseX, y: baseY, width: puddingWidth, height: puddingHeight }
  return frame
}
