// The jelly pile as a careful author writes it in plain JavaScript, the
// classic way (Jakobsen's soft bodies, Ten Minute Physics' grid): Verlet
// points; each sub-step they move, `iter` times the links are relaxed (colour
// by colour: no link shares a point with the one before) and the pressure
// bodies pushed back to their areas, and then, once, the contacts: a grid
// rebuilt by counting sort, every pair of touching disks of different
// jellies pushed apart half each and every disk inside a solid link of
// another jelly pushed out of it (the disk and the link's ends by their
// shares, as the World weighs them), each with the World's friction rule;
// then the walls clamp. A jelly is its linked points:
// its own disks never collide with each other (its links keep them apart),
// so no pair search asks which points are linked. No rest, no bounce pass.
// Written for speed: Float64Arrays and Int32Arrays, the contacts solved in
// the grid's loops (no list), nothing allocated per step.
import { clamp, frictionShare, integrate, layBodies, layGrid, layLinks, layPoints, positions, relaxBodies, sortIntoCells } from './contact_parts.js'

export class ClassicJellyPile {
  // x, y: the points, at rest; ends: [a0, b0, ...] of the links (rest: their
  // length now), solid: 1 for a solid link; rings: each pressure body's
  // points (target: its area now).
  constructor({
    width, height, substeps, iter, radius, x, y, ends, solid, rings, stiffness, press,
    gravity = 0.5, friction = 0.3, staticFriction = 0.5,
  }) {
    layPoints(this, { width, height, substeps, iter, radius, x, y, gravity, friction, staticFriction })
    const n = x.length
    // The links colour by colour, so that no link waits on the one before.
    layLinks(this, ends, 'ClassicJellyPile')
    // stiffness * (1 / (1 + 1)), each end's share with both ends free.
    this.linkShare = stiffness * 0.5
    layBodies(this, rings, press)
    const solids = []
    for (let l = 0; l < solid.length; l++) if (solid[l]) solids.push(l)
    this.solidA = Int32Array.from(solids, (l) => ends[2 * l])
    this.solidB = Int32Array.from(solids, (l) => ends[2 * l + 1])
    this.jelly = jellies(n, ends)
    this.margin = 0
    layGrid(this, n)
    this.cellStart = new Int32Array(this.cols * this.rows + 1)
    this.cellOf = new Int32Array(n)
    this.sorted = new Int32Array(n)
  }

  step() {
    for (let s = 0; s < this.substeps; s++) {
      integrate(this, 1)
      for (let it = 0; it < this.iter; it++) {
        this.relaxLinks()
        relaxBodies(this)
      }
      sortIntoCells(this)
      this.pushPairsApart()
      this.pushOutOfSolids()
      clamp(this)
    }
  }

  relaxLinks() {
    const { linkA, linkB, linkRest: rest, x, y, linkShare } = this
    for (let k = 0; k < linkA.length; k++) {
      const i = linkA[k]
      const j = linkB[k]
      const dx = x[j] - x[i]
      const dy = y[j] - y[i]
      const d = Math.sqrt(dx * dx + dy * dy)
      if (d === 0) continue
      const c = (linkShare * (d - rest[k])) / d
      x[i] += dx * c
      y[i] += dy * c
      x[j] -= dx * c
      y[j] -= dy * c
    }
  }

  // Each cell's disks against the rest of their cell and the next (one run
  // of sorted), then against the three cells below (another run).
  pushPairsApart() {
    const { cols, rows, cellStart: start, sorted } = this
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
          const i = sorted[k]
          this.pushAgainst(i, k + 1, runEnd)
          this.pushAgainst(i, belowFrom, belowTo)
        }
      }
    }
  }

  // Disk i against the disks sorted[from, to): each of another jelly that it
  // touches, the two pushed apart half each, then friction.
  pushAgainst(i, from, to) {
    const { x, y, px, py, sorted, jelly, friction, staticFriction } = this
    const touch = 2 * this.radius
    const touching = touch * touch
    const own = jelly[i]
    for (let s = from; s < to; s++) {
      const j = sorted[s]
      const dx = x[j] - x[i]
      const dy = y[j] - y[i]
      const dd = dx * dx + dy * dy
      if (dd >= touching || dd === 0 || jelly[j] === own) continue
      const d = Math.sqrt(dd)
      const nx = dx / d
      const ny = dy / d
      const half = 0.5 * (touch - d)
      const xi = x[i] - nx * half
      const yi = y[i] - ny * half
      const xj = x[j] + nx * half
      const yj = y[j] + ny * half
      // j's slide past i this sub-step.
      const mx = xj - px[j] - (xi - px[i])
      const my = yj - py[j] - (yi - py[i])
      const along = mx * nx + my * ny
      const tx = mx - along * nx
      const ty = my - along * ny
      const share = 0.5 * frictionShare(tx, ty, 2 * half, friction, staticFriction)
      x[i] = xi + tx * share
      y[i] = yi + ty * share
      x[j] = xj - tx * share
      y[j] = yj - ty * share
    }
  }

  // Every disk of another jelly in the cells a solid link's box (grown by a
  // pair's reach) covers, inside the link's capsule: the disk moved out and
  // the link's ends back, by their shares (1 for the disk, 1 - t and t for
  // the ends at the nearest point t), then friction.
  pushOutOfSolids() {
    const { x, y, px, py, solidA, solidB, jelly, cols, inverse, cellStart: start, sorted, friction, staticFriction } = this
    const lastCol = cols - 1
    const lastRow = this.rows - 1
    const touch = 2 * this.radius
    const touching = touch * touch
    for (let link = 0; link < solidA.length; link++) {
      const a = solidA[link]
      const b = solidB[link]
      const own = jelly[a]
      const u0 = (Math.min(x[a], x[b]) - touch) * inverse
      const u1 = (Math.max(x[a], x[b]) + touch) * inverse
      const v0 = (Math.min(y[a], y[b]) - touch) * inverse
      const v1 = (Math.max(y[a], y[b]) + touch) * inverse
      const c0 = u0 >= 1 ? (u0 < lastCol ? Math.trunc(u0) : lastCol) : 0
      const c1 = u1 >= 1 ? (u1 < lastCol ? Math.trunc(u1) : lastCol) : 0
      const r0 = v0 >= 1 ? (v0 < lastRow ? Math.trunc(v0) : lastRow) : 0
      const r1 = v1 >= 1 ? (v1 < lastRow ? Math.trunc(v1) : lastRow) : 0
      for (let row = r0; row <= r1; row++) {
        const end = start[row * cols + c1 + 1]
        for (let k = start[row * cols + c0]; k < end; k++) {
          const q = sorted[k]
          if (jelly[q] === own) continue
          const xa = x[a]
          const ya = y[a]
          const ex = x[b] - xa
          const ey = y[b] - ya
          const ee = ex * ex + ey * ey
          let t = ee > 0 ? ((x[q] - xa) * ex + (y[q] - ya) * ey) / ee : 0
          t = t < 0 ? 0 : t > 1 ? 1 : t
          const dx = x[q] - (xa + ex * t)
          const dy = y[q] - (ya + ey * t)
          const dd = dx * dx + dy * dy
          if (dd >= touching || dd === 0) continue
          const d = Math.sqrt(dd)
          const nx = dx / d
          const ny = dy / d
          const wa = 1 - t
          const weight = 1 + wa * wa + t * t
          const move = (touch - d) / weight
          const xq = x[q] + nx * move
          const yq = y[q] + ny * move
          const xa1 = xa - nx * move * wa
          const ya1 = ya - ny * move * wa
          const xb1 = x[b] - nx * move * t
          const yb1 = y[b] - ny * move * t
          // q's slide past the link's point at t this sub-step.
          const mx = xq - px[q] - ((xa1 - px[a]) * wa + (xb1 - px[b]) * t)
          const my = yq - py[q] - ((ya1 - py[a]) * wa + (yb1 - py[b]) * t)
          const along = mx * nx + my * ny
          const tx = mx - along * nx
          const ty = my - along * ny
          const share = frictionShare(tx, ty, touch - d, friction, staticFriction) / weight
          x[q] = xq - tx * share
          y[q] = yq - ty * share
          x[a] = xa1 + tx * share * wa
          y[a] = ya1 + ty * share * wa
          x[b] = xb1 + tx * share * t
          y[b] = yb1 + ty * share * t
        }
      }
    }
  }

  positions() {
    return positions(this)
  }
}

// Each point's jelly: the linked points it belongs with (union-find over the links).
function jellies(n, ends) {
  const parent = Int32Array.from({ length: n }, (_, i) => i)
  const root = (i) => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]]
    return i
  }
  for (let k = 0; k < ends.length; k += 2) parent[root(ends[k])] = root(ends[k + 1])
  return Int32Array.from({ length: n }, (_, i) => root(i))
}
