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
import { clamp, findWallContacts, frictionShare, layGrid, positions, relaxPairs, rubWalls, sortIntoCells, stopPairs, stopWalls, substepGravity, watchForRest } from './contact_parts.js'

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
    this.gravity = substepGravity(gravity, substeps)
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
    layGrid(this, maxPoints)
    this.cellStart = new Int32Array(this.cols * this.rows + 1)
    this.cellOf = new Int32Array(n)
    this.sorted = new Int32Array(n)
  }

  step() {
    if (this.resting) return
    for (let k = 0; k < this.substeps; k++) {
      this.integrate()
      this.dropped = 0
      findWallContacts(this, this.maxContacts)
      sortIntoCells(this)
      this.findPairs()
      for (let it = 0; it < this.iter; it++) {
        clamp(this)
        if (it === 0 && this.staticFriction > 0) rubWalls(this)
        relaxPairs(this)
      }
      clamp(this)
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

  // Restitution 0: a contact that pushed and is left separating stops,
  // walls first, by moving the position a sub-step ago.
  stopSeparating() {
    stopWalls(this)
    stopPairs(this)
  }

  // The centres as x0, y0, x1, y1, ..., as a World's points() gives them.
  positions() {
    return positions(this)
  }
}
