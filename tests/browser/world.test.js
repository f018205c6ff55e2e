// The World playground (web/world.html) in Chromium: it loads cleanly with
// the palette, its bodies fall onto its shapes and each other and come to
// rest inside the canvas, and a
// point follows the mouse or a finger that drags it.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { startSite, seriousViolations } from '../support/browser.js'
import { paletteCensus, pointOnScreen, steppedPast, openPage as openSitePage } from './page-helpers.js'

let site
before(async () => (site = await startSite()))
after(() => site.close())

const openPage = (...args) => openSitePage(site, '/web/world.html', ...args)

const sketch = (page, script, arg) =>
  page.evaluate(
    ({ script, arg }) => new Function('sketch', 'arg', script)(document.querySelector('purupuru-sketch'), arg),
    { script, arg },
  )

// Paused, so the test steps it frame by frame: no race with the display.
const pause = (page) => sketch(page, 'sketch.paused = true')
const step = (page, frames) => sketch(page, 'for (let f = 0; f < arg; f++) sketch.step()', frames)

const world = (page) =>
  sketch(page, 'const w = sketch.frameFunction.scene; return { width: w.width, height: w.height, diverged: w.diverged, xy: Array.from(w.points()) }')

// The points of the world outside its canvas, as "i at (x, y)".
function outside({ width, height, xy }) {
  const out = []
  for (let i = 0; i < xy.length; i += 2) {
    if (!(xy[i] >= 0 && xy[i] <= width && xy[i + 1] >= 0 && xy[i + 1] <= height)) out.push(`${i / 2} at (${xy[i]}, ${xy[i + 1]})`)
  }
  return out
}

// Drags point i by (dx, dy) in `moves` pointer moves, a step after each;
// returns where the point and the pointer ended, in page px.
async function drag(page, i, { dx, dy, moves = 5, press, move, lift }) {
  const start = await pointOnScreen(page, i)
  await press(start)
  let pointer = start
  for (let m = 1; m <= moves; m++) {
    pointer = { x: start.x + (dx * m) / moves, y: start.y + (dy * m) / moves }
    await move(pointer)
    await step(page, 1)
  }
  await step(page, 2)
  const held = await pointOnScreen(page, i)
  // The pointer rests past the throw's window (web/lib/pointer.js: 80 ms)
  // before it lifts, so the point is let go, not thrown: a throw's speed is
  // measured in real time, which the stepped page does not control.
  await page.waitForTimeout(120)
  await lift()
  return { start, held, pointer }
}

// Resolves once the canvas has heard a pointermove of `kind` at (x, y): touch
// events arrive with a later frame than the call that sends them.
function heard(page, kind, { x, y }) {
  return page.waitForFunction(
    ({ kind, x, y }) => window.heardMoves?.some((e) => e.kind === kind && Math.abs(e.x - x) < 1 && Math.abs(e.y - y) < 1),
    { kind, x, y },
    { polling: 10, timeout: 5000 },
  )
}

const listenMoves = (page) =>
  page.evaluate(() => {
    window.heardMoves = []
    document
      .querySelector('purupuru-sketch')
      .shadowRoot.querySelector('canvas')
      .addEventListener('pointermove', (e) => window.heardMoves.push({ kind: e.pointerType, x: e.clientX, y: e.clientY }))
  })

test('the playground loads with no error, paints with the palette and is accessible', async () => {
  const { context, page, problems } = await openPage()
  try {
    await steppedPast(page, 10) // it runs
    const census = await paletteCensus(page)
    assert.equal(census.corner, 'paper')
    assert.ok(census.share > 0.9, `most pixels are palette colours (${(census.share * 100).toFixed(1)}%)`)
    for (const colour of ['ink', 'tint(58)', 'tint(85)']) assert.ok(census.seen[colour] > 0, `${colour} is drawn: ${JSON.stringify(census.seen)}`)
    assert.deepEqual(await seriousViolations(page), [])
    assert.deepEqual(problems, [], 'no console error and no failed request')
  } finally {
    await context.close()
  }
})

test('its bodies fall onto the ramp, the peg and each other, and come to rest inside the canvas', async () => {
  const { context, page, problems } = await openPage()
  try {
    await pause(page)
    const start = await world(page)
    assert.ok(start.xy.length >= 2 * 40, `a few bodies' worth of points: ${start.xy.length / 2}`)
    await step(page, 600)
    const settled = await world(page)
    assert.equal(settled.diverged, false)
    assert.deepEqual(outside(settled), [])
    // The sketch's peg and its points' radius, as web/sketches/world.js lays them.
    const u = settled.height / 360
    const peg = { x: settled.width * 0.5, y: settled.height * 0.72, r: 26 * u }
    const onPeg = (xy) => xy.filter((v, k) => k % 2 === 0 && Math.hypot(v - peg.x, xy[k + 1] - peg.y) < peg.r + 3 * u + 1).length
    assert.equal(onPeg(start.xy), 0, 'nothing starts on the peg')
    assert.ok(onPeg(settled.xy) >= 1, `something rests on the peg: ${onPeg(settled.xy)} points`)
    for (let i = 0; i < settled.xy.length; i += 2) {
      assert.ok(Math.hypot(settled.xy[i] - peg.x, settled.xy[i + 1] - peg.y) > peg.r + 3 * u - 0.5, `point ${i / 2} is not inside the peg`)
    }
    await step(page, 60)
    const later = await world(page)
    const lying = []
    for (let i = 1; i < later.xy.length; i += 2) {
      // Low, and left of the weight, which swings on its rope for a long while.
      if (settled.xy[i] > settled.height * 0.5 && settled.xy[i - 1] < settled.width * 0.7) lying.push(Math.hypot(later.xy[i - 1] - settled.xy[i - 1], later.xy[i] - settled.xy[i]))
    }
    assert.ok(lying.length > 10 && Math.max(...lying) < 2, `what lies low stays put: moved up to ${Math.max(...lying).toFixed(2)} px in a second`)
    assert.deepEqual(outside(later), [])
    assert.deepEqual(problems, [])
  } finally {
    await context.close()
  }
})

// Every sketch on the page paused from its first frame, before the element
// is defined: a test that drags it then starts from the same world in every
// run, not from as many frames as the display ran before it paused.
const START_PAUSED = `{
  const define = customElements.define.bind(customElements)
  customElements.define = (name, ...rest) => {
    if (name === 'purupuru-sketch') for (const sketch of document.querySelectorAll(name)) sketch.paused = true
    return define(name, ...rest)
  }
}`

test('a point dragged with the mouse follows it, and is let go', async () => {
  const { context, page, problems } = await openPage({}, START_PAUSED)
  try {
    await pause(page)
    await step(page, 300)
    const mouse = {
      press: async ({ x, y }) => (await page.mouse.move(x, y), page.mouse.down()),
      move: ({ x, y }) => page.mouse.move(x, y),
      lift: () => page.mouse.up(),
    }
    const { held, pointer } = await drag(page, 0, { dx: 60, dy: -80, ...mouse })
    assert.ok(Math.hypot(held.x - pointer.x, held.y - pointer.y) < 1, `the point sits at the pointer: ${JSON.stringify({ held, pointer })}`)
    await step(page, 60)
    const freed = await pointOnScreen(page, 0)
    assert.ok(freed.y > pointer.y + 20, 'let go, it falls')
    assert.deepEqual(outside(await world(page)), [])
    assert.deepEqual(problems, [])
  } finally {
    await context.close()
  }
})

test('a point dragged with a finger follows it', async () => {
  const { context, page, problems } = await openPage({ hasTouch: true })
  try {
    await pause(page)
    await step(page, 300)
    await listenMoves(page)
    const cdp = await context.newCDPSession(page)
    const touch = (type, points) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map(({ x, y }) => ({ x, y })) })
    const count = await sketch(page, 'return sketch.frameFunction.scene.count')
    const finger = {
      press: (at) => touch('touchStart', [at]),
      move: async (at) => (await touch('touchMove', [at]), heard(page, 'touch', at)),
      lift: () => touch('touchEnd', []),
    }
    const { held, pointer } = await drag(page, count - 1, { dx: -70, dy: 40, ...finger })
    assert.ok(Math.hypot(held.x - pointer.x, held.y - pointer.y) < 1, `the point sits under the finger: ${JSON.stringify({ held, pointer })}`)
    assert.deepEqual(outside(await world(page)), [])
    assert.deepEqual(problems, [])
  } finally {
    await context.close()
  }
})

// The README's picture of each builder, a second into a world of its own
// (the ragdoll hung up by its head): into build/artifacts/screenshots/, and docs/images/ with
// PURUPURU_WRITE_SCREENSHOTS=1. Each must come to rest inside its canvas.
test('each builder, drawn alone after a second: the README\'s pictures', async () => {
  const context = await site.browser.newContext({ viewport: { width: 400, height: 260 } })
  try {
    const page = await context.newPage()
    await page.goto(site.url('/web/index.html'))
    for (const name of ['rope', 'cloth', 'ring', 'jelly', 'ragdoll', 'cloth-torn']) {
      const state = await page.evaluate(async (name) => {
        const { load } = await import('/js/index.js')
        const builders = await import('/js/builders.js')
        const { colors } = await import('/web/lib/colors.js')
        const P = await load()
        const canvas = document.querySelector('#picture') ?? document.createElement('canvas')
        canvas.id = 'picture'
        canvas.width = 320
        canvas.height = 200
        document.body.replaceChildren(canvas)
        const world = new P.World({ width: 320, height: 200, damping: 0.99 })
        const sheet = { x: 30, cols: 21, rows: 10, spacing: 13 }
        const options = { rope: { x: 60, y: 20, length: 140 }, cloth: sheet, 'cloth-torn': { ...sheet, breakAt: 1.4 }, ragdoll: { size: 110 } }
        const shape = builders[name.replace('-torn', '')](world, options[name] ?? {})
        if (name === 'ragdoll') world.pin(shape.head) // hung up by its head, to show its build
        if (name === 'cloth-torn') {
          // Its lower edge's middle pulled down and aside until it tears.
          const corner = shape.points[9 * 21 + 10]
          world.grab(world.points()[2 * corner], world.points()[2 * corner + 1])
          for (let f = 0; f < 40; f++) {
            world.drag(160 + 2 * f, 150 + 1.5 * f)
            world.step()
          }
          world.release()
        }
        world.step(60)
        const c = canvas.getContext('2d')
        const xy = world.points(), ends = world.links()
        c.fillStyle = colors.paper
        c.fillRect(0, 0, 320, 200)
        if (shape.rim) {
          c.beginPath()
          for (const i of shape.rim) c.lineTo(xy[2 * i], xy[2 * i + 1])
          c.fillStyle = colors.tint(85)
          c.fill()
        }
        c.beginPath()
        for (let l = 0; l < ends.length; l += 2) {
          c.moveTo(xy[2 * ends[l]], xy[2 * ends[l] + 1])
          c.lineTo(xy[2 * ends[l + 1]], xy[2 * ends[l + 1] + 1])
        }
        c.strokeStyle = colors.ink
        c.stroke()
        c.fillStyle = colors.tint(45)
        for (let i = 0; i < xy.length; i += 2) c.fillRect(xy[i] - 1.5, xy[i + 1] - 1.5, 3, 3)
        const inside = Array.from(xy).every((v, i) => v >= 0 && v <= (i % 2 ? 200 : 320))
        const result = { inside, diverged: world.diverged, points: shape.points.length, torn: world.linkCount < shape.links.length }
        world.delete()
        return result
      }, name)
      assert.deepEqual(state, { ...state, inside: true, diverged: false, torn: name === 'cloth-torn' })
      const folders = ['build/artifacts/screenshots']
      if (process.env.PURUPURU_WRITE_SCREENSHOTS === '1') folders.push('docs/images')
      for (const folder of folders) {
        mkdirSync(folder, { recursive: true })
        await page.locator('#picture').screenshot({ path: `${folder}/builder-${name}.png` })
      }
    }
  } finally {
    await context.close()
  }
})

test('a swipe from empty space cuts the rope, and the weight falls', async () => {
  const { context, page } = await openPage()
  try {
    await pause(page)
    await step(page, 30)
    const before = await sketch(page, 'const w = sketch.frameFunction.scene; return { links: w.linkCount, xy: Array.from(w.points()) }')
    // Across the rope's middle, from well left of it to well right, where nothing is near.
    const box = await page.locator('purupuru-sketch canvas').boundingBox()
    const { width } = await world(page)
    const scale = box.width / width
    const rope = await sketch(page, `const w = sketch.frameFunction.scene, xy = w.points(), ends = w.links()
      // the rope hangs from the top right: its links are the ones whose ends are both near x = 0.8 width
      let best = null
      for (let k = 0; k < ends.length; k += 2) {
        const ax = xy[2 * ends[k]], ay = xy[2 * ends[k] + 1]
        if (Math.abs(ax - 0.8 * w.width) < 15 && ay > 20 && ay < 90) best = { x: ax, y: ay }
      }
      return best`)
    assert.ok(rope, 'found the rope')
    const y = box.y + rope.y * scale
    await page.mouse.move(box.x + (rope.x + 40) * scale, y)
    await page.mouse.down()
    await page.mouse.move(box.x + (rope.x - 40) * scale, y + 2, { steps: 8 })
    await page.mouse.up()
    const after = await sketch(page, 'return sketch.frameFunction.scene.linkCount')
    assert.ok(after < before.links, `links ${before.links} -> ${after}`)
    await step(page, 60)
    const fallen = await world(page)
    const weightY = (xy) => xy[xy.length - 1]
    assert.ok(weightY(fallen.xy) > weightY(before.xy) + 20, `the weight fell: ${weightY(before.xy)} -> ${weightY(fallen.xy)}`)
  } finally {
    await context.close()
  }
})
