// Plain-JavaScript ball pit: disks of one radius and mass 1 in the canvas's
// walls, stepped with the algorithm of purupuru's World (core/world.cpp,
// core/contacts/) in its order and with its arithmetic, so the same bits:
// each frame `substeps` sub-steps of Verlet motion, contacts found (walls,
// then pairs of disks from a counting-sort grid, within half a radius of
// touching), `iter` relaxations (the walls' clamp, the walls' friction in the
// first, each pair pushed apart with its friction), the clamp again, and
// every contact that pushed left separating at no speed (restitution 0); a
// world still for 60 frames rests. Written for speed as a careful author would: Float64Arrays, the
// grid laid once (it never changes), masses of 1 folded in (the World's
// products by an inverse mass of 1 are exact, a pair's weight is 1/2), a
// disk's own cell and the next one as one run of the sorted disks, nothing
// allocated per step. It has no damping, pins, links or shapes: the pit
// uses none. tests/wasm/bench_references.test.js holds it to the World bit
// for bit.
import { frictionShare, rubWalls, watchForRest } from './contact_parts.js'

export class BallPitReference {
  // x, y: the disks' starting centres, at rest; maxPoints as the World was made with.
  constructor({ width, height, radius, x, y, substeps, iter, gravity = 0.5, friction = 0.3, staticFriction = 0.5, maxPoints = x.length }) {
    const n = x.length
    this.n = n
    this.width = width
    this.height = height
    this.radius = radius
    this.substeps = substeps
    this.iter = iter
    this.gravity = substeps === 1 ? gravity : gravity / (substeps * substeps)
    this.friction = friction
    this.staticFriction = staticFriction
    this.x = Float64Array.from(x)
    this.y = Float64Array.from(y)
    this.px = Float64Array.from(x)
    this.py = Float64Array.from(y)
    this.lastX = Float64Array.from(x)
    this.lastY = Float64Array.from(y)
    this.quietFrames = 0
    this.resting = false
    // One list for walls then disks, as the World sizes it (six a point).
    this.maxContacts = 6 * maxPoints
    this.walls = 0
    this.wallPoint = new Int32Array(this.maxContacts)
    this.wallNx = new Float64Array(this.maxContacts)
    this.wallNy = new Float64Array(this.maxContacts)
    this.wallPush = new Float64Array(this.maxContacts)
    this.pairs = 0
    this.pairA = new Int32Array(this.maxContacts)
    this.pairB = new Int32Array(this.maxContacts)
    this.pairNx = new Float64Array(this.maxContacts)
    this.pairNy = new Float64Array(this.maxContacts)
    this.pairPush = new Float64Array(this.maxContacts)
    this.dropped = 0
    this.margin = 0.5 * radius
    this.layGrid(maxPoints)
    this.cellStart = new Int32Array(this.cols * this.rows + 1)
    this.cellOf = new Int32Array(n)
    this.sorted = new Int32Array(n)
  }

  // CellGrid::lay: cells at least a pair's reach wide, no more of them than
  // four a point (from 1024 to 2^20).
  layGrid(maxPoints) {
    const { width, height } = this
    const maxCells = Math.min(Math.max(4 * maxPoints, 1024), 2 ** 20)
    const size = 2 * this.radius + this.margin
    const least = Math.sqrt((width * height) / maxCells)
    let side = size > least ? size : least
    for (;;) {
      this.cols = Math.trunc(width / side) + 1
      this.rows = Math.trunc(height / side) + 1
      if (this.cols * this.rows <= maxCells) break
      side *= 1.25
    }
    this.inverse = 1 / side
  }

  step() {
    if (this.resting) return
    for (let k = 0; k < this.substeps; k++) {
      this.integrate()
      this.findWallContacts()
      this.sortIntoCells()
      this.findPairs()
      for (let it = 0; it < this.iter; it++) {
        this.clamp()
        if (it === 0 && this.staticFriction > 0) rubWalls(this)
        this.relaxPairs()
      }
      this.clamp()
      this.stopSeparating()
    }
    watchForRest(this)
  }

  integrate() {
    const { x, y, px, py, n, gravity } = this
    for (let i = 0; i < n; i++) {
      const xi = x[i]
      const yi = y[i]
      const vx = xi - px[i]
      const vy = yi - py[i]
      px[i] = xi
      py[i] = yi
      x[i] = xi + vx
      y[i] = yi + (vy + gravity)
    }
  }

  findWallContacts() {
    const { x, y, n, radius: r } = this
    const highX = this.width - r
    const highY = this.height - r
    this.walls = 0
    this.dropped = 0
    for (let q = 0; q < n; q++) {
      const xq = x[q]
      const yq = y[q]
      if (xq < r) this.addWall(q, 1, 0, r - xq)
      if (xq > highX) this.addWall(q, -1, 0, xq - highX)
      if (yq < r) this.addWall(q, 0, 1, r - yq)
      if (yq > highY) this.addWall(q, 0, -1, yq - highY)
    }
  }

  // Pressed past a wall: the wall's inward normal and how far.
  addWall(q, nx, ny, push) {
    const k = this.walls
    if (k === this.maxContacts) {
      this.dropped++
      return
    }
    this.wallPoint[k] = q
    this.wallNx[k] = nx
    this.wallNy[k] = ny
    this.wallPush[k] = push
    this.walls = k + 1
  }

  // A stable counting sort (CellGrid::sort): cellStart[c] up to
  // cellStart[c + 1] are cell c's disks in sorted, in index order.
  sortIntoCells() {
    const { x, y, n, cols, rows, inverse, cellStart: start, cellOf, sorted } = this
    const cells = cols * rows
    const lastCol = cols - 1
    const lastRow = rows - 1
    start.fill(0)
    for (let i = 0; i < n; i++) {
      const u = x[i] * inverse
      const v = y[i] * inverse
      const col = u >= 1 ? (u < lastCol ? Math.trunc(u) : lastCol) : 0
      const row = v >= 1 ? (v < lastRow ? Math.trunc(v) : lastRow) : 0
      const cell = row * cols + col
      cellOf[i] = cell
      start[cell + 1]++
    }
    for (let c = 0; c < cells; c++) start[c + 1] += start[c]
    // start[c + 1], cell c's end, is its cursor from the back down to its start.
    for (let i = n - 1; i >= 0; i--) sorted[--start[cellOf[i] + 1]] = i
    start.copyWithin(0, 1)
    start[cells] = n
  }

  // Each cell's disks with the rest of their cell and the next (one run of
  // sorted), then with the three cells below.
  findPairs() {
    const { x, y, cols, rows, cellStart: start, sorted, pairA, pairB, pairNx, pairNy, pairPush } = this
    const within = this.radius + this.margin + this.radius
    const reach = within * within
    const room = this.maxContacts - this.walls
    let pairs = 0
    let dropped = 0
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
          const xa = x[a]
          const ya = y[a]
          for (let s = k + 1; s < runEnd; s++) {
            const b = sorted[s]
            const dx = x[b] - xa
            const dy = y[b] - ya
            const dd = dx * dx + dy * dy
            if (dd >= reach) continue
            if (pairs === room) {
              dropped++
              continue
            }
            pairA[pairs] = a
            pairB[pairs] = b
            pairNx[pairs] = 1
            pairNy[pairs] = 0
            pairPush[pairs] = 0
            pairs++
          }
          for (let s = belowFrom; s < belowTo; s++) {
            const b = sorted[s]
            const dx = x[b] - xa
            const dy = y[b] - ya
            const dd = dx * dx + dy * dy
            if (dd >= reach) continue
            if (pairs === room) {
              dropped++
              continue
            }
            pairA[pairs] = a
            pairB[pairs] = b
            pairNx[pairs] = 1
            pairNy[pairs] = 0
            pairPush[pairs] = 0
            pairs++
          }
        }
      }
    }
    this.pairs = pairs
    this.dropped += dropped
  }

  clamp() {
    const { x, y, n, radius: r } = this
    const highX = this.width - r
    const highY = this.height - r
    for (let i = 0; i < n; i++) {
      const xi = x[i]
      const yi = y[i]
      if (xi < r) x[i] = r
      else if (xi > highX) x[i] = highX
      if (yi < r) y[i] = r
      else if (yi > highY) y[i] = highY
    }
  }

  // Each pair's ends are kept in locals from its first load to its last
  // store, so V8 does not load them again after the stores.
  relaxPairs() {
    const { x, y, px, py, pairs, pairA, pairB, pairNx, pairNy, pairPush, friction, staticFriction } = this
    const touch = this.radius + this.radius
    const touching = touch * touch
    for (let k = 0; k < pairs; k++) {
      const a = pairA[k]
      const b = pairB[k]
      let xa = x[a]
      let ya = y[a]
      let xb = x[b]
      let yb = y[b]
      const dx = xb - xa
      const dy = yb - ya
      const dd = dx * dx + dy * dy
      if (dd >= touching) continue
      const d = Math.sqrt(dd)
      const inverse = d > 0 ? 1 / d : 0
      const nx = d > 0 ? dx * inverse : pairNx[k]
      const ny = d > 0 ? dy * inverse : pairNy[k]
      const depth = touch - d
      xa -= nx * depth * 0.5
      ya -= ny * depth * 0.5
      xb += nx * depth * 0.5
      yb += ny * depth * 0.5
      pairNx[k] = nx
      pairNy[k] = ny
      pairPush[k] += depth
      // Friction: b's motion over the sub-step seen from a, along the tangent.
      const mx = xb - px[b] - (xa - px[a])
      const my = yb - py[b] - (ya - py[a])
      const along = mx * nx + my * ny
      const tx = mx - along * nx
      const ty = my - along * ny
      const share = frictionShare(tx, ty, depth, friction, staticFriction)
      x[a] = xa + tx * share * 0.5
      y[a] = ya + ty * share * 0.5
      x[b] = xb - tx * share * 0.5
      y[b] = yb - ty * share * 0.5
    }
  }

  // Restitution 0: a contact that pushed and is left separating stops,
  // walls first, by moving the position a sub-step ago.
  stopSeparating() {
    const { x, y, px, py, walls, wallPoint, wallNx, wallNy, pairs, pairA, pairB, pairNx, pairNy, pairPush } = this
    for (let k = 0; k < walls; k++) {
      const q = wallPoint[k]
      const nx = wallNx[k]
      const ny = wallNy[k]
      const now = (x[q] - px[q]) * nx + (y[q] - py[q]) * ny
      if (!(now > 0)) continue
      px[q] += nx * now
      py[q] += ny * now
    }
    for (let k = 0; k < pairs; k++) {
      if (!(pairPush[k] > 0)) continue
      const a = pairA[k]
      const b = pairB[k]
      const nx = pairNx[k]
      const ny = pairNy[k]
      const now = (x[b] - px[b] - (x[a] - px[a])) * nx + (y[b] - py[b] - (y[a] - py[a])) * ny
      if (!(now > 0)) continue
      const change = -now * 0.5
      px[a] += nx * change
      py[a] += ny * change
      px[b] -= nx * change
      py[b] -= ny * change
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
