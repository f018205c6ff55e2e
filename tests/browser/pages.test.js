// Every page: loads cleanly, paints with the palette, moves, passes axe-core
// with no serious or critical violation; a screenshot of each is kept in
// build/artifacts/screenshots/.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { startSite, watchedPage, seriousViolations } from '../support/browser.js'
import { PAGES, sketchesReady, paletteCensus } from './page-helpers.js'
import { sketches } from '../support/registry.js'

const artifacts = fileURLToPath(new URL('../../build/artifacts/screenshots/', import.meta.url))
mkdirSync(artifacts, { recursive: true })

let site
before(async () => (site = await startSite()))
after(() => site.close())

// The example post too: a page of many embeds is checked like the others.
for (const name of [...PAGES, 'post.html']) {
  test(`${name}: loads cleanly and paints with the palette, moves and is accessible`, async () => {
    const context = await site.browser.newContext({ viewport: { width: 1000, height: 800 } })
    try {
      const { page, problems } = await watchedPage(context)
      await page.goto(site.url(`/web/${name}`))
      await sketchesReady(page)
      await page.waitForTimeout(300)

      const census = await paletteCensus(page)
      assert.equal(census.corner, 'paper', 'the background is the palette paper')
      assert.ok(census.share > 0.9, `most pixels are palette colours (${(census.share * 100).toFixed(1)}%)`)
      const drawn = Object.keys(census.seen).filter((c) => c !== 'paper')
      assert.ok(drawn.length >= 1, `ink or tint is drawn (${JSON.stringify(census.seen)})`)

      const canvas = page.locator('purupuru-sketch canvas').first()
      const first = await canvas.screenshot()
      await page.waitForTimeout(1000)
      const second = await canvas.screenshot()
      assert.ok(!first.equals(second), 'the sketch moves: screenshots a second apart differ')

      await page.screenshot({ path: `${artifacts}${name.replace('.html', '')}.png`, fullPage: true })
      assert.deepEqual(await seriousViolations(page), [])
      assert.deepEqual(problems, [], 'no console error and no failed request')
    } finally {
      await context.close()
    }
  })
}

test('the dark scheme swaps paper and ink on the canvas', async () => {
  const context = await site.browser.newContext({ colorScheme: 'dark' })
  try {
    const { page } = await watchedPage(context)
    await page.goto(site.url('/web/chain.html'))
    await sketchesReady(page)
    const census = await paletteCensus(page)
    assert.equal(census.corner, 'paper')
    assert.match(census.paper, /hsl\(30 12% 9%\)/, 'dark paper')
    assert.ok(census.seen.ink > 0 && census.seen['tint(58)'] > 0)
    assert.deepEqual(await seriousViolations(page), [])
  } finally {
    await context.close()
  }
})

test('every gallery entry names its sketch, describes it and links to its page', async () => {
  const context = await site.browser.newContext()
  try {
    const { page } = await watchedPage(context)
    await page.goto(site.url('/'))
    await sketchesReady(page)
    const entries = await page.$$eval('.gallery li', (items) =>
      items.map((li) => ({
        link: li.querySelector('h2 a').getAttribute('href'),
        label: li.querySelector('purupuru-sketch').shadowRoot.querySelector('canvas').getAttribute('aria-label'),
        description: li.querySelector('purupuru-sketch').shadowRoot.querySelector('figcaption').textContent,
      })),
    )
    assert.equal(entries.length, Object.keys(sketches).length)
    for (const entry of entries) {
      assert.ok(entry.label.length > 2)
      assert.ok(entry.description.length > 20)
    }
    const pages = entries.map((e) => e.link.replace('./', ''))
    assert.deepEqual([...pages].sort(), PAGES.filter((p) => p !== 'index.html').sort())
  } finally {
    await context.close()
  }
})
