// Links that break and a segment that cuts, through the JS API: the checks,
// linkCount and links() as links go, step(n) against n step() calls, and
// memory that never grows while they do.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { load } from '../../js/node.js'

const P = await load()

// A 16 x 8 cloth whose links break past breakAt, pinned along its top.
function cloth(breakAt = 1.3) {
  const w = new P.World({ width: 640, height: 360, iter: 6, maxPoints: 200, maxLinks: 400 })
  for (let r = 0; r < 8; r++) for (let c = 0; c < 16; c++) w.addPoint(240 + 10 * c, 40 + 10 * r)
  for (let i = 0; i < 128; i++) {
    if (i % 16 !== 15) w.link(i, i + 1, { breakAt })
    if (i + 16 < 128) w.link(i, i + 16, { breakAt })
  }
  for (let c = 0; c < 16; c += 3) w.pin(c)
  return w
}

// Pulls a lower corner far down and right for a second.
function tear(w, frames = 60, step = (n) => w.step(n)) {
  const xy = w.points()
  w.grab(xy[2 * 127], xy[2 * 127 + 1])
  for (let f = 0; f < frames; f++) {
    w.drag(400 + 6 * f, 120 + 4 * f)
    step(1)
  }
  w.release()
}

test('World.link and World.cut refuse what is not a threshold or a segment, naming it', () => {
  const w = cloth()
  const cases = [
    [() => w.link(0, 17, { breakAt: '2' }), TypeError, /World.link: breakAt must be a number, got the string '2'/],
    [() => w.link(0, 17, { breakAt: 1 }), RangeError, /World.link: breakAt must be above 1 .*got 1$/],
    [() => w.link(0, 17, { breakAt: 0.5 }), RangeError, /breakAt must be above 1/],
    [() => w.link(0, 17, { breakAt: NaN }), RangeError, /breakAt must be above 1 .*got NaN/],
    [() => w.cut(0, 0, '1', 0), TypeError, /World.cut: x1 must be a number, got the string '1'/],
    [() => w.cut(0, Infinity, 1, 0), RangeError, /World.cut: y0 must be a number from -65536 to 65536, got Infinity/],
  ]
  const links = w.linkCount
  for (const [call, Type, message] of cases) assert.throws(call, (error) => error instanceof Type && message.test(error.message))
  assert.equal(w.linkCount, links, 'nothing changed')
  w.delete()
})

test('a torn cloth lists only its whole links, and a cut takes the links it crosses', () => {
  const w = cloth()
  const all = w.linkCount
  assert.equal(all, 15 * 8 + 16 * 7)
  const before = w.links()
  tear(w)
  const torn = w.linkCount
  assert.ok(torn < all, `${all - torn} links broke`)
  const after = w.links()
  assert.equal(after.length, 2 * torn, 'links() holds the whole links only')
  assert.notEqual(after, before, 'a fresh view, of the new length')
  // A vertical cut between columns 2 and 3 crosses each row's link there.
  const whole = w.linkCount
  const xy = w.points()
  const x = (xy[2 * 2] + xy[2 * 3]) / 2
  const cut = w.cut(x, 0, x, 100)
  assert.ok(cut >= 1, `${cut} cut`)
  assert.equal(w.linkCount, whole - cut)
  assert.equal(w.cut(x, 0, x, 100), 0, 'nothing whole is left there to cut')
  for (let l = 0; l < w.links().length; l += 2) assert.notEqual(w.links()[l], w.links()[l + 1])
  w.delete()
})

test('broken links keep their room: a full world says so', () => {
  const w = new P.World({ width: 100, height: 100, maxLinks: 3 })
  for (let i = 0; i < 4; i++) w.addPoint(10 + 10 * i, 50)
  for (let i = 0; i < 3; i++) w.link(i, i + 1)
  assert.equal(w.cut(0, 50, 100, 50), 3)
  assert.equal(w.linkCount, 0)
  assert.equal(w.linksAdded, 3)
  assert.throws(() => w.link(0, 3), { name: 'RangeError', message: 'World.link: the world is full: maxLinks is 3 (its 3 broken links keep their room)' })
  w.delete()
})

test('step(n) keeps the bits of n step() calls while links break, and memory does not grow', () => {
  const one = cloth()
  const many = cloth()
  const bytes = P.memoryBytes()
  tear(one, 90, (n) => one.step(n))
  tear(many, 90, (n) => {
    for (let k = 0; k < n; k++) many.step()
  })
  one.step(200)
  for (let k = 0; k < 200; k++) many.step()
  assert.deepEqual(Array.from(one.points()), Array.from(many.points()))
  assert.deepEqual(Array.from(one.links()), Array.from(many.links()))
  assert.ok(one.linkCount < 15 * 8 + 16 * 7, 'it tore')
  assert.equal(P.memoryBytes(), bytes)
  one.delete()
  many.delete()
})
