// The ball pit in LiquidFun (liquidfun-wasm: Box2D 2.4 with Google's
// particle system, through Emscripten's WebIDL bindings; its SIMD build
// where WebAssembly SIMD validates): the disks as the particles of one
// system, which sorts them by cell every step and pushes neighbours apart
// Jacobi-style; the walls four static boxes; one world step of 1/60 s a
// frame, in metres. Particles repel softly within their diameter, so a pile
// holds best with particles wider than the disks they stand for and more
// particle iterations; powder particles (repulsion without a fluid's
// pressure) hold a pile as disks do. The bench runs the cheapest of SETTINGS
// that holds the pile as well as ours.
import Box2DFactory from 'liquidfun-wasm'
import { FRAMES_PER_SECOND, PIXELS_PER_METRE, perSecondSquared, wallBoxes } from './units.js'

// In Node its glue would fetch() the .wasm by a file path, which Node's
// fetch refuses: it is given the bytes of the build it picks instead.
async function wasmBinaryInNode() {
  if (typeof process === 'undefined' || !process.versions?.node) return {}
  const { readFileSync } = await import('node:fs')
  const { createRequire } = await import('node:module')
  const entry = createRequire(import.meta.url).resolve('liquidfun-wasm')
  const simd = WebAssembly.validate(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15, 253, 98, 11]))
  return { wasmBinary: readFileSync(new URL(simd ? 'Box2D.simd.wasm' : 'Box2D.wasm', `file://${entry}`)) }
}

const box2d = await Box2DFactory(await wasmBinaryInNode())

// Cheapest first: its defaults (particles as wide as the disks, the
// iterations it finds reasonable), then more particle iterations, then
// particles a third wider than the disks, at every even count of particle
// iterations to 24 (as ours runs at every count of sub-steps), then wider
// steps.
export const SETTINGS = [
  [1, 0], [1, 4], [1, 8],
  ...[4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 32, 48].map((iterations) => [4 / 3, iterations]),
].map(([widen, iterations]) => ({
  label: `powder particles ${widen === 1 ? 'as wide as the disks' : 'a third wider than the disks'}, ${iterations ? `${iterations} particle iterations` : 'its reasonable particle iterations'}`,
  widen,
  iterations,
}))

export default class LiquidFunPit {
  constructor({ width, height, radius, x, y, gravity, setting = SETTINGS[0] }) {
    const b = box2d
    const m = (px) => px / PIXELS_PER_METRE
    const [w, h] = [m(width), m(height)]
    // Every WebIDL object made here is destroyed once used: each lives on
    // its heap, which the sweeps' many pits would otherwise fill.
    const at = new b.b2Vec2(0, m(perSecondSquared(gravity)))
    this.world = new b.b2World(at)
    const bodyDef = new b.b2BodyDef()
    const box = new b.b2PolygonShape()
    for (const [cx, cy, hx, hy] of wallBoxes(w, h)) {
      at.Set(cx, cy)
      bodyDef.set_position(at)
      box.SetAsBox(hx, hy)
      this.world.CreateBody(bodyDef).CreateFixture(box, 0)
    }
    const systemDef = new b.b2ParticleSystemDef()
    systemDef.set_radius(m(radius) * setting.widen)
    systemDef.set_maxCount(x.length)
    this.system = this.world.CreateParticleSystem(systemDef)
    const particle = new b.b2ParticleDef()
    particle.set_flags(b.b2_powderParticle)
    for (let i = 0; i < x.length; i++) {
      at.Set(m(x[i]), m(y[i]))
      particle.set_position(at)
      this.system.CreateParticle(particle)
    }
    for (const made of [at, bodyDef, box, systemDef, particle]) b.destroy(made)
    this.count = x.length
    this.iterations = setting.iterations || this.world.CalculateReasonableParticleIterations(1 / FRAMES_PER_SECOND)
  }

  step() {
    this.world.Step(1 / FRAMES_PER_SECOND, 8, 3, this.iterations)
  }

  positions() {
    // The system's positions, float x and y each, read where they are now
    // (a step may move the buffer as memory grows).
    const at = box2d.getPointer(this.system.GetPositionBuffer()) >> 2
    const buffer = box2d.HEAPF32.subarray(at, at + 2 * this.count)
    return Float64Array.from(buffer, (v) => v * PIXELS_PER_METRE)
  }

  delete() {
    box2d.destroy(this.world)
  }
}
