// In-page probes shared by the browser tests.
import { watchedPage } from '../support/browser.js'
import { sketches } from '../support/registry.js'

// The gallery and each sketch's page, as the registry lists the sketches.
export const PAGES = ['index.html', ...Object.keys(sketches).map((name) => `${name}.html`)]

/**
 * Opens path in a fresh browser context of the site (1000 x 800, with
 * contextOptions and an init script if given) once its sketches have started;
 * resolves to { context, page, problems }, problems as watchedPage collects them.
 */
export async function openPage(site, path, contextOptions = {}, initScript = null) {
  const context = await site.browser.newContext({ viewport: { width: 1000, height: 800 }, ...contextOptions })
  if (initScript) await context.addInitScript(initScript)
  const { page, problems } = await watchedPage(context)
  await page.goto(site.url(path))
  await sketchesReady(page)
  return { context, page, problems }
}

/**
 * Serves body as the page at path (any path under the site), after the
 * embed's script and `head`, with any other files given as { path: {
 * contentType, body } }, and opens it in a fresh context (1000 x 800, light,
 * unless contextOptions say otherwise), the page in lang (default en);
 * resolves to { context, page, problems }.
 */
export async function hostPage(site, path, body, { head = '', files = {}, lang = 'en', ...contextOptions } = {}) {
  const context = await site.browser.newContext({ viewport: { width: 1000, height: 800 }, colorScheme: 'light', ...contextOptions })
  const { page, problems } = await watchedPage(context)
  for (const [file, response] of Object.entries(files)) await page.route(`**${file}`, (route) => route.fulfill(response))
  await page.route(`**${path}`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>host</title><link rel="icon" href="data:,">${head}
<script type="module" src="/web/embed.js"></script></head><body>${body}</body></html>`,
    }),
  )
  await page.goto(site.url(path))
  return { context, page, problems }
}

/**
 * Waits until every sketch on the page has started. Polls on a timer, not on
 * animation frames, which a test may be driving by hand.
 */
export async function sketchesReady(page) {
  await page.waitForFunction(
    () => {
      const sketches = [...document.querySelectorAll('purupuru-sketch')]
      return sketches.length > 0 && sketches.every((s) => s.dataset.ready === 'true' && s.frameFunction)
    },
    null,
    { polling: 50 },
  )
}

// In-page: a CSS colour as the "r,g,b" its pixels have on a canvas.
const RGB_OF = `(css) => {
  const probe = document.createElement('canvas').getContext('2d', { willReadFrequently: true })
  probe.canvas.width = probe.canvas.height = 1
  probe.fillStyle = css
  probe.fillRect(0, 0, 1, 1)
  return Array.from(probe.getImageData(0, 0, 1, 1).data.slice(0, 3)).join(',')
}`

/**
 * Colour census of the first sketch's canvas: the share of pixels that are
 * exactly a palette colour, which palette colours appear, and the corner.
 */
export function paletteCensus(page, selector = 'purupuru-sketch') {
  return page.evaluate(async ({ selector, rgbOf }) => {
    const { colors } = await import('/web/lib/colors.js')
    const rgb = eval(rgbOf)
    const palette = new Map([
      [rgb(colors.paper), 'paper'],
      [rgb(colors.ink), 'ink'],
      ...[30, 45, 58, 85].map((n) => [rgb(colors.tint(n)), `tint(${n})`]),
    ])
    const canvas = document.querySelector(selector).shadowRoot.querySelector('canvas')
    const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data
    const seen = {}
    let exact = 0
    for (let i = 0; i < data.length; i += 4) {
      const name = palette.get(`${data[i]},${data[i + 1]},${data[i + 2]}`)
      if (name) {
        exact++
        seen[name] = (seen[name] ?? 0) + 1
      }
    }
    return {
      share: exact / (data.length / 4),
      seen,
      corner: palette.get(Array.from(data.slice(0, 3)).join(',')) ?? Array.from(data.slice(0, 3)).join(','),
      paper: colors.paper,
    }
  }, { selector, rgbOf: RGB_OF })
}

/**
 * Left and right extent (CSS px) of the pixels painted exactly in palette
 * colour `name` ('ink', 'paper' or 'tint(n)') between rows fromY and toY
 * (CSS px; the whole canvas when omitted); [Infinity, -Infinity] for none.
 */
export function colourExtent(page, name, fromY = 0, toY = Infinity) {
  return page.evaluate(
    async ({ name, fromY, toY, rgbOf }) => {
      const { colors } = await import('/web/lib/colors.js')
      const tint = name.match(/^tint\((\d+)\)$/)
      const target = eval(rgbOf)(tint ? colors.tint(Number(tint[1])) : colors[name])
      const canvas = document.querySelector('purupuru-sketch').shadowRoot.querySelector('canvas')
      const ratio = canvas.width / canvas.getBoundingClientRect().width
      const top = Math.round(fromY * ratio)
      const rows = Math.min(canvas.height, Math.round(toY * ratio) + 1) - top
      const data = canvas.getContext('2d').getImageData(0, top, canvas.width, rows).data
      let left = Infinity
      let right = -Infinity
      for (let i = 0; i < data.length; i += 4) {
        if (`${data[i]},${data[i + 1]},${data[i + 2]}` !== target) continue
        const x = (i / 4) % canvas.width
        left = Math.min(left, x)
        right = Math.max(right, x)
      }
      return [left / ratio, right / ratio]
    },
    { name, fromY, toY: Number.isFinite(toY) ? toY : 1e9, rgbOf: RGB_OF },
  )
}

/** Screen position (page CSS px) of point i of the sketch's scene. */
export function pointOnScreen(page, i, selector = 'purupuru-sketch') {
  return page.evaluate(
    ({ i, selector }) => {
      const sketch = document.querySelector(selector)
      const box = sketch.shadowRoot.querySelector('canvas').getBoundingClientRect()
      const xy = sketch.frameFunction.scene.points()
      return { x: box.left + xy[2 * i], y: box.top + xy[2 * i + 1] }
    },
    { i, selector },
  )
}

/**
 * Waits for the embed's steps to pass `past`. How many steps a wait of so
 * long brings depends on the machine, so a test waits for them, not for time.
 */
export function steppedPast(page, past, selector = 'purupuru-sketch') {
  return page.waitForFunction(({ past, selector }) => document.querySelector(selector).steps > past, { past, selector }, { polling: 20, timeout: 20000 })
}

/** Waits for the embed to take more than `n` steps from now. */
export async function stepsOn(page, n, selector = 'purupuru-sketch') {
  const now = await page.evaluate((selector) => document.querySelector(selector).steps, selector)
  return steppedPast(page, now + n, selector)
}

/** Replaces requestAnimationFrame with a timer firing at `hz`, as a display of that rate would. */
export function refreshRateScript(hz) {
  return `(() => {
    const interval = 1000 / ${hz}
    let next = performance.now()
    window.requestAnimationFrame = (callback) => {
      next += interval
      return setTimeout(() => callback(performance.now()), Math.max(0, next - performance.now()))
    }
    window.cancelAnimationFrame = (id) => clearTimeout(id)
  })()`
}
