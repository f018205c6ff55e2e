// The module runs on a page whose Content-Security-Policy forbids eval (it
// is linked with -sDYNAMIC_EXECUTION=0); wasm itself needs 'wasm-unsafe-eval'.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { startSite, watchedPage } from '../support/browser.js'

let site
before(async () => (site = await startSite()))
after(() => site.close())

const PAGE = `<!doctype html><html lang="en"><head><title>csp</title><link rel="icon" href="data:,"></head>
<body><output id="out">loading</output>
<script type="module">
  import { load } from '/js/index.js'
  const P = await load()
  const chain = new P.Chain({ width: 640, height: 360 })
  for (let i = 0; i < 30; i++) chain.step()
  document.getElementById('out').textContent = String(chain.points()[27])
</script></body></html>`

test('a Chain runs under a CSP without unsafe-eval', async () => {
  const context = await site.browser.newContext()
  try {
    const { page, problems } = await watchedPage(context)
    const violations = []
    page.on('console', (m) => /Content Security Policy/i.test(m.text()) && violations.push(m.text()))
    await page.route('**/csp-test.html', (route) =>
      route.fulfill({
        contentType: 'text/html',
        headers: { 'content-security-policy': "default-src 'self'; img-src data:; script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval'" },
        body: PAGE,
      }),
    )
    await page.goto(site.url('/csp-test.html'))
    await page.waitForFunction(() => document.getElementById('out').textContent !== 'loading')
    assert.ok(Number(await page.textContent('#out')) > 20)
    assert.deepEqual(violations, [])
    assert.deepEqual(problems, [])
  } finally {
    await context.close()
  }
})
