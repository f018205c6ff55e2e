// Tearing and cutting in the pages: cloth.html's tear slider, a hard drag
// that tears, a swipe from beside the cloth and a right-drag that cut it,
// Reset that mends it; the drape's swipe. The README's picture of the torn
// Cloth scene is taken here (docs/images/ with PURUPURU_WRITE_SCREENSHOTS=1).
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { startSite } from '../support/browser.js'
import { openPage as openSitePage, pointOnScreen } from './page-helpers.js'

let site
before(async () => (site = await startSite()))
after(() => site.close())

const openPage = (...args) => openSitePage(site, ...args)

const sketch = (page, script) => page.evaluate((script) => new Function('sketch', script)(document.querySelector('purupuru-sketch')), script)
const linkCount = (page) => sketch(page, 'return sketch.frameFunction.scene.linkCount')
const steps = (page, n) => sketch(page, `for (let i = 0; i < ${n}; i++) sketch.step()`)

// Where the cloth's point i and the canvas are on screen, and the scale from CSS px of the scene.
async function layout(page) {
  const box = await page.locator('purupuru-sketch canvas').boundingBox()
  const width = await sketch(page, 'return sketch.frameFunction.scene.width')
  return { box, scale: box.width / width }
}

test('cloth.html: the tear slider starts at the page\'s 2.5 and says never at its left end', async () => {
  const { context, page, problems } = await openPage('/web/cloth.html')
  try {
    const slider = page.locator('input[name=tear]')
    assert.equal(await slider.inputValue(), '2.5')
    assert.equal(await sketch(page, "return sketch.frameFunction.scene.getOption('tear')"), 2.5)
    await slider.fill('1')
    assert.equal(await sketch(page, "return sketch.frameFunction.scene.getOption('tear')"), 0, 'the left end never tears')
    assert.match(await page.locator('label', { has: slider }).textContent(), /never/)
    await slider.fill('3.5')
    assert.equal(await sketch(page, "return sketch.frameFunction.scene.getOption('tear')"), 3.5)
    assert.match(await page.locator('label', { has: slider }).textContent(), /3\.5×/)
    assert.deepEqual(problems, [])
  } finally {
    await context.close()
  }
})

test('cloth.html: a hard drag tears the cloth, and Reset mends it', async () => {
  const { context, page, problems } = await openPage('/web/cloth.html')
  try {
    await sketch(page, 'sketch.paused = true')
    const all = await linkCount(page)
    const last = (await sketch(page, 'return sketch.frameFunction.scene.count')) - 1
    const start = await pointOnScreen(page, last)
    await page.mouse.move(start.x, start.y)
    await page.mouse.down()
    for (let k = 1; k <= 10; k++) {
      await page.mouse.move(start.x + 30 * k, start.y + 25 * k)
      await steps(page, 2)
    }
    await page.mouse.up()
    const torn = await linkCount(page)
    assert.ok(torn < all, `links ${all} -> ${torn}`)
    assert.equal(await sketch(page, 'return sketch.frameFunction.scene.links().length'), 2 * torn)
    await page.getByRole('button', { name: 'Reset' }).click()
    assert.equal(await linkCount(page), all, 'mended')
    assert.deepEqual(problems, [])
  } finally {
    await context.close()
  }
})

test('cloth.html: a swipe from beside the cloth cuts it, and so does a right-drag across it', async () => {
  const { context, page, problems } = await openPage('/web/cloth.html')
  try {
    await sketch(page, "sketch.paused = true; sketch.frameFunction.scene.setOption('tear', 0)")
    const all = await linkCount(page)
    const { box, scale } = await layout(page)
    // Row 5's height, from left of the cloth (out of every point's reach) to right of it.
    const [left, right, y] = await sketch(page, `const c = sketch.frameFunction.scene, xy = c.points(), cols = c.getOption('cols')
      return [xy[0], xy[2 * (cols - 1)], (xy[2 * 5 * cols + 1] + xy[2 * 6 * cols + 1]) / 2]`)
    await page.mouse.move(box.x + (left - 50) * scale, box.y + y * scale)
    await page.mouse.down()
    await page.mouse.move(box.x + (right + 50) * scale, box.y + y * scale, { steps: 12 })
    await page.mouse.up()
    const cut = await linkCount(page)
    const cols = await sketch(page, "return sketch.frameFunction.scene.getOption('cols')")
    assert.equal(all - cut, cols, 'every column cut between rows 5 and 6')
    // A right-drag across the lower part, starting on the cloth itself.
    const y2 = await sketch(page, `const c = sketch.frameFunction.scene, xy = c.points(), cols = c.getOption('cols')
      return (xy[2 * 10 * cols + 1] + xy[2 * 11 * cols + 1]) / 2`)
    const mid = (left + right) / 2
    await page.mouse.move(box.x + mid * scale, box.y + y2 * scale)
    await page.mouse.down({ button: 'right' })
    await page.mouse.move(box.x + (right + 50) * scale, box.y + y2 * scale, { steps: 8 })
    await page.mouse.up({ button: 'right' })
    const rightCut = await linkCount(page)
    assert.ok(rightCut < cut && rightCut > cut - cols, `the right half of a row cut: ${cut} -> ${rightCut}`)
    assert.deepEqual(problems, [])
  } finally {
    await context.close()
  }
})

test('post.html: no cloth tears with nobody touching it', async () => {
  const { context, page, problems } = await openPage('/web/post.html')
  try {
    const counts = () =>
      page.evaluate(() => [...document.querySelectorAll('purupuru-sketch[sketch=cloth]')].map((s) => s.frameFunction.scene.linkCount))
    const before = await counts()
    assert.ok(before.length >= 2, `${before.length} cloths`)
    await page.evaluate(() => {
      for (const s of document.querySelectorAll('purupuru-sketch[sketch=cloth]')) s.frameFunction.scene.step(600)
    })
    assert.deepEqual(await counts(), before)
    assert.deepEqual(problems, [])
  } finally {
    await context.close()
  }
})

test('drape.html: a swipe beside the ball cuts the cloth', async () => {
  const { context, page, problems } = await openPage('/web/drape.html')
  try {
    await sketch(page, 'sketch.paused = true')
    const all = await linkCount(page)
    const { box, scale } = await layout(page)
    // Across the falling cloth's upper rows, from its left to its right.
    const [left, right, y] = await sketch(page, `const w = sketch.frameFunction.scene, xy = w.points()
      let lo = Infinity, hi = -Infinity
      for (let i = 0; i < xy.length; i += 2) { lo = Math.min(lo, xy[i]); hi = Math.max(hi, xy[i]) }
      return [lo, hi, xy[1] + 10]`)
    await page.mouse.move(box.x + (left - 20) * scale, box.y + y * scale)
    await page.mouse.down()
    await page.mouse.move(box.x + (right + 20) * scale, box.y + y * scale, { steps: 10 })
    await page.mouse.up()
    const after = await linkCount(page)
    assert.ok(after < all, `links ${all} -> ${after}`)
    assert.deepEqual(problems, [])
  } finally {
    await context.close()
  }
})

// The README's picture: the page's cloth pulled down by its lower middle until it tears.
test('cloth.html torn: the README\'s picture', async () => {
  const { context, page, problems } = await openPage('/web/cloth.html', { viewport: { width: 760, height: 700 } })
  try {
    await sketch(page, 'sketch.paused = true')
    const all = await linkCount(page)
    const [cols, rows] = await sketch(page, "const c = sketch.frameFunction.scene; return [c.getOption('cols'), c.getOption('rows')]")
    const start = await pointOnScreen(page, (rows - 1) * cols + Math.floor(cols / 2))
    await page.mouse.move(start.x, start.y)
    await page.mouse.down()
    for (let k = 1; k <= 16; k++) {
      await page.mouse.move(start.x + 4 * k, start.y + 16 * k)
      await steps(page, 3)
    }
    await page.mouse.up()
    await steps(page, 90)
    assert.ok((await linkCount(page)) < all, 'it tore')
    const folders = ['build/artifacts/screenshots']
    if (process.env.PURUPURU_WRITE_SCREENSHOTS === '1') folders.push('docs/images')
    for (const folder of folders) {
      mkdirSync(folder, { recursive: true })
      await page.locator('purupuru-sketch canvas').screenshot({ path: `${folder}/cloth-torn.png` })
    }
    assert.deepEqual(problems, [])
  } finally {
    await context.close()
  }
})
