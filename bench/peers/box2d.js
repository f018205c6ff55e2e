// The ball pit in Box2D v3 (box2d3-wasm: Erin Catto's C library through
// Embind; its SIMD build where the page is cross-origin isolated or in Node,
// else its compat build), one thread: circles in a box of four static
// boxes, one b2World_Step of 1/60 s a frame (soft step, warm starting,
// relax and restitution), sleeping off, in metres. The bench runs the
// cheapest of SETTINGS that holds the pile as well as ours.
import Box2DFactory from 'box2d3-wasm'
import { FRAMES_PER_SECOND, PIXELS_PER_METRE, perSecondSquared, wallBoxes } from './units.js'

const box2d = await Box2DFactory()

// Cheapest first: Box2D's defaults, then a faster push out of overlaps (the
// pit's disks fall at up to 180 m/s; the default pushes at 3 m/s), more
// sub-steps and stiffer contacts.
export const SETTINGS = [
  [4, 30, 3], [4, 30, 30], [8, 30, 30], [8, 60, 30], [8, 60, 300], [16, 60, 300], [16, 120, 300], [32, 120, 300], [64, 240, 300],
].map(([substeps, hertz, push]) => ({
  label: `${substeps} sub-steps, contacts at ${hertz} Hz, pushed out at up to ${push} m/s`,
  substeps,
  hertz,
  push,
}))

export default class Box2DPit {
  constructor({ width, height, radius, x, y, gravity, friction = 0, setting = SETTINGS[0] }) {
    const b = box2d
    this.substeps = setting.substeps
    const m = (px) => px / PIXELS_PER_METRE
    const [w, h] = [m(width), m(height)]
    const worldDef = b.b2DefaultWorldDef()
    worldDef.gravity = new b.b2Vec2(0, m(perSecondSquared(gravity)))
    worldDef.enableSleep = false
    worldDef.workerCount = 1
    worldDef.contactHertz = setting.hertz
    this.world = b.b2CreateWorld(worldDef)
    b.b2World_SetContactTuning(this.world, setting.hertz, worldDef.contactDampingRatio, setting.push)
    const shapeDef = b.b2DefaultShapeDef()
    shapeDef.material.friction = friction
    shapeDef.material.restitution = 0
    const bodyDef = b.b2DefaultBodyDef()
    for (const [cx, cy, hx, hy] of wallBoxes(w, h)) {
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
    box2d.b2World_Step(this.world, 1 / FRAMES_PER_SECOND, this.substeps)
  }

  positions() {
    const xy = new Float64Array(2 * this.disks.length)
    this.disks.forEach((disk, i) => {
      const at = box2d.b2Body_GetPosition(disk) // an object on Box2D's heap: freed at once
      xy[2 * i] = at.x * PIXELS_PER_METRE
      xy[2 * i + 1] = at.y * PIXELS_PER_METRE
      at.delete()
    })
    return xy
  }

  delete() {
    box2d.b2DestroyWorld(this.world)
  }
}
