// Draws a World built from markup (world-markup.js) with the palette: shapes
// first, then filled bodies, links, disks and the pins' marks, each part in
// its own tint if it chose one.
import { colors } from './colors.js'
import { traceLinks } from './links.js'

const PIN = 3 // half a pin mark's side, in scene units
const POINT = 3 // a plain point's dot, when it is not a disk

function shapePath(c, world, part) {
  const { x, y, angle } = world.shapePose(part.shape)
  const { outline } = part
  c.save()
  c.translate(x, y)
  c.rotate(angle)
  c.beginPath()
  if (part.kind === 'circle') c.arc(0, 0, outline.r, 0, Math.PI * 2)
  else if (part.kind === 'box') c.rect(-outline.width / 2, -outline.height / 2, outline.width, outline.height)
  else if (outline.corners) {
    for (let k = 0; k < outline.corners.length; k += 2) c.lineTo(outline.corners[k], outline.corners[k + 1])
    c.closePath()
  }
  c.restore()
}

function drawShape(c, world, part, scale) {
  if (part.kind === 'capsule' || part.kind === 'segment') {
    const { x, y, angle } = world.shapePose(part.shape)
    const [hx, hy] = part.outline.half
    const cos = Math.cos(angle)
    const sin = Math.sin(angle)
    c.beginPath()
    c.moveTo(x - hx * cos + hy * sin, y - hx * sin - hy * cos)
    c.lineTo(x + hx * cos - hy * sin, y + hx * sin + hy * cos)
    c.lineCap = 'round'
    c.lineWidth = Math.max(2 * part.outline.r, 3 / scale)
    c.strokeStyle = colors.tint(part.tint ?? (part.draggable ? 58 : 45))
    c.stroke()
    c.lineCap = 'butt'
    return
  }
  shapePath(c, world, part)
  c.fillStyle = colors.tint(part.tint ?? (part.draggable ? 58 : 85))
  c.fill()
  c.lineWidth = 1 / scale
  c.strokeStyle = colors.tint(45)
  c.stroke()
}

/** Draws the built scene in view: the canvas's CSS size and its CSS pixels per scene unit (lines stay a pixel wide). */
export function drawWorld(c, built, { width, height, scale }) {
  const { world, parts, radii, pinned, solid, pointTint } = built
  c.fillStyle = colors.paper
  c.fillRect(0, 0, width, height)
  c.save()
  c.scale(scale, scale)
  const xy = world.points()
  for (const part of parts) if (part.shape !== undefined) drawShape(c, world, part, scale)
  for (const part of parts) {
    if (!part.rim) continue
    c.beginPath()
    for (const i of part.rim) c.lineTo(xy[2 * i], xy[2 * i + 1])
    c.closePath()
    c.fillStyle = colors.tint(part.tint === null ? 85 : Math.min(92, part.tint + 30)) // lighter than its links and disks
    c.fill()
  }
  const ends = world.links()
  // Solid links: capsules as wide as their ends' disks, under everything.
  c.lineCap = 'round'
  c.strokeStyle = colors.tint(85)
  for (let k = 0; k < ends.length; k += 2) {
    const a = ends[k]
    const b = ends[k + 1]
    if (!solid.has(a * world.count + b) && !solid.has(b * world.count + a)) continue
    c.beginPath()
    c.moveTo(xy[2 * a], xy[2 * a + 1])
    c.lineTo(xy[2 * b], xy[2 * b + 1])
    c.lineWidth = 2 * Math.min(radii[a], radii[b])
    c.stroke()
  }
  c.lineCap = 'butt'
  // Links in ink, or in the tint of the child whose point they start from.
  c.lineWidth = 1.5 / scale
  for (const tint of new Set([NaN, ...pointTint])) {
    c.beginPath()
    traceLinks(c, xy, ends, (a) => !Object.is(pointTint[a], tint))
    c.strokeStyle = Number.isNaN(tint) ? colors.ink : colors.tint(tint)
    c.stroke()
  }
  for (const part of parts) {
    if (!part.points) continue
    c.fillStyle = colors.tint(part.tint ?? 45)
    c.beginPath()
    for (const i of part.points) {
      const r = radii[i] > 0 ? radii[i] : part.kind === 'point' ? POINT : 0
      if (r === 0) continue
      c.moveTo(xy[2 * i] + r, xy[2 * i + 1])
      c.arc(xy[2 * i], xy[2 * i + 1], r, 0, Math.PI * 2)
    }
    c.fill()
  }
  c.fillStyle = colors.ink
  for (const i of pinned) c.fillRect(xy[2 * i] - PIN, xy[2 * i + 1] - PIN, 2 * PIN, 2 * PIN)
  c.restore()
}
