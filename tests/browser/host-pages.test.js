// Embeds in someone else's page, as a blog author writes it: the host's own
// colours and attributes, relative URLs, narrow screens, scripts that set
// things early, sketches of one's own that fail, and jiggles around content
// that changes.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { startSite } from '../support/browser.js'
import { hostPage as servePage, sketchesReady } from './page-helpers.js'

let site
before(async () => (site = await startSite()))
after(() => site.close())

const hostPage = (path, body, options) => servePage(site, path, body, options)

test('the host page keeps its own colours, variables and colour scheme', async () => {
  const head = '<style>:root { --ink: rgb(1, 2, 3); --paper: rgb(4, 5, 6) } body { background: var(--paper); color: var(--ink) }</style>'
  const { context, page, problems } = await hostPage('/blog/colours.html', '<p>text</p><purupuru-sketch sketch="chain"></purupuru-sketch>', {
    colorScheme: 'dark',
    head,
  })
  try {
    await sketchesReady(page)
    const host = await page.evaluate(() => ({
      background: getComputedStyle(document.body).backgroundColor,
      color: getComputedStyle(document.body).color,
      scheme: getComputedStyle(document.documentElement).colorScheme,
      inline: document.documentElement.getAttribute('style'),
    }))
    assert.deepEqual(host, { background: 'rgb(4, 5, 6)', color: 'rgb(1, 2, 3)', scheme: 'normal', inline: null })
    const sketchInk = await page.evaluate(() => getComputedStyle(document.querySelector('purupuru-sketch').shadowRoot.querySelector('figcaption')).color)
    assert.notEqual(sketchInk, 'rgb(1, 2, 3)', 'the embed uses its own palette')
    assert.deepEqual(problems, [])
  } finally {
    await context.close()
  }
})

test('HTML\'s own attributes and frameworks\' are not options; width is refused with a reason', async () => {
  const body = `<purupuru-sketch id="a" sketch="chain" translate="no" spellcheck="false" accesskey="c" draggable="false"
      onclick="void 0" itemprop="x" x-data="{}" hx-get="/x" v-bind:foo="1" @click="go" _ngcontent-abc="" iter="7"></purupuru-sketch>
    <purupuru-sketch id="b" sketch="chain" width="300"></purupuru-sketch>`
  const { context, page } = await hostPage('/blog/attributes.html', body)
  try {
    await page.waitForFunction(() => document.querySelector('#a').frameFunction && document.querySelector('#b').dataset.error)
    const result = await page.evaluate(() => ({
      iter: document.querySelector('#a').frameFunction.scene.getOption('iter'),
      error: document.querySelector('#a').dataset.error ?? null,
      width: document.querySelector('#b').dataset.error,
    }))
    assert.equal(result.iter, 7)
    assert.equal(result.error, null)
    assert.match(result.width, /width is the canvas's size, which the page's layout sets/)
  } finally {
    await context.close()
  }
})

test('src is relative to the page; a bad sketch name lists the good ones', async () => {
  const body = `<purupuru-sketch id="mine" src="../../web/sketches/chain.js"></purupuru-sketch>
    <purupuru-sketch id="typo" sketch="chian"></purupuru-sketch>
    <purupuru-sketch id="none"></purupuru-sketch>`
  const { context, page } = await hostPage('/blog/2026/relative.html', body)
  try {
    await page.waitForFunction(() => document.querySelector('#mine').frameFunction && document.querySelector('#none').dataset.error)
    const result = await page.evaluate(() => ({
      mine: document.querySelector('#mine').dataset.error ?? null,
      typo: document.querySelector('#typo').dataset.error,
      none: document.querySelector('#none').dataset.error,
    }))
    assert.equal(result.mine, null)
    assert.match(result.typo, /^sketch must be one of falling-point, chain, .*cloth.* \(or give src, a sketch module's URL\); got 'chian'$/)
    assert.match(result.none, /got none$/)
  } finally {
    await context.close()
  }
})

test('defineSketch names a module of the page\'s own: a tag written before the definition waits for it; bad definitions are refused', async () => {
  const body = `<purupuru-sketch id="mine" sketch="two-points" label="Mine"></purupuru-sketch>
    <purupuru-sketch id="missing" sketch="never-defined"></purupuru-sketch>
    <script type="module">
      import { defineSketch } from '/web/embed.js'
      const module = {
        title: 'Two points',
        default: (ctx, host) => {
          const world = new host.physics.World({ width: host.width, height: host.height })
          world.addPoint(host.width / 2, 10)
          world.addPoint(host.width / 2 + 20, 10)
          world.link(0, 1)
          return Object.assign(() => world.step(), { scene: world, dispose: () => world.delete() })
        },
      }
      const refused = (f) => { try { f(); return null } catch (error) { return error.constructor.name + ': ' + error.message } }
      // Defined a little after the tag was upgraded, as a bundle's later chunk would.
      setTimeout(() => {
        defineSketch('two-points', module)
        window.refusals = [
          refused(() => defineSketch('two-points', module)),
          refused(() => defineSketch('two-points', { default: () => () => {} })),
          refused(() => defineSketch('chain', module)),
          refused(() => defineSketch('no spaces', module)),
          refused(() => defineSketch('empty', {})),
        ]
      }, 0)
    </script>`
  const { context, page, problems } = await hostPage('/blog/defined.html', body)
  try {
    await page.waitForFunction(() => document.querySelector('#mine').steps > 3 && document.querySelector('#missing').dataset.error)
    const result = await page.evaluate(() => ({
      label: document.querySelector('#mine').shadowRoot.querySelector('canvas').getAttribute('aria-label'),
      falls: document.querySelector('#mine').frameFunction.scene.points()[1] > 10,
      missing: document.querySelector('#missing').dataset.error,
      refusals: window.refusals,
    }))
    assert.deepEqual(result.refusals, [
      null,
      'Error: defineSketch: two-points is defined already',
      'Error: defineSketch: chain is a built-in sketch',
      'TypeError: defineSketch: name must be letters, digits and dashes, got "no spaces"',
      "TypeError: defineSketch: module must have a default export (ctx, host) => frame; empty's has none",
    ])
    assert.equal(result.label, 'Mine')
    assert.ok(result.falls, 'the defined sketch runs')
    assert.match(result.missing, /^sketch must be one of falling-point, .*drape, two-points \(or give src, a sketch module's URL\); got 'never-defined'$/)
    assert.deepEqual(problems.filter((p) => !p.includes('never-defined')), [])
  } finally {
    await context.close()
  }
})

test('the embed draws in its shadow root: its own children stay as the page wrote them, and ::part styles it from outside', async () => {
  const head = '<style>purupuru-sketch::part(canvas) { border-color: rgb(9, 8, 7) } purupuru-sketch::part(caption) { color: rgb(7, 8, 9) }</style>'
  const { context, page, problems } = await hostPage('/blog/parts.html', '<purupuru-sketch sketch="chain"><p id="fallback">A swinging chain.</p></purupuru-sketch>', { head })
  try {
    await sketchesReady(page)
    const seen = await page.evaluate(() => {
      const sketch = document.querySelector('purupuru-sketch')
      const inside = sketch.shadowRoot
      return {
        children: [...sketch.children].map((child) => child.id),
        shown: document.querySelector('#fallback').getClientRects().length,
        border: getComputedStyle(inside.querySelector('canvas')).borderTopColor,
        caption: getComputedStyle(inside.querySelector('figcaption')).color,
      }
    })
    assert.deepEqual(seen, { children: ['fallback'], shown: 0, border: 'rgb(9, 8, 7)', caption: 'rgb(7, 8, 9)' })
    assert.deepEqual(problems, [])
  } finally {
    await context.close()
  }
})

test('options that do not fit a narrow screen show why, and the sketch comes back when it widens', async () => {
  const { context, page } = await hostPage('/blog/narrow.html', '<purupuru-sketch sketch="balloon" margin="100"></purupuru-sketch>', {
    viewport: { width: 360, height: 700 },
  })
  try {
    await page.waitForFunction(() => document.querySelector('purupuru-sketch').dataset.error)
    assert.match(await page.textContent('.puru-error'), /margin/)
    await page.setViewportSize({ width: 1200, height: 800 })
    await page.waitForFunction(() => document.querySelector('purupuru-sketch').steps > 5, null, { timeout: 5000 })
    const state = await page.evaluate(() => ({
      error: document.querySelector('purupuru-sketch').dataset.error ?? null,
      boxes: document.querySelector('purupuru-sketch').shadowRoot.querySelectorAll('.puru-error').length,
      controls: document.querySelector('purupuru-sketch').shadowRoot.querySelector('.puru-controls').hidden,
    }))
    assert.deepEqual(state, { error: null, boxes: 0, controls: false })
  } finally {
    await context.close()
  }
})

test('a sketch of one\'s own that throws while running stops and says so, once', async () => {
  const module = {
    contentType: 'text/javascript',
    body: `export default (c) => { let n = 0; const frame = () => { if (++n > 5) throw new Error('my sketch broke') }; return frame }`,
  }
  const { context, page, problems } = await hostPage('/blog/throws.html', '<purupuru-sketch src="/blog/throwing-sketch.js"></purupuru-sketch>', {
    files: { '/blog/throwing-sketch.js': module },
  })
  try {
    await page.waitForFunction(() => document.querySelector('purupuru-sketch').dataset.error)
    await page.waitForTimeout(500)
    const state = await page.evaluate(() => ({
      error: document.querySelector('purupuru-sketch').dataset.error,
      label: document.querySelector('purupuru-sketch').shadowRoot.querySelector('canvas').getAttribute('aria-label'),
    }))
    assert.deepEqual(state, { error: 'my sketch broke', label: 'A live sketch' })
    assert.deepEqual(problems, ['console: <purupuru-sketch>: my sketch broke'], 'logged once, nothing thrown')
  } finally {
    await context.close()
  }
})

test('paused set by a script before the element is ready, or defined, holds; and survives a move', async () => {
  // This inline script runs before the module that defines the element.
  const body = `<main><purupuru-sketch id="upgraded" sketch="chain"></purupuru-sketch></main>
    <script>document.querySelector('#upgraded').paused = true</script>`
  const { context, page } = await hostPage('/blog/paused.html', body)
  try {
    await sketchesReady(page)
    await page.waitForTimeout(300)
    assert.deepEqual(
      await page.evaluate(() => [document.querySelector('#upgraded').steps, document.querySelector('#upgraded').dataset.paused]),
      [0, 'true'],
    )
    const result = await page.evaluate(async () => {
      await customElements.whenDefined('purupuru-sketch')
      const early = document.createElement('purupuru-sketch')
      early.setAttribute('sketch', 'chain')
      document.querySelector('main').append(early)
      early.paused = true // before its module loaded
      const ready = (sketch) => new Promise((done) => sketch.addEventListener('ready', done, { once: true }))
      await ready(early)
      await new Promise((done) => setTimeout(done, 300))
      const elsewhere = document.createElement('section')
      document.body.append(elsewhere)
      elsewhere.append(early) // moved: still paused
      await ready(early)
      await new Promise((done) => setTimeout(done, 300))
      return { steps: early.steps, paused: early.paused, shown: early.dataset.paused }
    })
    assert.deepEqual(result, { steps: 0, paused: true, shown: 'true' })
  } finally {
    await context.close()
  }
})

test('a jiggle wobbles whatever it holds by then, a nested one alone, and an endless one stops', async () => {
  const body = `<purupuru-jiggle id="outer"><p>outer <purupuru-jiggle id="inner"><b>inner</b></purupuru-jiggle></p></purupuru-jiggle>
    <purupuru-jiggle id="changed"><span>before</span></purupuru-jiggle>
    <purupuru-jiggle id="endless" d="1"><span>forever?</span></purupuru-jiggle>`
  const { context, page, problems } = await hostPage('/blog/jiggles.html', body)
  try {
    await page.waitForFunction(() => document.querySelector('#endless').scene)
    await page.evaluate(() => (document.querySelector('#changed').innerHTML = '<em>replaced by a framework</em>'))
    await page.locator('#changed em').click({ position: { x: 2, y: 2 } })
    await page.locator('#inner b').click({ position: { x: 2, y: 2 } })
    await page.waitForFunction(() => ['inner', 'changed'].every((id) => document.querySelector(`#${id}`).style.transform !== ''), null, { polling: 20 })
    const moving = await page.evaluate(() =>
      Object.fromEntries(['outer', 'inner', 'changed'].map((id) => [id, document.querySelector(`#${id}`).style.transform !== ''])),
    )
    assert.deepEqual(moving, { outer: false, inner: true, changed: true })
    const endless = await page.evaluate(() => {
      const jiggle = document.querySelector('#endless')
      jiggle.wobble()
      let steps = 0
      while (jiggle.style.transform !== '' || steps === 0) {
        jiggle.advance()
        if (++steps > 10000) break
      }
      return steps
    })
    assert.ok(endless <= 600, `an undamped jiggle stopped after ${endless} steps`)
    assert.deepEqual(problems, [])
  } finally {
    await context.close()
  }
})

test('inside a shadow root, an embed and a jiggle are styled', async () => {
  const { context, page } = await hostPage('/blog/shadow.html', '<div id="host"></div>')
  try {
    const styles = await page.evaluate(async () => {
      await customElements.whenDefined('purupuru-jiggle')
      const root = document.querySelector('#host').attachShadow({ mode: 'open' })
      root.innerHTML = '<purupuru-jiggle><span>in a component</span></purupuru-jiggle><purupuru-sketch sketch="chain"></purupuru-sketch>'
      const sketch = root.querySelector('purupuru-sketch')
      await new Promise((done) => sketch.addEventListener('ready', done, { once: true }))
      return {
        jiggle: getComputedStyle(root.querySelector('purupuru-jiggle')).display,
        canvas: getComputedStyle(sketch.shadowRoot.querySelector('canvas')).display,
      }
    })
    assert.deepEqual(styles, { jiggle: 'inline-block', canvas: 'block' })
  } finally {
    await context.close()
  }
})

test('attribute numbers are plain decimals: hex and binary are refused by name', async () => {
  const { context, page } = await hostPage('/blog/numbers.html', '<purupuru-sketch sketch="chain" iter="0x10"></purupuru-sketch>')
  try {
    await page.waitForFunction(() => document.querySelector('purupuru-sketch').dataset.error)
    assert.equal(await page.evaluate(() => document.querySelector('purupuru-sketch').dataset.error), "Chain: iter must be a number, got the string '0x10'")
  } finally {
    await context.close()
  }
})

// The wasm is loaded when the first element is connected, not when the
// embed's script is imported: a page whose wasm cannot be fetched still
// defines every element, and each says in its own box why it cannot run.
test('a page whose wasm cannot be fetched defines the elements, and the sketch and the world each say why', async () => {
  const body = `<purupuru-sketch id="sketch" sketch="chain"></purupuru-sketch>
    <purupuru-world id="world" viewbox="0 0 640 360"><purupuru-rope x="320" y="0"></purupuru-rope></purupuru-world>`
  const { context, page, problems } = await hostPage('/blog/no-wasm.html', body, {
    files: { '/dist/purupuru.wasm': { status: 404, contentType: 'text/plain', body: 'gone' } },
  })
  try {
    await page.waitForFunction(() => ['#sketch', '#world'].every((id) => document.querySelector(id).dataset.error), null, { polling: 50 })
    const seen = await page.evaluate(async () => ({
      defined: ['purupuru-sketch', 'purupuru-world', 'purupuru-jiggle'].map((name) => customElements.get(name) !== undefined),
      imported: Object.keys(await import('/web/embed.js')),
      sketch: document.querySelector('#sketch').dataset.error,
      world: document.querySelector('#world').dataset.error,
      shown: document.querySelector('#world').shadowRoot.textContent,
    }))
    assert.deepEqual(seen.defined, [true, true, true])
    assert.deepEqual(seen.imported, ['defineSketch'])
    assert.match(seen.sketch, /^cannot load the physics: /)
    assert.match(seen.world, /^cannot load the physics: /)
    assert.ok(seen.shown.includes(seen.world), `the world shows its error in its box: ${seen.shown}`)
    assert.ok(problems.some((problem) => problem.startsWith('HTTP 404') && problem.endsWith('/dist/purupuru.wasm')), problems.join('\n'))
  } finally {
    await context.close()
  }
})
