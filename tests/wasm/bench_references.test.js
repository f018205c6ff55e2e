// The benchmark's plain-JS references (bench/reference/) are the same physics
// as the scenes they are timed against, so a ratio compares like with like:
// the balloons and the chains follow their scenes within rounding, the
// faster chain is the post's chain bit for bit, the cloth in the scene's set
// order follows it bit for bit, the natural order has the same links, and
// the ball pit's classic solver holds its pile, and the jelly pile and the
// drape (the previous World's algorithm, and the classic ones) end where
// the World does.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { load } from '../../js/node.js'
import { BalloonReference, BalloonTwoPassReference } from '../../bench/reference/balloon.js'
import { ClassicBallPit } from '../../bench/reference/ball_pit.js'
import { ListedBallPit } from '../../bench/reference/listed_ball_pit.js'
import { ClassicDrape } from '../../bench/reference/classic_drape.js'
import { DrapeReference } from '../../bench/reference/drape.js'
import { ClassicJellyPile } from '../../bench/reference/classic_jelly_pile.js'
import { JellyPileReference } from '../../bench/reference/jelly_pile.js'
import { largestOverlap, pouredPile } from '../../bench/pit.js'
import { DRAPE, JELLY_PILE, drapeParts, drapeWorld, jellyPileOverlap, jellyPileParts, jellyPileWorld } from '../../bench/contact_scenes.js'
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

// Each ball pit reference holds its pile: 1000 disks poured into a narrow box
// stay inside it and sink into each other by under half a radius over five
// seconds of frames (its quality in the bench is the same measure).
for (const Reference of [ClassicBallPit, ListedBallPit]) {
  test(`${Reference.name} holds a poured pile in its walls`, () => {
    const options = { width: 400, height: 1000, gravity: 0.5, radius: 4 }
    const reference = new Reference({ ...options, ...pouredPile({ ...options, count: 1000 }) })
    let deepest = 0
    for (let frame = 1; frame <= 300; frame++) {
      reference.step()
      if (frame % 10 === 0) deepest = Math.max(deepest, largestOverlap(reference.positions(), options.radius))
    }
    assert.ok(deepest > 0 && deepest < 0.5, `largest overlap ${deepest} r`)
    for (let i = 0; i < reference.n; i++) {
      assert.ok(reference.x[i] >= 4 && reference.x[i] <= 396 && reference.y[i] >= 4 && reference.y[i] <= 996)
    }
  })
}

// The mean of every point, x and y.
function centre(points) {
  let x = 0
  let y = 0
  for (let i = 0; i < points.length; i += 2) {
    x += points[i]
    y += points[i + 1]
  }
  return [(2 * x) / points.length, (2 * y) / points.length]
}

// The jelly pile's and the drape's references are the previous World's
// algorithm: the same scene, solved another way. Both start from the
// builders' points and links and end their first two seconds as high as the
// World does, within a few pixels (the jellies on the floor, the cloth over
// the ball), their own contacts holding.
function sameScene(world, reference, ends, frames) {
  assert.ok(sameBits(world.points(), reference.positions()), 'the same points to start with')
  assert.ok(sameBits(world.links(), Uint32Array.from(ends)), 'the same links')
  for (let frame = 0; frame < frames; frame++) {
    world.step()
    reference.step()
    assert.equal(reference.dropped, 0)
  }
  endsWhereTheWorldDoes(world, reference)
  assert.ok(!world.diverged)
  world.delete()
}

// As high (the pile held up by friction, the cloth on the ball); sideways
// a pile may spread its own way.
function endsWhereTheWorldDoes(world, reference) {
  const [wx, wy] = centre(world.points())
  const [rx, ry] = centre(reference.positions())
  assert.ok(Math.abs(wy - ry) < 4 && Math.abs(wx - rx) < 20, `centres ${wx}, ${wy} and ${rx}, ${ry}`)
}

// No rim point of one jelly inside another's rim.
function noJellyInAnother(xy, rings) {
  for (const [j, rim] of rings.entries()) {
    for (const [k, other] of rings.entries()) {
      if (j === k) continue
      for (const p of rim) assert.ok(!inside(xy, other, xy[2 * p], xy[2 * p + 1]), `a point of jelly ${j} inside jelly ${k}`)
    }
  }
}

test("the jelly pile reference lands its jellies where the bench's World does, none in another", () => {
  const parts = jellyPileParts()
  const world = jellyPileWorld(P, builders)
  const reference = new JellyPileReference({ ...JELLY_PILE, ...parts, maxPoints: world.maxPoints })
  sameScene(world, reference, parts.ends, 120)
  noJellyInAnother(reference.positions(), parts.rings)
})

// The classic jelly pile solves the scene its own way (contacts once a
// sub-step, straight from the grid): at 16 sub-steps of 2 relaxations, as
// the bench runs it, its jellies end their first two seconds where the
// World's do, none in another, sunk no deeper than 0.05 r along the way.
test("the classic jelly pile lands its jellies where the bench's World does, none in another", () => {
  const parts = jellyPileParts()
  const world = jellyPileWorld(P, builders)
  const reference = new ClassicJellyPile({ ...JELLY_PILE, ...parts, substeps: 16, iter: 2 })
  assert.ok(sameBits(world.points(), reference.positions()), 'the same points to start with')
  let deepest = 0
  for (let frame = 1; frame <= 120; frame++) {
    world.step()
    reference.step()
    if (frame % 10 === 0) deepest = Math.max(deepest, jellyPileOverlap(reference.positions(), parts))
  }
  assert.ok(deepest < 0.05, `sunk ${deepest} r`)
  endsWhereTheWorldDoes(world, reference)
  world.delete()
  noJellyInAnother(reference.positions(), parts.rings)
})

// jellyPileOverlap measures a disk in a disk of another jelly and in a solid
// link of another jelly, and nothing within one jelly.
test('the jelly pile overlap measures disks in other jellies and in their solid links only', () => {
  const parts = jellyPileParts()
  const { radius: r } = JELLY_PILE
  const xy = new Float64Array(parts.x.length * 2)
  parts.x.forEach((x, i) => {
    xy[2 * i] = x
    xy[2 * i + 1] = parts.y[i]
  })
  assert.equal(jellyPileOverlap(xy, parts), 0)
  const placed = (p, x, y) => {
    const moved = Float64Array.from(xy)
    moved[2 * p] = x
    moved[2 * p + 1] = y
    return jellyPileOverlap(moved, parts)
  }
  // An inner point (no solid link of its own) r to the left of jelly 0's
  // corner: half in its disk and in its rim's capsules when it is jelly 1's
  // (point 31), nothing when it is jelly 0's own (point 6).
  assert.ok(Math.abs(placed(31, xy[0] - r, xy[1]) - 1) < 1e-9)
  assert.equal(placed(6, xy[0] - r, xy[1]), 0)
  // Jelly 1's inner point halfway along jelly 0's top rim link, 8 px from
  // either end's disk: the capsule's full depth, 2 r.
  assert.ok(Math.abs(placed(31, xy[0] + 8, xy[1]) - 2) < 1e-9)
})

// Is (x, y) inside the polygon of the points `ring`?
function inside(xy, ring, x, y) {
  let within = false
  for (let a = 0, b = ring.length - 1; a < ring.length; b = a++) {
    const [xa, ya, xb, yb] = [xy[2 * ring[a]], xy[2 * ring[a] + 1], xy[2 * ring[b]], xy[2 * ring[b] + 1]]
    if (ya > y !== yb > y && x < ((xb - xa) * (y - ya)) / (yb - ya) + xa) within = !within
  }
  return within
}

test("the drape reference lays its cloth over the ball where the bench's World does, never inside it", () => {
  const parts = drapeParts(DRAPE)
  const reference = new DrapeReference({ ...DRAPE, ...parts })
  sameScene(drapeWorld(P, builders, DRAPE), reference, parts.ends, 120)
  const { ball } = parts
  for (let i = 0; i < reference.n; i++) {
    assert.ok(Math.hypot(reference.x[i] - ball.x, reference.y[i] - ball.y) >= ball.r - 0.5, `point ${i} inside the ball`)
  }
})

// The classic drape solves the scene its own way (links in the order made,
// the ball as a distance check): its cloth ends its first two seconds over
// the ball as the World's does, none of its points inside, and its links
// within a few percent of their length.
test("the classic drape lays its cloth over the ball where the bench's World does, never inside it, its links held", () => {
  const parts = drapeParts(DRAPE)
  const reference = new ClassicDrape({ ...DRAPE, ...parts })
  sameScene(drapeWorld(P, builders, DRAPE), reference, parts.ends, 120)
  const { ball } = parts
  for (let i = 0; i < reference.n; i++) {
    assert.ok(Math.hypot(reference.x[i] - ball.x, reference.y[i] - ball.y) >= ball.r + parts.radius - 0.5, `point ${i} inside the ball`)
  }
  for (let k = 0; k < reference.links; k++) {
    const length = Math.hypot(reference.x[reference.b[k]] - reference.x[reference.a[k]], reference.y[reference.b[k]] - reference.y[reference.a[k]])
    assert.ok(Math.abs(length - reference.rest[k]) < 0.05 * reference.rest[k], `link ${k} at ${length} of ${reference.rest[k]}`)
  }
})
