// The ball pit in Box2D v3 (box2d3-wasm: Erin Catto's C library through
// Embind; its SIMD build where the page is cross-origin isolated or in Node,
// else its compat build), one thread: circles in a box of four static
// boxes, one b2World_Step of 1/60 s a frame with Box2D's default 4
// sub-steps (soft step, warm starting, relax and restitution), sleeping
// off, in metres.
import Box2DFactory from 'box2d3-wasm'
import { FRAMES_PER_SECOND, PIXELS_PER_METRE, perSecondSquared } from './units.js'

const box2d = await Box2DFactory()
const WALL = 10 // m: thick enough that nothing is pushed through
const SUBSTEPS = 4 // Box2D v3's recommended count

export default class Box2DPit {
  constructor({ width, height, radius, x, y, gravity, friction }) {
    const b = box2d
    const m = (px) => px / PIXELS_PER_METRE
    const [w, h] = [m(width), m(height)]
    const worldDef = b.b2DefaultWorldDef()
    worldDef.gravity = new b.b2Vec2(0, m(perSecondSquared(gravity)))
    worldDef.enableSleep = false
    worldDef.workerCount = 1
    this.world = b.b2CreateWorld(worldDef)
    const shapeDef = b.b2DefaultShapeDef()
    shapeDef.material.friction = friction
    shapeDef.material.restitution = 0
    const bodyDef = b.b2DefaultBodyDef()
    for (const [cx, cy, hx, hy] of [
      [w / 2, h + WALL, w / 2 + 2 * WALL, WALL],
      [w / 2, -WALL, w / 2 + 2 * WALL, WALL],
      [-WALL, h / 2, WALL, h / 2],
      [w + WALL, h / 2, WALL, h / 2],
    ]) {
      bodyDef.position = new b.b2Vec2(cx, cy)
      b.b2CreatePolygonShape(b.b2CreateBody(this.world, bodyDef), shapeDef, b.b2MakeBox(hx, hy))
    }
    bodyDef.type = b.b2BodyType.b2_dynamicBody
    const circle = new b.b2Circle()
    circle.center = new b.b2Vec2(0, 0)
    circle.radius = m(radius)
    this.disks = Array.from(x, (_, i) => {
      bodyDef.position = new b.b2Vec2(m(x[i]), m(y[i]))
      const disk = b.b2CreateBody(this.world, bodyDef)
      b.b2CreateCircleShape(disk, shapeDef, circle)
      return disk
    })
  }

  step() {
    box2d.b2World_Step(this.world, 1 / FRAMES_PER_SECOND, SUBSTEPS)
  }

  positions() {
    return Float64Array.from(this.disks.flatMap((disk) => {
      const { x, y } = box2d.b2Body_GetPosition(disk)
      return [x * PIXELS_PER_METRE, y * PIXELS_PER_METRE]
    }))
  }

  delete() {
    box2d.b2DestroyWorld(this.world)
  }
}
