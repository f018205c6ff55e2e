// Compiled (not run) by tests/package/types.test.js: the declarations in
// js/index.d.ts accept the documented API and reject misuse.
import { load, type Purupuru } from 'purupuru'
import { jelly, ragdoll, rope } from 'purupuru/builders'

async function main(): Promise<void> {
  const P: Purupuru = await load()
  const chain = new P.Chain({ width: 640, height: 360, iter: 8 })
  chain.step()
  const xy: Float64Array = chain.points()
  const n: number = chain.count + xy.length
  chain.setOption('iter', 12)
  const index: number = chain.grab(10, 10)
  chain.drag(20, 20)
  chain.release()
  chain.release(3, -1)
  const error: number = chain.lengthError()
  chain.delete()

  const cloth = new P.Cloth({ width: 640, height: 360, cols: 10 })
  const links: Uint32Array = cloth.links()
  const arm = new P.Arm({ width: 640, height: 360 })
  arm.setTarget(1, 2)
  const target: { x: number; y: number } = arm.target
  const spring = new P.Spring({ k: 10 })
  spring.set(spring.x + spring.v, 0)
  const jiggle = new P.Jiggle()
  jiggle.poke(0.1, 0, 0, 0)
  const m: Float64Array = jiggle.matrix()
  const balloon = new P.Balloon({ width: 640, height: 360, press: 2 })
  const ratio: number = balloon.area() / balloon.targetArea
  const euler = new P.EulerChain({ width: 320, height: 200 })
  const drift: number = euler.lengthError()
  const point = new P.FallingPoint({ width: 640, height: 360, throwSpeed: 4 })
  point.grab(0, 0)

  const world = new P.World({ width: 640, height: 360, iter: 4 })
  const a: number = world.addPoint(10, 10)
  const b = world.addPoint(30, 10)
  const c = world.addPoint(30, 40)
  world.link(a, b, { stiffness: 0.5 })
  world.angle(a, b, c)
  const body: number = world.pressure([a, b, c], { press: 0.5 })
  const area: number = world.area(body)
  world.pin(a, 5, 5)
  world.step(3)
  const ends: Uint32Array = world.links()
  // @ts-expect-error: a World needs its size
  new P.World({ gravity: 1 })
  // @ts-expect-error: no such link option
  world.link(a, b, { length: 3 })
  const box = jelly(world, { x: 80, cols: 4 })
  const rim: number[] = box.rim
  const doll = ragdoll(world, { size: 90 })
  world.pin(doll.head)
  rope(world, { segments: 5, pinned: false })
  // @ts-expect-error: no such builder option
  rope(world, { links: 5 })
  console.log(area, ends, world.points().length, rim)
  const told = new P.World({ width: 100, height: 100, touchEvents: true }).events()
  const began: Uint32Array = told.began
  const broken: Uint32Array = told.broken
  console.log(began, broken, told.shapeBegan, told.shapeEnded, told.ended)
  // @ts-expect-error: touchEvents is true or false
  new P.World({ width: 100, height: 100, touchEvents: 1 })

  // @ts-expect-error: a spatial scene needs its size
  new P.Chain({ iter: 3 })
  // @ts-expect-error: options are numbers
  new P.Chain({ width: 640, height: 360, iter: '3' })
  // @ts-expect-error: no such option
  new P.Balloon({ width: 640, height: 360, pressure: 1 })
  // @ts-expect-error: Arm cannot be grabbed
  arm.grab(1, 2)
  // @ts-expect-error: no such option name
  chain.setOption('iterations', 3)

  console.log(n, index, error, links, target, m, ratio, drift)
}

main()
