// Plain-JavaScript drape: a cloth of disks of one radius and mass 1 (one
// group: they never collide with each other), its links of stiffness 1,
// falling over a static ball in the canvas's walls; stepped with the
// algorithm purupuru's World had before its contacts were reworked (the
// shapes relaxed first, no sweep out of them at the end): a full solver for
// the scene in JS, no longer the World's bits. Each frame is `substeps` sub-steps of: Verlet motion; the
// contacts found, every point near the ball (on the ball's tangent plane at
// the surface point nearest where the point started the sub-step, or where
// its disk, cast along its motion, would first touch), then the walls;
// `iter` relaxations of the walls' clamp, the links colour by colour (the
// World's greedy colouring into independent sets, in the order the links
// were added), the ball's planes with their friction, and the walls'
// friction (in the first); the clamp again; and every contact that pushed
// left separating at no speed (restitution 0). A world still for 60 frames
// rests.
// The cloth's disks are one group, so neither this nor the World searches
// them for pairs.
// Written for speed as a careful author would: Float64Arrays and
// Int32Arrays, the links laid out colour by colour, the masses of 1 and the
// ball's fixed pose folded in (the World's products by 1 are exact), nothing
// allocated per step. It has no pins, grab or moving shapes: the bench's
// drape has none (the sketch's ball moves only while dragged).
// tests/wasm/bench_references.test.js holds its cloth out of the ball.
import { clamp, findWallContacts, integrate, layLinks, layPoints, positions, rubWalls, stopWalls, watchForRest } from './contact_parts.js'

const COINCIDENT = 1e-9 // core/common/link_correction.hpp kCoincidentOffset

export class DrapeReference {
  // x, y: the points, at rest; ends: [a0, b0, ...] of the links (rest: their
  // length now); ball: { x, y, r } with the ball's friction and
  // staticFriction (the world's by default); maxPoints as the World was made with.
  constructor({
    width, height, substeps, iter, radius, x, y, ends, ball,
    gravity = 0.5, damping = 1, friction = 0.3, staticFriction = 0.5, maxPoints = x.length,
  }) {
    layPoints(this, { width, height, substeps, iter, radius, x, y, gravity, friction, staticFriction })
    this.damping = damping
    this.ballX = ball.x
    this.ballY = ball.y
    this.ballR = ball.r
    this.ballFriction = ball.friction ?? friction
    this.ballStaticFriction = ball.staticFriction ?? Math.max(staticFriction, this.ballFriction)
    this.lastX = Float64Array.from(x)
    this.lastY = Float64Array.from(y)
    this.quietFrames = 0
    this.resting = false
    layLinks(this, ends, 'DrapeReference')
    // One list for the ball's contacts then the walls', as the World sizes it (six a point).
    this.maxContacts = 6 * maxPoints
    const m = this.maxContacts
    this.planes = 0
    this.planePoint = new Int32Array(m)
    this.planeNx = new Float64Array(m)
    this.planeNy = new Float64Array(m)
    this.planeOffset = new Float64Array(m)
    this.planePush = new Float64Array(m)
    this.walls = 0
    this.wallPoint = new Int32Array(m)
    this.wallNx = new Float64Array(m)
    this.wallNy = new Float64Array(m)
    this.wallPush = new Float64Array(m)
    this.dropped = 0
    this.margin = 0.5 * radius
  }

  step() {
    if (this.resting) return
    for (let k = 0; k < this.substeps; k++) {
      integrate(this, k === 0 ? this.damping : 1)
      this.dropped = 0
      this.findBallContacts()
      findWallContacts(this, this.maxContacts - this.planes)
      for (let it = 0; it < this.iter; it++) {
        clamp(this)
        this.relaxLinks()
        this.relaxBall()
        if (it === 0 && this.staticFriction > 0) rubWalls(this)
      }
      clamp(this)
      this.stopSeparating()
    }
    watchForRest(this)
  }

  // findShapeContacts for one circle (a rounded polygon of one corner): a
  // point whose motion's box comes within its radius and the margin of the
  // ball's box meets the ball on the plane at the surface point nearest
  // where it started; one that started clear is cast along its motion and
  // meets it where it would touch, or, passing clear, only if it ends within
  // the margin of that first plane.
  findBallContacts() {
    const { x, y, px, py, n, radius: r, margin, ballX: cx, ballY: cy, ballR: R } = this
    const { planePoint, planeNx, planeNy, planeOffset, planePush } = this
    const reach = r + margin
    const minX = cx - R
    const minY = cy - R
    const maxX = cx + R
    const maxY = cy + R
    const cast = R + r
    const cast2 = cast * cast
    let planes = 0
    let dropped = 0
    for (let q = 0; q < n; q++) {
      const xq = x[q]
      const yq = y[q]
      const sx = px[q]
      const sy = py[q]
      if ((xq < sx ? xq : sx) - reach > maxX || (xq > sx ? xq : sx) + reach < minX ||
          (yq < sy ? yq : sy) - reach > maxY || (yq > sy ? yq : sy) + reach < minY) {
        continue
      }
      const mx = xq - sx
      const my = yq - sy
      // surfacePoint from where it started.
      let dx = sx - cx
      let dy = sy - cy
      let d = Math.sqrt(dx * dx + dy * dy)
      let nx
      let ny
      if (d > 0) {
        nx = dx / d
        ny = dy / d
      } else {
        const back = Math.sqrt(mx * mx + my * my)
        nx = back > 0 ? -mx / back : 0
        ny = back > 0 ? -my / back : -1
      }
      let ax = cx + nx * R
      let ay = cy + ny * R
      if (d - R > r) {
        // castDisk: the first t at which the disk, moving from (sx, sy) to
        // (xq, yq), comes within R + r of the centre (above 1: never).
        const ma = dx * dx + dy * dy
        let t = 2
        const c = ma - cast2
        if (c <= 0) t = 0
        else {
          const a = mx * mx + my * my
          const b = dx * mx + dy * my
          if (!(b >= 0 || a === 0)) {
            const disc = b * b - a * c
            if (!(disc < 0)) t = (-b - Math.sqrt(disc)) / a
          }
        }
        if (t > 1) {
          const gap = nx * (xq - ax) + ny * (yq - ay) - r
          if (gap >= margin) continue
        } else {
          dx = sx + mx * t - cx
          dy = sy + my * t - cy
          d = Math.sqrt(dx * dx + dy * dy)
          if (d > 0) {
            nx = dx / d
            ny = dy / d
          } else {
            const back = Math.sqrt(mx * mx + my * my)
            nx = back > 0 ? -mx / back : 0
            ny = back > 0 ? -my / back : -1
          }
          ax = cx + nx * R
          ay = cy + ny * R
        }
      }
      if (planes === this.maxContacts) {
        dropped++
        continue
      }
      planePoint[planes] = q
      planeNx[planes] = nx
      planeNy[planes] = ny
      planeOffset[planes] = nx * ax + ny * ay
      planePush[planes] = 0
      planes++
    }
    this.planes = planes
    this.dropped += dropped
  }

  // Jakobsen projections with both ends free and stiffness 1: each end
  // moves by half of (d - rest) / d along the link, written (d - rest) /
  // (d + d) as the World's plain links are (coincident ends lean toward +x).
  relaxLinks() {
    const { x, y, linkA, linkB, linkRest } = this
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
      const half = (d - linkRest[l]) / (d + d)
      const ox = dx * half
      const oy = dy * half
      x[a] = xa + ox
      y[a] = ya + oy
      x[b] = xb - ox
      y[b] = yb - oy
    }
  }

  // Each point put back on its plane, and its slide along it (the ball is
  // still) taken away by the ball's friction, reaching as far as it was pushed.
  relaxBall() {
    const { x, y, px, py, planes, planePoint, planeNx, planeNy, planeOffset, planePush, radius: r } = this
    const kinetic = this.ballFriction
    const still = this.ballStaticFriction
    for (let k = 0; k < planes; k++) {
      const q = planePoint[k]
      const nx = planeNx[k]
      const ny = planeNy[k]
      let xq = x[q]
      let yq = y[q]
      const gap = nx * xq + ny * yq - planeOffset[k] - r
      if (gap >= 0) continue
      xq -= nx * gap
      yq -= ny * gap
      planePush[k] -= gap
      if (!(still > 0)) {
        x[q] = xq
        y[q] = yq
        continue
      }
      const mx = xq - px[q]
      const my = yq - py[q]
      const along = mx * nx + my * ny
      const tx = mx - along * nx
      const ty = my - along * ny
      // frictionShare(tx, ty, -gap) with the ball's friction.
      const slide2 = tx * tx + ty * ty
      const hold = still * -gap
      let share = 1
      if (!(slide2 < hold * hold)) {
        if (!(slide2 > 0)) share = 0
        else {
          share = (kinetic * -gap) / Math.sqrt(slide2)
          if (!(share < 1)) share = 1
        }
      }
      x[q] = xq - tx * share
      y[q] = yq - ty * share
    }
  }

  // Restitution 0: a contact that pushed and is left separating stops, by
  // moving the position a sub-step ago: the ball's, then the walls'.
  stopSeparating() {
    const { x, y, px, py, planes, planePoint, planeNx, planeNy, planePush } = this
    for (let k = 0; k < planes; k++) {
      if (!(planePush[k] > 0)) continue
      const q = planePoint[k]
      const nx = planeNx[k]
      const ny = planeNy[k]
      const now = (x[q] - px[q]) * nx + (y[q] - py[q]) * ny
      if (!(now > 0)) continue
      px[q] += nx * now
      py[q] += ny * now
    }
    stopWalls(this)
  }

  // The centres as x0, y0, x1, y1, ..., as a World's points() gives them.
  positions() {
    return positions(this)
  }
}
