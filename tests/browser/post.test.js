// A long post (web/post.html): many embeds and jiggles on one page share one
// wasm instance and one animation frame callback, hold their pace, stop out
// of view, and free everything when removed.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { startSite } from '../support/browser.js'
import { openPage, sketchesReady } from './page-helpers.js'
import { sketches } from '../support/registry.js'

let site
before(async () => (site = await startSite()))
after(() => site.close())

// Before any script: counts wasm instantiations, and animation frame
// requests against the frames that ran.
const COUNT_FRAMES_AND_INSTANCES = () => {
  window.probe = { instances: 0, requests: 0, frames: new Set() }
  for (const name of ['instantiate', 'instantiateStreaming']) {
    const original = WebAssembly[name]
    WebAssembly[name] = (...args) => (window.probe.instances++, original.apply(WebAssembly, args))
  }
  const request = window.requestAnimationFrame.bind(window)
  window.requestAnimationFrame = (callback) => {
    window.probe.requests++
    return request((time) => {
      window.probe.frames.add(time)
      callback(time)
    })
  }
}

// Frame requests per frame over ms milliseconds (the frames counted are those
// that ran a callback).
function requestsPerFrame(page, ms) {
  return page.evaluate(async (ms) => {
    const { probe } = window
    const requests = probe.requests
    probe.frames.clear()
    await new Promise((done) => setTimeout(done, ms))
    return { requests: probe.requests - requests, frames: probe.frames.size }
  }, ms)
}

test('the example post: every embed and jiggle starts, all on one wasm instance and one frame callback', async () => {
  const { context, page, problems } = await openPage(site, '/web/post.html', {}, COUNT_FRAMES_AND_INSTANCES)
  try {
    const embeds = await page.evaluate(() =>
      [...document.querySelectorAll('purupuru-sketch')].map((s) => ({ sketch: s.getAttribute('sketch'), error: s.dataset.error ?? null })),
    )
    assert.ok(embeds.length >= 12, `${embeds.length} embeds`)
    assert.deepEqual(new Set(embeds.map((e) => e.sketch)).size, Object.keys(sketches).length, 'every kind of sketch')
    assert.deepEqual(embeds.filter((e) => e.error), [])
    assert.ok((await page.locator('purupuru-jiggle').count()) >= 4)
    // Options from attributes reached their scenes.
    assert.equal(await page.evaluate(() => document.querySelector('[sketch=cloth][cols="40"]').frameFunction.scene.getOption('rows')), 30)
    assert.equal(await page.evaluate(() => document.querySelector('purupuru-jiggle[k="600"]').scene.getOption('d')), 0.95)
    assert.equal(await page.evaluate(() => document.querySelector('[sketch=world]').frameFunction.scene.points().length > 0), true)

    // Everything in view running at once, and two jiggles wobbling.
    await page.setViewportSize({ width: 1000, height: 5000 })
    await page.locator('purupuru-jiggle').first().click()
    await page.locator('purupuru-jiggle').nth(1).click()
    const running = await page.evaluate(() => [...document.querySelectorAll('purupuru-sketch')].filter((s) => !s.paused).length)
    const { requests, frames } = await requestsPerFrame(page, 1000)
    assert.ok(frames > 20, `${frames} frames`)
    assert.ok(requests <= frames + 1, `${requests} requests in ${frames} frames with ${running} sketches running`)
    assert.equal(await page.evaluate(() => window.probe.instances), 1, 'one wasm instance')
    assert.deepEqual(problems, [])

    await saveScreenshots(page)
  } finally {
    await context.close()
  }
})

// The post in full, and the README's pictures of an embed and of a jiggle
// mid-wobble: into build/artifacts/screenshots/, and into docs/images/ with
// PURUPURU_WRITE_SCREENSHOTS=1 (the committed ones).
async function saveScreenshots(page) {
  const folders = ['build/artifacts/screenshots']
  if (process.env.PURUPURU_WRITE_SCREENSHOTS === '1') folders.push('docs/images')
  for (const folder of folders) mkdirSync(folder, { recursive: true })
  const save = (locator, name) => Promise.all(folders.map((folder) => locator.screenshot({ path: `${folder}/${name}` })))
  await page.setViewportSize({ width: 800, height: 5000 })
  await page.waitForTimeout(1500) // the balloon settles and inflates
  await save(page.locator('purupuru-sketch[sketch=balloon][press="1.2"]'), 'embed.png')
  const cards = page.locator('aside.card-row')
  await cards.scrollIntoViewIfNeeded()
  const box = await cards.boundingBox()
  await cards.locator('purupuru-jiggle').first().click({ position: { x: 8, y: 4 } })
  await page.waitForTimeout(70) // near the wobble's widest
  const clip = { x: box.x - 24, y: box.y - 24, width: box.width + 48, height: box.height + 48 }
  await Promise.all(folders.map((folder) => page.screenshot({ path: `${folder}/jiggle.png`, clip })))
  await page.screenshot({ path: `${folders[0]}/post.png`, fullPage: true })
}

// Twenty embeds of every kind in a 5 × 4 grid, all in view.
async function twentyEmbeds(page) {
  await page.evaluate(async () => {
    const kinds = ['chain', 'falling-point', 'balloon', 'spring', 'pudding', 'arm', 'cloth', 'euler-vs-verlet']
    const grid = document.createElement('div')
    grid.style.cssText = 'display:grid;grid-template-columns:repeat(5,300px);gap:8px;position:absolute;top:0;left:0;background:white'
    for (let i = 0; i < 20; i++) {
      const sketch = document.createElement('purupuru-sketch')
      sketch.setAttribute('sketch', kinds[i % kinds.length])
      sketch.setAttribute('compact', '')
      grid.append(sketch)
    }
    document.querySelector('main').replaceChildren(grid)
  })
  await sketchesReady(page)
}

test('twenty embeds in view each hold 60 steps a second; scrolled out of view they neither step nor draw', async () => {
  const { context, page, problems } = await openPage(site, '/web/post.html', { viewport: { width: 1600, height: 2000 } }, COUNT_FRAMES_AND_INSTANCES)
  try {
    await twentyEmbeds(page)
    const rates = await page.evaluate(async () => {
      const sketches = [...document.querySelectorAll('purupuru-sketch')]
      await new Promise((done) => setTimeout(done, 500))
      const start = sketches.map((s) => s.steps)
      const t0 = performance.now()
      await new Promise((done) => setTimeout(done, 2000))
      const seconds = (performance.now() - t0) / 1000
      return sketches.map((s, i) => (s.steps - start[i]) / seconds)
    })
    assert.equal(rates.length, 20)
    for (const rate of rates) assert.ok(Math.abs(rate - 60) <= 6, `steps per second: ${rates.map((r) => r.toFixed(1)).join(', ')}`)
    const { requests, frames } = await requestsPerFrame(page, 500)
    assert.ok(requests <= frames + 1, `${requests} requests in ${frames} frames`)

    const outOfView = await page.evaluate(async () => {
      const sketches = [...document.querySelectorAll('purupuru-sketch')]
      document.querySelector('main > div').style.top = '20000px'
      await new Promise((done) => setTimeout(done, 300)) // the observers report
      let drawn = 0
      const fillRect = CanvasRenderingContext2D.prototype.fillRect
      CanvasRenderingContext2D.prototype.fillRect = function (...args) {
        drawn++
        return fillRect.apply(this, args)
      }
      const start = sketches.map((s) => s.steps)
      const requests = window.probe.requests
      await new Promise((done) => setTimeout(done, 1000))
      return { stepped: sketches.filter((s, i) => s.steps !== start[i]).length, drawn, requests: window.probe.requests - requests }
    })
    assert.deepEqual(outOfView, { stepped: 0, drawn: 0, requests: 0 })
    assert.deepEqual(problems, [])
  } finally {
    await context.close()
  }
})

test('adding and removing twenty embeds fifty times frees their scenes, memory and listeners', async () => {
  const { context, page, problems } = await openPage(site, '/web/post.html', {}, () => {
    // Listeners on what outlives an embed (window, document, media queries)
    // and observed elements: each registration counted until removed.
    window.live = { listeners: new Map(), observed: 0 }
    const registrations = (target, type, options) => {
      const capture = typeof options === 'boolean' ? options : Boolean(options?.capture)
      if (!window.live.listeners.has(target)) window.live.listeners.set(target, new Map())
      const perTarget = window.live.listeners.get(target)
      const id = `${type}/${capture}`
      if (!perTarget.has(id)) perTarget.set(id, new Set())
      return perTarget.get(id)
    }
    const lasting = (target) => !(target instanceof Node) || target === document
    const { addEventListener, removeEventListener } = EventTarget.prototype
    EventTarget.prototype.addEventListener = function (type, listener, options) {
      if (lasting(this) && listener) registrations(this, type, options).add(listener)
      return addEventListener.call(this, type, listener, options)
    }
    EventTarget.prototype.removeEventListener = function (type, listener, options) {
      if (lasting(this)) registrations(this, type, options).delete(listener)
      return removeEventListener.call(this, type, listener, options)
    }
    for (const Observer of ['IntersectionObserver', 'ResizeObserver']) {
      const Original = window[Observer]
      window[Observer] = class extends Original {
        #targets = new Set()
        observe(target, ...rest) {
          if (!this.#targets.has(target)) window.live.observed++
          this.#targets.add(target)
          return super.observe(target, ...rest)
        }
        disconnect() {
          window.live.observed -= this.#targets.size
          this.#targets.clear()
          return super.disconnect()
        }
      }
    }
    window.countLive = () =>
      [...window.live.listeners.values()].reduce((sum, perTarget) => sum + [...perTarget.values()].reduce((s, set) => s + set.size, 0), 0)
  })
  try {
    const result = await page.evaluate(async () => {
      const { load } = await import('/js/index.js')
      const P = await load()
      const kinds = ['chain', 'falling-point', 'balloon', 'spring', 'pudding', 'arm', 'cloth', 'euler-vs-verlet']
      const main = document.querySelector('main')
      const cycle = async () => {
        const sketches = []
        for (let i = 0; i < 20; i++) {
          const sketch = document.createElement('purupuru-sketch')
          // Every other one a big cloth, so a scene left behind would grow memory.
          if (i % 2) {
            sketch.setAttribute('sketch', 'cloth')
            sketch.setAttribute('cols', '120')
            sketch.setAttribute('rows', '120')
          } else {
            sketch.setAttribute('sketch', kinds[i % kinds.length])
          }
          sketches.push(sketch)
        }
        main.prepend(...sketches)
        while (!sketches.every((s) => s.frameFunction)) await new Promise((done) => setTimeout(done, 10))
        const scenes = sketches.flatMap((s) => (s.frameFunction.scene ? [s.frameFunction.scene] : Object.values(s.frameFunction.scenes)))
        for (const sketch of sketches) sketch.remove()
        return scenes.every((scene) => {
          try {
            scene.count // throws once the scene was deleted
            return false
          } catch {
            return true
          }
        })
      }
      const before = { listeners: window.countLive(), observed: window.live.observed }
      await cycle() // the first cycle grows memory to what twenty embeds need
      const memory = P.memoryBytes()
      let allDeleted = true
      for (let i = 0; i < 50; i++) allDeleted &&= await cycle()
      return {
        allDeleted,
        memoryGrowth: P.memoryBytes() - memory,
        listeners: window.countLive() - before.listeners,
        observed: window.live.observed - before.observed,
      }
    })
    assert.deepEqual(result, { allDeleted: true, memoryGrowth: 0, listeners: 0, observed: 0 })
    assert.deepEqual(problems, [])
  } finally {
    await context.close()
  }
})
