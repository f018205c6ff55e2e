// The ball pit in planck (Box2D in JavaScript): its circles in a box of four
// static edges, one step of 1/60 s a frame with Box2D's recommended 8
// velocity and 3 position iterations (planck's defaults), in metres.
import { Circle, Edge, Vec2, World } from 'planck'
import { FRAMES_PER_SECOND, PIXELS_PER_METRE, perSecondSquared } from './units.js'

export default class PlanckPit {
  constructor({ width, height, radius, x, y, gravity, friction = 0 }) {
    const m = (px) => px / PIXELS_PER_METRE
    this.world = new World({ gravity: new Vec2(0, m(perSecondSquared(gravity))) })
    const material = { friction, restitution: 0, density: 1 }
    const walls = this.world.createBody({ type: 'static' })
    const corners = [new Vec2(0, 0), new Vec2(m(width), 0), new Vec2(m(width), m(height)), new Vec2(0, m(height))]
    corners.forEach((corner, c) => walls.createFixture({ ...material, shape: new Edge(corner, corners[(c + 1) % 4]) }))
    this.disks = Array.from(x, (_, i) => {
      const disk = this.world.createBody({ type: 'dynamic', position: new Vec2(m(x[i]), m(y[i])) })
      disk.createFixture({ ...material, shape: new Circle(m(radius)) })
      return disk
    })
  }

  step() {
    this.world.step(1 / FRAMES_PER_SECOND)
  }

  positions() {
    return Float64Array.from(this.disks.flatMap((disk) => {
      const { x, y } = disk.getPosition()
      return [x * PIXELS_PER_METRE, y * PIXELS_PER_METRE]
    }))
  }
}
