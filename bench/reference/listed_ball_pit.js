// The ball pit in plain JavaScript the Ten Minute Physics 15 way: the grid
// (cells two radii and the margin wide, laid by the classic solver's
// counting sort) lists every pair of disks within `margin` of touching, with
// the line of centres as its normal; the sub-steps reuse the list, each
// pushing every listed pair that overlaps along its normal (`push` of the
// overlap each, a half: the list's frozen normals do not ring as fresh ones
// do), until some disk has moved further than half the margin from where it
// was listed: then no pair left out can touch yet. The classic solver's moves, walls and grid, with a
// list instead of its search each sub-step. No friction, no rest. The
// pit's second reference: faster than the classic one where a pile is
// still, slower where it pours.
import { ClassicBallPit } from './ball_pit.js'

export class ListedBallPit extends ClassicBallPit {
  // x, y: the disks' starting centres, at rest. A margin of a radius was the
  // fastest of a quarter to one and a half radii in the 4000-disk pit, pouring
  // and settled (measured 2026-12-02).
  constructor({ radius, push = 0.5, margin = radius, ...options }) {
    super({ ...options, radius, push, side: 2 * radius + margin })
    this.margin = margin
    this.listedX = new Float64Array(this.n)
    this.listedY = new Float64Array(this.n)
    // Room for eight pairs a disk: in a dense pile each disk has six
    // neighbours within the margin, three pairs a disk as each is listed once.
    this.room = 8 * this.n
    this.a = new Int32Array(this.room)
    this.b = new Int32Array(this.room)
    this.nx = new Float64Array(this.room)
    this.ny = new Float64Array(this.room)
    this.pairs = 0
    this.listed = false
  }

  step() {
    for (let s = 0; s < this.substeps; s++) {
      this.move()
      if (!this.listed || this.drifted()) this.list()
      this.relax()
      this.clamp()
    }
  }

  // Whether some disk is further than half the margin from where it was listed.
  drifted() {
    const { n, x, y, listedX, listedY } = this
    const half2 = 0.25 * this.margin * this.margin
    for (let i = 0; i < n; i++) {
      const dx = x[i] - listedX[i]
      const dy = y[i] - listedY[i]
      if (dx * dx + dy * dy > half2) return true
    }
    return false
  }

  list() {
    this.sort()
    const { cols, rows, start, sorted } = this
    this.pairs = 0
    for (let row = 0; row < rows; row++) {
      for (let col = 0; col < cols; col++) {
        const cell = row * cols + col
        const end = start[cell + 1]
        if (start[cell] === end) continue
        const runEnd = col + 1 < cols ? start[cell + 2] : end
        const below = cell + cols
        const belowFrom = row + 1 < rows ? start[col > 0 ? below - 1 : below] : 0
        const belowTo = row + 1 < rows ? start[col + 1 < cols ? below + 2 : below + 1] : 0
        // The rest of this cell and the next (one run of sorted), then the three below.
        for (let k = start[cell]; k < end; k++) {
          this.listAgainst(sorted[k], k + 1, runEnd)
          this.listAgainst(sorted[k], belowFrom, belowTo)
        }
      }
    }
    if (this.pairs === this.room) throw new Error('ListedBallPit: more pairs within the margin than its room')
    this.listedX.set(this.x)
    this.listedY.set(this.y)
    this.listed = true
  }

  // Lists disk a with each of sorted[from..to) within the margin of touching.
  listAgainst(a, from, to) {
    const { x, y, sorted, a: listA, b: listB, nx, ny, room } = this
    const near = 2 * this.radius + this.margin
    const near2 = near * near
    const xa = x[a]
    const ya = y[a]
    let m = this.pairs
    for (let s = from; s < to && m < room; s++) {
      const b = sorted[s]
      const dx = x[b] - xa
      const dy = y[b] - ya
      const dd = dx * dx + dy * dy
      if (dd >= near2) continue
      const d = Math.sqrt(dd)
      listA[m] = a
      listB[m] = b
      nx[m] = d > 0 ? dx / d : 1
      ny[m] = d > 0 ? dy / d : 0
      m++
    }
    this.pairs = m
  }

  relax() {
    const { x, y, a: listA, b: listB, nx, ny, pairs, push } = this
    const touch = 2 * this.radius
    for (let k = 0; k < pairs; k++) {
      const a = listA[k]
      const b = listB[k]
      const cx = nx[k]
      const cy = ny[k]
      const gap = cx * (x[b] - x[a]) + cy * (y[b] - y[a]) - touch
      if (gap < 0) {
        const q = gap * push
        x[a] += cx * q
        y[a] += cy * q
        x[b] -= cx * q
        y[b] -= cy * q
      }
    }
  }
}
