// Debian's Chromium, headless, through playwright-core, with the flags this
// machine's closed network needs (no background connections), and the pages
// served from the project by scripts/serve.js.
import { chromium } from 'playwright-core'
import { createRequire } from 'node:module'
import { serveSketches } from '../../scripts/serve.js'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export function launchBrowser() {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}

/**
 * A page that records console errors, page errors and failed requests, and
 * gives the tests' in-page code `until(done, ms)`: resolves once done() is
 * truthy or ms have passed, polling on a timer (not on animation frames,
 * which a test may be driving by hand).
 */
export async function watchedPage(context) {
  const page = await context.newPage()
  await page.addInitScript(() => {
    window.until = async (done, ms) => {
      const deadline = performance.now() + ms
      while (!done() && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20))
    }
  })
  const problems = []
  page.on('console', (message) => message.type() === 'error' && problems.push(`console: ${message.text()}`))
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()}`))
  page.on('response', (response) => response.status() >= 400 && problems.push(`HTTP ${response.status()}: ${response.url()}`))
  return { page, problems }
}

/** Serves the sketches and starts a browser; close() stops both. */
export async function startSite() {
  const server = await serveSketches({ port: 0 })
  const browser = await launchBrowser()
  return {
    url: (path) => new URL(path, server.url).href,
    browser,
    async close() {
      await browser.close()
      await server.close()
    },
  }
}

/** Runs axe-core on the page; returns violations of serious or critical impact. */
export async function seriousViolations(page) {
  const require = createRequire(import.meta.url)
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') })
  const results = await page.evaluate(() => window.axe.run(document))
  if (results.passes.length === 0) throw new Error('axe-core checked nothing')
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
}
