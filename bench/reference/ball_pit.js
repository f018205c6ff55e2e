// The ball pit as a careful author writes it in plain JavaScript, the
// classic way (Ten Minute Physics, "11-hashing"): Verlet disks of one radius
// in the canvas's walls; each sub-step they move, a dense grid of cells two
// radii wide is laid by counting sort, and one Gauss-Seidel pass over the
// cells pushes every overlapping pair apart, each disk by `push` of the
// overlap (0.4: a little under half, so a pile does not ring), then the walls
// clamp. No friction, no rest. Written for speed: Float64Arrays, the grid's
// arrays made once, each cell against itself, its right neighbour and the
// three below (every neighbouring pair once), the disk of the outer loop kept
// in locals, nothing allocated per step.
export class ClassicBallPit {
  // x, y: the disks' starting centres, at rest; side: the cells' width.
  constructor({ width, height, radius, x, y, substeps = 16, gravity = 0.5, push = 0.4, side = 2 * radius }) {
    const n = x.length
    this.n = n
    this.width = width
    this.height = height
    this.radius = radius
    this.substeps = substeps
    this.gravity = gravity / (substeps * substeps) // px per sub-step², as the World divides it
    this.push = push
    this.x = Float64Array.from(x)
    this.y = Float64Array.from(y)
    this.px = Float64Array.from(x)
    this.py = Float64Array.from(y)
    this.inverseSide = 1 / side
    this.cols = Math.floor(width * this.inverseSide) + 1
    this.rows = Math.floor(height * this.inverseSide) + 1
    this.start = new Int32Array(this.cols * this.rows + 1)
    this.cellOf = new Int32Array(n)
    this.sorted = new Int32Array(n)
  }

  step() {
    for (let s = 0; s < this.substeps; s++) {
      this.move()
      this.sort()
      this.relax()
      this.clamp()
    }
  }

  move() {
    const { n, x, y, px, py, gravity } = this
    for (let i = 0; i < n; i++) {
      const xi = x[i]
      const yi = y[i]
      x[i] = xi + (xi - px[i])
      y[i] = yi + (yi - py[i]) + gravity
      px[i] = xi
      py[i] = yi
    }
  }

  // Counts per cell, sums them into starts, then drops each disk into its
  // cell's slot from the back; a disk off the canvas goes to the border cell.
  sort() {
    const { n, x, y, cols, rows, start, cellOf, sorted, inverseSide } = this
    const cells = cols * rows
    start.fill(0)
    for (let i = 0; i < n; i++) {
      const fx = x[i] * inverseSide
      const fy = y[i] * inverseSide
      const col = fx < 1 ? 0 : fx < cols - 1 ? fx | 0 : cols - 1
      const row = fy < 1 ? 0 : fy < rows - 1 ? fy | 0 : rows - 1
      const cell = row * cols + col
      cellOf[i] = cell
      start[cell + 1]++
    }
    for (let c = 0; c < cells; c++) start[c + 1] += start[c]
    for (let i = n - 1; i >= 0; i--) sorted[--start[cellOf[i] + 1]] = i
    for (let c = 0; c < cells; c++) start[c] = start[c + 1]
    start[cells] = n
  }

  relax() {
    const { x, y, cols, rows, start, sorted, push } = this
    const touch = 2 * this.radius
    const touch2 = touch * touch
    for (let row = 0; row < rows; row++) {
      for (let col = 0; col < cols; col++) {
        const cell = row * cols + col
        const end = start[cell + 1]
        if (start[cell] === end) continue
        const runEnd = col + 1 < cols ? start[cell + 2] : end
        const below = cell + cols
        const belowFrom = row + 1 < rows ? start[col > 0 ? below - 1 : below] : 0
        const belowTo = row + 1 < rows ? start[col + 1 < cols ? below + 2 : below + 1] : 0
        for (let k = start[cell]; k < end; k++) {
          const a = sorted[k]
          let xa = x[a]
          let ya = y[a]
          // The rest of this cell and the next (one run of sorted), then the three below.
          for (let s = k + 1; s < runEnd; s++) {
            const b = sorted[s]
            const dx = x[b] - xa
            const dy = y[b] - ya
            const dd = dx * dx + dy * dy
            if (dd >= touch2 || dd === 0) continue
            const d = Math.sqrt(dd)
            const c = ((touch - d) / d) * push
            xa -= dx * c
            ya -= dy * c
            x[b] += dx * c
            y[b] += dy * c
          }
          for (let s = belowFrom; s < belowTo; s++) {
            const b = sorted[s]
            const dx = x[b] - xa
            const dy = y[b] - ya
            const dd = dx * dx + dy * dy
            if (dd >= touch2 || dd === 0) continue
            const d = Math.sqrt(dd)
            const c = ((touch - d) / d) * push
            xa -= dx * c
            ya -= dy * c
            x[b] += dx * c
            y[b] += dy * c
          }
          x[a] = xa
          y[a] = ya
        }
      }
    }
  }

  clamp() {
    const { n, x, y, radius: r } = this
    const highX = this.width - r
    const highY = this.height - r
    for (let i = 0; i < n; i++) {
      const xi = x[i]
      const yi = y[i]
      x[i] = xi < r ? r : xi > highX ? highX : xi
      y[i] = yi < r ? r : yi > highY ? highY : yi
    }
  }

  // The centres as x0, y0, x1, y1, ..., as a World's points() gives them.
  positions() {
    const out = new Float64Array(2 * this.n)
    for (let i = 0; i < this.n; i++) {
      out[2 * i] = this.x[i]
      out[2 * i + 1] = this.y[i]
    }
    return out
  }
}
