// Motion, input and accessibility behaviour of the sketches in Chromium.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { startSite } from '../support/browser.js'
import { pointOnScreen, refreshRateScript, colourExtent, steppedPast, stepsOn, openPage as openSitePage } from './page-helpers.js'

let site
before(async () => (site = await startSite()))
after(() => site.close())

const openPage = (...args) => openSitePage(site, ...args)

const sketch = (page, script, arg) =>
  page.evaluate(
    ({ script, arg }) => new Function('sketch', 'arg', script)(document.querySelector('purupuru-sketch'), arg),
    { script, arg },
  )

async function stepsPerSecond(hz) {
  const { context, page } = await openPage('/web/chain.html', {}, refreshRateScript(hz))
  try {
    await page.waitForTimeout(300)
    const start = await sketch(page, 'return { steps: sketch.steps, t: performance.now(), head: sketch.frameFunction.scene.points()[0] }')
    await page.waitForTimeout(2000)
    const end = await sketch(page, 'return { steps: sketch.steps, t: performance.now() }')
    return ((end.steps - start.steps) * 1000) / (end.t - start.t)
  } finally {
    await context.close()
  }
}

test('the chain swings at the same speed on a 120 Hz display as on a 60 Hz one', async () => {
  const at60 = await stepsPerSecond(60)
  const at120 = await stepsPerSecond(120)
  assert.ok(Math.abs(at60 - 60) < 6, `60 Hz: ${at60.toFixed(1)} steps/s`)
  assert.ok(Math.abs(at120 - 60) < 6, `120 Hz: ${at120.toFixed(1)} steps/s`)
})

test('on a 30 Hz display a frame function of one\'s own, with no advance, still takes 60 steps a second, each drawn', async () => {
  const { context, page } = await openPage('/web/chain.html', {}, refreshRateScript(30))
  try {
    await page.route('**/own-sketch.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `export default (ctx) => {
          const frame = () => { window.drawn = (window.drawn ?? 0) + 1; ctx.fillRect(0, 0, 1, 1) }
          frame.scene = { delete() {} }
          return frame
        }`,
      }),
    )
    const { steps, drawn, seconds } = await page.evaluate(async () => {
      const own = document.createElement('purupuru-sketch')
      own.setAttribute('src', '/own-sketch.js')
      document.body.prepend(own)
      await until(() => own.frameFunction, 10000)
      await new Promise((done) => setTimeout(done, 300))
      const before = { steps: own.steps, drawn: window.drawn, t: performance.now() }
      await new Promise((done) => setTimeout(done, 2000))
      return { steps: own.steps - before.steps, drawn: window.drawn - before.drawn, seconds: (performance.now() - before.t) / 1000 }
    })
    assert.ok(Math.abs(steps / seconds - 60) < 6, `${(steps / seconds).toFixed(1)} steps a second`)
    assert.equal(drawn, steps, 'each step drawn: the frame has no advance() to step without drawing')
  } finally {
    await context.close()
  }
})

test('after a stall the loop catches up a few steps at most', async () => {
  const { context, page } = await openPage('/web/chain.html')
  try {
    await page.waitForTimeout(200)
    // Counted in the page, from just before a one-second stall to the third
    // frame after it: a few steps to catch up, never the second it lost.
    // Timed from outside, a slow machine's round trips added ordinary steps.
    const { steps, elapsed } = await sketch(
      page,
      `const before = sketch.steps
      const until = performance.now() + 1000
      while (performance.now() < until) {}
      const stalled = performance.now()
      return new Promise((done) => {
        let frames = 0
        const frame = () => {
          if (++frames < 3) requestAnimationFrame(frame)
          else done({ steps: sketch.steps - before, elapsed: performance.now() - stalled })
        }
        requestAnimationFrame(frame)
      })`,
    )
    assert.ok(steps >= 1 && steps <= 10, `stepped ${steps} times in the ${elapsed.toFixed(0)} ms after a 1 s stall`)
  } finally {
    await context.close()
  }
})

test('dragging a chain point moves it; released, the chain keeps swinging', async () => {
  const { context, page, problems } = await openPage('/web/chain.html')
  try {
    await page.waitForTimeout(500)
    const tip = await pointOnScreen(page, 13)
    await page.mouse.move(tip.x, tip.y)
    await page.mouse.down()
    for (let i = 1; i <= 10; i++) {
      await page.mouse.move(tip.x + 12 * i, tip.y + 6 * i)
      await page.waitForTimeout(20)
    }
    await page.waitForTimeout(100)
    const held = await pointOnScreen(page, 13)
    assert.ok(Math.hypot(held.x - (tip.x + 120), held.y - (tip.y + 60)) < 2, 'the point is under the pointer')
    await page.mouse.up()
    const released = await sketch(page, 'return Array.from(sketch.frameFunction.scene.points())')
    await page.waitForTimeout(500)
    const later = await sketch(page, 'return Array.from(sketch.frameFunction.scene.points())')
    assert.notEqual(later[26], released[26], 'the tip swings on')
    assert.notEqual(later[0], released[0], 'the head keeps swinging')
    assert.deepEqual(problems, [])
  } finally {
    await context.close()
  }
})

for (const [path, index] of [['/web/cloth.html', 'last'], ['/web/balloon.html', 0]]) {
  test(`${path}: a point can be dragged with the pointer`, async () => {
    const { context, page } = await openPage(path)
    try {
      await page.waitForTimeout(300)
      const i = index === 'last' ? (await sketch(page, 'return sketch.frameFunction.scene.count')) - 1 : index
      const start = await pointOnScreen(page, i)
      await page.mouse.move(start.x, start.y)
      await page.mouse.down()
      await page.mouse.move(start.x - 40, start.y - 30, { steps: 5 })
      await page.waitForTimeout(100)
      const held = await pointOnScreen(page, i)
      assert.ok(Math.hypot(held.x - (start.x - 40), held.y - (start.y - 30)) < 2)
      await page.mouse.up()
    } finally {
      await context.close()
    }
  })
}

test('the falling point can be caught and thrown', async () => {
  const { context, page } = await openPage('/web/falling-point.html')
  try {
    await sketch(page, 'sketch.paused = true')
    const start = await pointOnScreen(page, 0)
    await sketch(page, 'sketch.paused = false')
    await page.mouse.move(start.x, start.y)
    await page.mouse.down()
    await page.waitForTimeout(50)
    // Pointer events sparser than frames (100 ms apart), released at once
    // after the last: the throw must still be measured from the pointer's path.
    for (let i = 1; i <= 6; i++) {
      if (i > 1) await page.waitForTimeout(100)
      await page.mouse.move(start.x + 20 * i, start.y - 5 * i)
    }
    await page.mouse.up()
    const released = await pointOnScreen(page, 0)
    await stepsOn(page, 9)
    const flying = await pointOnScreen(page, 0)
    assert.ok(flying.x > released.x + 10, `thrown to the right: ${released.x} -> ${flying.x}`)
  } finally {
    await context.close()
  }
})

test('a click on the pudding moves its top while its base stays', async () => {
  const { context, page } = await openPage('/web/pudding.html')
  try {
    // Paused and at rest, so the frames after the click can be stepped one by one.
    await sketch(page, 'sketch.paused = true; sketch.frameFunction.scene.poke(0, 0, 0, 0); sketch.frameFunction.draw()')
    const base = await sketch(page, 'return sketch.frameFunction.base')
    const topRow = base.y - base.height * 0.6
    const baseRow = base.y - 2
    const custard = (y) => colourExtent(page, 'tint(85)', y, y)
    const topBefore = await custard(topRow)
    const baseBefore = await custard(baseRow)
    const box = await page.locator('purupuru-sketch canvas').boundingBox()
    await page.mouse.click(box.x + base.x + base.width * 0.35, box.y + base.y - base.height * 0.5)
    let topShift = 0
    let baseShift = 0
    for (let frame = 0; frame < 20; frame++) {
      await sketch(page, 'sketch.step()')
      const top = await custard(topRow)
      const bottom = await custard(baseRow)
      topShift = Math.max(topShift, Math.abs(top[0] - topBefore[0]), Math.abs(top[1] - topBefore[1]))
      baseShift = Math.max(baseShift, Math.abs(bottom[0] - baseBefore[0]), Math.abs(bottom[1] - baseBefore[1]))
    }
    assert.ok(topShift > 5, `the top moved up to ${topShift} px`)
    assert.ok(baseShift <= 1.5, `the base moved at most ${baseShift} px`)
  } finally {
    await context.close()
  }
})

test('the balloon\'s press control changes its drawn size', async () => {
  const { context, page } = await openPage('/web/balloon.html')
  try {
    const press = page.getByRole('slider', { name: 'press' })
    await press.focus()
    await page.keyboard.press('Home')
    await stepsOn(page, 150)
    const balloonWidth = async () => {
      const [left, right] = await colourExtent(page, 'tint(58)')
      return right - left
    }
    const soft = await balloonWidth()
    await page.keyboard.press('End')
    await stepsOn(page, 150)
    const hard = await balloonWidth()
    assert.equal(await sketch(page, 'return sketch.frameFunction.scene.getOption("press")'), 4)
    assert.ok(hard > soft * 1.03, `drawn width ${soft.toFixed(1)} px at press 0, ${hard.toFixed(1)} px at press 4`)
  } finally {
    await context.close()
  }
})

test('with reduced motion the sketch starts paused on a still frame with a visible play control', async () => {
  const { context, page } = await openPage('/web/chain.html', { reducedMotion: 'reduce' })
  try {
    assert.equal(await sketch(page, 'return sketch.paused'), true)
    const play = page.getByRole('button', { name: 'Play the sketch' })
    assert.ok(await play.isVisible())
    const canvas = page.locator('purupuru-sketch canvas')
    const first = await canvas.screenshot()
    await page.waitForTimeout(700)
    assert.ok(first.equals(await canvas.screenshot()), 'nothing moves')
    assert.equal(await sketch(page, 'return sketch.steps'), 0)
    await play.click()
    await steppedPast(page, 5) // plays on request
  } finally {
    await context.close()
  }
})

test('Space pauses and resumes; the right arrow steps one frame while paused', async () => {
  const { context, page } = await openPage('/web/chain.html')
  try {
    await page.locator('purupuru-sketch canvas').focus()
    await page.keyboard.press('Space')
    assert.equal(await sketch(page, 'return sketch.paused'), true)
    const steps = await sketch(page, 'return sketch.steps')
    await page.waitForTimeout(300)
    assert.equal(await sketch(page, 'return sketch.steps'), steps, 'paused means no steps')
    await page.keyboard.press('ArrowRight')
    assert.equal(await sketch(page, 'return sketch.steps'), steps + 1)
    await page.keyboard.press('Space')
    await steppedPast(page, steps + 5) // resumed
  } finally {
    await context.close()
  }
})

test('every control is a labelled input reachable by keyboard', async () => {
  const { context, page } = await openPage('/web/spring.html')
  try {
    const labels = []
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab')
      labels.push(
        await page.evaluate(() => {
          let el = document.activeElement
          while (el.shadowRoot?.activeElement) el = el.shadowRoot.activeElement
          return el.labels?.[0]?.textContent.trim() || el.getAttribute('aria-label') || el.textContent.trim() || el.tagName
        }),
      )
    }
    for (const name of ['k', 'm', 'd', 'fps (1/dt)']) {
      assert.ok(labels.some((label) => label.startsWith(name)), `${name} reached by Tab (${labels.join(' | ')})`)
    }
    const k = page.getByRole('slider', { name: 'k' })
    await k.focus()
    await page.keyboard.press('ArrowRight')
    assert.equal(await sketch(page, 'return sketch.frameFunction.scene.getOption("k")'), 65)
  } finally {
    await context.close()
  }
})

test('a hidden page and a sketch scrolled out of view do not step', async () => {
  const { context, page } = await openPage('/', { viewport: { width: 900, height: 500 } })
  try {
    await page.waitForTimeout(500)
    const counts = () => page.$$eval('purupuru-sketch', (all) => all.map((s) => s.steps))
    const a = await counts()
    await page.waitForTimeout(500)
    const b = await counts()
    assert.ok(b[0] > a[0], 'the first sketch, on screen, steps')
    assert.equal(b.at(-1), a.at(-1), 'the last sketch, off screen, does not')
    await page.evaluate(() => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true })
      document.dispatchEvent(new Event('visibilitychange'))
    })
    const c = await counts()
    await page.waitForTimeout(400)
    const d = await counts()
    assert.equal(d[0], c[0], 'nothing steps while the page is hidden')
  } finally {
    await context.close()
  }
})

test('the canvas is sharp on a high-DPI screen and follows resizes', async () => {
  const { context, page } = await openPage('/web/chain.html', { deviceScaleFactor: 2 })
  try {
    const size = () =>
      sketch(page, 'const c = sketch.shadowRoot.querySelector("canvas"); return { backing: c.width, css: c.getBoundingClientRect().width, scene: sketch.frameFunction.scene.width }')
    const wide = await size()
    assert.equal(wide.backing, Math.round(wide.css * 2))
    assert.equal(wide.scene, Math.round(wide.css))
    await page.setViewportSize({ width: 600, height: 800 })
    await page.waitForFunction((w) => document.querySelector('purupuru-sketch').frameFunction.scene.width < w, wide.scene)
    const narrow = await size()
    assert.equal(narrow.backing, Math.round(narrow.css * 2))
    assert.equal(narrow.scene, Math.round(narrow.css))
  } finally {
    await context.close()
  }
})

test('the arm\'s target follows the pointer', async () => {
  const { context, page } = await openPage('/web/arm.html')
  try {
    const box = await page.locator('purupuru-sketch canvas').boundingBox()
    await page.mouse.move(box.x + 200, box.y + 150)
    await stepsOn(page, 0)
    assert.deepEqual(await sketch(page, 'return sketch.frameFunction.scene.target'), { x: 200, y: 150 })
  } finally {
    await context.close()
  }
})

test('the spring\'s mass can be pulled and let go', async () => {
  const { context, page } = await openPage('/web/spring.html')
  try {
    await steppedPast(page, 180) // let it settle near len
    const box = await page.locator('purupuru-sketch canvas').boundingBox()
    const start = await sketch(
      page,
      'const r = sketch.shadowRoot.querySelector("canvas").getBoundingClientRect(); const w = r.width; return { x: w * 0.06 + sketch.frameFunction.scene.x * (w * 0.8 / 40), y: r.height * 0.25 }',
    )
    await page.mouse.move(box.x + start.x, box.y + start.y)
    await page.mouse.down()
    await page.mouse.move(box.x + start.x + 150, box.y + start.y, { steps: 5 })
    await stepsOn(page, 3)
    const pulled = await sketch(page, 'return sketch.frameFunction.scene.x')
    assert.ok(pulled > 15, `pulled to ${pulled}`)
    await page.mouse.up()
    await stepsOn(page, 10)
    assert.ok((await sketch(page, 'return sketch.frameFunction.scene.x')) < pulled, 'springs back')
  } finally {
    await context.close()
  }
})

test('reset starts the sketch afresh and keeps the reader\'s settings', async () => {
  const { context, page } = await openPage('/web/chain.html')
  try {
    const iter = page.getByRole('slider', { name: 'iter' })
    await iter.focus()
    await page.keyboard.press('End')
    await steppedPast(page, 5)
    const before = await sketch(page, 'return { steps: sketch.steps, scene: sketch.frameFunction.scene }')
    await page.getByRole('button', { name: 'Reset' }).click()
    const after = await sketch(page, 'return { steps: sketch.steps, iter: sketch.frameFunction.scene.getOption("iter"), head: sketch.frameFunction.scene.points()[1] }')
    assert.ok(after.steps < 5, 'started again')
    assert.equal(after.iter, 30, 'the slider\'s value carries over')
  } finally {
    await context.close()
  }
})

test('the spring diverges visibly with a coarse step', async () => {
  const { context, page } = await openPage('/web/spring.html')
  try {
    await page.getByRole('slider', { name: 'fps' }).focus()
    await page.keyboard.press('Home') // fps 2: dt = 0.5 s, far past stability for k = 64
    await page.waitForTimeout(1500)
    const state = await sketch(page, 'const s = sketch.frameFunction.scene; return { x: s.x, diverged: s.diverged }')
    assert.ok(state.diverged || Math.abs(state.x) > 1e3, `x = ${state.x}`)
    assert.ok(Number.isFinite(state.x))
  } finally {
    await context.close()
  }
})
