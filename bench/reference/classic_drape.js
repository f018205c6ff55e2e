// The drape as a careful author writes it in plain JavaScript, the classic
// way (Jakobsen's cloth, a ball as a distance check): Verlet points; each
// sub-step they move, then `iter` times the links are relaxed in the order
// made, each end moved half the stretch, and every point within a disk's
// radius of the ball is put back on its surface, its slide along it held
// while shorter than staticFriction times the push and shortened by
// friction times it otherwise (the World's rule); then the walls clamp. The
// cloth's disks are one group, so no pair of them is searched. No rest.
// Written for speed: Float64Arrays, the links' ends and lengths in typed
// arrays, the ball's square reach compared before any square root, nothing
// allocated per step. The bench's drape has no pins, grab or moving ball.
import { clamp, frictionShare, integrate, layPoints, positions } from './contact_parts.js'

export class ClassicDrape {
  // x, y: the points, at rest; ends: [a0, b0, ...] of the links (rest: their
  // length now); ball: { x, y, r }.
  constructor({ width, height, substeps, iter, radius, x, y, ends, ball, gravity = 0.5, friction = 0.3, staticFriction = 0.5 }) {
    layPoints(this, { width, height, substeps, iter, radius, x, y, gravity, friction, staticFriction })
    this.ballX = ball.x
    this.ballY = ball.y
    this.reach = ball.r + radius
    const links = ends.length / 2
    this.links = links
    this.a = Int32Array.from({ length: links }, (_, k) => ends[2 * k])
    this.b = Int32Array.from({ length: links }, (_, k) => ends[2 * k + 1])
    this.rest = Float64Array.from({ length: links }, (_, k) => {
      const dx = x[ends[2 * k + 1]] - x[ends[2 * k]]
      const dy = y[ends[2 * k + 1]] - y[ends[2 * k]]
      return Math.sqrt(dx * dx + dy * dy)
    })
    this.dropped = 0
  }

  step() {
    for (let s = 0; s < this.substeps; s++) {
      this.move()
      for (let it = 0; it < this.iter; it++) {
        this.relaxLinks()
        this.pushOutOfBall()
      }
      this.clamp()
    }
  }

  move() {
    integrate(this, 1)
  }

  relaxLinks() {
    const { links, a, b, rest, x, y } = this
    for (let k = 0; k < links; k++) {
      const i = a[k]
      const j = b[k]
      const dx = x[j] - x[i]
      const dy = y[j] - y[i]
      const d = Math.sqrt(dx * dx + dy * dy)
      if (d === 0) continue
      const c = (0.5 * (d - rest[k])) / d
      x[i] += dx * c
      y[i] += dy * c
      x[j] -= dx * c
      y[j] -= dy * c
    }
  }

  pushOutOfBall() {
    const { n, x, y, px, py, ballX, ballY, reach, friction, staticFriction } = this
    const reach2 = reach * reach
    for (let i = 0; i < n; i++) {
      const dx = x[i] - ballX
      const dy = y[i] - ballY
      const dd = dx * dx + dy * dy
      if (dd >= reach2 || dd === 0) continue
      const d = Math.sqrt(dd)
      const push = reach - d
      const nx = dx / d
      const ny = dy / d
      const xi = x[i] + nx * push
      const yi = y[i] + ny * push
      // The slide along the surface this sub-step.
      const mx = xi - px[i]
      const my = yi - py[i]
      const along = mx * nx + my * ny
      const tx = mx - along * nx
      const ty = my - along * ny
      const share = frictionShare(tx, ty, push, friction, staticFriction)
      x[i] = xi - tx * share
      y[i] = yi - ty * share
    }
  }

  clamp() {
    clamp(this)
  }

  positions() {
    return positions(this)
  }
}
