// Plain-JavaScript cloth, written the way a careful JS author would: flat
// Float64Arrays, links in one flat list, Math.sqrt(dx * dx + dy * dy) (V8's
// Math.hypot is several times slower), nothing allocated per step. Same grid,
// pins, gravity and Jakobsen relaxation as the Cloth scene.
//
// Two orders: 'natural' relaxes each point's right link, then its down link,
// row by row; 'sets' relaxes the scene's independent sets (odd-column, then
// even-column horizontal links, then each row's vertical links, top to
// bottom), and ClothGridReference walks the same sets as a grid. The
// benchmark times all three and holds the wasm to the fastest.
export class ClothReference {
  constructor({ width, height, cols, rows, iter, order = 'natural' }) {
    const side = Math.min(width, height)
    const spacing = side * 0.035
    const top = height * 0.08
    const pinEvery = 4
    const n = cols * rows
    this.iter = iter
    this.gravity = 0.3
    this.rest = spacing
    this.x = new Float64Array(n)
    this.y = new Float64Array(n)
    this.px = new Float64Array(n)
    this.py = new Float64Array(n)
    this.mobility = new Float64Array(n)
    const left = width * 0.5 - spacing * (cols - 1) * 0.5
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const i = r * cols + c
        this.x[i] = this.px[i] = left + c * spacing
        this.y[i] = this.py[i] = top + r * spacing
        const pinned = r === 0 && (c % pinEvery === 0 || c === cols - 1)
        this.mobility[i] = pinned ? 0 : 1
      }
    }
    const pairs = []
    if (order === 'natural') {
      for (let r = 0; r < rows; r++) {
        for (let c = 0; c < cols; c++) {
          const i = r * cols + c
          if (c + 1 < cols) pairs.push(i, i + 1)
          if (r + 1 < rows) pairs.push(i, i + cols)
        }
      }
    } else {
      for (const parity of [1, 0]) {
        for (let r = 0; r < rows; r++) {
          for (let c = parity; c + 1 < cols; c += 2) pairs.push(r * cols + c, r * cols + c + 1)
        }
      }
      for (let r = 0; r + 1 < rows; r++) {
        for (let c = 0; c < cols; c++) pairs.push(r * cols + c, (r + 1) * cols + c)
      }
    }
    this.cols = cols
    this.pairs = Uint32Array.from(pairs)
    this.linkCount = pairs.length / 2
  }

  step() {
    const { x, y, px, py, mobility } = this
    const n = x.length
    const g = this.gravity
    for (let i = 0; i < n; i++) {
      if (mobility[i] === 0) continue
      const vx = x[i] - px[i]
      const vy = y[i] - py[i]
      px[i] = x[i]
      py[i] = y[i]
      x[i] += vx
      y[i] += vy + g
    }
    this.relax()
  }

  relax() {
    const { x, y, mobility, pairs, rest } = this
    const end = pairs.length
    for (let k = 0; k < this.iter; k++) {
      for (let l = 0; l < end; l += 2) {
        const a = pairs[l]
        const b = pairs[l + 1]
        const dx = x[b] - x[a]
        const dy = y[b] - y[a]
        const d = Math.sqrt(dx * dx + dy * dy) || 1e-9
        const half = ((d - rest) / d) * 0.5
        const ox = dx * half
        const oy = dy * half
        const ma = mobility[a]
        const mb = mobility[b]
        x[a] += ox * ma
        y[a] += oy * ma
        x[b] -= ox * mb
        y[b] -= oy * mb
      }
    }
  }
}

// The set order walked as a grid instead of through the pair list: each row's
// odd-column then even-column links with a stride of 2, then every vertical
// link (point a to a + cols) in one run. The same bits as the set order. The
// link's arithmetic is written out in each loop, as in the chain's reference,
// so that no reference waits on V8's choice to inline a call.
export class ClothGridReference extends ClothReference {
  constructor(options) {
    super({ ...options, order: 'sets' })
  }

  relax() {
    const { x, y, mobility, rest, cols } = this
    const n = x.length
    const rows = n / cols
    for (let k = 0; k < this.iter; k++) {
      for (let parity = 1; parity >= 0; parity--) {
        for (let r = 0; r < rows; r++) {
          const end = r * cols + cols - 1
          for (let a = r * cols + parity; a < end; a += 2) {
            const b = a + 1
            const dx = x[b] - x[a]
            const dy = y[b] - y[a]
            const d = Math.sqrt(dx * dx + dy * dy) || 1e-9
            const half = ((d - rest) / d) * 0.5
            const ox = dx * half
            const oy = dy * half
            const ma = mobility[a]
            const mb = mobility[b]
            x[a] += ox * ma
            y[a] += oy * ma
            x[b] -= ox * mb
            y[b] -= oy * mb
          }
        }
      }
      for (let a = 0, b = cols; b < n; a++, b++) {
        const dx = x[b] - x[a]
        const dy = y[b] - y[a]
        const d = Math.sqrt(dx * dx + dy * dy) || 1e-9
        const half = ((d - rest) / d) * 0.5
        const ox = dx * half
        const oy = dy * half
        const ma = mobility[a]
        const mb = mobility[b]
        x[a] += ox * ma
        y[a] += oy * ma
        x[b] -= ox * mb
        y[b] -= oy * mb
      }
    }
  }
}
