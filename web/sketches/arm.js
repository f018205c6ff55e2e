// The distance-relatives post's FABRIK arm: fixed link lengths, root fixed,
// the tip reaching for a target that follows the pointer, or wanders on its
// own when no pointer is over the canvas.
import { P, standaloneHost } from '../lib/physics.js'
import { colors } from '../lib/colors.js'
import { sceneFrame } from '../lib/host.js'
import { FINGER_REACH } from '../lib/pointer.js'

export const title = 'Arm (FABRIK)'
export const description =
  'An arm solved by FABRIK: its tip follows your pointer, or a wandering target, with every link length kept.'

// Its words in Japanese, for a page (or part of one) in lang="ja".
export const ja = {
  title: 'アーム（FABRIK）',
  description: 'FABRIK で解く関節アーム。先端がポインタ（なければさまよう目標）を追いかけ、どのリンクも長さを保ちます。',
}

export default (c, host = standaloneHost(c)) => {
  const { width, height } = host
  const arm = new P.Arm({ width, height, ...host.options(P.Arm) })
  let pointer = null
  let wander = 0
  // A mouse moves the target wherever it goes; a finger that lands on the
  // target drags it (elsewhere the page scrolls), and once lifted the target
  // wanders again.
  let fingerOn = false
  host.pointer({
    move: (x, y) => (pointer = [x, y]),
    down(x, y, finger, touch) {
      const { x: targetX, y: targetY } = arm.target
      if (touch && Math.hypot(x - targetX, y - targetY) > FINGER_REACH) return false
      fingerOn = touch
      pointer = [x, y]
      return true
    },
    up() {
      if (fingerOn) pointer = null
      fingerOn = false
    },
    leave: () => (pointer = null),
  })

  const draw = () => {
    const joints = arm.points()
    const { x: targetX, y: targetY } = arm.target
    c.fillStyle = colors.paper
    c.fillRect(0, 0, width, height)
    c.strokeStyle = colors.tint(30)
    c.lineWidth = 2
    c.beginPath()
    c.arc(targetX, targetY, 8, 0, Math.PI * 2)
    c.moveTo(targetX - 12, targetY)
    c.lineTo(targetX + 12, targetY)
    c.moveTo(targetX, targetY - 12)
    c.lineTo(targetX, targetY + 12)
    c.stroke()
    c.strokeStyle = colors.ink
    c.lineWidth = 4
    c.lineCap = 'round'
    c.beginPath()
    for (let i = 0; i < arm.count; i++) c.lineTo(joints[2 * i], joints[2 * i + 1])
    c.stroke()
    c.fillStyle = colors.tint(58)
    for (let i = 0; i < arm.count; i++) {
      c.beginPath()
      c.arc(joints[2 * i], joints[2 * i + 1], i === 0 ? 7 : 4.5, 0, Math.PI * 2)
      c.fill()
    }
  }
  return sceneFrame(c, arm, draw, () => {
    if (pointer) {
      arm.setTarget(pointer[0], pointer[1])
    } else {
      wander += 1 / 60
      arm.setTarget(
        width * 0.5 + Math.cos(wander * 0.9) * width * 0.3,
        height * 0.5 + Math.sin(wander * 1.7) * height * 0.3,
      )
    }
    arm.step()
  })
}
