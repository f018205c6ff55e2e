// Contacts through the JS API: the contract's checks, step(n) against n
// step() calls with resting in the bits, and views that stay good.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { load } from '../../js/node.js'

const P = await load()
let grows = 0
const realGrow = WebAssembly.Memory.prototype.grow
WebAssembly.Memory.prototype.grow = function (pages) {
  grows++
  return realGrow.call(this, pages)
}

function pit(options = {}) {
  const w = new P.World({ width: 300, height: 300, substeps: 4, ...options })
  w.addCircle(150, 200, 30)
  w.addBox(80, 120, 100, 6, { angle: 0.4 })
  for (let i = 0; i < 150; i++) w.addPoint(20 + 9 * (i % 30), 20 + 9 * Math.floor(i / 30), { radius: 4 })
  return w
}

test('bad contact arguments throw naming them, before anything changes', () => {
  const w = pit()
  const cases = [
    [() => w.addPoint(1, 1, { radius: -1 }), RangeError, /World.addPoint: radius must be a number from 0 to \d+, got -1/],
    [() => w.addPoint(1, 1, { radius: 1e4 }), RangeError, /World.addPoint: radius must be a number from 0 to \d+, got 10000/],
    [() => w.addPoint(1, 1, { mass: 0 }), RangeError, /World.addPoint: mass must be above 0/],
    [() => w.addPoint(1, 1, { group: 1.5 }), RangeError, /World.addPoint: group must be an integer/],
    [() => w.link(0, 1, { solid: 1 }), TypeError, /World.link: solid must be true or false, got number 1/],
    [() => w.addCircle(1, 1, NaN), RangeError, /World.addCircle: r must be a number/],
    [() => w.addBox(1, 1, 0, 5), RangeError, /World.addBox: width and height must be at least 1e-6 px, got 0 x 5/],
    [() => w.addCapsule(1, 1, 1, 1, 2), RangeError, /World.addCapsule: its ends must be at least 1e-6 px apart/],
    [() => w.addPolygon([0, 0, 10, 0, 2, 2, 0, 10]), RangeError, /World.addPolygon: corners must be convex/],
    [() => w.addPolygon([0, 0, 1, 1, 2, 2]), RangeError, /corners must enclose an area/],
    [() => w.addPolygon([0, 0, 1e-12, 0, 0, 1e-12]), RangeError, /World.addPolygon: corners must each lie at least 1e-6 px from the next/],
    [() => w.addCapsule(5, 5, 5 + 1e-9, 5, 2), RangeError, /World.addCapsule: its ends must be at least 1e-6 px apart, got \(5, 5\) and \(5.000000001, 5\)/],
    [() => w.addPolygon([0, 0, 10, 0, 10, 1e-7]), RangeError, /World.addPolygon: corners must each lie at least 1e-6 px from the next/],
    [() => w.addBox(10, 10, 5e-7, 5), RangeError, /World.addBox: width and height must be at least 1e-6 px, got 5e-7 x 5/],
    [() => w.addPolygon([0, 0, 1]), RangeError, /corners must hold pairs of numbers/],
    [() => w.addPolygon('square'), TypeError, /corners must be an array of numbers/],
    [() => w.addCircle(1, 1, 5, { friction: -0.1 }), RangeError, /World.addCircle: friction must be a number from 0/],
    [() => w.addCircle(1, 1, 5, { friction: 0.6, staticFriction: 0.2 }), RangeError, /staticFriction must be at least friction/],
    [() => w.addCircle(1, 1, 5, { restitution: 2 }), RangeError, /restitution must be a number from 0 to 1, got 2/],
    [() => w.moveShape(9, 1, 1), RangeError, /World.moveShape: s must be a shape index from 0 to 1/],
    [() => w.moveShape('0', 1, 1), TypeError, /World.moveShape: s must be a shape index/],
    [() => w.removeShape(-1), RangeError, /World.removeShape: s must be a shape index/],
    [() => new P.World({ width: 10, height: 10, substeps: 0 }), RangeError, /World: substeps must be an integer from 1 to 64, got 0/],
    [() => new P.World({ width: 10, height: 10, restitution: 1.5 }), RangeError, /World: restitution must be a number from 0 to 1/],
    [() => new P.World({ width: 10, height: 10, friction: 0.8, staticFriction: 0.5 }), RangeError, /World: staticFriction must be at least friction/],
  ]
  for (const [call, type, message] of cases) {
    assert.throws(call, (error) => error instanceof type && message.test(error.message), String(call))
  }
  assert.equal(w.count, 150)
  assert.equal(w.shapeCount, 2)
  w.removeShape(1)
  assert.throws(() => w.removeShape(1), /s must be a shape index from 0 to 1 that was not removed, got 1/)
  w.step(10)
  assert.ok(!w.diverged)
  w.delete()
})

test('step(n) is n step() calls to the bit, resting included', () => {
  const a = pit(), b = pit()
  a.step(2400)
  for (let f = 0; f < 2400; f++) b.step()
  assert.deepEqual(Array.from(a.points()), Array.from(b.points()))
  assert.equal(a.resting, b.resting)
  // Disks heaped against the circle creep for a while before they are still.
  assert.ok(a.resting, 'the pit comes to rest within 40 s')
  const still = Array.from(a.points())
  a.step(10)
  assert.deepEqual(Array.from(a.points()), still, 'a resting world does not move')
  a.moveShape(0, 150, 180)
  assert.ok(!a.resting, 'moving a shape wakes it')
  a.step()
  assert.notDeepEqual(Array.from(a.points()), still)
  a.delete()
  b.delete()
})

test('stepping with contacts never grows memory, so views stay good', () => {
  const w = pit()
  const view = w.points()
  const before = grows
  w.step(200)
  assert.equal(grows, before)
  assert.equal(view.length, 300)
  assert.ok(view.buffer.byteLength > 0, 'the view is not detached')
  assert.ok(w.contactCount > 0)
  assert.equal(w.contactsDropped, 0)
  w.delete()
})

test('links() written to from JS changes nothing the contacts read: a rope with wild ends written in steps as one left alone', () => {
  const rope = (scribble) => {
    const w = new P.World({ width: 300, height: 300, substeps: 4 })
    for (let i = 0; i < 20; i++) w.addPoint(40 + 10 * i, 100, { radius: 4 })
    for (let i = 0; i < 19; i++) w.link(i, i + 1)
    if (scribble) w.links().fill(0xffffff00)
    w.step(60)
    const bits = Array.from(w.points())
    const links = Array.from(w.links())
    w.delete()
    return { bits, links }
  }
  assert.deepEqual(rope(true), rope(false))
})
