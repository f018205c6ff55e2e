// The Cloth scene's tear and cut through the JS API: the checks, the bits
// of a cloth that may tear but has not, linkCount and links() as links go,
// step(n) against n step() calls, and memory that never grows.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { load } from '../../js/node.js'
import { TORN_CLOTH, tearAndCut } from './scenarios.js'

const P = await load()
const size = { width: 640, height: 360 }

// The golden scenario's cloth after its script's first frames frames.
function torn(frames) {
  const cloth = new P.Cloth({ ...size, ...TORN_CLOTH })
  for (let f = 0; f < frames; f++) {
    tearAndCut(cloth, f)
    cloth.step()
  }
  return cloth
}

test('Cloth refuses a tear that is not 0 or above 1, and a cut that is not a segment, naming them', () => {
  const made = [
    [{ tear: 1 }, RangeError, 'Cloth: tear must be 0 (off) or a number above 1 and at most 100, got 1'],
    [{ tear: 0.5 }, RangeError, 'Cloth: tear must be 0 (off) or a number above 1 and at most 100, got 0.5'],
    [{ tear: 101 }, RangeError, /at most 100, got 101$/],
    [{ tear: NaN }, RangeError, /got NaN$/],
    [{ tear: -2 }, RangeError, /got -2$/],
    [{ tear: '2' }, TypeError, "Cloth: tear must be a number, got the string '2'"],
  ]
  for (const [options, Type, message] of made) {
    assert.throws(() => new P.Cloth({ ...size, ...options }), (error) => error instanceof Type && (typeof message === 'string' ? error.message === message : message.test(error.message)))
  }
  const cloth = new P.Cloth({ ...size, tear: 1.5 })
  const links = cloth.linkCount
  const calls = [
    [() => cloth.setOption('tear', 1), RangeError, 'Cloth: tear must be 0 (off) or a number above 1 and at most 100, got 1'],
    [() => cloth.cut(0, 0, '1', 0), TypeError, "Cloth.cut: x1 must be a number, got the string '1'"],
    [() => cloth.cut(0, Infinity, 1, 0), RangeError, 'Cloth.cut: y0 must be finite, got Infinity'],
    [() => cloth.cut(0, 0, 1e6, 0), RangeError, 'Cloth.cut: x1 must be a number from -65536 to 65536, got 1000000'],
    [() => cloth.cut(0, 0, 1), TypeError, 'Cloth.cut: y1 must be a number, got undefined'],
  ]
  for (const [call, Type, message] of calls) assert.throws(call, (error) => error instanceof Type && error.message === message)
  assert.equal(cloth.linkCount, links, 'nothing changed')
  assert.equal(cloth.getOption('tear'), 1.5)
  cloth.setOption('tear', 0)
  assert.equal(cloth.getOption('tear'), 0)
  cloth.delete()
  assert.equal(new P.Cloth(size).getOption('tear'), 0, 'by default a cloth never tears')
})

test('a Cloth that may tear keeps the bits of one that cannot, until a link passes its limit', () => {
  const pull = (cloth) => {
    const xy = cloth.points()
    cloth.grab(xy[2 * 200], xy[2 * 200 + 1])
    for (let f = 0; f < 120; f++) {
      cloth.drag(320 + 0.5 * f, 150 + 0.5 * f)
      cloth.step()
    }
    cloth.release()
    cloth.step(100)
  }
  const never = new P.Cloth(size)
  const far = new P.Cloth({ ...size, tear: 50 })
  pull(never)
  pull(far)
  assert.deepEqual(Array.from(far.points()), Array.from(never.points()))
  assert.equal(far.linkCount, never.linkCount)
  never.delete()
  far.delete()
})

test('pulled hard a Cloth tears, a cut takes the links it crosses, and links() lists the whole ones', () => {
  const cloth = new P.Cloth({ ...size, ...TORN_CLOTH })
  const all = cloth.linkCount
  assert.equal(all, 23 * 12 + 24 * 11)
  const before = cloth.links()
  assert.equal(before.length, 2 * all)
  for (let f = 0; f < 300; f++) {
    tearAndCut(cloth, f)
    cloth.step()
  }
  const tornCount = cloth.linkCount
  assert.ok(tornCount < all, `${all - tornCount} links tore`)
  const after = cloth.links()
  assert.equal(after.length, 2 * tornCount, 'links() holds the whole links only')
  assert.notEqual(after, before, 'a fresh view, of the new length')
  // A cut across the top rows' vertical links, between rows 0 and 1.
  const xy = cloth.points()
  const y = (xy[1] + xy[2 * 24 + 1]) / 2
  const cut = cloth.cut(0, y, 640, y)
  assert.ok(cut > 0 && cut <= 24, `${cut} cut`)
  assert.equal(cloth.linkCount, tornCount - cut)
  assert.equal(cloth.cut(0, y, 640, y), 0, 'nothing whole is left there to cut')
  const pairs = new Set()
  const links = cloth.links()
  for (let l = 0; l < links.length; l += 2) {
    const [a, b] = [links[l], links[l + 1]]
    assert.ok(b === a + 1 || b === a + 24, `${a}-${b} is a grid link`)
    pairs.add(`${a}-${b}`)
  }
  assert.equal(pairs.size, cloth.linkCount, 'each listed once')
  cloth.delete()
})

test('step(n) keeps the bits of n step() calls while a Cloth tears, and memory does not grow', () => {
  const make = () => {
    const cloth = new P.Cloth({ ...size, ...TORN_CLOTH })
    const xy = cloth.points()
    cloth.grab(xy[2 * 287], xy[2 * 287 + 1])
    cloth.drag(600, 340) // far: the held corner jumps there and the cloth tears after it
    return cloth
  }
  const one = make()
  const many = make()
  const bytes = P.memoryBytes()
  one.step(200)
  for (let k = 0; k < 200; k++) many.step()
  assert.ok(one.linkCount < 23 * 12 + 24 * 11, 'it tore')
  assert.deepEqual(Array.from(one.points()), Array.from(many.points()))
  assert.deepEqual(Array.from(one.links()), Array.from(many.links()))
  assert.equal(P.memoryBytes(), bytes, 'no growth while tearing')
  one.delete()
  many.delete()
})

test("the golden scenario's cloth tears, and its cut cuts", () => {
  const beforeCut = torn(1500)
  const afterCut = torn(1501)
  assert.ok(beforeCut.linkCount < 23 * 12 + 24 * 11, 'the pull tore it')
  assert.ok(afterCut.linkCount < beforeCut.linkCount, 'the cut cut it')
  beforeCut.delete()
  afterCut.delete()
})
