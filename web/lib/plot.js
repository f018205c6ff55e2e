// A time-series plot drawn into a rectangle of a canvas: the last `capacity`
// samples of one or more series, newest at the right.
import { colors } from './colors.js'

export class History {
  constructor(capacity) {
    this.values = new Float64Array(capacity)
    this.length = 0
    this.start = 0
  }

  push(value) {
    const capacity = this.values.length
    this.values[(this.start + this.length) % capacity] = value
    if (this.length < capacity) this.length++
    else this.start = (this.start + 1) % capacity
  }

  at(i) {
    return this.values[(this.start + i) % this.values.length]
  }
}

/**
 * Draws series = [{ history, color, label }] in box = { x, y, width, height }
 * with vertical range [min, max] (values beyond are clamped to the edge), a
 * zero line when 0 is in range, and a title.
 */
export function drawPlot(c, box, series, { min, max, title = '', zero = true } = {}) {
  const { x, y, width, height } = box
  c.save()
  c.strokeStyle = colors.tint(85)
  c.lineWidth = 1
  c.strokeRect(x + 0.5, y + 0.5, width - 1, height - 1)
  const toY = (v) => y + height - ((Math.min(max, Math.max(min, v)) - min) / (max - min)) * height
  if (zero && min < 0 && max > 0) {
    c.beginPath()
    c.moveTo(x, toY(0))
    c.lineTo(x + width, toY(0))
    c.stroke()
  }
  c.lineWidth = 1.5
  for (const { history, color } of series) {
    const capacity = history.values.length
    c.strokeStyle = color
    c.beginPath()
    for (let i = 0; i < history.length; i++) {
      const px = x + width - ((history.length - 1 - i) / (capacity - 1)) * width
      const py = toY(history.at(i))
      if (i === 0) c.moveTo(px, py)
      else c.lineTo(px, py)
    }
    c.stroke()
  }
  c.fillStyle = colors.ink
  c.font = '12px system-ui, sans-serif'
  c.textBaseline = 'top'
  c.fillText(title, x + 6, y + 5)
  let legendX = x + width - 6
  c.textAlign = 'right'
  for (const { color, label } of [...series].reverse()) {
    if (!label) continue
    c.fillStyle = color
    c.fillText(label, legendX, y + 5)
    legendX -= c.measureText(label).width + 12
  }
  c.restore()
}
