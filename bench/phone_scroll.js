// A reader on a phone-class CPU scrolling the example post: web/post.html in
// a 390 x 844 touch context (DPR 2) at Chromium's 4x CPU throttle, swiped
// down to the end and back up by a finger on the page's margin, with the
// frames the page shows and its long tasks counted over the scroll; the same
// page with its scripts blocked is the baseline (headless Chromium
// rasterizes in software, so its 60 is not a given).
import { launchBrowser } from '../tests/support/browser.js'
import { PHONE, fingers } from '../tests/support/touch.js'
import { serveSketches } from '../scripts/serve.js'

const SWIPE_PX = 300
const THROTTLE = 4

// In the page from its start: frames counted by a requestAnimationFrame loop
// of its own, long tasks by a PerformanceObserver, each kept from the moment
// window.scrollWatch.start() is called.
const WATCH = () => {
  const watch = { frames: 0, tasks: [], since: 0, on: false }
  const count = () => {
    if (watch.on) watch.frames++
    requestAnimationFrame(count)
  }
  requestAnimationFrame(count)
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (watch.on) watch.tasks.push(entry.duration)
  }).observe({ type: 'longtask', buffered: false })
  window.scrollWatch = {
    start() {
      Object.assign(watch, { frames: 0, tasks: [], since: performance.now(), on: true })
    },
    stop() {
      watch.on = false
      const seconds = (performance.now() - watch.since) / 1000
      return { fps: watch.frames / seconds, longTasks: watch.tasks.length, longest: Math.max(0, ...watch.tasks), seconds }
    },
  }
}

// Which embeds moved in the next half second, of those whose canvas is in view now.
const MOVING_IN_VIEW = async () => {
  const embeds = [...document.querySelectorAll('purupuru-sketch, purupuru-world')].filter((e) => {
    const r = e.shadowRoot.querySelector('canvas').getBoundingClientRect()
    return r.bottom > 0 && r.top < innerHeight
  })
  const before = embeds.map((e) => e.steps)
  await new Promise((resolve) => setTimeout(resolve, 500))
  return embeds.map((e, i) => ({ name: e.getAttribute('sketch') ?? 'world', moved: e.steps > before[i] || e.paused || e.resting }))
}

async function scrollThrough(browser, url, { blockScripts }) {
  const context = await browser.newContext({ ...PHONE, colorScheme: 'light' })
  try {
    const page = await context.newPage()
    if (blockScripts) await page.route(/\.(m?js|wasm)$/, (route) => route.abort())
    await page.addInitScript(WATCH)
    await page.goto(url)
    if (!blockScripts) {
      await page.waitForFunction(() => [...document.querySelectorAll('purupuru-sketch')].every((s) => s.dataset.ready === 'true'), null, { polling: 100, timeout: 60000 })
    }
    await page.waitForTimeout(1000)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE })
    const finger = await fingers(context, page)
    const margin = { x: 8, y: 600 }
    await page.evaluate(() => window.scrollWatch.start())
    const stalled = []
    for (const direction of [-1, 1]) {
      for (let swipes = 0; swipes < 200; swipes++) {
        const before = await page.evaluate(() => scrollY)
        await finger.swipe(direction < 0 ? margin : { x: margin.x, y: 200 }, { x: 0, y: direction * SWIPE_PX }, { steps: 12 })
        if (!blockScripts && swipes % 4 === 3) stalled.push(...(await page.evaluate(MOVING_IN_VIEW)).filter((e) => !e.moved).map((e) => e.name))
        if ((await page.evaluate(() => scrollY)) === before) break
      }
    }
    const result = await page.evaluate(() => window.scrollWatch.stop())
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    return { ...result, stalled: [...new Set(stalled)] }
  } finally {
    await context.close()
  }
}

/** The post scrolled with its scripts and with them blocked: { live, blocked }, each { fps, longTasks, longest, seconds, stalled }. */
export async function phoneScroll() {
  const server = await serveSketches({ port: 0 })
  const browser = await launchBrowser()
  try {
    const url = new URL('/web/post.html', server.url).href
    const live = await scrollThrough(browser, url, { blockScripts: false })
    const blocked = await scrollThrough(browser, url, { blockScripts: true })
    return { live, blocked }
  } finally {
    await browser.close()
    await server.close()
  }
}

/** The figures as a Markdown table. */
export function formatPhoneScroll({ live, blocked }) {
  const row = (name, r) => `| ${name} | ${r.fps.toFixed(1)} | ${r.longTasks} | ${r.longest.toFixed(0)} ms | ${r.seconds.toFixed(1)} s |`
  const lines = ['| web/post.html, 390 px, 4x CPU throttle | fps | long tasks | longest | scrolled for |', '| --- | --- | --- | --- | --- |',
    row('with its scripts', live), row('scripts blocked', blocked)]
  if (live.stalled.length) lines.push('', `In view but not moving at some check: ${live.stalled.join(', ')}`)
  return lines.join('\n')
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(formatPhoneScroll(await phoneScroll()))
