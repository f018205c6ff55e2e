// Reference: the Verlet post's swinging chain, written from its description
// (pinned head swung by sin(t), Verlet step, iter passes of half-and-half
// distance projection with the head put back on its pin before each pass).
// Uses Math.sin and Math.hypot as the post does.
export function* chainFrames(w, h, frames) {
  const n = 14
  const rest = Math.min(w, h) * 0.045
  const iter = 4
  const g = 0.5
  const x = new Float64Array(n)
  const y = new Float64Array(n)
  const oldX = new Float64Array(n)
  const oldY = new Float64Array(n)
  for (let i = 0; i < n; i++) {
    x[i] = oldX[i] = w * 0.5
    y[i] = oldY[i] = 20 + i * rest
  }
  let t = 0
  for (let frame = 0; frame < frames; frame++) {
    t += 0.03
    const pinX = w * 0.5 + Math.sin(t) * w * 0.18
    for (let i = 1; i < n; i++) {
      const vx = x[i] - oldX[i]
      const vy = y[i] - oldY[i]
      oldX[i] = x[i]
      oldY[i] = y[i]
      x[i] += vx
      y[i] += vy + g
    }
    for (let pass = 0; pass < iter; pass++) {
      x[0] = pinX
      y[0] = 20
      for (let i = 0; i + 1 < n; i++) {
        const dx = x[i + 1] - x[i]
        const dy = y[i + 1] - y[i]
        const d = Math.hypot(dx, dy) || 1e-6
        const share = ((d - rest) / d) * 0.5
        if (i > 0) {
          x[i] += dx * share
          y[i] += dy * share
        }
        x[i + 1] -= dx * share
        y[i + 1] -= dy * share
      }
    }
    const out = new Float64Array(2 * n)
    for (let i = 0; i < n; i++) {
      out[2 * i] = x[i]
      out[2 * i + 1] = y[i]
    }
    yield out
  }
}
