// The ball pit in matter-js: its circles (10-sided polygons at these radii)
// in a box of four static walls, one Engine.update of 1/60 s a frame with
// its default iterations. matter's gravity.y times its scale, 0.001, is in
// px per ms², so gravity.y is the pit's in px/s² over 1000. No air friction
// (the pit has no damping), the pit's friction and no bounce; its static
// friction is its own default (a factor, not the pit's coefficient).
import Matter from 'matter-js'
import { FRAMES_PER_SECOND, perSecondSquared } from './units.js'

const { Bodies, Composite, Engine } = Matter
const FRAME_MS = 1000 / FRAMES_PER_SECOND
const WALL = 100 // px: thick enough that nothing is pushed through

export default class MatterPit {
  constructor({ width, height, radius, x, y, gravity, friction = 0 }) {
    this.engine = Engine.create({ gravity: { x: 0, y: perSecondSquared(gravity) / 1000, scale: 0.001 } })
    const material = { friction, frictionAir: 0, restitution: 0 }
    this.disks = Array.from(x, (_, i) => Bodies.circle(x[i], y[i], radius, material))
    const wall = (cx, cy, w, h) => Bodies.rectangle(cx, cy, w, h, { ...material, isStatic: true })
    Composite.add(this.engine.world, [
      wall(width / 2, height + WALL / 2, width + 2 * WALL, WALL),
      wall(width / 2, -WALL / 2, width + 2 * WALL, WALL),
      wall(-WALL / 2, height / 2, WALL, height),
      wall(width + WALL / 2, height / 2, WALL, height),
      ...this.disks,
    ])
  }

  step() {
    Engine.update(this.engine, FRAME_MS)
  }

  positions() {
    return Float64Array.from(this.disks.flatMap((disk) => [disk.position.x, disk.position.y]))
  }
}
