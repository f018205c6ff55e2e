// Plain-JavaScript jelly pile: soft boxes whose points are disks of one
// radius and mass 1, linked (one stiffness), each with a pressure body round
// its rim and the rim's links solid, in the canvas's walls; stepped with the
// algorithm purupuru's World had before its contacts were listed once and
// kept (a search every sub-step, the normals found again in every
// relaxation): a full solver for the scene in JS, no longer the World's
// bits. Each frame is `substeps` sub-steps of:
// Verlet motion (damping in the first); the contacts found, walls, then
// every disk near a solid link (by the grid, neither its end nor linked to
// one), then pairs of disks (a counting-sort grid, not linked), within half
// a radius of touching; `iter` relaxations of the walls' clamp, the links
// colour by colour (the World's greedy colouring into independent sets, in
// the order the links were added), the pressure bodies, the walls' friction
// (in the first), the disks against solid links and the pairs of disks, each
// with its friction; the clamp again; and every contact that pushed left
// separating at no speed (restitution 0). A world still for 60 frames rests.
// Written for speed as a careful author would: Float64Arrays and
// Int32Arrays, the links laid out colour by colour, the grid laid once, the
// masses of 1 folded in (the World's products by an inverse mass of 1 are
// exact), nothing allocated per step. It has no pins, grab, angle joints or
// shapes: the pile uses none. tests/wasm/bench_references.test.js holds its
// jellies together and apart.
import {
  clamp, findWallContacts, frictionShare, integrate, layBodies, layGrid, layLinks, layPoints, positions, relaxBodies,
  relaxPairs, rubWalls, sortIntoCells, stopPairs, stopWalls, watchForRest,
} from './contact_parts.js'

const COINCIDENT = 1e-9 // core/common/link_correction.hpp kCoincidentOffset

export class JellyPileReference {
  // x, y: the points, at rest; ends: [a0, b0, ...] of the links (rest: their
  // length now), solid: 1 for a solid link; rings: each pressure body's
  // points (target: its area now); maxPoints as the World was made with.
  constructor({
    width, height, substeps, iter, radius, x, y, ends, solid, rings, stiffness, press,
    gravity = 0.5, damping = 1, friction = 0.3, staticFriction = 0.5, maxPoints = x.length,
  }) {
    layPoints(this, { width, height, substeps, iter, radius, x, y, gravity, friction, staticFriction })
    const n = x.length
    this.damping = damping
    this.lastX = Float64Array.from(x)
    this.lastY = Float64Array.from(y)
    this.quietFrames = 0
    this.resting = false
    layLinks(this, ends, 'JellyPileReference')
    // stiffness * (1 / (1 + 1)), each end's share with both ends free.
    this.linkShare = stiffness * 0.5
    layBodies(this, rings, press)
    const solids = []
    for (let l = 0; l < solid.length; l++) if (solid[l]) solids.push(ends[2 * l], ends[2 * l + 1])
    this.solids = solids.length / 2
    this.solidA = Int32Array.from(solids.filter((_, k) => k % 2 === 0))
    this.solidB = Int32Array.from(solids.filter((_, k) => k % 2 === 1))
    this.linkAdjacency(ends, n)
    // One list for walls, solid-link contacts then pairs, as the World sizes it (six a point).
    this.maxContacts = 6 * maxPoints
    const m = this.maxContacts
    this.walls = 0
    this.wallPoint = new Int32Array(m)
    this.wallNx = new Float64Array(m)
    this.wallNy = new Float64Array(m)
    this.wallPush = new Float64Array(m)
    this.touches = 0
    this.touchPoint = new Int32Array(m)
    this.touchLink = new Int32Array(m)
    this.touchNx = new Float64Array(m)
    this.touchNy = new Float64Array(m)
    this.touchAt = new Float64Array(m)
    this.touchPush = new Float64Array(m)
    this.pairs = 0
    this.pairA = new Int32Array(m)
    this.pairB = new Int32Array(m)
    this.pairNx = new Float64Array(m)
    this.pairNy = new Float64Array(m)
    this.pairPush = new Float64Array(m)
    this.dropped = 0
    this.margin = 0.5 * radius
    layGrid(this, maxPoints)
    this.cellStart = new Int32Array(this.cols * this.rows + 1)
    this.cellOf = new Int32Array(n)
    this.sorted = new Int32Array(n)
  }

  // LinkAdjacency: each point's linked points, in compressed rows.
  linkAdjacency(ends, n) {
    const first = new Int32Array(n + 2)
    for (let e = 0; e < ends.length; e++) first[ends[e] + 2]++
    for (let p = 0; p < n; p++) first[p + 2] += first[p + 1]
    const neighbour = new Int32Array(ends.length)
    for (let l = 0; l < ends.length; l += 2) {
      const a = ends[l]
      const b = ends[l + 1]
      neighbour[first[a + 1]++] = b
      neighbour[first[b + 1]++] = a
    }
    this.adjacentFrom = first
    this.adjacent = neighbour
  }

  linked(p, q) {
    const { adjacentFrom, adjacent } = this
    for (let k = adjacentFrom[p], end = adjacentFrom[p + 1]; k < end; k++) if (adjacent[k] === q) return true
    return false
  }

  step() {
    if (this.resting) return
    for (let k = 0; k < this.substeps; k++) {
      integrate(this, k === 0 ? this.damping : 1)
      this.dropped = 0
      findWallContacts(this, this.maxContacts)
      sortIntoCells(this)
      this.findSolidContacts()
      this.findPairs()
      for (let it = 0; it < this.iter; it++) {
        clamp(this)
        this.relaxLinks()
        relaxBodies(this)
        if (it === 0 && this.staticFriction > 0) rubWalls(this)
        this.relaxSolids()
        relaxPairs(this)
      }
      clamp(this)
      this.stopSeparating()
    }
    watchForRest(this)
  }

  // Every disk in the cells a solid link's box (grown by a pair's reach)
  // covers, row by row, that is not its end nor linked to one, within half
  // a radius of touching the link's capsule.
  findSolidContacts() {
    const { x, y, solids, solidA, solidB, cols, inverse, cellStart: start, sorted } = this
    const { touchPoint, touchLink, touchNx, touchNy, touchAt, touchPush } = this
    const lastCol = cols - 1
    const lastRow = this.rows - 1
    const r = this.radius
    const reach = r + r + this.margin // the larger end's radius, the largest disk's and the margin
    const within = r + r + this.margin
    const reach2 = within * within
    const room = this.maxContacts - this.walls
    let touches = 0
    let dropped = 0
    for (let link = 0; link < solids; link++) {
      const a = solidA[link]
      const b = solidB[link]
      const xa = x[a]
      const ya = y[a]
      const xb = x[b]
      const yb = y[b]
      const u0 = ((xa < xb ? xa : xb) - reach) * inverse
      const u1 = ((xa > xb ? xa : xb) + reach) * inverse
      const v0 = ((ya < yb ? ya : yb) - reach) * inverse
      const v1 = ((ya > yb ? ya : yb) + reach) * inverse
      const c0 = u0 >= 1 ? (u0 < lastCol ? Math.trunc(u0) : lastCol) : 0
      const c1 = u1 >= 1 ? (u1 < lastCol ? Math.trunc(u1) : lastCol) : 0
      const r0 = v0 >= 1 ? (v0 < lastRow ? Math.trunc(v0) : lastRow) : 0
      const r1 = v1 >= 1 ? (v1 < lastRow ? Math.trunc(v1) : lastRow) : 0
      const ex = xb - xa
      const ey = yb - ya
      const ee = ex * ex + ey * ey
      // No disk farther than this from the link's middle can touch it (as
      // the World rules out its cells' corners, with its slack for rounding).
      const mx = 0.5 * (xa + xb)
      const my = 0.5 * (ya + yb)
      const around = (0.5 * Math.sqrt(ee) + reach) * (1 + 1e-9)
      const around2 = around * around
      for (let row = r0; row <= r1; row++) {
        // A row's cells c0 to c1 are one run of sorted.
        const end = start[row * cols + c1 + 1]
        for (let k = start[row * cols + c0]; k < end; k++) {
          const q = sorted[k]
          if (q === a || q === b) continue
          const fx = x[q] - mx
          const fy = y[q] - my
          if (fx * fx + fy * fy >= around2) continue
          let t = ee > 0 ? ((x[q] - xa) * ex + (y[q] - ya) * ey) / ee : 0
          t = t < 0 ? 0 : t > 1 ? 1 : t
          const dx = x[q] - (xa + ex * t)
          const dy = y[q] - (ya + ey * t)
          const dd = dx * dx + dy * dy
          if (dd >= reach2) continue
          if (this.linked(q, a) || this.linked(q, b)) continue
          if (touches === room) {
            dropped++
            continue
          }
          const d = Math.sqrt(dd)
          touchPoint[touches] = q
          touchLink[touches] = link
          touchNx[touches] = d > 0 ? dx / d : 0
          touchNy[touches] = d > 0 ? dy / d : -1
          touchAt[touches] = t
          touchPush[touches] = 0
          touches++
        }
      }
    }
    this.touches = touches
    this.dropped += dropped
  }

  // Each cell's disks with the rest of their cell and the next (one run of
  // sorted), then with the three cells below; linked points never collide.
  findPairs() {
    const { x, y, cols, rows, cellStart: start, sorted, pairA, pairB, pairNx, pairNy, pairPush } = this
    const within = this.radius + this.margin + this.radius
    const reach = within * within
    const room = this.maxContacts - this.walls - this.touches
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
            if (dx * dx + dy * dy >= reach) continue
            if (this.linked(a, b)) continue
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
            if (dx * dx + dy * dy >= reach) continue
            if (this.linked(a, b)) continue
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

  // Jakobsen projections: each end moves by its share of (d - rest) / d along
  // the link (coincident ends lean toward +x, as the World's do).
  relaxLinks() {
    const { x, y, linkA, linkB, linkRest } = this
    const share = this.linkShare
    const links = linkA.length
    for (let l = 0; l < links; l++) {
      const a = linkA[l]
      const b = linkB[l]
      const xa = x[a]
      const ya = y[a]
      const xb = x[b]
      const yb = y[b]
      let dx = xb - xa
      const dy = yb - ya
      let d = Math.sqrt(dx * dx + dy * dy)
      if (d < COINCIDENT) {
        dx += COINCIDENT - d
        d = COINCIDENT
      }
      const ratio = (d - linkRest[l]) / d
      const ox = dx * ratio
      const oy = dy * ratio
      x[a] = xa + ox * share
      y[a] = ya + oy * share
      x[b] = xb - ox * share
      y[b] = yb - oy * share
    }
  }

  // Disk q against the capsule a-b at its nearest point t: q and the link's
  // ends (shares 1 - t and t) moved apart by their weights, then friction.
  relaxSolids() {
    const { x, y, px, py, touches, touchPoint, touchLink, touchNx, touchNy, touchAt, touchPush, solidA, solidB, friction, staticFriction } = this
    const touch = this.radius + this.radius
    const touching = touch * touch
    for (let k = 0; k < touches; k++) {
      const q = touchPoint[k]
      const a = solidA[touchLink[k]]
      const b = solidB[touchLink[k]]
      let xq = x[q]
      let yq = y[q]
      let xa = x[a]
      let ya = y[a]
      let xb = x[b]
      let yb = y[b]
      const ex = xb - xa
      const ey = yb - ya
      const ee = ex * ex + ey * ey
      let t = ee > 0 ? ((xq - xa) * ex + (yq - ya) * ey) / ee : 0
      t = t < 0 ? 0 : t > 1 ? 1 : t
      const dx = xq - (xa + ex * t)
      const dy = yq - (ya + ey * t)
      const dd = dx * dx + dy * dy
      if (dd >= touching) continue
      const wa = 1 - t
      const weight = 1 + wa * wa + t * t
      const d = Math.sqrt(dd)
      const nx = d > 0 ? dx / d : touchNx[k]
      const ny = d > 0 ? dy / d : touchNy[k]
      const depth = touch - d
      const move = depth / weight
      const ox = nx * move
      const oy = ny * move
      xq += ox
      yq += oy
      xa -= ox * wa
      ya -= oy * wa
      xb -= ox * t
      yb -= oy * t
      touchNx[k] = nx
      touchNy[k] = ny
      touchAt[k] = t
      touchPush[k] += depth
      // Friction: q's motion against the link's point at t.
      const mx = xq - px[q] - ((xa - px[a]) * wa + (xb - px[b]) * t)
      const my = yq - py[q] - ((ya - py[a]) * wa + (yb - py[b]) * t)
      const along = mx * nx + my * ny
      const tx = mx - along * nx
      const ty = my - along * ny
      const share = frictionShare(tx, ty, depth, friction, staticFriction) / weight
      const fx = tx * share
      const fy = ty * share
      x[q] = xq - fx
      y[q] = yq - fy
      x[a] = xa + fx * wa
      y[a] = ya + fy * wa
      x[b] = xb + fx * t
      y[b] = yb + fy * t
    }
  }

  // Restitution 0: a contact that pushed and is left separating stops, by
  // moving the positions a sub-step ago: walls, solid links, then pairs.
  stopSeparating() {
    stopWalls(this)
    const { x, y, px, py } = this
    const { touches, touchPoint, touchLink, touchNx, touchNy, touchAt, touchPush, solidA, solidB } = this
    for (let k = 0; k < touches; k++) {
      if (!(touchPush[k] > 0)) continue
      const q = touchPoint[k]
      const a = solidA[touchLink[k]]
      const b = solidB[touchLink[k]]
      const t = touchAt[k]
      const wa = 1 - t
      const nx = touchNx[k]
      const ny = touchNy[k]
      const mx = x[q] - px[q] - ((x[a] - px[a]) * wa + (x[b] - px[b]) * t)
      const my = y[q] - py[q] - ((y[a] - py[a]) * wa + (y[b] - py[b]) * t)
      const now = mx * nx + my * ny
      if (!(now > 0)) continue
      const change = -now / (1 + wa * wa + t * t)
      const cx = nx * change
      const cy = ny * change
      px[q] -= cx
      py[q] -= cy
      px[a] += cx * wa
      py[a] += cy * wa
      px[b] += cx * t
      py[b] += cy * t
    }
    stopPairs(this)
  }

  // The centres as x0, y0, x1, y1, ..., as a World's points() gives them.
  positions() {
    return positions(this)
  }
}
