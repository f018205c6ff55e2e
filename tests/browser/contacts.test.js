// Contacts in Chromium: the pile and drape pages hold 60 steps a second at
// their default size; their worlds at rest stop asking for frames, and the
// reader's pointer starts them again; the drape's ball follows a drag and
// pushes the cloth.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { startSite } from '../support/browser.js'
import { openPage, steppedPast, stepsOn } from './page-helpers.js'

let site
before(async () => (site = await startSite()))
after(() => site.close())

const inPage = (page, script) => page.evaluate(new Function(`const sketch = document.querySelector('purupuru-sketch'); ${script}`))

// Each page's own sketch, at its default size, while its bodies fall and
// land: 60 steps a second. Its picture (the pile once poured, the cloth as
// it meets the ball) goes into build/artifacts/screenshots/, and into
// docs/images/ (the README's) with PURUPURU_WRITE_SCREENSHOTS=1.
for (const [name, pictureAt] of [['pile', 2000], ['drape', 250]]) {
  test(`the ${name} page holds 60 steps a second at its default size`, async () => {
    const { context, page, problems } = await openPage(site, `/web/${name}.html`)
    try {
      await page.waitForTimeout(pictureAt)
      const folders = ['build/artifacts/screenshots']
      if (process.env.PURUPURU_WRITE_SCREENSHOTS === '1') folders.push('docs/images')
      for (const folder of folders) {
        mkdirSync(folder, { recursive: true })
        await page.locator('purupuru-sketch canvas').screenshot({ path: `${folder}/contacts-${name}.png` })
      }
      // Kept awake: a pile poured this long ago may already rest, and a
      // resting world asks for no frames.
      const { rate, count } = await inPage(page, `return (async () => {
        const scene = sketch.frameFunction.scene
        const awake = setInterval(() => scene.wake(), 100)
        scene.wake()
        const start = sketch.steps, t0 = performance.now()
        await new Promise((done) => setTimeout(done, 2000))
        clearInterval(awake)
        return { rate: (sketch.steps - start) / ((performance.now() - t0) / 1000), count: scene.count }
      })()`)
      assert.ok(count >= (name === 'pile' ? 1000 : 400), `${count} points`)
      assert.ok(Math.abs(rate - 60) <= 6, `${rate.toFixed(1)} steps a second with ${count} points`)
      assert.deepEqual(problems, [])
    } finally {
      await context.close()
    }
  })
}

test('a pile at rest steps no more until the pointer touches it', async () => {
  const { context, page } = await openPage(site, '/web/pile.html')
  // A small pile, which rests within seconds, in place of the page's own.
  await inPage(page, `const small = document.createElement('purupuru-sketch')
    small.setAttribute('sketch', 'pile')
    small.setAttribute('count', '40')
    sketch.replaceWith(small)`)
  await page.waitForFunction(() => document.querySelector('purupuru-sketch').resting, null, { timeout: 20000, polling: 100 })
  const still = await inPage(page, 'return sketch.steps')
  await page.waitForTimeout(500)
  assert.equal(await inPage(page, 'return sketch.steps'), still, 'no steps while resting')
  const box = await page.locator('purupuru-sketch canvas').boundingBox()
  await page.mouse.move(box.x + box.width / 2, box.y + box.height - 5)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height - 30, { steps: 5 })
  await steppedPast(page, still) // a press wakes it
  await page.mouse.up()
  await context.close()
})

test('the drape\'s ball follows a drag and pushes the cloth along', async () => {
  const { context, page } = await openPage(site, '/web/drape.html')
  await steppedPast(page, 150) // the cloth falls onto the ball
  const before = await inPage(page, `const xy = sketch.frameFunction.scene.points(); let s = 0; for (let i = 0; i < xy.length; i += 2) s += xy[i]; return s / (xy.length / 2)`)
  const box = await page.locator('purupuru-sketch canvas').boundingBox()
  const start = [box.x + box.width / 2, box.y + box.height * 0.62]
  await page.mouse.move(...start)
  await page.mouse.down()
  for (let k = 1; k <= 20; k++) {
    await page.mouse.move(start[0] + 6 * k, start[1])
    await page.waitForTimeout(30)
  }
  await page.mouse.up()
  await stepsOn(page, 20)
  const pose = await inPage(page, 'return sketch.frameFunction.scene.shapePose(0)')
  assert.ok(pose.x > box.width / 2 + 100, `the ball moved right: ${pose.x}`)
  const after = await inPage(page, `const xy = sketch.frameFunction.scene.points(); let s = 0; for (let i = 0; i < xy.length; i += 2) s += xy[i]; return s / (xy.length / 2)`)
  assert.ok(after > before + 20, `the cloth came along: its mean x ${before} -> ${after}`)
  await context.close()
})

// The pile's pixel drawer at its edges: a centre just below a pixel's edge,
// disks off the canvas or not finite, a canvas of no width; a disk's middle
// takes the ink's colour and the paper stays the paper's.
test('the pile\'s disks drawn into pixels, at the edges of the canvas and of a pixel', async () => {
  const { context, page } = await openPage(site, '/web/pile.html')
  try {
    const result = await page.evaluate(async () => {
      const { diskPixels } = await import('/web/lib/disk_pixels.js')
      const canvas = document.createElement('canvas')
      canvas.width = 40
      canvas.height = 20
      const c = canvas.getContext('2d', { willReadFrequently: true })
      const draw = diskPixels(c)
      draw([10, 0.49999999999999994, 30.49999999999999, 10, -100, -100, NaN, 5, 1e9, 1e9, 5, Infinity], 4, 'rgb(255, 255, 255)', 'rgb(200, 0, 0)')
      const at = (x, y) => Array.from(c.getImageData(x, y, 1, 1).data)
      const empty = document.createElement('canvas')
      empty.width = 0
      diskPixels(empty.getContext('2d'))([5, 5], 4, 'white', 'black')
      return { middle: at(30, 10), edge: at(10, 0), paper: at(20, 19) }
    })
    assert.deepEqual(result, { middle: [200, 0, 0, 255], edge: [200, 0, 0, 255], paper: [255, 255, 255, 255] })
  } finally {
    await context.close()
  }
})
