// Two copies of the element modules on one page (two bundles, or a sketch
// module beside the embed, each from its own URL): the second reuses the
// first definition instead of throwing, and the sketches still run.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { startSite, watchedPage } from '../support/browser.js'

let site
before(async () => (site = await startSite()))
after(() => site.close())

const PAGE = `<!doctype html><html lang="en"><head><title>twice</title><link rel="icon" href="data:,"></head>
<body>
<purupuru-sketch sketch="chain"></purupuru-sketch>
<purupuru-jiggle><p>jiggle</p></purupuru-jiggle>
<script type="module">
  await import('/web/embed.js')
  // The same modules under other URLs: new module instances, the same names.
  const second = await import('/web/purupuru-sketch.js?copy')
  await import('/web/purupuru-jiggle.js?copy')
  window.firstKept = customElements.get('purupuru-sketch') !== second.PurupuruSketch
  window.loaded = true
</script></body></html>`

test('loading the element modules twice is harmless', async () => {
  const context = await site.browser.newContext()
  try {
    const { page, problems } = await watchedPage(context)
    await page.route('**/twice-test.html', (route) => route.fulfill({ contentType: 'text/html', body: PAGE }))
    await page.goto(site.url('/twice-test.html'))
    await page.waitForFunction(() => window.loaded === true)
    await page.waitForFunction(() => document.querySelector('purupuru-sketch').dataset.ready === 'true')
    // The first definition stays: the second copy's class is not the one defined.
    assert.equal(await page.evaluate(() => window.firstKept), true)
    const steps = await page.evaluate(async () => {
      const sketch = document.querySelector('purupuru-sketch')
      const start = sketch.steps
      await new Promise((done) => setTimeout(done, 500))
      return sketch.steps - start
    })
    assert.ok(steps > 10, `${steps} steps in half a second`)
    assert.deepEqual(problems, [])
  } finally {
    await context.close()
  }
})
