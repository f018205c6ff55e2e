// Plain-JavaScript swinging chain, the Verlet post's algorithm with
// Float64Arrays and Math.sqrt: head swung on its pin, Verlet step, iter
// passes of half-and-half projection along the chain, in the post's order.
// ChainWavefrontReference gives the same bits faster, as the scene does: the
// passes run as a wavefront (pass k relaxes link t - 2k at time t), so the
// processor overlaps four chains of square roots and divisions. The link's
// arithmetic is written out in both loops: V8 did not inline it as a call
// inside the wavefront, which cost a fifth of the time.
export class ChainReference {
  constructor({ width, height, n }) {
    this.width = width
    this.n = n
    this.rest = Math.min(width, height) * 0.045
    this.iter = 4
    this.gravity = 0.5
    this.top = 20
    this.t = 0
    this.x = new Float64Array(n)
    this.y = new Float64Array(n)
    this.px = new Float64Array(n)
    this.py = new Float64Array(n)
    for (let i = 0; i < n; i++) {
      this.x[i] = this.px[i] = width * 0.5
      this.y[i] = this.py[i] = this.top + i * this.rest
    }
  }

  step() {
    const { x, y, px, py, n } = this
    this.t += 0.03
    const pinX = this.width * 0.5 + Math.sin(this.t) * this.width * 0.18
    for (let i = 1; i < n; i++) {
      const vx = x[i] - px[i]
      const vy = y[i] - py[i]
      px[i] = x[i]
      py[i] = y[i]
      x[i] += vx
      y[i] += vy + this.gravity
    }
    this.relax(pinX)
  }

  relax(pinX) {
    const { x, y, n, rest, top } = this
    for (let pass = 0; pass < this.iter; pass++) {
      x[0] = pinX
      y[0] = top
      for (let i = 0; i + 1 < n; i++) {
        const dx = x[i + 1] - x[i]
        const dy = y[i + 1] - y[i]
        const d = Math.sqrt(dx * dx + dy * dy) || 1e-6
        const half = ((d - rest) / d) * 0.5
        if (i > 0) {
          x[i] += dx * half
          y[i] += dy * half
        }
        x[i + 1] -= dx * half
        y[i + 1] -= dy * half
      }
    }
  }
}

export class ChainWavefrontReference extends ChainReference {
  relax(pinX) {
    const { x, y, n, rest, top } = this
    const links = n - 1
    const passes = this.iter
    for (let t = 0; t < links + 2 * (passes - 1); t++) {
      const first = Math.max(0, (t - links + 2) >> 1)
      const last = Math.min(passes - 1, t >> 1)
      for (let k = first; k <= last; k++) {
        const i = t - 2 * k
        if (i === 0) {
          x[0] = pinX
          y[0] = top
        }
        const dx = x[i + 1] - x[i]
        const dy = y[i + 1] - y[i]
        const d = Math.sqrt(dx * dx + dy * dy) || 1e-6
        const half = ((d - rest) / d) * 0.5
        if (i > 0) {
          x[i] += dx * half
          y[i] += dy * half
        }
        x[i + 1] -= dx * half
        y[i + 1] -= dy * half
      }
    }
  }
}
