// A World's events through the JS API: what began and ended touching, and
// which links broke, as views read in place; the docs' bounce counter.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { load } from '../../js/node.js'

const P = await load()

// docs/api.md "Events": a ball's bounces on a floor, counted from the events.
function countBounces() {
  const w = new P.World({ width: 400, height: 400, gravity: 0.3, walls: false, touchEvents: true })
  const floor = w.addBox(200, 360, 300, 40, { restitution: 0.8 })
  const ball = w.addPoint(200, 20, { radius: 10 })
  let bounces = 0
  const heights = []
  for (let frame = 0; frame < 600 && !w.resting; frame++) {
    w.step()
    const { shapeBegan } = w.events()
    for (let k = 0; k < shapeBegan.length; k += 2) {
      if (shapeBegan[k] === ball && shapeBegan[k + 1] === floor) bounces++
    }
    heights.push(340 - 10 - w.points()[2 * ball + 1])
  }
  w.delete()
  return { bounces, heights }
}

test("the docs' bounce counter counts each landing once, as the ball's heights say", () => {
  const { bounces, heights } = countBounces()
  // Counted here from the heights: down within 0.05 of the radius, up again past 0.25 of it.
  let landings = 0
  let down = false
  for (const gap of heights) {
    if (!down && gap <= 0.5) {
      down = true
      landings++
    } else if (down && gap > 2.5) {
      down = false
    }
  }
  assert.equal(bounces, landings)
  assert.ok(bounces >= 5, `${bounces} bounces`)
})

test('two disks that meet: began, then ended, each once, as [a, b] views', () => {
  const w = new P.World({ width: 400, height: 400, gravity: 0, walls: false, restitution: 1, touchEvents: true })
  const a = w.addPoint(100, 200, { radius: 5 })
  const b = w.addPoint(200, 200, { radius: 5 })
  w.grab(200, 200)
  w.release(-6, 0)
  const began = [], ended = []
  for (let frame = 0; frame < 40; frame++) {
    w.step()
    const events = w.events()
    assert.ok(events.began instanceof Uint32Array && events.broken instanceof Uint32Array)
    if (events.began.length) began.push([frame, ...events.began])
    if (events.ended.length) ended.push([frame, ...events.ended])
    assert.equal(events.shapeBegan.length + events.shapeEnded.length + events.broken.length, 0)
  }
  assert.equal(began.length, 1)
  assert.equal(ended.length, 1)
  assert.deepEqual(began[0].slice(1), [a, b])
  assert.deepEqual(ended[0].slice(1), [a, b])
  assert.ok(ended[0][0] > began[0][0])
  w.delete()
})

test('events() is one object whose views are made again only when a length changes', () => {
  const w = new P.World({ width: 400, height: 400, touchEvents: true })
  w.addPoint(200, 200, { radius: 5 })
  const first = w.events()
  const empty = first.began
  w.step()
  const second = w.events()
  assert.equal(second, first)
  assert.equal(second.began, empty) // still empty: the same view
  w.delete()
})

test('without touchEvents no touches are told; broken links are told either way', () => {
  const w = new P.World({ width: 400, height: 400, touchEvents: false })
  w.addBox(200, 390, 400, 20)
  w.addPoint(200, 300, { radius: 10 })
  const p = w.addPoint(100, 100)
  const q = w.addPoint(140, 100)
  w.link(p, q, { breakAt: 1.5 })
  w.pin(p)
  w.pin(q)
  for (let frame = 0; frame < 100; frame++) {
    w.step()
    const { began, ended, shapeBegan, shapeEnded } = w.events()
    assert.equal(began.length + ended.length + shapeBegan.length + shapeEnded.length, 0)
  }
  w.pin(q, 300, 100)
  w.step()
  assert.deepEqual([...w.events().broken], [0])
  w.step()
  assert.equal(w.events().broken.length, 0)
  assert.equal(w.cut(0, 0, 1, 1), 0)
  w.delete()
})

test('touchEvents must be true or false', () => {
  for (const bad of ['yes', 1, null]) {
    assert.throws(() => new P.World({ width: 10, height: 10, touchEvents: bad }), {
      name: 'TypeError',
      message: /^World: touchEvents must be true or false, got /,
    })
  }
  assert.ok(P.World.optionNames.includes('touchEvents'))
})

test('a restored World goes on telling the touches the original told', () => {
  const make = () => {
    const w = new P.World({ width: 300, height: 300, restitution: 0.5, touchEvents: true })
    w.addBox(150, 280, 260, 20)
    for (let i = 0; i < 40; i++) w.addPoint(60 + 9 * (i % 20), 40 + 12 * Math.floor(i / 20), { radius: 4 })
    return w
  }
  const record = (w, frames) => {
    const told = []
    for (let f = 0; f < frames; f++) {
      w.step()
      const e = w.events()
      told.push([...e.began].join(), [...e.ended].join(), [...e.shapeBegan].join(), [...e.shapeEnded].join())
    }
    return told
  }
  const w = make()
  record(w, 25)
  const bytes = w.snapshot()
  const original = record(w, 60)
  assert.ok(original.some((line) => line !== ''))
  const fresh = make()
  fresh.restore(bytes)
  assert.deepEqual(record(fresh, 60), original)
  w.delete()
  fresh.delete()
})
