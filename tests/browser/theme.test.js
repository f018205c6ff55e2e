// The host page's theme reaches the embeds: the page's color-scheme (the
// reader's system's where it names none, or both) and the author's
// --purupuru-paper, --purupuru-ink and --purupuru-hue paint the canvas and
// the controls; a change repaints within a few frames, a paused sketch and a
// world too, and nothing runs while nothing changes. The picture of themes
// in docs/embedding.md is taken here: into build/artifacts/screenshots/, and
// docs/images/ with PURUPURU_WRITE_SCREENSHOTS=1.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { startSite } from '../support/browser.js'
import { hostPage, sketchesReady } from './page-helpers.js'

let site
before(async () => (site = await startSite()))
after(() => site.close())

const LIGHT_PAPER = 'hsl(40 45% 95%)'
const DARK_PAPER = 'hsl(30 12% 9%)'

// In-page, once the page has loaded: a CSS colour as the "r,g,b" a canvas
// paints it; the paper of an embed (its canvas's pixel near the top left,
// where no sketch here draws); how many of its canvas's pixels are exactly a
// colour; and the animation frames until done() (Infinity: not within most).
const HELPERS = () => {
  const probe = document.createElement('canvas').getContext('2d', { willReadFrequently: true })
  probe.canvas.width = probe.canvas.height = 1
  window.rgbOf = (css) => {
    probe.clearRect(0, 0, 1, 1)
    probe.fillStyle = css
    probe.fillRect(0, 0, 1, 1)
    return Array.from(probe.getImageData(0, 0, 1, 1).data.slice(0, 3)).join(',')
  }
  const canvasOf = (selector) => document.querySelector(selector).shadowRoot.querySelector('canvas')
  window.paperOf = (selector) => Array.from(canvasOf(selector).getContext('2d').getImageData(3, 3, 1, 1).data.slice(0, 3)).join(',')
  window.countOf = (selector, css) => {
    const canvas = canvasOf(selector)
    const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data
    const [r, g, b] = window.rgbOf(css).split(',').map(Number)
    let count = 0
    for (let i = 0; i < data.length; i += 4) if (data[i] === r && data[i + 1] === g && data[i + 2] === b) count++
    return count
  }
  window.framesUntil = async (done, most) => {
    for (let frames = 0; frames <= most; frames++) {
      if (done()) return frames
      await new Promise(requestAnimationFrame)
    }
    return Infinity
  }
}

async function themedPage(path, body, options) {
  const opened = await hostPage(site, path, body, options)
  await opened.page.waitForFunction(
    () => [...document.querySelectorAll('purupuru-sketch, purupuru-world')].every((s) => s.frameFunction),
    null,
    { polling: 50 },
  )
  await opened.page.evaluate(HELPERS)
  return opened
}

// Sets the root's color-scheme and counts the frames until every embed's paper is `paper`.
const switchScheme = (page, scheme, paper) =>
  page.evaluate(
    ({ scheme, paper }) => {
      const embeds = [...document.querySelectorAll('purupuru-sketch, purupuru-world')]
      document.documentElement.style.colorScheme = scheme
      return framesUntil(() => embeds.every((e) => paperOf(`#${e.id}`) === rgbOf(paper)), 10)
    },
    { scheme, paper },
  )

test('a page in color-scheme: dark under a light system paints dark paper and controls; its switch repaints within a few frames, paused or running', async () => {
  const body = `<purupuru-sketch id="running" sketch="chain"></purupuru-sketch>
    <purupuru-sketch id="paused" sketch="chain" paused></purupuru-sketch>`
  const { context, page, problems } = await themedPage('/blog/dark.html', body, { head: '<style>:root { color-scheme: dark }</style>' })
  try {
    const controls = () =>
      page.evaluate(() => {
        const style = getComputedStyle(document.querySelector('#paused').shadowRoot.querySelector('button'))
        return { background: rgbOf(style.backgroundColor), scheme: style.colorScheme }
      })
    const papers = () => page.evaluate(() => [paperOf('#running'), paperOf('#paused')])
    const [dark, light] = await page.evaluate((papers) => papers.map(rgbOf), [DARK_PAPER, LIGHT_PAPER])
    assert.deepEqual(await papers(), [dark, dark])
    assert.deepEqual(await controls(), { background: dark, scheme: 'dark' })

    const steps = await page.evaluate(() => document.querySelector('#paused').steps)
    const toLight = await switchScheme(page, 'light', LIGHT_PAPER)
    assert.ok(toLight <= 3, `repainted light after ${toLight} frames`)
    assert.deepEqual(await controls(), { background: light, scheme: 'light' })
    const toDark = await switchScheme(page, 'only dark', DARK_PAPER)
    assert.ok(toDark <= 3, `repainted dark after ${toDark} frames`)
    assert.equal(await page.evaluate(() => document.querySelector('#paused').steps), steps, 'the paused sketch redrawn, not stepped')
    assert.deepEqual(problems, [])
  } finally {
    await context.close()
  }
})

test('where the page names no one scheme (none, "light dark", normal) the system decides; a meta tag names one too', async () => {
  const pages = [
    { head: '', paper: DARK_PAPER },
    { head: '<style>:root { color-scheme: light dark }</style>', paper: DARK_PAPER },
    { head: '<meta name="color-scheme" content="light">', paper: LIGHT_PAPER },
  ]
  for (const { head, paper } of pages) {
    const { context, page, problems } = await themedPage('/blog/system.html', '<purupuru-sketch id="s" sketch="chain" paused></purupuru-sketch>', {
      colorScheme: 'dark',
      head,
    })
    try {
      const painted = await page.evaluate((paper) => paperOf('#s') === rgbOf(paper), paper)
      assert.ok(painted, `${head || 'no color-scheme'}: paper ${paper}`)
      assert.deepEqual(problems, [])
    } finally {
      await context.close()
    }
  }
})

test("an ancestor's --purupuru-paper, --purupuru-ink and --purupuru-hue paint the canvas and the controls, live", async () => {
  const body = '<div id="theme"><purupuru-sketch id="s" sketch="chain" paused></purupuru-sketch></div>'
  const { context, page, problems } = await themedPage('/blog/custom.html', body)
  try {
    const look = () =>
      page.evaluate(() => {
        const root = document.querySelector('#s').shadowRoot
        const button = getComputedStyle(root.querySelector('button'))
        return {
          paper: paperOf('#s'),
          ink: countOf('#s', 'rgb(200, 210, 220)'),
          blueTint: countOf('#s', 'hsl(200 58% 58%)'),
          ownTint: countOf('#s', 'hsl(22 58% 58%)'),
          button: [button.backgroundColor, button.color, button.borderTopColor].map(rgbOf),
          caption: rgbOf(getComputedStyle(root.querySelector('figcaption')).color),
          slider: rgbOf(getComputedStyle(root.querySelector('input')).accentColor),
        }
      })
    const rgb = (...colours) => page.evaluate((colours) => colours.map(rgbOf), colours)
    // Frames until the paper is `paper` ("r,g,b").
    const repainted = (paper) => page.evaluate((paper) => framesUntil(() => paperOf('#s') === paper, 10), paper)
    const [light] = await rgb(LIGHT_PAPER)
    const before = await look()
    assert.equal(before.paper, light)
    assert.equal(before.ink + before.blueTint, 0)
    assert.ok(before.ownTint > 0, 'the chain drawn in its own tint')

    await page.evaluate(() => {
      const style = document.querySelector('#theme').style
      style.setProperty('--purupuru-paper', 'rgb(10, 20, 30)')
      style.setProperty('--purupuru-ink', 'rgb(200, 210, 220)')
      style.setProperty('--purupuru-hue', '200')
    })
    const [paper, ink, tint45] = await rgb('rgb(10, 20, 30)', 'rgb(200, 210, 220)', 'hsl(200 58% 45%)')
    assert.ok((await repainted(paper)) <= 3, 'repainted within 3 frames')
    const themed = await look()
    assert.equal(themed.paper, paper)
    assert.ok(themed.ink > 0 && themed.blueTint > 0, `ink ${themed.ink} px, tint ${themed.blueTint} px`)
    assert.equal(themed.ownTint, 0)
    assert.deepEqual(themed.button, [paper, ink, tint45])
    assert.equal(themed.caption, ink)
    assert.equal(themed.slider, tint45)

    // The author's colours resolve in the embed's scheme: light-dark() follows the page.
    await page.evaluate(() => {
      document.querySelector('#theme').style.setProperty('--purupuru-paper', 'light-dark(rgb(250, 240, 230), rgb(1, 2, 3))')
      document.documentElement.style.colorScheme = 'dark'
    })
    assert.ok((await repainted('1,2,3')) <= 3, 'the dark side of light-dark()')

    await page.evaluate(() => {
      document.querySelector('#theme').removeAttribute('style')
      document.documentElement.removeAttribute('style')
    })
    assert.ok((await repainted(light)) <= 3, 'back to the own paper')
    assert.ok((await look()).ownTint > 0, 'and the own tint')
    assert.deepEqual(problems, [])
  } finally {
    await context.close()
  }
})

test('a hue in any CSS angle tints canvas and controls alike; a colour the canvas cannot use leaves both on the default', async () => {
  const body = '<div id="theme"><purupuru-sketch id="s" sketch="chain" paused></purupuru-sketch></div>'
  const { context, page, problems } = await themedPage('/blog/odd-values.html', body)
  try {
    const set = (name, value) =>
      page.evaluate(async ({ name, value }) => {
        document.querySelector('#theme').style.setProperty(name, value)
        await framesUntil(() => false, 3)
        const root = document.querySelector('#s').shadowRoot
        const button = getComputedStyle(root.querySelector('button'))
        return { paper: paperOf('#s'), button: rgbOf(button.backgroundColor), text: rgbOf(button.color), accent: rgbOf(getComputedStyle(root.querySelector('input')).accentColor) }
      }, { name, value })
    const rgb = (...colours) => page.evaluate((colours) => colours.map(rgbOf), colours)
    const [light, ink, ownAccent, cyanAccent] = await rgb(LIGHT_PAPER, 'hsl(30 12% 12%)', 'hsl(22 58% 45%)', 'hsl(180 58% 45%)')
    const turned = await set('--purupuru-hue', '0.5turn')
    assert.equal(turned.accent, cyanAccent, 'the controls in the hue of 0.5turn')
    assert.ok((await page.evaluate(() => countOf('#s', 'hsl(180 58% 58%)'))) > 0, 'and the chain drawn in it')
    assert.equal((await set('--purupuru-hue', 'blue')).accent, ownAccent, 'a hue that is no angle: the default, in the controls too')
    for (const odd of ['transparent', 'not-a-colour', 'currentColor']) {
      const look = await set('--purupuru-paper', odd)
      assert.deepEqual([look.paper, look.button], [light, light], `--purupuru-paper: ${odd} leaves canvas and buttons on the default paper`)
    }
    assert.equal((await set('--purupuru-ink', 'transparent')).text, ink, 'a transparent ink: the default ink, not invisible text')
    assert.deepEqual(problems, [])
  } finally {
    await context.close()
  }
})

test('a <purupuru-world> on a phone follows the page\'s scheme', async () => {
  const body = `<purupuru-world id="w" viewbox="0 0 640 360" paused>
      <purupuru-ball x="320" y="120" radius="30"></purupuru-ball><purupuru-box x="320" y="330" width="600" height="20"></purupuru-box>
    </purupuru-world>`
  const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true }
  const { context, page, problems } = await themedPage('/blog/world.html', body, { head: '<style>:root { color-scheme: dark }</style>', ...phone })
  try {
    const dark = await page.evaluate((paper) => paperOf('#w') === rgbOf(paper), DARK_PAPER)
    assert.ok(dark, 'dark paper')
    assert.ok(await page.evaluate(() => countOf('#w', 'hsl(22 58% 55%)') > 0), 'the ball in the dark tint(45)')
    const frames = await switchScheme(page, 'light', LIGHT_PAPER)
    assert.ok(frames <= 3, `repainted light after ${frames} frames`)
    assert.ok(await page.evaluate(() => countOf('#w', 'hsl(22 58% 45%)') > 0), 'the ball in the light tint(45)')
    assert.equal(await page.evaluate(() => document.querySelector('#w').steps), 0)
    assert.deepEqual(problems, [])
  } finally {
    await context.close()
  }
})

test('a paused embed in a themed page asks for no frames and runs no timers until the theme changes', async () => {
  const body = `<div style="--purupuru-hue: 200; --purupuru-ink: rgb(200, 210, 220)">
      <purupuru-sketch id="s" sketch="chain" paused></purupuru-sketch><purupuru-world id="w" paused><purupuru-ball x="100" y="50"></purupuru-ball></purupuru-world>
    </div>`
  const { context, page, problems } = await themedPage('/blog/idle.html', body, { head: '<style>:root { color-scheme: dark }</style>' })
  try {
    // Counts, from now on, frame requests, timers and the probes' transitions.
    const count = () =>
      page.evaluate(() => {
        window.calls = { requestAnimationFrame: 0, setTimeout: 0, setInterval: 0, transitionrun: 0 }
        for (const name of ['requestAnimationFrame', 'setTimeout', 'setInterval']) {
          const original = window[`original ${name}`] ?? window[name]
          window[`original ${name}`] = original
          window[name] = (...args) => (window.calls[name]++, original(...args))
        }
        for (const id of ['s', 'w']) document.getElementById(id).shadowRoot.addEventListener('transitionrun', () => window.calls.transitionrun++)
      })
    const calls = () => page.evaluate(() => window.calls)
    await page.waitForTimeout(300)
    await count()
    await page.waitForTimeout(1000)
    assert.deepEqual(await calls(), { requestAnimationFrame: 0, setTimeout: 0, setInterval: 0, transitionrun: 0 })

    await page.evaluate(() => document.querySelector('div').style.setProperty('--purupuru-paper', 'rgb(10, 20, 30)'))
    await page.waitForFunction(() => paperOf('#s') === '10,20,30' && paperOf('#w') === '10,20,30', null, { polling: 20, timeout: 2000 })
    assert.ok((await calls()).transitionrun >= 2, 'each probe heard the change')
    await count()
    await page.waitForTimeout(500)
    assert.deepEqual(await calls(), { requestAnimationFrame: 0, setTimeout: 0, setInterval: 0, transitionrun: 0 }, 'and is still again')
    assert.deepEqual(problems, [])
  } finally {
    await context.close()
  }
})

test('the picture of themes: a light embed, a dark one and one of custom properties', async () => {
  // Each card's caption is the CSS that themes it.
  const card = (page, theme) => `<div class="card" style="${page}; ${theme}"><purupuru-sketch sketch="balloon" compact paused description="${theme.replaceAll('; ', ';\n')}"></purupuru-sketch></div>`
  const body = `<div id="row">
      ${card('background: #fff', 'color-scheme: light')}
      ${card('background: #16181d', 'color-scheme: dark')}
      ${card('background: #e9f1fa', '--purupuru-paper: #f5f9fd; --purupuru-ink: #1b2a3a; --purupuru-hue: 210')}
    </div>`
  const head = `<style>
    body { margin: 0; font: 13px system-ui, sans-serif }
    #row { display: flex; gap: 12px; padding: 12px; width: max-content; background: #888 }
    .card { width: 250px; padding: 10px; border-radius: 8px }
    purupuru-sketch::part(caption) { font: 12px ui-monospace, monospace; white-space: pre-line }
  </style>`
  const { context, page, problems } = await themedPage('/blog/themes.html', body, { head })
  try {
    // The balloon stepped to the same moment in each, inflated and settled.
    const papers = await page.evaluate(() => {
      const sketches = [...document.querySelectorAll('purupuru-sketch')]
      sketches.forEach((s, k) => {
        s.id = `b${k}`
        for (let i = 0; i < 150; i++) s.step()
      })
      return sketches.map((s) => paperOf(`#${s.id}`))
    })
    const expected = await page.evaluate((colours) => colours.map(rgbOf), [LIGHT_PAPER, DARK_PAPER, '#f5f9fd'])
    assert.deepEqual(papers, expected)
    const folders = ['build/artifacts/screenshots']
    if (process.env.PURUPURU_WRITE_SCREENSHOTS === '1') folders.push('docs/images')
    for (const folder of folders) {
      mkdirSync(folder, { recursive: true })
      await page.locator('#row').screenshot({ path: `${folder}/themes.png` })
    }
    assert.deepEqual(problems, [])
  } finally {
    await context.close()
  }
})
