// What a long-lived page throws at a sketch: memory growth caused by other
// scenes, absurd input, divergence.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { startSite } from '../support/browser.js'
import { paletteCensus, openPage as openSitePage } from './page-helpers.js'

let site
before(async () => (site = await startSite()))
after(() => site.close())

const openPage = (...args) => openSitePage(site, ...args)

const stepsOf = (page) => page.evaluate(() => document.querySelector('purupuru-sketch').steps)

test('a sketch keeps drawing after another scene grows wasm memory', async () => {
  const { context, page, problems } = await openPage('/web/chain.html')
  try {
    const grown = await page.evaluate(async () => {
      const { load } = await import('/js/index.js')
      const P = await load()
      const before = P.memoryBytes()
      window.bigCloths = [1, 2, 3].map(() => new P.Cloth({ width: 640, height: 360, cols: 300, rows: 300 }))
      return { before, after: P.memoryBytes() }
    })
    assert.ok(grown.after > grown.before, `memory grew: ${grown.before} -> ${grown.after}`)
    const steps = await stepsOf(page)
    await page.waitForFunction((s) => document.querySelector('purupuru-sketch').steps > s + 10, steps)
    const census = await paletteCensus(page)
    assert.ok((census.seen.ink ?? 0) > 50, `the chain is still drawn: ${JSON.stringify(census.seen)}`)
    const head = await page.evaluate(() => document.querySelector('purupuru-sketch').frameFunction.scene.points()[0])
    assert.ok(Number.isFinite(head) && head > 0, `points() is read from live memory: ${head}`)
    assert.deepEqual(problems, [])
  } finally {
    await context.close()
  }
})

test('a sketch whose physics blows up says so on its canvas, and reset brings it back', async () => {
  const { context, page, problems } = await openPage('/web/spring.html')
  try {
    await page.evaluate(() => {
      window.drawnTexts = []
      const fillText = CanvasRenderingContext2D.prototype.fillText
      CanvasRenderingContext2D.prototype.fillText = function (text, ...rest) {
        window.drawnTexts.push(String(text))
        return fillText.call(this, text, ...rest)
      }
    })
    await page.getByRole('slider', { name: 'fps' }).focus()
    await page.keyboard.press('Home') // fps 2: dt = 0.5 s, far past stability for k = 64
    await page.waitForFunction(() => document.querySelector('purupuru-sketch').frameFunction.scene.diverged, null, {
      timeout: 30000,
    })
    await page.waitForFunction(() => window.drawnTexts.some((t) => t.startsWith('Diverged')))
    const census = await paletteCensus(page)
    assert.ok(census.share > 0.8 && (census.seen.ink ?? 0) > 100, `still drawn: ${JSON.stringify(census)}`)
    await page.getByRole('button', { name: 'Reset' }).waitFor()
    // Reset keeps the reader's fps of 2, so the fresh scene may diverge again a few frames
    // later: the click and the reading share one task, with no frame between them.
    const diverged = await page.evaluate(() => {
      const sketch = document.querySelector('purupuru-sketch')
      const reset = [...sketch.shadowRoot.querySelectorAll('button')].find((b) => b.textContent === 'Reset')
      reset.click()
      return sketch.frameFunction.scene.diverged
    })
    assert.equal(diverged, false)
    assert.deepEqual(problems, [])
  } finally {
    await context.close()
  }
})

test('an embed moved in the page keeps its sliders, their values, and runs on', async () => {
  const { context, page, problems } = await openPage('/web/chain.html')
  try {
    await page.getByRole('slider', { name: 'iter' }).fill('12')
    const moved = await page.evaluate(async () => {
      const sketch = document.querySelector('purupuru-sketch')
      const elsewhere = document.createElement('section')
      document.body.prepend(elsewhere)
      elsewhere.append(sketch)
      await new Promise((done) => setTimeout(done, 500))
      return {
        sliders: sketch.shadowRoot.querySelectorAll('input[type=range]').length,
        canvases: sketch.shadowRoot.querySelectorAll('canvas').length,
        iter: sketch.shadowRoot.querySelector('input[name=iter]')?.value,
        sceneIter: sketch.frameFunction?.scene.getOption('iter'),
        steps: sketch.steps,
      }
    })
    assert.deepEqual(moved, { ...moved, sliders: 1, canvases: 1, iter: '12', sceneIter: 12 })
    assert.ok(moved.steps > 5, `steps after the move: ${moved.steps}`)
    await page.locator('purupuru-sketch canvas').press(' ') // pauses once, not once per connection
    assert.equal(await page.evaluate(() => document.querySelector('purupuru-sketch').paused), true)
    assert.deepEqual(problems, [])
  } finally {
    await context.close()
  }
})

test('an embed removed while its module loads leaves nothing behind; added again it is whole', async () => {
  const { context, page, problems } = await openPage('/web/chain.html')
  try {
    const result = await page.evaluate(async () => {
      const live = { observers: 0, visibility: 0 }
      const Observer = window.IntersectionObserver
      window.IntersectionObserver = class extends Observer {
        observe(target) {
          live.observers++
          super.observe(target)
        }
        disconnect() {
          live.observers--
          super.disconnect()
        }
      }
      const add = document.addEventListener.bind(document)
      const remove = document.removeEventListener.bind(document)
      document.addEventListener = (type, ...rest) => (type === 'visibilitychange' && live.visibility++, add(type, ...rest))
      document.removeEventListener = (type, ...rest) => (type === 'visibilitychange' && live.visibility--, remove(type, ...rest))
      const sketch = document.createElement('purupuru-sketch')
      sketch.setAttribute('src', `/web/sketches/cloth.js?fresh=${Math.random()}`) // not yet loaded
      document.body.prepend(sketch) // on screen, where it would run
      sketch.remove()
      await new Promise((done) => setTimeout(done, 1000))
      const afterRemoval = { ...live, frame: sketch.frameFunction, ready: sketch.dataset.ready ?? null }
      document.body.prepend(sketch)
      await new Promise((done) => sketch.addEventListener('ready', done, { once: true }))
      await new Promise((done) => setTimeout(done, 300))
      return {
        afterRemoval,
        again: {
          ...live,
          canvases: sketch.shadowRoot.querySelectorAll('canvas').length,
          sliders: sketch.shadowRoot.querySelectorAll('input[type=range]').length,
          steps: sketch.steps,
        },
      }
    })
    assert.deepEqual(result.afterRemoval, { observers: 0, visibility: 0, frame: null, ready: null })
    assert.equal(result.again.observers, 2, 'one for the canvas on screen, one for it near the screen')
    assert.equal(result.again.visibility, 1)
    assert.equal(result.again.canvases, 1)
    assert.equal(result.again.sliders, 2, "the cloth's iter and tear, once each")
    assert.ok(result.again.steps > 0, `steps: ${result.again.steps}`)
    assert.deepEqual(problems, [])
  } finally {
    await context.close()
  }
})

test('the Euler chain that blows up on the Euler vs Verlet page says so', async () => {
  const { context, page } = await openPage('/web/euler-vs-verlet.html')
  try {
    const drawn = await page.evaluate(async () => {
      const texts = []
      const fillText = CanvasRenderingContext2D.prototype.fillText
      CanvasRenderingContext2D.prototype.fillText = function (text, ...rest) {
        texts.push(String(text))
        return fillText.call(this, text, ...rest)
      }
      const sketch = document.createElement('purupuru-sketch')
      sketch.setAttribute('sketch', 'euler-vs-verlet')
      sketch.setAttribute('gravity', '1000') // blows the Euler chain up within a few dozen frames
      sketch.setAttribute('paused', '')
      document.body.prepend(sketch)
      while (!sketch.frameFunction) await new Promise((done) => setTimeout(done, 20))
      for (let i = 0; i < 300 && !sketch.frameFunction.scenes.euler.diverged; i++) sketch.step()
      return { diverged: sketch.frameFunction.scenes.euler.diverged, notice: texts.some((t) => t.includes('blew up')) }
    })
    assert.deepEqual(drawn, { diverged: true, notice: true })
  } finally {
    await context.close()
  }
})
