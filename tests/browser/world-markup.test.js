// <purupuru-world>: a World written as markup. Each child kind builds what
// the JavaScript API would; bad markup says which child and attribute; the
// scene is in viewbox units at any width; changes rebuild it without
// growing memory; shapes drag, points throw, swipes cut, and a resting
// world asks for no frames.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { startSite, watchedPage, seriousViolations } from '../support/browser.js'
import { hostPage, paletteCensus, stepsOn } from './page-helpers.js'

let site
before(async () => (site = await startSite()))
after(() => site.close())

// Opens a page holding body (after embed.js), at the given viewport width;
// resolves once every world on it has started or failed.
async function worldPage(body, { width = 1000, ...contextOptions } = {}) {
  const head = `<style>body { margin: 0 } purupuru-world { width: ${Math.min(width, 800)}px }</style>`
  const opened = await hostPage(site, '/web/markup.html', body, { head, viewport: { width, height: 900 }, ...contextOptions })
  await opened.page.waitForFunction(() => [...document.querySelectorAll('purupuru-world')].every((w) => w.frameFunction || w.dataset.error), null, { polling: 50 })
  return opened
}

// Runs body in the page with `w` the first world (paused first if asked).
const inWorld = (page, body, arg) => page.evaluate(({ body, arg }) => new Function('w', 'arg', body)(document.querySelector('purupuru-world'), arg), { body, arg })

test('every child kind builds what the API would: builders, shapes, points and links joined by id', async () => {
  const { context, page, problems } = await worldPage(`
    <purupuru-world viewbox="0 0 800 600" gravity="0.2" paused>
      <purupuru-rope id="rope" x="100" y="20" segments="5" length="50"></purupuru-rope>
      <purupuru-cloth x="200" y="20" cols="3" rows="2" spacing="10"></purupuru-cloth>
      <purupuru-ring x="400" y="100" count="8" radius="20"></purupuru-ring>
      <purupuru-jelly id="jelly" x="500" y="100" cols="2" rows="2"></purupuru-jelly>
      <purupuru-ragdoll x="650" y="100"></purupuru-ragdoll>
      <purupuru-ball x="100" y="300" radius="10"></purupuru-ball>
      <purupuru-pile x="300" y="400" width="40" height="20" radius="5"></purupuru-pile>
      <purupuru-circle x="100" y="500" r="30"></purupuru-circle>
      <purupuru-box x="250" y="550" width="100" height="10" angle="0.1"></purupuru-box>
      <purupuru-capsule x0="400" y0="550" x1="500" y1="560" r="5"></purupuru-capsule>
      <purupuru-segment x0="520" y0="560" x1="600" y1="550"></purupuru-segment>
      <purupuru-polygon points="650 550 700 520 750 560"></purupuru-polygon>
      <purupuru-point id="anchor" x="700" y="300" pinned></purupuru-point>
      <purupuru-point id="weight" x="700" y="340" radius="8"></purupuru-point>
      <purupuru-link from="anchor" to="weight"></purupuru-link>
      <purupuru-link from="rope.last" to="jelly.0" stiffness="0.5"></purupuru-link>
    </purupuru-world>`)
  try {
    const built = await inWorld(page, `
      const s = w.frameFunction.scene
      return { width: s.width, height: s.height, points: s.count, links: s.linkCount, shapes: s.shapeCount }`)
    // Counted by hand from the builders: rope 6, cloth 6, ring 8, jelly 4 + its rim, ...
    const expected = await page.evaluate(async () => {
      const { load } = await import('/js/index.js')
      const b = await import('/js/builders.js')
      const P = await load()
      const s = new P.World({ width: 800, height: 600, gravity: 0.2 })
      b.rope(s, { x: 100, y: 20, segments: 5, length: 50 })
      b.cloth(s, { x: 200, y: 20, cols: 3, rows: 2, spacing: 10 })
      b.ring(s, { x: 400, y: 100, count: 8, radius: 20 })
      b.jelly(s, { x: 500, y: 100, cols: 2, rows: 2 })
      b.ragdoll(s, { x: 650, y: 100 })
      b.ball(s, { x: 100, y: 300, radius: 10 })
      b.pile(s, { x: 300, y: 400, width: 40, height: 20, radius: 5 })
      const a = s.addPoint(700, 300)
      const w = s.addPoint(700, 340, { radius: 8 })
      s.link(a, w)
      s.link(5, 26)
      const out = { width: 800, height: 600, points: s.count, links: s.linkCount, shapes: 5 }
      s.delete()
      return out
    })
    assert.deepEqual(built, expected)
    assert.deepEqual(problems, [])
  } finally {
    await context.close()
  }
})

test('bad markup names the child and the attribute, in the box and once in the console; the page goes on', async () => {
  const cases = {
    '<purupuru-rope segments="many"></purupuru-rope>': "purupuru-rope: segments must be a number, got the string 'many'",
    '<purupuru-rope segments="1"></purupuru-rope>': 'purupuru-rope: segments must be an integer from 2 to 10000, got 1',
    '<purupuru-rop></purupuru-rop>': 'purupuru-world: unknown child <purupuru-rop> (known: purupuru-rope, purupuru-cloth,',
    '<purupuru-circle x="10" y="10"></purupuru-circle>': 'purupuru-circle: r must be a number',
    '<purupuru-polygon points="1 2 3"></purupuru-polygon>': 'purupuru-polygon: points must be "x0 y0 x1 y1 ..." (pairs of numbers), got "1 2 3"',
    '<purupuru-point x="1" y="1"></purupuru-point><purupuru-link from="nobody" to="x"></purupuru-link>':
      'purupuru-link: from must name a point: the id of a purupuru-point, or id.first, id.last or id.N of a builder\'s points; no child has the id "nobody"',
    '<purupuru-jelly tint="dark"></purupuru-jelly>': 'purupuru-jelly: tint must be a number from 0 to 100, got "dark"',
    '<purupru-rope></purupru-rope>': 'purupuru-world: unknown child <purupru-rope>',
    '<div><purupuru-rope></purupuru-rope></div>': 'purupuru-world: unknown child <div>',
    '<purupuru-ball id="a"></purupuru-ball><purupuru-ball id="a"></purupuru-ball>': 'purupuru-ball#a: another child has the id "a" already',
    '<purupuru-circle id="c" x="1" y="1" r="1"></purupuru-circle><purupuru-point id="p" x="5" y="5"></purupuru-point><purupuru-link from="c" to="p"></purupuru-link>':
      'purupuru-link: from must name a point: the id of a purupuru-point, or id.first, id.last or id.N of a builder\'s points; "c" is a shape',
    '<purupuru-point id="p" x="5" y="5"></purupuru-point><purupuru-link from="p" to="p"></purupuru-link>': 'purupuru-link: from and to name the same point ("p" and "p")',
    '<purupuru-rope></purupuru-rope><purupuru-rope segments="0"></purupuru-rope>': 'purupuru-rope (the 2nd): segments must be an integer from 2 to 10000, got 0',
    '<purupuru-circle x="10" y="10" r="5" angle="1"></purupuru-circle>': 'purupuru-circle: unknown attribute angle (known: x, y, r, friction, staticFriction, restitution)',
    '<purupuru-polygon points=""></purupuru-polygon>': 'purupuru-polygon: points must hold 3 to 8 corners, got 0',
  }
  const body = Object.keys(cases).map((inner) => `<purupuru-world>${inner}</purupuru-world>`).join('\n') +
    '<purupuru-world viewbox="0 0 -5 10"></purupuru-world><purupuru-world viewbox="0 0 0.5 0.5"></purupuru-world>' +
    '<purupuru-world viewbox="0 0 10 16000"></purupuru-world><purupuru-world width="300"></purupuru-world>' +
    '<purupuru-world gravity="up"></purupuru-world><p id="after">the post goes on</p>'
  const { context, page, problems } = await worldPage(body)
  try {
    const shown = await page.evaluate(() => [...document.querySelectorAll('purupuru-world')].map((w) => w.shadowRoot.querySelector('.puru-error')?.textContent ?? null))
    const messages = [
      ...Object.values(cases),
      'purupuru-world: viewbox must start at 0 0',
      'purupuru-world: viewbox must start at 0 0 and give a width and height from 1 to 16384, got "0 0 0.5 0.5"',
      "purupuru-world: viewbox's width and height must be within ten times each other",
      "purupuru-world: width is the canvas's size",
      'purupuru-world: gravity must be',
    ]
    assert.equal(shown.length, messages.length)
    shown.forEach((text, k) => assert.ok(text?.startsWith(messages[k]), `${text} starts with ${messages[k]}`))
    assert.equal(problems.length, messages.length, 'each logged once')
    assert.ok(problems.every((p) => p.startsWith('console: <purupuru-world>: purupuru-')), problems.join('\n'))
    assert.equal(await page.textContent('#after'), 'the post goes on')
  } finally {
    await context.close()
  }
})

// The canvas point of scene point (x, y).
const onScreen = (page, x, y) =>
  inWorld(page, `
    const r = w.shadowRoot.querySelector('canvas').getBoundingClientRect()
    const s = r.width / w.frameFunction.scene.width
    return { x: r.left + arg[0] * s, y: r.top + arg[1] * s }`, [x, y])

// Presses at scene point `from`, moves to `to` in `steps`, lets go.
async function swipe(page, from, to, steps) {
  const a = await onScreen(page, ...from)
  const b = await onScreen(page, ...to)
  await page.mouse.move(a.x, a.y)
  await page.mouse.down()
  await page.mouse.move(b.x, b.y, { steps })
  await page.mouse.up()
}

test('the page\'s own attributes are left alone: no error, no rebuild; a failed rebuild frees its world', async () => {
  const { context, page, problems } = await worldPage(`
    <purupuru-world viewbox="0 0 640 360" role="figure" translate="no" onclick="void 0" x-data="{}" hx-get="/x" data-note="n" paused>
      <purupuru-rope x="100" y="20" segments="10" length="100" class="mine" data-note="n"></purupuru-rope>
      <purupuru-circle x="300" y="300" r="20" draggable="false"></purupuru-circle>
    </purupuru-world>`)
  try {
    const kept = await inWorld(page, `
      const scene = w.frameFunction.scene
      w.classList.add('seen'); w.title = 'a title'; w.dataset.more = '1'
      w.querySelector('purupuru-rope').classList.add('other')
      return new Promise((done) => setTimeout(() => requestAnimationFrame(() => done({ same: w.frameFunction.scene === scene, error: w.dataset.error ?? null })), 100))`)
    assert.deepEqual(kept, { same: true, error: null })

    const memory = () => inWorld(page, 'return (w.frameFunction?.scene ?? window.lastScene).constructor.context.module.HEAPU8.buffer.byteLength')
    await inWorld(page, 'window.lastScene = w.frameFunction.scene')
    const heap = await memory()
    for (let k = 0; k < 30; k++) {
      await inWorld(page, `
        w.querySelector('purupuru-rope').setAttribute('segments', arg % 2 ? '5' : '1')
        return new Promise((done) => { const wait = () => (w.dataset.error !== undefined) === (arg % 2 === 0) && (arg % 2 === 0 || w.frameFunction) ? done() : requestAnimationFrame(wait); wait() })`, k)
    }
    assert.equal(await memory(), heap, 'fifteen failed builds and fifteen good ones: wasm memory did not grow')
    assert.deepEqual(problems.filter((p) => !p.includes('segments must be')), [])
  } finally {
    await context.close()
  }
})

test('draggable="false" does not drag and cut="false" does not cut; Space on the Step button steps a paused world', async () => {
  const { context, page } = await worldPage(`
    <purupuru-world viewbox="0 0 640 360" gravity="0" cut="false">
      <purupuru-circle x="100" y="180" r="30" draggable="false"></purupuru-circle>
      <purupuru-rope x="550" y="20" segments="8" length="200" angle="1.5708"></purupuru-rope>
    </purupuru-world>`)
  try {
    const links = await inWorld(page, 'return w.frameFunction.scene.linkCount')
    await swipe(page, [100, 180], [300, 200], 5)
    await swipe(page, [500, 120], [600, 120], 5)
    const after = await inWorld(page, 'return { pose: w.frameFunction.scene.shapePose(0), links: w.frameFunction.scene.linkCount }')
    assert.deepEqual(after, { pose: { x: 100, y: 180, angle: 0 }, links })

    await inWorld(page, 'w.paused = true')
    const steps = await inWorld(page, 'return w.steps')
    await page.locator('purupuru-world button', { hasText: 'Step' }).focus()
    await page.keyboard.press('Space')
    assert.deepEqual(await inWorld(page, 'return { paused: w.paused, steps: w.steps }'), { paused: true, steps: steps + 1 })
  } finally {
    await context.close()
  }
})

const SCALED = `
  <purupuru-world viewbox="0 0 640 360" gravity="0.3" paused>
    <purupuru-rope x="320" y="20" segments="10" length="120" angle="1"></purupuru-rope>
  </purupuru-world>`

test('viewbox: the scene is in its units at any width, keeps its aspect, and moves the same', async () => {
  const at = async (width) => {
    const { context, page } = await worldPage(SCALED, { width })
    try {
      return await inWorld(page, `
        for (let f = 0; f < 60; f++) w.step()
        const r = w.shadowRoot.querySelector('canvas').getBoundingClientRect()
        const s = w.frameFunction.scene
        return { size: [s.width, s.height], aspect: Math.round((r.width / r.height) * 100) / 100, css: Math.round(r.width), xy: Array.from(s.points()) }`)
    } finally {
      await context.close()
    }
  }
  const wide = await at(1000)
  const narrow = await at(360)
  assert.deepEqual(wide.size, [640, 360])
  assert.deepEqual(narrow.size, [640, 360])
  assert.equal(wide.aspect, 1.78)
  assert.equal(narrow.aspect, 1.78)
  assert.ok(wide.css > 2 * narrow.css, `drawn at ${wide.css} and ${narrow.css} CSS px`)
  assert.deepEqual(narrow.xy, wide.xy, 'the same motion, bit for bit')
})

test('with a viewbox, a resize rescales the drawing and keeps the scene; without one, the scene is made again at the new size', async () => {
  const { context, page } = await worldPage(SCALED + '<purupuru-world paused><purupuru-ball x="100" y="100" radius="20"></purupuru-ball></purupuru-world>')
  try {
    const resized = await page.evaluate(async () => {
      const [scaled, plain] = document.querySelectorAll('purupuru-world')
      const before = [scaled.frameFunction.scene, plain.frameFunction.scene]
      for (const w of [scaled, plain]) w.style.width = '400px'
      await new Promise((done) => setTimeout(done, 300))
      return { kept: scaled.frameFunction.scene === before[0], remade: plain.frameFunction.scene !== before[1], plainWidth: plain.frameFunction.scene.width }
    })
    assert.deepEqual(resized, { kept: true, remade: true, plainWidth: 400 })
  } finally {
    await context.close()
  }
})

test('live: an attribute changed, a child added or removed rebuilds the scene; fifty rebuilds leave memory as it was', async () => {
  const { context, page, problems } = await worldPage(`
    <purupuru-world viewbox="0 0 640 360" paused>
      <purupuru-rope x="100" y="20" segments="10" length="100"></purupuru-rope>
    </purupuru-world>`)
  const rebuilt = (change) =>
    inWorld(page, `
      const before = w.frameFunction.scene
      ${change}
      return new Promise((done) => {
        const wait = () => (w.frameFunction && w.frameFunction.scene !== before ? done({ points: w.frameFunction.scene.count, gravity: w.frameFunction.scene.gravity ?? null }) : requestAnimationFrame(wait))
        wait()
      })`)
  try {
    assert.equal((await rebuilt("w.querySelector('purupuru-rope').setAttribute('segments', '20')")).points, 21)
    assert.equal((await rebuilt("w.insertAdjacentHTML('beforeend', '<purupuru-ball x=\"400\" y=\"100\" radius=\"20\"></purupuru-ball>')")).points > 21, true)
    assert.equal((await rebuilt("w.querySelector('purupuru-ball').remove()")).points, 21)
    assert.equal((await rebuilt("w.setAttribute('gravity', '0.1')")).points, 21)
    const memory = () => inWorld(page, `return w.frameFunction.scene.constructor.context.module.HEAPU8.buffer.byteLength`)
    const heap = await memory()
    for (let k = 0; k < 50; k++) await rebuilt(`w.querySelector('purupuru-rope').setAttribute('length', '${101 + k}')`)
    assert.equal(await memory(), heap, 'wasm memory did not grow')
    assert.deepEqual(problems, [])
  } finally {
    await context.close()
  }
})

test('a draggable shape follows the pointer and pushes what it meets; a point is thrown; a swipe cuts where the world says cut', async () => {
  const { context, page, problems } = await worldPage(`
    <purupuru-world viewbox="0 0 640 360" gravity="0" cut>
      <purupuru-circle x="100" y="180" r="30" draggable></purupuru-circle>
      <purupuru-point id="free" x="400" y="100" radius="6"></purupuru-point>
      <purupuru-point id="in-the-way" x="200" y="190" radius="6"></purupuru-point>
      <purupuru-rope x="550" y="20" segments="8" length="200" angle="1.5708"></purupuru-rope>
    </purupuru-world>`)
  const points = () => inWorld(page, 'return Array.from(w.frameFunction.scene.points())')
  try {
    await swipe(page, [100, 180], [300, 200], 10)
    await stepsOn(page, 3, 'purupuru-world')
    const pose = await inWorld(page, 'return w.frameFunction.scene.shapePose(0)')
    assert.ok(Math.abs(pose.x - 300) < 0.5 && Math.abs(pose.y - 200) < 0.5, `the circle went to the pointer: ${JSON.stringify(pose)}`)
    const pushed = await points()
    const gap = Math.hypot(pushed[2] - pose.x, pushed[3] - pose.y)
    assert.ok(gap >= 36 - 0.5, `the point in its way was pushed out, not passed through: ${gap} from its centre`)

    await swipe(page, [400, 100], [440, 100], 4)
    const [x0] = await points()
    await stepsOn(page, 10, 'purupuru-world')
    const [x1] = await points()
    assert.ok(x1 > x0 + 5, `the point flew on after the release: ${x0} -> ${x1}`)

    const links = await inWorld(page, 'return w.frameFunction.scene.linkCount')
    await swipe(page, [500, 120], [600, 120], 5)
    assert.equal(await inWorld(page, 'return w.frameFunction.scene.linkCount'), links - 1, 'the swipe cut the rope')
    assert.deepEqual(problems, [])
  } finally {
    await context.close()
  }
})

test('a world at rest asks for no frames, and has an accessible name and description', async () => {
  const { context, page } = await worldPage(`
    <purupuru-world viewbox="0 0 640 360" gravity="0.3" label="A jelly at rest">
      <purupuru-jelly x="300" y="300" cols="3" rows="3"></purupuru-jelly>
    </purupuru-world>`)
  try {
    await page.waitForFunction(() => document.querySelector('purupuru-world').dataset.resting === 'true', null, { timeout: 20000 })
    const steps = await inWorld(page, 'return w.steps')
    await page.waitForTimeout(300)
    const seen = await inWorld(page, `
      const canvas = w.shadowRoot.querySelector('canvas')
      return { steps: w.steps, name: canvas.getAttribute('aria-label'), description: w.shadowRoot.querySelector('figcaption').textContent }`)
    assert.deepEqual(seen, { steps, name: 'A jelly at rest', description: 'A world of jelly; drag any point.' })
  } finally {
    await context.close()
  }
})

// The gallery's page of worlds in HTML (web/worlds.html): each scene moves,
// its markup is shown under it, nothing is logged, and it is accessible.
// Its pictures go to build/artifacts/screenshots/, and to docs/images/ with
// PURUPURU_WRITE_SCREENSHOTS=1.
test('worlds.html: the three scenes written in HTML move, show their markup and are accessible', async () => {
  const context = await site.browser.newContext({ viewport: { width: 900, height: 900 } })
  const { page, problems } = await watchedPage(context)
  try {
    await page.goto(site.url('/web/worlds.html'))
    const worlds = page.locator('purupuru-world')
    assert.equal(await worlds.count(), 3)
    const folders = ['build/artifacts/screenshots', ...(process.env.PURUPURU_WRITE_SCREENSHOTS ? ['docs/images'] : [])]
    for (const folder of folders) mkdirSync(folder, { recursive: true })
    for (let k = 0; k < 3; k++) {
      const world = worlds.nth(k)
      await world.scrollIntoViewIfNeeded()
      const handle = await world.elementHandle()
      await page.waitForFunction((w) => w.steps > 90 || w.dataset.error, handle, { polling: 50, timeout: 15000 })
      const state = await world.evaluate((w) => ({ error: w.dataset.error ?? null, markup: w.nextElementSibling.textContent.startsWith('<purupuru-world') }))
      assert.deepEqual(state, { error: null, markup: true })
      for (const folder of folders) await world.locator('canvas').screenshot({ path: `${folder}/world-markup-${k + 1}.png` })
    }
    assert.deepEqual(await seriousViolations(page), [])
    assert.deepEqual(problems, [])
  } finally {
    await context.close()
  }
})

test('in the dark the world is drawn on dark paper; with reduced motion it starts paused; scrolled away it does not step', async () => {
  const body = `<purupuru-world viewbox="0 0 640 360"><purupuru-jelly x="300" y="100" radius="3"></purupuru-jelly></purupuru-world>
    <div style="height: 3000px"></div>
    <purupuru-world id="far" viewbox="0 0 640 360"><purupuru-ball x="300" y="100" radius="20"></purupuru-ball></purupuru-world>`
  const dark = await worldPage(body, { colorScheme: 'dark' })
  try {
    await dark.page.waitForTimeout(300)
    const census = await paletteCensus(dark.page, 'purupuru-world')
    assert.equal(census.corner, 'paper')
    assert.match(census.paper, /hsl\(30 12% 9%\)/, 'the dark paper')
    assert.ok(census.seen['tint(45)'] > 0, 'its disks drawn in the tint')
    assert.equal(await dark.page.evaluate(() => document.querySelector('#far').steps), 0, 'the world out of view took no step')
  } finally {
    await dark.context.close()
  }
  const still = await worldPage(body, { reducedMotion: 'reduce' })
  try {
    await still.page.waitForTimeout(300)
    assert.deepEqual(await inWorld(still.page, 'return { paused: w.paused, steps: w.steps }'), { paused: true, steps: 0 })
  } finally {
    await still.context.close()
  }
})

test('a running world moved elsewhere in the page is built again there and runs', async () => {
  const { context, page, problems } = await worldPage(`
    <div id="a"><purupuru-world viewbox="0 0 640 360"><purupuru-ball x="320" y="100" radius="20"></purupuru-ball></purupuru-world></div>
    <div id="b"></div>`)
  try {
    const moved = await page.evaluate(async () => {
      const w = document.querySelector('purupuru-world')
      const before = w.frameFunction.scene
      document.querySelector('#b').append(w)
      await until(() => w.frameFunction && w.frameFunction.scene !== before, 10000)
      const steps = w.steps
      await new Promise((done) => setTimeout(done, 300))
      return { rebuilt: w.frameFunction !== null && w.frameFunction.scene !== before, stepping: w.steps > steps, error: w.dataset.error ?? null, caption: w.shadowRoot.querySelector('figcaption').textContent }
    })
    assert.deepEqual(moved, { rebuilt: true, stepping: true, error: null, caption: 'A world of ball; drag any point.' })
    assert.deepEqual(problems, [])
  } finally {
    await context.close()
  }
})
