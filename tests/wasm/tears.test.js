// The embeds' tear tracking (web/lib/tears.js) over real scenes: which links
// a step broke, when links break alone, when a World gains links in the same
// frame, and when nothing was kept before.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { load } from '../../js/node.js'
import { Tears } from '../../web/lib/tears.js'

const P = await load()

// A pinned row of n points 40 px apart, each linked to the next.
function row(n) {
  const w = new P.World({ width: 640, height: 360, gravity: 0 })
  for (let i = 0; i < n; i++) w.pin(w.addPoint(40 + 40 * i, 100))
  for (let i = 0; i + 1 < n; i++) w.link(i, i + 1)
  return w
}

test('the links a cut takes out are told once, as [a, b] pairs', () => {
  const w = row(6)
  const tears = new Tears()
  w.step()
  assert.equal(tears.stepped(w), null, 'nothing kept before: nothing told')
  w.step()
  assert.equal(tears.stepped(w), null)
  w.cut(100, 0, 100, 200) // the link from 80 to 120
  w.cut(180, 0, 180, 200) // from 160 to 200
  w.step()
  assert.deepEqual([...tears.stepped(w)], [1, 2, 3, 4])
  w.step()
  assert.equal(tears.stepped(w), null)
  w.delete()
})

test('links added in the frame links break in are not taken for broken, nor do they hide the break', () => {
  const w = row(8)
  const tears = new Tears()
  w.step()
  tears.stepped(w)
  const below = w.addPoint(300, 300)
  w.pin(below)
  w.link(7, below) // added at the end of links()
  w.cut(100, 0, 100, 200) // 1-2 breaks: linkCount unchanged
  w.step()
  assert.deepEqual([...tears.stepped(w)], [1, 2])
  w.cut(260, 0, 260, 200) // 5-6
  w.step()
  assert.deepEqual([...tears.stepped(w)], [5, 6])
  w.link(below, 0)
  w.link(below, 3)
  w.cut(60, 0, 60, 105) // 0-1, above where the link from below crosses x = 60
  w.step()
  assert.deepEqual([...tears.stepped(w)], [0, 1])
  w.delete()
})

test('from(scene) takes its links as they stand: what breaks in the next step is told, what broke before is not', () => {
  const cloth = new P.Cloth({ width: 640, height: 360 })
  const tears = new Tears()
  cloth.step()
  tears.stepped(cloth)
  cloth.cut(0, 100, 640, 101) // before the rewind: not this history's to tell
  tears.from(cloth)
  cloth.step()
  assert.equal(tears.stepped(cloth), null)
  const whole = cloth.linkCount
  tears.from(cloth)
  cloth.cut(0, 150, 640, 151)
  cloth.step()
  const told = tears.stepped(cloth)
  assert.equal(told.length / 2, whole - cloth.linkCount)
  assert.ok(told.length > 0)
  cloth.delete()
})

test('a scene without links, or none, tells nothing', () => {
  const tears = new Tears()
  const chain = new P.Chain({ width: 640, height: 360 })
  for (const scene of [undefined, chain, { linkCount: 3 }]) assert.equal(tears.stepped(scene), null)
  chain.delete()
})
