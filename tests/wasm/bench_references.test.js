// The benchmark's plain-JS references (bench/reference/) are the same physics
// as the scenes they are timed against, so a ratio compares like with like:
// the balloons and the chains follow their scenes within rounding, the
// faster chain is the post's chain bit for bit, the cloth in the scene's set
// order follows it bit for bit, the natural order has the same links, and
// the ball pit, the jelly pile and the drape follow Worlds bit for bit.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { load } from '../../js/node.js'
import { BalloonReference, BalloonTwoPassReference } from '../../bench/reference/balloon.js'
import { BallPitReference } from '../../bench/reference/ball_pit.js'
import { DrapeReference } from '../../bench/reference/drape.js'
import { JellyPileReference } from '../../bench/reference/jelly_pile.js'
import { pouredPile, settledPile } from '../../bench/pit.js'
import { DRAPE, JELLY_PILE, drapeParts, drapeWorld, jellyPileParts, jellyPileWorld } from '../../bench/contact_scenes.js'
import * as builders from '../../js/builders.js'
import { ChainReference, ChainWavefrontReference } from '../../bench/reference/chain.js'
import { ClothGridReference, ClothReference } from '../../bench/reference/cloth.js'

const P = await load()
const size = { width: 640, height: 360 }

// The largest difference between the scene's points and the reference's
// over `frames` frames.
function largestDifference(scene, reference, frames) {
  assert.equal(reference.x.length, scene.count)
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
  assert.equal(scene.diverged, false)
  scene.delete()
  return largest
}

const sameBits = (a, b) => a.length === b.length && a.every((v, i) => Object.is(v, b[i]))

for (const Reference of [BalloonReference, BalloonTwoPassReference]) {
  for (const count of [26, 10000]) {
    test(`${Reference.name} follows Balloon with ${count} points within 1e-9 px`, () => {
      const largest = largestDifference(new P.Balloon({ ...size, count }), new Reference({ ...size, count }), 600)
      assert.ok(largest < 1e-9, `largest difference ${largest} px`)
    })
  }
  // Heavy enough to hit the floor and bounce: the walls are the same too.
  test(`${Reference.name} follows a Balloon that hits the walls within 1e-9 px`, () => {
    const scene = new P.Balloon({ ...size, count: 26, gravity: 3 })
    const reference = new Reference({ ...size, count: 26 })
    reference.gravity = 3
    const largest = largestDifference(scene, reference, 600)
    assert.ok(largest < 1e-9, `largest difference ${largest} px`)
    assert.ok(Math.max(...reference.y) === 360 - reference.margin, 'the balloon never reached the floor')
  })
}

for (const n of [14, 10000]) {
  test(`the chain reference follows Chain with ${n} points within 1e-9 px of its size`, () => {
    const reference = new ChainReference({ ...size, n })
    const largest = largestDifference(new P.Chain({ ...size, n }), reference, 600)
    const extent = Math.max(...reference.y.map(Math.abs))
    assert.ok(largest < 1e-9 * Math.max(1, extent / 100), `largest difference ${largest} px`)
  })
}

test('the wavefront chain reference is the chain reference bit for bit', () => {
  const post = new ChainReference({ ...size, n: 500 })
  const wavefront = new ChainWavefrontReference({ ...size, n: 500 })
  for (let frame = 0; frame < 300; frame++) {
    post.step()
    wavefront.step()
  }
  assert.ok(sameBits(post.x, wavefront.x) && sameBits(post.y, wavefront.y))
})

for (const [name, make] of [
  ['the cloth reference in set order', (options) => new ClothReference({ ...options, order: 'sets' })],
  ['the grid cloth reference', (options) => new ClothGridReference(options)],
]) {
  test(`${name} follows Cloth bit for bit`, () => {
    const options = { ...size, cols: 33, rows: 20, iter: 8 }
    assert.equal(largestDifference(new P.Cloth(options), make(options), 300), 0)
  })
}

test("the cloth reference in natural order has the scene's points, pins and links", () => {
  const options = { ...size, cols: 33, rows: 20, iter: 8 }
  const natural = new ClothReference(options)
  const sets = new ClothReference({ ...options, order: 'sets' })
  const scene = new P.Cloth(options)
  const points = scene.points()
  for (let i = 0; i < natural.x.length; i++) {
    assert.equal(natural.x[i], points[2 * i])
    assert.equal(natural.y[i], points[2 * i + 1])
  }
  assert.ok(sameBits(natural.mobility, sets.mobility))
  const links = (pairs) => [...Array(pairs.length / 2).keys()].map((l) => `${pairs[2 * l]}-${pairs[2 * l + 1]}`).sort()
  assert.deepEqual(links(natural.pairs), links(sets.pairs))
  assert.deepEqual(links(natural.pairs), links(scene.links()))
  scene.delete()
})

// The bench's pit options in a narrow box, so that 300 disks land on each
// other and press on every wall within the 60 frames.
for (const [start, pile] of [['poured', pouredPile], ['settled', settledPile]]) {
  test(`the ball pit reference follows a World of 300 ${start} disks within 1e-9 px`, () => {
    const options = { width: 160, height: 400, substeps: 16, iter: 2, gravity: 0.5, friction: 0.3, staticFriction: 0.5 }
    const radius = 4
    const { x, y } = pile({ ...options, radius, count: 300 })
    const world = new P.World({ ...options, restitution: 0, maxPoints: x.length })
    for (let i = 0; i < x.length; i++) world.addPoint(x[i], y[i], { radius })
    const reference = new BallPitReference({ ...options, radius, x, y })
    const largest = largestDifference(world, reference, 60)
    assert.ok(largest < 1e-9, `largest difference ${largest} px`)
    assert.ok(reference.pairs > 0 && reference.walls > 0 && reference.dropped === 0)
    assert.ok(Math.max(...reference.x) === options.width - radius, 'no disk reached the right wall')
  })
}

// The bench's scenes as the builders make them: the same points and links
// as the references lay out, then the same bits every frame. `seen` sums
// what the reference found each frame, so that every kind of contact is
// known to have been there.
function followsBitForBit(world, reference, ends, frames, seen) {
  assert.ok(sameBits(world.points(), reference.positions()), 'the same points to start with')
  assert.ok(sameBits(world.links(), Uint32Array.from(ends)), 'the same links')
  const found = Object.fromEntries(seen.map((kind) => [kind, 0]))
  for (let frame = 1; frame <= frames; frame++) {
    world.step()
    reference.step()
    for (const kind of seen) found[kind] += reference[kind]
    assert.equal(reference.dropped, 0)
    const points = world.points()
    for (let i = 0; i < reference.n; i++) {
      if (points[2 * i] !== reference.x[i] || points[2 * i + 1] !== reference.y[i]) {
        assert.fail(`frame ${frame}: point ${i} at (${points[2 * i]}, ${points[2 * i + 1]}), the reference's at (${reference.x[i]}, ${reference.y[i]})`)
      }
    }
  }
  assert.ok(!world.diverged && !world.resting)
  world.delete()
  return found
}

test('the jelly pile reference follows the bench\'s World of 100 jellies bit for bit for 60 frames', () => {
  const parts = jellyPileParts()
  const world = jellyPileWorld(P, builders)
  const reference = new JellyPileReference({ ...JELLY_PILE, ...parts, maxPoints: world.maxPoints })
  const found = followsBitForBit(world, reference, parts.ends, 60, ['walls', 'touches', 'pairs'])
  // Disks on the floor, against other jellies' rims, and against their disks.
  assert.ok(found.walls > 0 && found.touches > 0 && found.pairs > 0, JSON.stringify(found))
})

// The drape of the bench, and one that slips off the ball onto the floor
// (heavier, nearly frictionless): the walls and their friction too.
for (const [name, scene] of [
  ['the bench\'s drape', DRAPE],
  ['a drape slipping off onto the floor', { ...DRAPE, gravity: 6, friction: 0.02, staticFriction: 0.05 }],
]) {
  test(`the drape reference follows ${name} bit for bit for 60 frames`, () => {
    const parts = drapeParts(scene)
    const reference = new DrapeReference({ ...scene, ...parts })
    const found = followsBitForBit(drapeWorld(P, builders, scene), reference, parts.ends, 60, ['planes', 'walls'])
    assert.ok(found.planes > 0, 'the cloth met the ball')
    if (scene !== DRAPE) assert.ok(found.walls > 0, 'the cloth reached the floor')
  })
}
