// The benchmark's plain-JS references (bench/reference/) are the same physics
// as the scenes they are timed against, so a ratio compares like with like:
// the balloon and the chain follow their scenes within rounding, and the
// cloth in the scene's set order follows it bit for bit.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { load } from '../../js/node.js'
import { BalloonReference } from '../../bench/reference/balloon.js'
import { ChainReference } from '../../bench/reference/chain.js'
import { ClothReference } from '../../bench/reference/cloth.js'

const P = await load()
const size = { width: 640, height: 360 }

// The largest difference between the scene's points and the reference's
// over `frames` frames.
function largestDifference(scene, reference, frames) {
  let largest = 0
  for (let frame = 0; frame < frames; frame++) {
    scene.step()
    reference.step()
    const points = scene.points()
    for (let i = 0; i < reference.x.length; i++) {
      const difference = Math.max(
        Math.abs(points[2 * i] - reference.x[i]),
        Math.abs(points[2 * i + 1] - reference.y[i]),
      )
      if (!(difference <= largest)) largest = difference
    }
  }
  scene.delete()
  return largest
}

for (const count of [26, 10000]) {
  test(`the balloon reference follows Balloon with ${count} points within 1e-9 px`, () => {
    const largest = largestDifference(new P.Balloon({ ...size, count }), new BalloonReference({ ...size, count }), 600)
    assert.ok(largest < 1e-9, `largest difference ${largest} px`)
  })
}

for (const n of [14, 10000]) {
  test(`the chain reference follows Chain with ${n} points within 1e-9 px`, () => {
    const largest = largestDifference(new P.Chain({ ...size, n }), new ChainReference({ ...size, n }), 600)
    assert.ok(largest < 1e-9, `largest difference ${largest} px`)
  })
}

test('the cloth reference in set order follows Cloth bit for bit', () => {
  const options = { ...size, cols: 33, rows: 20, iter: 8 }
  const largest = largestDifference(new P.Cloth(options), new ClothReference({ ...options, order: 'sets' }), 300)
  assert.equal(largest, 0)
})
