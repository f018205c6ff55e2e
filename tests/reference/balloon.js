// Reference: the soft-body post's pressurized balloon, written from its
// description: ring springs with +1e-4 on the length, shoelace-area pressure
// along vertex normals, a pull toward the centre, gravity, damping, then wall
// bounce. Uses Math.hypot and Math.cos/sin as the post does.
export function* balloonFrames(w, h, frames) {
  const count = 26
  const side = Math.min(w, h)
  const radius = side * 0.16
  const k = 0.22
  const press = 0.7
  const damp = 0.97
  const gravity = side * 0.0009
  const anchor = 0.014
  const margin = side * 0.03
  const bounce = 0.7
  const x = [], y = [], vx = [], vy = []
  for (let i = 0; i < count; i++) {
    const angle = (i / count) * Math.PI * 2
    x.push(w * 0.5 + Math.cos(angle) * radius)
    y.push(h * 0.5 + Math.sin(angle) * radius)
    vx.push(0)
    vy.push(0)
  }
  const rest = x.map((_, i) => {
    const j = (i + 1) % count
    return Math.hypot(x[j] - x[i], y[j] - y[i])
  })
  const target = Math.PI * radius * radius * 1.15
  const area = () => {
    let twice = 0
    for (let i = 0; i < count; i++) {
      const j = (i + 1) % count
      twice += x[i] * y[j] - x[j] * y[i]
    }
    return Math.abs(twice) / 2
  }
  for (let frame = 0; frame < frames; frame++) {
    const fx = new Float64Array(count)
    const fy = new Float64Array(count)
    for (let i = 0; i < count; i++) {
      const j = (i + 1) % count
      const dx = x[j] - x[i]
      const dy = y[j] - y[i]
      const d = Math.hypot(dx, dy) + 1e-4
      const f = (k * (d - rest[i])) / d
      fx[i] += dx * f
      fy[i] += dy * f
      fx[j] -= dx * f
      fy[j] -= dy * f
    }
    const pressure = (press * (target - (area() + 1e-4))) / target
    for (let i = 0; i < count; i++) {
      const before = (i + count - 1) % count
      const after = (i + 1) % count
      const nx = y[after] - y[before]
      const ny = -(x[after] - x[before])
      const length = Math.hypot(nx, ny) + 1e-4
      fx[i] += (nx / length) * pressure
      fy[i] += (ny / length) * pressure
    }
    let cx = 0, cy = 0
    for (let i = 0; i < count; i++) {
      cx += x[i]
      cy += y[i]
    }
    cx /= count
    cy /= count
    const pullX = (w * 0.5 - cx) * anchor
    const pullY = (h * 0.5 - cy) * anchor
    const out = new Float64Array(2 * count)
    for (let i = 0; i < count; i++) {
      vx[i] = (vx[i] + fx[i] + pullX) * damp
      vy[i] = (vy[i] + fy[i] + pullY + gravity) * damp
      x[i] += vx[i]
      y[i] += vy[i]
      if (x[i] < margin) {
        x[i] = margin
        vx[i] = Math.abs(vx[i]) * bounce
      } else if (x[i] > w - margin) {
        x[i] = w - margin
        vx[i] = -Math.abs(vx[i]) * bounce
      }
      if (y[i] < margin) {
        y[i] = margin
        vy[i] = Math.abs(vy[i]) * bounce
      } else if (y[i] > h - margin) {
        y[i] = h - margin
        vy[i] = -Math.abs(vy[i]) * bounce
      }
      out[2 * i] = x[i]
      out[2 * i + 1] = y[i]
    }
    yield out
  }
}
