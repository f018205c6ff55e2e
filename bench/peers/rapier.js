// The ball pit in Rapier (2-D, SIMD build, wasm embedded): balls in a box of
// four fixed cuboids, one world.step() a frame with its defaults (a 1/60 s
// step, 4 solver iterations), in metres.
import RAPIER from '@dimforge/rapier2d-simd-compat'
import { FRAMES_PER_SECOND, PIXELS_PER_METRE, perSecondSquared } from './units.js'

await RAPIER.init()
const WALL = 10 // m: thick enough that nothing is pushed through

export default class RapierPit {
  constructor({ width, height, radius, x, y, gravity, friction }) {
    const m = (px) => px / PIXELS_PER_METRE
    const [w, h] = [m(width), m(height)]
    this.world = new RAPIER.World({ x: 0, y: m(perSecondSquared(gravity)) })
    this.world.timestep = 1 / FRAMES_PER_SECOND
    const walls = this.world.createRigidBody(RAPIER.RigidBodyDesc.fixed())
    for (const [cx, cy, hx, hy] of [
      [w / 2, h + WALL, w / 2 + 2 * WALL, WALL],
      [w / 2, -WALL, w / 2 + 2 * WALL, WALL],
      [-WALL, h / 2, WALL, h / 2],
      [w + WALL, h / 2, WALL, h / 2],
    ]) {
      this.world.createCollider(RAPIER.ColliderDesc.cuboid(hx, hy).setTranslation(cx, cy).setFriction(friction), walls)
    }
    this.disks = Array.from(x, (_, i) => {
      const disk = this.world.createRigidBody(RAPIER.RigidBodyDesc.dynamic().setTranslation(m(x[i]), m(y[i])))
      this.world.createCollider(RAPIER.ColliderDesc.ball(m(radius)).setFriction(friction).setRestitution(0), disk)
      return disk
    })
  }

  step() {
    this.world.step()
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
