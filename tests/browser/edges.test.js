// Edge cases a reader's browser produces: pointers far outside the canvas, a
// drag that leaves the window, two fingers at once, a canvas squeezed to
// nothing, a tab hidden for an hour, and a gallery left running ten minutes.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { startSite } from '../support/browser.js'
import { PAGES, pointOnScreen, paletteCensus, steppedPast, openPage as openSitePage } from './page-helpers.js'

let site
before(async () => (site = await startSite()))
after(() => site.close())

const openPage = (...args) => openSitePage(site, ...args)

const sketch = (page, script, arg) =>
  page.evaluate(
    ({ script, arg }) => new Function('sketch', 'arg', script)(document.querySelector('purupuru-sketch'), arg),
    { script, arg },
  )

/**
 * Every coordinate of every scene on the page (frame.scene or frame.scenes)
 * that is not finite, and every scene that diverged: [] when all is well.
 */
const nonFinite = (page) =>
  page.evaluate(() => {
    const bad = []
    for (const [n, s] of [...document.querySelectorAll('purupuru-sketch')].entries()) {
      const frame = s.frameFunction
      if (!frame) continue
      const scenes = frame.scene ? { scene: frame.scene } : frame.scenes
      for (const [name, scene] of Object.entries(scenes)) {
        const label = `${s.getAttribute('sketch')}[${n}].${name}`
        if (scene.diverged) bad.push(`${label} diverged`)
        const points = scene.points()
        if (points.length === 0) bad.push(`${label} has no points`)
        for (let i = 0; i < points.length; i++) {
          if (!Number.isFinite(points[i])) bad.push(`${label}.points()[${i}] = ${points[i]}`)
        }
      }
    }
    return bad
  })

const distance = (a, b) => Math.hypot(a.x - b.x, a.y - b.y)

/**
 * requestAnimationFrame and performance.now under the test's control:
 * manualClock.frames(n) runs n display frames 1000/60 ms apart (each calling
 * the callbacks queued before it, as a browser does), manualClock.jump(ms)
 * moves the clock without a frame, manualClock.rendered() waits for two real
 * frames (so scrolling and IntersectionObserver take effect).
 */
const MANUAL_CLOCK = `(() => {
  const FRAME_MS = 1000 / 60
  const realFrame = window.requestAnimationFrame.bind(window)
  const queue = new Map()
  let now = performance.now()
  let nextId = 1
  performance.now = () => now
  window.requestAnimationFrame = (callback) => (queue.set(nextId, callback), nextId++)
  window.cancelAnimationFrame = (id) => queue.delete(id)
  window.manualClock = {
    jump(ms) {
      now += ms
    },
    frames(n) {
      for (let i = 0; i < n; i++) {
        now += FRAME_MS
        const due = [...queue.values()]
        queue.clear()
        for (const callback of due) {
          try {
            callback(now)
          } catch (error) {
            reportError(error) // as a browser reports a throwing frame callback
          }
        }
      }
    },
    rendered: () => new Promise((done) => realFrame(() => realFrame(done))),
  }
})()`

/** Logs the canvas's pointer events in window.pointerLog as { type, id, kind, x, y } (page px). */
const logPointer = (page) =>
  page.evaluate(() => {
    window.pointerLog = []
    const canvas = document.querySelector('purupuru-sketch').shadowRoot.querySelector('canvas')
    for (const type of ['pointerdown', 'pointermove', 'pointerup', 'pointercancel', 'lostpointercapture']) {
      canvas.addEventListener(type, (event) =>
        window.pointerLog.push({ type, id: event.pointerId, kind: event.pointerType, x: event.clientX, y: event.clientY }),
      )
    }
  })

/**
 * Waits until the canvas has heard a pointer event at (x, y): touch moves
 * reach the page with the next display frame, after the CDP call returns.
 */
async function heardAt(page, { x, y }) {
  try {
    await page.waitForFunction(
      ({ x, y }) => window.pointerLog.some((e) => Math.abs(e.x - x) < 1 && Math.abs(e.y - y) < 1),
      { x, y },
      { polling: 10, timeout: 5000 },
    )
  } catch {
    assert.fail(`the canvas never heard the pointer at (${x}, ${y})`)
  }
}

/**
 * Chromium's touch emulation through CDP: touchStart and touchMove list the
 * fingers down (id 0 the first finger, id 1 the second), touchEnd and
 * touchCancel the fingers lifted, or none for all.
 */
async function touchscreen(context, page) {
  const cdp = await context.newCDPSession(page)
  return (type, ...fingers) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: fingers.map(([id, { x, y }]) => ({ id, x, y })) })
}

test('pointer events far outside the canvas grab nothing, throw nothing, and leave the chain swinging', async () => {
  const { context, page, problems } = await openPage('/web/chain.html')
  try {
    await page.waitForTimeout(300)
    const box = await page.locator('purupuru-sketch canvas').boundingBox()
    const chainLength = await sketch(page, 'const p = sketch.frameFunction.scene.points(); let l = 0; for (let i = 2; i < p.length; i += 2) l += Math.hypot(p[i] - p[i - 2], p[i + 1] - p[i - 1]); return l')
    const outside = [
      [-200, -150],
      [-10000, 300],
      [box.x + box.width / 2, -40000],
      [5000, 4000], // beyond the page
      [1e6, 1e6],
    ]
    // The mouse hovering, pressing and releasing out there: the events reach
    // other elements, or none.
    for (const [x, y] of outside) {
      await page.mouse.move(x, y)
      await page.mouse.down()
      await page.mouse.move(x + 30, y - 30)
      await page.mouse.up()
    }
    // A press on an empty part of the canvas, then a drag far out of it and a
    // release there: the captured pointer's events come to the canvas with
    // coordinates outside it.
    await logPointer(page)
    await page.mouse.move(box.x + 30, box.y + box.height - 30)
    await page.mouse.down()
    for (const [x, y] of outside) await page.mouse.move(x, y, { steps: 2 })
    await page.waitForTimeout(100)
    const whileOut = await sketch(page, 'return Array.from(sketch.frameFunction.scene.points())')
    await page.mouse.up()
    const heard = await page.evaluate(() => window.pointerLog.filter((e) => e.type === 'pointermove' && Math.abs(e.x) >= 10000).length)
    assert.ok(heard > 0, 'the canvas heard the captured pointer far outside it')
    // Events as a captured pointer far off screen sends them, straight to the canvas.
    await page.evaluate(() => {
      const canvas = document.querySelector('purupuru-sketch').shadowRoot.querySelector('canvas')
      const send = (type, clientX, clientY, buttons) =>
        canvas.dispatchEvent(
          new PointerEvent(type, { pointerId: 1, pointerType: 'mouse', isPrimary: true, clientX, clientY, button: type === 'pointermove' ? -1 : 0, buttons, bubbles: true }),
        )
      for (const [x, y] of [[-1e6, -1e6], [1e9, 5], [-3e5, 2e5], [1e15, -1e15]]) {
        send('pointermove', x, y, 0)
        send('pointerdown', x, y, 1)
        send('pointermove', -x, y, 1)
        send('pointerup', -x, y, 0)
      }
      canvas.dispatchEvent(new PointerEvent('pointerleave', { pointerId: 1, pointerType: 'mouse', clientX: -1e6, clientY: -1e6 }))
    })
    const { steps, before } = await sketch(page, 'return { steps: sketch.steps, before: Array.from(sketch.frameFunction.scene.points()) }')
    await steppedPast(page, steps + 10)
    const later = await sketch(page, 'return { steps: sketch.steps, points: Array.from(sketch.frameFunction.scene.points()) }')

    assert.deepEqual(problems, [])
    assert.deepEqual(await nonFinite(page), [])
    for (const points of [whileOut, before, later.points]) {
      for (let i = 2; i < points.length; i += 2) {
        const fromHead = Math.hypot(points[i] - points[0], points[i + 1] - points[1])
        assert.ok(fromHead <= chainLength * 1.5, `point ${i / 2} is ${fromHead.toFixed(0)} px from the head: held out there?`)
      }
    }
    assert.ok(later.steps > steps + 10, `the sketch steps on: ${steps} -> ${later.steps}`)
    assert.notDeepEqual(later.points, before, 'the chain swings on')
    // Nothing is left half-held: a real drag of the tip still works.
    await sketch(page, 'sketch.paused = true')
    const tip = await pointOnScreen(page, 13)
    await page.mouse.move(tip.x, tip.y)
    await page.mouse.down()
    await page.mouse.move(tip.x + 40, tip.y + 20, { steps: 4 })
    await sketch(page, 'sketch.step(); sketch.step()')
    const held = await pointOnScreen(page, 13)
    await page.mouse.up()
    assert.ok(distance(held, { x: tip.x + 40, y: tip.y + 20 }) < 2, `the tip follows a later drag: ${JSON.stringify(held)}`)
    assert.deepEqual(problems, [])
  } finally {
    await context.close()
  }
})

test('a drag that leaves the window and ends there lets the point go', async (t) => {
  // The held point, dragged out of the viewport: released there with the
  // mouse (left, or past the right and bottom edges), or cancelled there as
  // a browser cancels a touch it hands over to the system.
  const endings = [
    { name: 'mouse released left of the window', to: { x: -500, y: 400 } },
    { name: 'mouse released past the right and bottom edges', to: { x: 1600, y: 1300 } },
    { name: 'touch cancelled outside the window', to: { x: -300, y: 900 }, touch: true },
  ]
  for (const ending of endings) {
    await t.test(ending.name, async () => {
      const { context, page, problems } = await openPage('/web/chain.html', ending.touch ? { hasTouch: true } : {})
      try {
        await logPointer(page)
        const touch = ending.touch ? await touchscreen(context, page) : null
        const press = async (at) => {
          if (touch) {
            await touch('touchStart', [0, at])
          } else {
            await page.mouse.move(at.x, at.y)
            await page.mouse.down()
          }
          await heardAt(page, at)
        }
        const move = async (at) => {
          if (touch) await touch('touchMove', [0, at])
          else await page.mouse.move(at.x, at.y)
          await heardAt(page, at)
        }
        const end = async () => {
          if (touch) await touch('touchCancel')
          else await page.mouse.up()
          await page.waitForFunction(
            (type) => window.pointerLog.some((e) => e.type === type),
            touch ? 'pointercancel' : 'pointerup',
            { polling: 10, timeout: 5000 },
          )
        }

        await sketch(page, 'sketch.paused = true') // stepped by hand: no race with the swing
        const tip = await pointOnScreen(page, 13)
        await press(tip)
        for (let i = 1; i <= 5; i++) {
          await move({ x: tip.x + ((ending.to.x - tip.x) * i) / 5, y: tip.y + ((ending.to.y - tip.y) * i) / 5 })
          await sketch(page, 'sketch.step()')
        }
        const out = await pointOnScreen(page, 13)
        assert.ok(distance(out, ending.to) < 2, `the tip was dragged out of the window: ${JSON.stringify(out)}`)
        await end()

        // Let go: the tip no longer sits at the pointer.
        await sketch(page, 'for (let i = 0; i < 30; i++) sketch.step()')
        assert.deepEqual(await nonFinite(page), [])
        const freed = await pointOnScreen(page, 13)
        assert.ok(distance(freed, ending.to) > 20, `the tip stays where the drag ended: ${JSON.stringify(freed)}`)
        // And a new press takes another point: the old grab is over.
        const other = await pointOnScreen(page, 5)
        const target = { x: other.x + 30, y: other.y - 25 }
        await press(other)
        await move(target)
        await sketch(page, 'sketch.step(); sketch.step()')
        const grabbed = await pointOnScreen(page, 5)
        const tipNow = await pointOnScreen(page, 13)
        if (touch) await touch('touchEnd')
        else await page.mouse.up()
        assert.ok(distance(grabbed, target) < 2, `point 5 follows the new press: ${JSON.stringify(grabbed)} vs ${JSON.stringify(target)}`)
        assert.ok(distance(tipNow, target) > 20, 'the tip is not the point dragged')
        await sketch(page, 'for (let i = 0; i < 30; i++) sketch.step()')
        assert.deepEqual(await nonFinite(page), [])
        assert.deepEqual(problems, [])
      } finally {
        await context.close()
      }
    })
  }
})

test('with two fingers down, each holds a point of its own and the first keeps its', async () => {
  const { context, page, problems } = await openPage('/web/chain.html', { hasTouch: true })
  try {
    await logPointer(page)
    await sketch(page, 'sketch.paused = true') // stepped by hand: no race with the swing
    const fingers = await touchscreen(context, page)
    const step = (n = 2) => sketch(page, 'for (let i = 0; i < arg; i++) sketch.step()', n)
    const tipAt = () => pointOnScreen(page, 13)

    const tip = await tipAt()
    const first = (dx, dy) => ({ x: tip.x + dx, y: tip.y + dy })
    await fingers('touchStart', [0, first(0, 0)])
    await fingers('touchMove', [0, first(40, 20)])
    await heardAt(page, first(40, 20))
    await step()
    assert.ok(distance(await tipAt(), first(40, 20)) < 2, 'the first finger drags the tip')

    // The second finger lands on another point and takes it along.
    const other = await pointOnScreen(page, 6)
    const second = (dx, dy) => ({ x: other.x + dx, y: other.y + dy })
    await fingers('touchStart', [0, first(40, 20)], [1, second(0, 0)])
    await heardAt(page, second(0, 0))
    for (let i = 1; i <= 4; i++) {
      // Both fingers move, then the second alone.
      const a = first(40 + 10 * i, 20 + 5 * i)
      await fingers('touchMove', [0, a], [1, second(-30 * i, 15 * i)])
      await heardAt(page, a)
      await heardAt(page, second(-30 * i, 15 * i))
      await step()
      assert.ok(distance(await tipAt(), a) < 2, `the tip follows the first finger (move ${i})`)
      await fingers('touchMove', [0, a], [1, second(-30 * i - 15, 15 * i + 8)])
      await heardAt(page, second(-30 * i - 15, 15 * i + 8))
      await step()
      assert.ok(distance(await tipAt(), a) < 2, `the tip stays with the first finger while the second moves (move ${i})`)
    }
    const six = await pointOnScreen(page, 6)
    assert.ok(distance(six, second(-135, 68)) < 2, 'the second finger holds the point it landed on')

    // The second finger lifts; the first drags on.
    await fingers('touchEnd', [1, second(-135, 68)])
    await page.waitForFunction(() => window.pointerLog.some((e) => e.type === 'pointerup'), null, { polling: 10 })
    for (let i = 1; i <= 3; i++) {
      await fingers('touchMove', [0, first(80 - 15 * i, 40 + 10 * i)])
      await heardAt(page, first(80 - 15 * i, 40 + 10 * i))
      await step()
      assert.ok(distance(await tipAt(), first(80 - 15 * i, 40 + 10 * i)) < 2, `the tip follows the first finger after the second lifted (move ${i})`)
    }

    // The fingers were two touch pointers, each heard going down, and the
    // second heard lifting while the first was still down.
    const log = await page.evaluate(() => window.pointerLog)
    const downs = log.filter((e) => e.type === 'pointerdown')
    const summary = JSON.stringify(log.filter((e) => e.type !== 'pointermove'))
    assert.equal(downs.length, 2, summary)
    assert.ok(downs.every((e) => e.kind === 'touch') && downs[0].id !== downs[1].id, summary)
    assert.deepEqual(log.filter((e) => e.type === 'pointerup').map((e) => e.id), [downs[1].id], summary)

    // The first finger lifts: the tip is let go and falls away.
    await fingers('touchEnd')
    await page.waitForFunction((id) => window.pointerLog.some((e) => e.type === 'pointerup' && e.id === id), downs[0].id, { polling: 10 })
    await step(30)
    assert.ok(distance(await tipAt(), first(35, 70)) > 20, 'the tip was let go')
    assert.deepEqual(await nonFinite(page), [])
    assert.deepEqual(problems, [])
  } finally {
    await context.close()
  }
})

test('a canvas squeezed to 0×0 and back draws again, with no error and finite points', async (t) => {
  const squeezes = {
    'the embed 0 px wide': (sketch) => (sketch.style.width = '0px'),
    'the canvas 0×0 with no border': (sketch) => {
      const canvas = sketch.shadowRoot.querySelector('canvas')
      canvas.style.width = canvas.style.height = '0px'
      canvas.style.border = '0'
    },
  }
  for (const path of PAGES.filter((p) => p !== 'index.html')) {
    await t.test(path, async () => {
      const { context, page, problems } = await openPage(`/web/${path}`)
      try {
        for (const [name, squeeze] of Object.entries(squeezes)) {
          for (const paused of [false, true]) {
            await sketch(page, 'sketch.paused = arg', paused)
            await page.evaluate(`(${squeeze})(document.querySelector('purupuru-sketch'))`)
            await page.waitForTimeout(150)
            if (paused) await sketch(page, 'sketch.step()')
            await page.evaluate(() => {
              const sketch = document.querySelector('purupuru-sketch')
              sketch.style.width = ''
              sketch.shadowRoot.querySelector('canvas').style.cssText = ''
            })
            // Back at full size once the backing store fits again (the scene is then restarted).
            await page.waitForFunction(() => {
              const canvas = document.querySelector('purupuru-sketch').shadowRoot.querySelector('canvas')
              const width = canvas.getBoundingClientRect().width
              return width > 100 && canvas.width === Math.round(width)
            })
            const steps = await sketch(page, 'return sketch.steps')
            if (paused) await page.waitForTimeout(250)
            else await steppedPast(page, steps + 5)
            const state = await sketch(page, 'const c = sketch.shadowRoot.querySelector("canvas"); return { steps: sketch.steps, backing: c.width, css: Math.round(c.getBoundingClientRect().width) }')
            const census = await paletteCensus(page)
            const drawn = Object.entries(census.seen).filter(([colour]) => colour !== 'paper')
            const label = `${name}${paused ? ', paused' : ''}`
            assert.deepEqual(problems, [], label)
            assert.deepEqual(await nonFinite(page), [], label)
            assert.equal(state.backing, state.css, `${label}: the backing store fits the canvas again`)
            assert.ok(census.share > 0.8 && drawn.reduce((sum, [, n]) => sum + n, 0) > 50, `${label}: drawn again: ${JSON.stringify(census.seen)}`)
            if (paused) assert.equal(state.steps, steps, `${label}: still paused`)
            else assert.ok(state.steps > steps + 5, `${label}: steps on: ${steps} -> ${state.steps}`)
          }
        }
      } finally {
        await context.close()
      }
    })
  }
})

test('a tab hidden for an hour and shown again takes a few steps at most on its first frame', async () => {
  const { context, page, problems } = await openPage('/web/chain.html', {}, MANUAL_CLOCK)
  try {
    const steps = () => sketch(page, 'return sketch.steps')
    const setHidden = (hidden) =>
      page.evaluate((hidden) => {
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden })
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') })
        document.dispatchEvent(new Event('visibilitychange'))
      }, hidden)
    const start = await steps()
    await page.evaluate(() => manualClock.frames(60))
    const running = await steps()
    assert.ok(Math.abs(running - start - 60) <= 2, `a second of frames is 60 steps: ${running - start}`)

    await setHidden(true)
    await page.evaluate(() => manualClock.jump(3_600_000)) // a hidden tab gets no frames
    await setHidden(false)
    await page.evaluate(() => manualClock.frames(1))
    const first = await steps()
    assert.ok(first - running >= 1 && first - running <= 4, `steps on the first frame back: ${first - running}`)
    await page.evaluate(() => manualClock.frames(60))
    const second = await steps()
    assert.ok(Math.abs(second - first - 60) <= 4, `then 60 steps a second again: ${second - first}`)
    assert.deepEqual(await nonFinite(page), [])
    assert.deepEqual(problems, [])
  } finally {
    await context.close()
  }
})

test('the gallery runs ten minutes of frames with no error, no non-finite point and no memory growth', async () => {
  const { context, page, problems } = await openPage('/', { viewport: { width: 1000, height: 700 } }, MANUAL_CLOCK)
  try {
    const cdp = await context.newCDPSession(page)
    const heapBytes = async () => {
      await cdp.send('HeapProfiler.collectGarbage')
      return (await cdp.send('Runtime.getHeapUsage')).usedSize
    }
    // The wasm memory's size, and where a big new scene's points land: the
    // top of the allocator's heap, which creeps up with any leak too small
    // to grow the memory itself.
    const wasmMemory = () =>
      page.evaluate(async () => {
        const { load } = await import('/js/index.js')
        const P = await load()
        const probe = new P.Chain({ width: 640, height: 360, n: 10000 })
        const heapTop = probe.points().byteOffset
        probe.delete()
        return { bytes: P.memoryBytes(), heapTop }
      })
    const count = await page.$$eval('purupuru-sketch', (all) => all.length)
    assert.ok(count >= 6, `sketches in the gallery: ${count}`)

    // 36,000 frames (ten minutes at 60 Hz) in batches of 20 s, each with
    // another sketch scrolled to the middle of the window.
    const BATCH = 1200
    let heapAfterAMinute = 0
    let wasmAfterAMinute = null
    for (let batch = 0; batch < 30; batch++) {
      await page.evaluate(
        async ({ index, frames }) => {
          document.querySelectorAll('purupuru-sketch')[index].scrollIntoView({ block: 'center' })
          await manualClock.rendered() // the sketches learn what is on screen
          manualClock.frames(frames)
        },
        { index: batch % count, frames: BATCH },
      )
      assert.deepEqual(problems, [], `by frame ${(batch + 1) * BATCH}`)
      assert.deepEqual(await nonFinite(page), [], `by frame ${(batch + 1) * BATCH}`)
      if (batch === 2) {
        heapAfterAMinute = await heapBytes()
        wasmAfterAMinute = await wasmMemory()
      }
    }
    // A sketch whose world came to rest stops stepping, as it should.
    const steps = await page.$$eval('purupuru-sketch', (all) =>
      all.map((s) => `${s.getAttribute('sketch')}: ${s.resting ? 'resting' : s.steps}`),
    )
    for (const line of steps) {
      const ran = line.split(': ')[1]
      assert.ok(ran === 'resting' || Number(ran) >= 2 * BATCH, `every sketch ran a while on screen: ${steps.join(', ')}`)
    }
    const heapAtEnd = await heapBytes()
    const wasmAtEnd = await wasmMemory()
    assert.equal(wasmAtEnd.bytes, wasmAfterAMinute.bytes, 'wasm memory did not grow')
    assert.equal(wasmAtEnd.heapTop, wasmAfterAMinute.heapTop, 'nothing was left allocated in wasm memory')
    assert.ok(
      heapAtEnd - heapAfterAMinute < 1_000_000,
      `JS heap after a minute ${heapAfterAMinute} bytes, at the end ${heapAtEnd} bytes`,
    )
  } finally {
    await context.close()
  }
})
