// Plain-JavaScript pressurized balloon, the soft-body post's algorithm with
// Float64Arrays and Math.sqrt: ring springs, shoelace-area pressure along
// vertex normals, pull toward the centre, gravity, damping, wall bounce.
// Written as a careful JS author would for speed: nothing allocated per step,
// the ring's wrap-around without %, the area and centre summed in the spring
// pass, each point's spring force assigned once (no scattered +=, so no
// zeroing either), one division per pressure normal.
export class BalloonReference {
  constructor({ width, height, count }) {
    const side = Math.min(width, height)
    this.width = width
    this.height = height
    this.count = count
    this.radius = side * 0.16
    this.k = 0.22
    this.press = 0.7
    this.damp = 0.97
    this.gravity = side * 0.0009
    this.anchor = 0.014
    this.margin = side * 0.03
    this.bounce = 0.7
    this.target = Math.PI * this.radius * this.radius * 1.15
    for (const name of ['x', 'y', 'vx', 'vy', 'fx', 'fy', 'rest']) this[name] = new Float64Array(count)
    for (let i = 0; i < count; i++) {
      const angle = (i / count) * Math.PI * 2
      this.x[i] = width * 0.5 + Math.cos(angle) * this.radius
      this.y[i] = height * 0.5 + Math.sin(angle) * this.radius
    }
    for (let i = 0; i < count; i++) {
      const j = i + 1 === count ? 0 : i + 1
      const dx = this.x[j] - this.x[i]
      const dy = this.y[j] - this.y[i]
      this.rest[i] = Math.sqrt(dx * dx + dy * dy)
    }
  }

  step() {
    const { x, y, vx, vy, fx, fy, rest, count, k, damp, bounce, margin } = this
    // Edge i pulls point i by +f and point i + 1 by -f: a point's spring
    // force is its own edge's minus the one before, carried in locals.
    let twice = 0
    let cx = 0
    let cy = 0
    let lastX = 0
    let lastY = 0
    let firstX = 0
    let firstY = 0
    for (let i = 0; i < count; i++) {
      const j = i + 1 === count ? 0 : i + 1
      twice += x[i] * y[j] - x[j] * y[i]
      cx += x[i]
      cy += y[i]
      const dx = x[j] - x[i]
      const dy = y[j] - y[i]
      const d = Math.sqrt(dx * dx + dy * dy) + 1e-4
      const f = (k * (d - rest[i])) / d
      const ex = dx * f
      const ey = dy * f
      if (i === 0) {
        firstX = ex
        firstY = ey
      } else {
        fx[i] = -lastX + ex
        fy[i] = -lastY + ey
      }
      lastX = ex
      lastY = ey
    }
    fx[0] = firstX - lastX
    fy[0] = firstY - lastY
    const area = Math.abs(twice) / 2 + 1e-4
    const pressure = (this.press * (this.target - area)) / this.target
    for (let i = 0; i < count; i++) {
      const before = i === 0 ? count - 1 : i - 1
      const after = i + 1 === count ? 0 : i + 1
      const nx = y[after] - y[before]
      const ny = -(x[after] - x[before])
      const scale = pressure / (Math.sqrt(nx * nx + ny * ny) + 1e-4)
      fx[i] += nx * scale
      fy[i] += ny * scale
    }
    const pullX = (this.width * 0.5 - cx / count) * this.anchor
    const pullY = (this.height * 0.5 - cy / count) * this.anchor + this.gravity
    const maxX = this.width - margin
    const maxY = this.height - margin
    for (let i = 0; i < count; i++) {
      vx[i] = (vx[i] + fx[i] + pullX) * damp
      vy[i] = (vy[i] + fy[i] + pullY) * damp
      x[i] += vx[i]
      y[i] += vy[i]
      if (x[i] < margin) {
        x[i] = margin
        vx[i] = Math.abs(vx[i]) * bounce
      } else if (x[i] > maxX) {
        x[i] = maxX
        vx[i] = -Math.abs(vx[i]) * bounce
      }
      if (y[i] < margin) {
        y[i] = margin
        vy[i] = Math.abs(vy[i]) * bounce
      } else if (y[i] > maxY) {
        y[i] = maxY
        vy[i] = -Math.abs(vy[i]) * bounce
      }
    }
  }
}

// The same balloon in two passes instead of three: the area and the centre
// first (even and odd terms apart, as the scene's two SIMD lanes sum them),
// then each point's springs, pressure, motion and walls in one go, with the
// old places of its neighbours carried in locals, as no force needs a place
// once its point has moved.
export class BalloonTwoPassReference extends BalloonReference {
  step() {
    const { x, y, vx, vy, rest, count: n, k, damp, bounce, margin } = this
    let twiceEven = 0
    let twiceOdd = 0
    let sumXEven = 0
    let sumXOdd = 0
    let sumYEven = 0
    let sumYOdd = 0
    let i = 0
    for (; i + 2 < n; i += 2) {
      twiceEven += x[i] * y[i + 1] - x[i + 1] * y[i]
      twiceOdd += x[i + 1] * y[i + 2] - x[i + 2] * y[i + 1]
      sumXEven += x[i]
      sumXOdd += x[i + 1]
      sumYEven += y[i]
      sumYOdd += y[i + 1]
    }
    let twice = twiceEven + twiceOdd
    let cx = sumXEven + sumXOdd
    let cy = sumYEven + sumYOdd
    for (; i + 1 < n; i++) {
      twice += x[i] * y[i + 1] - x[i + 1] * y[i]
      cx += x[i]
      cy += y[i]
    }
    const lastX = x[n - 1]
    const lastY = y[n - 1]
    const firstX = x[0]
    const firstY = y[0]
    twice += lastX * firstY - firstX * lastY
    cx += lastX
    cy += lastY
    const area = Math.abs(twice) / 2 + 1e-4
    const pressure = (this.press * (this.target - area)) / this.target
    const pullX = (this.width * 0.5 - cx / n) * this.anchor
    const pullY = (this.height * 0.5 - cy / n) * this.anchor + this.gravity
    const maxX = this.width - margin
    const maxY = this.height - margin

    // The last edge's spring, which pulls point 0 too.
    let dx = firstX - lastX
    let dy = firstY - lastY
    let d = Math.sqrt(dx * dx + dy * dy) + 1e-4
    let f = (k * (d - rest[n - 1])) / d
    let edgeX = dx * f
    let edgeY = dy * f
    let beforeX = lastX
    let beforeY = lastY
    let hereX = firstX
    let hereY = firstY
    for (let i = 0; i < n; i++) {
      const afterX = i + 1 === n ? firstX : x[i + 1]
      const afterY = i + 1 === n ? firstY : y[i + 1]
      dx = afterX - hereX
      dy = afterY - hereY
      d = Math.sqrt(dx * dx + dy * dy) + 1e-4
      f = (k * (d - rest[i])) / d
      const nx = afterY - beforeY
      const ny = -(afterX - beforeX)
      const scale = pressure / (Math.sqrt(nx * nx + ny * ny) + 1e-4)
      // Edge i - 1 pulls point i, then edge i (the scene sums point 0's two
      // the other way round: the same within rounding).
      const springX = -edgeX + dx * f
      const springY = -edgeY + dy * f
      edgeX = dx * f
      edgeY = dy * f
      let vxi = (vx[i] + (springX + nx * scale) + pullX) * damp
      let vyi = (vy[i] + (springY + ny * scale) + pullY) * damp
      let xi = hereX + vxi
      let yi = hereY + vyi
      if (xi < margin) {
        xi = margin
        vxi = Math.abs(vxi) * bounce
      } else if (xi > maxX) {
        xi = maxX
        vxi = -Math.abs(vxi) * bounce
      }
      if (yi < margin) {
        yi = margin
        vyi = Math.abs(vyi) * bounce
      } else if (yi > maxY) {
        yi = maxY
        vyi = -Math.abs(vyi) * bounce
      }
      vx[i] = vxi
      vy[i] = vyi
      x[i] = xi
      y[i] = yi
      beforeX = hereX
      beforeY = hereY
      hereX = afterX
      hereY = afterY
    }
  }
}
