// The ball pit in Rapier (2-D, SIMD build, wasm embedded): balls in a box of
// four fixed cuboids, in metres. A frame is `steps` world.step() calls of
// 1/60 s / steps, each with `iterations` solver iterations; the bench runs
// the cheapest of SETTINGS that holds the pile as well as ours (its
// defaults, 1 step of 4 iterations, first).
import RAPIER from '@dimforge/rapier2d-simd-compat'
import { FRAMES_PER_SECOND, PIXELS_PER_METRE, perSecondSquared, wallBoxes } from './units.js'

await RAPIER.init()

// Cheapest first: more iterations, then more steps a frame.
export const SETTINGS = [[1, 4], [1, 8], [2, 4], [1, 16], [2, 8], [4, 8], [4, 16], [8, 16]].map(([steps, iterations]) => ({
  label: `${steps} step${steps > 1 ? 's' : ''} a frame, ${iterations} iterations`,
  steps,
  iterations,
}))

export default class RapierPit {
  constructor({ width, height, radius, x, y, gravity, friction = 0, setting = SETTINGS[0] }) {
    this.steps = setting.steps
    const m = (px) => px / PIXELS_PER_METRE
    const [w, h] = [m(width), m(height)]
    this.world = new RAPIER.World({ x: 0, y: m(perSecondSquared(gravity)) })
    this.world.timestep = 1 / FRAMES_PER_SECOND / setting.steps
    this.world.numSolverIterations = setting.iterations
    const walls = this.world.createRigidBody(RAPIER.RigidBodyDesc.fixed())
    for (const [cx, cy, hx, hy] of wallBoxes(w, h)) {
      this.world.createCollider(RAPIER.ColliderDesc.cuboid(hx, hy).setTranslation(cx, cy).setFriction(friction), walls)
    }
    this.disks = Array.from(x, (_, i) => {
      const disk = this.world.createRigidBody(RAPIER.RigidBodyDesc.dynamic().setTranslation(m(x[i]), m(y[i])))
      this.world.createCollider(RAPIER.ColliderDesc.ball(m(radius)).setFriction(friction).setRestitution(0), disk)
      return disk
    })
  }

  step() {
    for (let s = 0; s < this.steps; s++) this.world.step()
  }

  positions() {
    return Float64Array.from(this.disks.flatMap((disk) => {
      const { x, y } = disk.translation()
      return [x * PIXELS_PER_METRE, y * PIXELS_PER_METRE]
    }))
  }

  delete() {
    this.world.free()
  }
}
