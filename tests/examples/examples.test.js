// The recipes in examples/, each built as its README says (npm ci, npm run
// build, with the versions its lock file pins) and its output served as a
// static host would, then opened in headless Chromium: every sketch on the
// page starts, paints and moves, the jiggle wobbles, and nothing is logged
// as an error or a warning (a hydration mismatch among them), no request
// fails.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { launchBrowser, watchedPage } from '../support/browser.js'
import { serveFolder } from '../../scripts/serve.js'

const examples = fileURLToPath(new URL('../../examples/', import.meta.url))
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'

// npm ci when the example's node_modules is missing or older than its lock.
function build(name) {
  const folder = join(examples, name)
  const installed = join(folder, 'node_modules', '.package-lock.json')
  const run = (...args) =>
    execFileSync(npm, args, { cwd: folder, encoding: 'utf8', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }, stdio: 'pipe' })
  if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(join(folder, 'package-lock.json')).mtimeMs) {
    run('ci', '--no-audit', '--no-fund')
  }
  return run('run', 'build')
}

let browser
before(async () => (browser = await launchBrowser()))
after(() => browser?.close())

// Opens path of the served folder; resolves to what the page showed: each
// sketch's name, steps and whether its canvas changed, the jiggle's
// transform after a click, and every problem seen.
async function visit(folder, path) {
  const server = await serveFolder(folder)
  const context = await browser.newContext({ viewport: { width: 900, height: 900 } })
  const { page, problems } = await watchedPage(context)
  page.on('console', (m) => m.type() === 'warning' && problems.push(`console warning: ${m.text()}`)) // React's hydration warnings
  try {
    await page.goto(new URL(path, server.url).href)
    const sketches = page.locator('purupuru-sketch, purupuru-world')
    const count = await sketches.count()
    const seen = []
    for (let i = 0; i < count; i++) {
      const sketch = sketches.nth(i)
      await sketch.scrollIntoViewIfNeeded()
      const handle = await sketch.elementHandle()
      await page.waitForFunction((el) => el.frameFunction || el.dataset.error, handle, { polling: 50, timeout: 15000 })
      const before = await sketch.evaluate((el) => ({ steps: el.steps, pixels: el.shadowRoot.querySelector('canvas').toDataURL() }))
      // Twenty steps past the first look: a sketch already in view may be far past twenty.
      await page.waitForFunction(([el, from]) => el.steps > from + 20 || el.dataset.error, [handle, before.steps], { polling: 50, timeout: 15000 })
      const later = await sketch.evaluate((el) => ({ steps: el.steps, pixels: el.shadowRoot.querySelector('canvas').toDataURL(), error: el.dataset.error ?? null }))
      seen.push({
        sketch: (await sketch.getAttribute('sketch')) ?? (await sketch.evaluate((el) => el.localName)),
        moved: later.steps > before.steps && later.pixels !== before.pixels,
        error: later.error,
      })
    }
    const jiggle = page.locator('purupuru-jiggle')
    await jiggle.scrollIntoViewIfNeeded()
    await jiggle.click()
    const wobbled = await jiggle.evaluate(
      (el) => new Promise((resolve) => setTimeout(() => resolve(getComputedStyle(el).transform !== 'none'), 150)),
    )
    return { seen, wobbled, problems }
  } finally {
    await context.close()
    await server.close()
  }
}

const moving = (names) => names.map((sketch) => ({ sketch, moved: true, error: null }))

test('the Astro blog: an MDX post with three embeds, a jiggle, a sketch module of its own and a world written in markup', async () => {
  build('astro-blog')
  const shown = await visit(join(examples, 'astro-blog', 'dist'), '/posts/soft-things/')
  assert.deepEqual(shown, { seen: moving(['chain', 'balloon', 'cloth', 'pendulum', 'purupuru-world']), wobbled: true, problems: [] })
})

test('the Next.js app: a TSX page, type-checked, prerendered and hydrated, with embeds, a World sketch of its own and a world in markup', async () => {
  const log = build('nextjs')
  assert.match(log, /Finished TypeScript/, 'next build type-checked the page')
  const shown = await visit(join(examples, 'nextjs', 'out'), '/')
  assert.deepEqual(shown, { seen: moving(['chain', 'balloon', 'rope', 'purupuru-world']), wobbled: true, problems: [] })
})

test('plain HTML on a static host: the page and a copy of the package, under a strict CSP', async () => {
  build('static-html')
  const shown = await visit(join(examples, 'static-html', 'site'), '/')
  assert.deepEqual(shown, { seen: moving(['chain', 'world', 'purupuru-world']), wobbled: true, problems: [] })
})
