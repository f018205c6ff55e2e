// Self-hosting as a blog author would: the files npm installs copied into a
// static site, one script included, every sketch and a jiggle on the page,
// under script-src 'self' 'wasm-unsafe-eval' (nothing inline, no eval), and
// not one request leaving the site.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { launchBrowser, watchedPage } from '../support/browser.js'
import { serveFolder } from '../../scripts/serve.js'
import { sketchesReady } from './page-helpers.js'
import { sketches } from '../support/registry.js'

const project = fileURLToPath(new URL('../../', import.meta.url))
const SKETCHES = Object.keys(sketches)
const POLICY = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'"

// The blog's page: nothing but markup and one module script from the site.
const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>My blog</title>
<script type="module" src="/purupuru/web/embed.js"></script></head>
<body><main>
<h1>My post</h1>
<purupuru-jiggle id="jiggle"><button type="button">A jiggly button</button></purupuru-jiggle>
${SKETCHES.map((name) => `<purupuru-sketch sketch="${name}" compact></purupuru-sketch>`).join('\n')}
</main></body></html>`

let site, server, browser
before(async () => {
  site = mkdtempSync(join(tmpdir(), 'purupuru-blog-'))
  // Exactly the files `npm install purupuru` puts in node_modules/purupuru.
  const packed = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: project, encoding: 'utf8' }))
  for (const { path } of packed[0].files) {
    mkdirSync(join(site, 'purupuru', path, '..'), { recursive: true })
    cpSync(join(project, path), join(site, 'purupuru', path))
  }
  writeFileSync(join(site, 'index.html'), PAGE)
  writeFileSync(join(site, 'favicon.ico'), '')
  server = await serveFolder(site)
  browser = await launchBrowser()
})
after(async () => {
  await browser?.close()
  await server?.close()
  rmSync(site, { recursive: true, force: true })
})

test('the installed package copied into a static site runs every sketch and a jiggle under a strict CSP, with no outside request', async () => {
  const context = await browser.newContext({ viewport: { width: 1000, height: 8000 } })
  try {
    await context.addInitScript(() => {
      window.violations = []
      document.addEventListener('securitypolicyviolation', (event) => window.violations.push(`${event.violatedDirective}: ${event.blockedURI}`))
    })
    const origin = new URL(server.url).origin
    const requests = []
    await context.route('**/*', async (route) => {
      const url = route.request().url()
      requests.push(url)
      if (!url.startsWith(origin)) return route.abort()
      const response = await route.fetch()
      await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': POLICY } })
    })
    const { page, problems } = await watchedPage(context)
    await page.goto(new URL('/index.html', server.url).href)
    await sketchesReady(page)
    await page.locator('#jiggle').click({ position: { x: 5, y: 5 } })
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('purupuru-sketch')].every((s) => s.steps > 0 || s.dataset.error) &&
        document.querySelector('#jiggle').style.transform !== '',
      null,
      { polling: 20 },
    )
    const state = await page.evaluate(() => ({
      sketches: [...document.querySelectorAll('purupuru-sketch')].map((s) => ({
        sketch: s.getAttribute('sketch'),
        error: s.dataset.error ?? null,
        moving: s.steps > 0,
      })),
      jiggle: document.querySelector('#jiggle').style.transform.startsWith('matrix('),
      violations: window.violations,
    }))
    assert.deepEqual(state.sketches, SKETCHES.map((sketch) => ({ sketch, error: null, moving: true })))
    assert.equal(state.jiggle, true, 'the jiggle wobbles')
    assert.deepEqual(state.violations, [])
    assert.deepEqual(requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:')), [])
    assert.deepEqual(problems, [])
  } finally {
    await context.close()
  }
})
