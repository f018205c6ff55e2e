// Touch on a phone (390 px, DPR 2): a swipe over an embed's empty paper
// scrolls the page as one over text does; a finger on something the reader
// can take (a point, a draggable shape) holds it and the page stays still;
// two fingers hold two points; a long press then a swipe cuts the cloth.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { startSite, watchedPage } from '../support/browser.js'
import { mkdir } from 'node:fs/promises'
import { hostPage, sketchesReady, stepsOn } from './page-helpers.js'
import { PHONE, fingers } from '../support/touch.js'

let site
before(async () => (site = await startSite()))
after(() => site.close())

async function openPhone(path) {
  const context = await site.browser.newContext({ ...PHONE, colorScheme: 'light' })
  const { page, problems } = await watchedPage(context)
  await page.goto(site.url(path))
  await sketchesReady(page)
  return { context, page, problems, finger: await fingers(context, page) }
}

// In-page: the embed (the n-th of the selector) centred in the viewport and
// paused, and the spot of its canvas farthest from anything a finger could
// take there (its scene's points, an arm's target, a World's shapes), in
// viewport px, with that clearance; a spring's mass runs along its middle
// band, so its spot is sought in its plot below.
const EMPTY_SPOT = ({ selector, n }) => {
  const embed = document.querySelectorAll(selector)[n]
  embed.scrollIntoView({ block: 'center' })
  embed.paused = true
  const canvas = embed.shadowRoot.querySelector('canvas')
  const box = canvas.getBoundingClientRect()
  const scenes = embed.frameFunction.scenes ? Object.values(embed.frameFunction.scenes) : [embed.frameFunction.scene] // euler-vs-verlet runs two
  const box0 = embed.getAttribute('viewbox')?.split(/\s+/).map(Number)
  const scale = box0 ? box.width / box0[2] : 1
  const things = [] // circles (canvas CSS px) a finger could take something in
  for (const scene of scenes) {
    if (typeof scene.points === 'function') {
      const xy = scene.points()
      for (let i = 0; i < xy.length; i += 2) things.push({ x: xy[i] * scale, y: xy[i + 1] * scale, r: 26 })
    }
    if (scene.target) things.push({ x: scene.target.x, y: scene.target.y, r: 26 })
    for (let s = 0; s < (scene.shapeCount ?? 0); s++) {
      const pose = scene.shapePose(s)
      things.push({ x: pose.x * scale, y: pose.y * scale, r: box.width * 0.2 + 10 })
    }
  }
  const lowest = embed.getAttribute('sketch') === 'spring' ? 0.8 : 0.08
  let best = null
  for (let fy = lowest; fy <= 0.92; fy += 0.04) {
    for (let fx = 0.02; fx <= 0.98; fx += 0.04) {
      const x = box.width * fx
      const y = box.height * fy
      const clearance = Math.min(Infinity, ...things.map((t) => Math.hypot(x - t.x, y - t.y) - t.r))
      if (!best || clearance > best.clearance) best = { x: box.left + x, y: box.top + y, clearance }
    }
  }
  return best
}

// Scroll (px, signed) made by a 250 px swipe from spot, toward where the page has room.
async function swipeScroll(page, finger, spot) {
  const room = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight - scrollY)
  const by = room > 300 ? -250 : 250
  const before = await page.evaluate(() => scrollY)
  await finger.swipe(spot, { x: 0, y: by })
  await page.waitForTimeout(400)
  return Math.abs((await page.evaluate(() => scrollY)) - before)
}

test('a swipe over any embed\'s empty paper scrolls the page as one over text does', async () => {
  const { context, page, problems, finger } = await openPhone('/web/post.html')
  try {
    const textSpot = await page.evaluate(() => {
      const p = document.querySelectorAll('main > p')[2]
      p.scrollIntoView({ block: 'center' })
      const r = p.getBoundingClientRect()
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 }
    })
    await page.waitForTimeout(200)
    const overText = await swipeScroll(page, finger, textSpot)
    assert.ok(overText > 150, `a swipe over text scrolls (${overText} px)`)
    const embeds = await page.evaluate(() =>
      [...document.querySelectorAll('purupuru-sketch, purupuru-world')].map((e, n) => ({
        selector: e.localName,
        n: [...document.querySelectorAll(e.localName)].indexOf(e),
        name: e.getAttribute('sketch') ?? 'world',
      })),
    )
    assert.ok(embeds.length >= 12, `the post has a dozen embeds (${embeds.length})`)
    const scrolled = []
    for (const embed of embeds) {
      const spot = await page.evaluate(EMPTY_SPOT, embed)
      assert.ok(spot.clearance > 0, `${embed.name} #${embed.n} has empty paper`)
      await page.waitForTimeout(150)
      scrolled.push({ name: embed.name, px: await swipeScroll(page, finger, spot) })
    }
    for (const { name, px } of scrolled) {
      assert.ok(px > overText * 0.8 && px < overText * 1.2, `over ${name}: ${px} px, over text ${overText} px`)
    }
    assert.deepEqual(problems, [])
  } finally {
    await context.close()
  }
})

test('a finger on a draggable shape moves it and not the page', async () => {
  const { context, page, problems, finger } = await openPhone('/web/post.html')
  try {
    const start = await page.evaluate(() => {
      const world = [...document.querySelectorAll('purupuru-world')].find((w) => w.querySelector('[draggable]'))
      world.scrollIntoView({ block: 'center' })
      const scene = world.frameFunction.scene
      const box = world.shadowRoot.querySelector('canvas').getBoundingClientRect()
      const scale = box.width / 640
      const s = scene.shapeCount - 1 // the peg, the world's last shape
      const pose = scene.shapePose(s)
      window.probe = { world, s }
      return { x: box.left + pose.x * scale, y: box.top + pose.y * scale, pose: { x: pose.x, y: pose.y }, scrollY }
    })
    await page.waitForTimeout(200)
    const scrollBefore = await page.evaluate(() => scrollY)
    await finger.swipe(start, { x: -60, y: 80 })
    await page.waitForTimeout(200)
    const end = await page.evaluate(() => ({ pose: window.probe.world.frameFunction.scene.shapePose(window.probe.s), scrollY }))
    assert.equal(end.scrollY, scrollBefore, 'the page did not move')
    assert.ok(end.pose.x < start.pose.x - 60 && end.pose.y > start.pose.y + 80, `the peg moved with the finger: ${JSON.stringify(start.pose)} to ${JSON.stringify(end.pose)}`)
    assert.deepEqual(problems, [])
  } finally {
    await context.close()
  }
})

test('two fingers hold two points of the cloth, and the page stays still', async () => {
  const { context, page, problems, finger } = await openPhone('/web/cloth.html')
  try {
    const spots = await page.evaluate(() => {
      const sketch = document.querySelector('purupuru-sketch')
      sketch.scrollIntoView({ block: 'center' })
      sketch.paused = true
      const scene = sketch.frameFunction.scene
      const cols = scene.getOption('cols')
      const xy = scene.points()
      const box = sketch.shadowRoot.querySelector('canvas').getBoundingClientRect()
      const last = scene.count - 1
      const left = last - (cols - 1)
      window.corners = [left, last]
      return [left, last].map((i) => ({ x: box.left + xy[2 * i], y: box.top + xy[2 * i + 1], i, scene: [xy[2 * i], xy[2 * i + 1]] }))
    })
    await page.waitForTimeout(200)
    const scrollBefore = await page.evaluate(() => scrollY)
    await finger.touch('touchStart', spots)
    const moved = spots.map((s, k) => ({ x: s.x + (k === 0 ? -20 : 20), y: s.y + 40 }))
    for (let k = 1; k <= 5; k++) {
      await finger.touch('touchMove', spots.map((s, j) => ({ x: s.x + ((moved[j].x - s.x) * k) / 5, y: s.y + ((moved[j].y - s.y) * k) / 5 })))
      await page.waitForTimeout(20)
    }
    const held = await page.evaluate(() => {
      const sketch = document.querySelector('purupuru-sketch')
      sketch.step()
      const xy = sketch.frameFunction.scene.points()
      return window.corners.map((i) => [xy[2 * i], xy[2 * i + 1]])
    })
    await finger.touch('touchEnd', [])
    assert.equal(await page.evaluate(() => scrollY), scrollBefore, 'the page did not move')
    spots.forEach((s, k) => {
      assert.ok(Math.abs(held[k][0] - (s.scene[0] + (k === 0 ? -20 : 20))) < 1, `corner ${k} at the finger in x: ${held[k]}`)
      assert.ok(Math.abs(held[k][1] - (s.scene[1] + 40)) < 1, `corner ${k} at the finger in y: ${held[k]}`)
    })
    assert.deepEqual(problems, [])
  } finally {
    await context.close()
  }
})

test('on touch the cloth is cut by a long press beside it then a swipe across it; a quick swipe there scrolls', async () => {
  const { context, page, problems, finger } = await openPhone('/web/cloth.html')
  try {
    const setUp = () =>
      page.evaluate(() => {
        const sketch = document.querySelector('purupuru-sketch')
        sketch.scrollIntoView({ block: 'center' })
        sketch.paused = true
        const box = sketch.shadowRoot.querySelector('canvas').getBoundingClientRect()
        const xy = sketch.frameFunction.scene.points()
        let left = Infinity
        let bottom = 0
        for (let i = 0; i < xy.length; i += 2) {
          left = Math.min(left, xy[i])
          bottom = Math.max(bottom, xy[i + 1])
        }
        // Beside the cloth's left edge, a third of the way down it.
        return { x: box.left + Math.max(4, left - 36), y: box.top + bottom / 3, across: box.width / 2, links: sketch.frameFunction.scene.links().length }
      })
    const spot = await setUp()
    await page.waitForTimeout(200)
    const scrollBefore = await page.evaluate(() => scrollY)
    await finger.swipe(spot, { x: spot.across, y: 0 }, { holdMs: 700 })
    const after = await page.evaluate(() => ({ links: document.querySelector('purupuru-sketch').frameFunction.scene.links().length, scrollY }))
    assert.ok(after.links < spot.links, `links cut: ${spot.links} -> ${after.links}`)
    assert.equal(after.scrollY, scrollBefore, 'the page did not move while cutting')
    const quick = await setUp()
    await page.waitForTimeout(200)
    await finger.swipe(quick, { x: 0, y: -250 })
    await page.waitForTimeout(300)
    const later = await page.evaluate(() => document.querySelector('purupuru-sketch').frameFunction.scene.links().length)
    assert.equal(later, quick.links, 'a quick swipe cut nothing')
    assert.deepEqual(problems, [])
  } finally {
    await context.close()
  }
})

// The picture in docs/embedding.md's Phones section: a Japanese post in a
// dark theme on a phone, its cloth cut by a finger (a long press beside it,
// then a swipe across): into build/artifacts/screenshots/, and docs/images/
// with PURUPURU_WRITE_SCREENSHOTS=1.
test('the phone picture: a cloth cut by a finger, in a Japanese post with a dark theme', async () => {
  const body = `<main style="padding: 0 16px; font: 16px/1.6 system-ui, sans-serif">
    <h1 style="font-size: 1.3rem">布を指で切る</h1>
    <p>布の横を長押ししてから、布を横切るようにスワイプします。</p>
    <purupuru-sketch sketch="cloth" cols="30" rows="24" compact></purupuru-sketch>
    <p>余白をスワイプすれば、ページはそのままスクロールします。</p></main>`
  const { context, page, problems } = await hostPage(site, '/phone-picture.html', body, {
    ...PHONE, colorScheme: 'light', lang: 'ja', head: '<style>:root { color-scheme: dark; background: #161310; color: #eee8df; }</style>',
  })
  try {
    await sketchesReady(page)
    const finger = await fingers(context, page)
    await page.waitForTimeout(1500) // the cloth hangs still
    const spot = await page.evaluate(() => {
      const sketch = document.querySelector('purupuru-sketch')
      const box = sketch.shadowRoot.querySelector('canvas').getBoundingClientRect()
      const xy = sketch.frameFunction.scene.points()
      let bottom = 0
      for (let i = 1; i < xy.length; i += 2) bottom = Math.max(bottom, xy[i])
      // Across the cloth's middle, from the paper beside it to the other side.
      return { x: box.left + 6, y: box.top + bottom * 0.6, across: box.width - 12, links: sketch.frameFunction.scene.links().length }
    })
    await finger.swipe(spot, { x: spot.across, y: 0 }, { holdMs: 700 })
    await page.waitForTimeout(600)
    const after = await page.evaluate(() => document.querySelector('purupuru-sketch').frameFunction.scene.links().length)
    assert.ok(after < spot.links, `the finger cut the cloth (${spot.links} -> ${after} links)`)
    const folders = ['build/artifacts/screenshots']
    if (process.env.PURUPURU_WRITE_SCREENSHOTS === '1') folders.push('docs/images')
    for (const folder of folders) {
      await mkdir(folder, { recursive: true })
      await page.screenshot({ path: `${folder}/phone.png`, clip: { x: 0, y: 0, width: 390, height: 300 } })
    }
    assert.deepEqual(problems, [])
  } finally {
    await context.close()
  }
})

// A sketch module of one's own whose down() returns what grab() gave, as
// the examples' did: -1 (nothing) leaves the touch to the page, 0 (the
// first point) takes it. It has no frame.advance: at 30 Hz it still takes
// 60 steps a second, each drawn.
const OWN_SKETCH = `export default (ctx, host) => {
  const world = new host.physics.World({ width: host.width, height: host.height, gravity: 0 })
  world.addPoint(host.width * 0.8, host.height * 0.5)
  host.pointer({
    down: (x, y, finger) => world.grab(x, y, finger),
    move: (x, y, pressed, finger) => pressed && world.drag(x, y, finger),
    up: (x, y, finger) => world.release(0, 0, finger),
  })
  const frame = () => {
    world.step()
    ctx.fillStyle = '#fff'
    ctx.fillRect(0, 0, host.width, host.height)
  }
  frame.scene = world
  frame.dispose = () => world.delete()
  return frame
}`

test('a sketch of one\'s own whose down() gives grab()\'s index: -1 scrolls the page, 0 holds the point', async () => {
  const body = `<p style="height: 600px">text</p><purupuru-sketch src="/own.js"></purupuru-sketch><p style="height: 1200px">more</p>`
  const { context, page, problems } = await hostPage(site, '/own-sketch.html', body, {
    ...PHONE, files: { '/own.js': { contentType: 'text/javascript', body: OWN_SKETCH } },
  })
  try {
    await sketchesReady(page)
    const finger = await fingers(context, page)
    const at = await page.evaluate(() => {
      const sketch = document.querySelector('purupuru-sketch')
      sketch.scrollIntoView({ block: 'center' })
      const box = sketch.shadowRoot.querySelector('canvas').getBoundingClientRect()
      const xy = sketch.frameFunction.scene.points()
      return { empty: { x: box.left + 10, y: box.top + 10 }, scene: [xy[0], xy[1]] }
    })
    await page.waitForTimeout(200)
    const scrolled = await swipeScroll(page, finger, at.empty)
    assert.ok(scrolled > 150, `a swipe from empty paper scrolls (${scrolled} px)`)
    const point = await page.evaluate(() => {
      const sketch = document.querySelector('purupuru-sketch')
      const box = sketch.shadowRoot.querySelector('canvas').getBoundingClientRect()
      const xy = sketch.frameFunction.scene.points()
      return { x: box.left + xy[0], y: box.top + xy[1], scrollY }
    })
    await finger.swipe(point, { x: -40, y: 30 })
    const after = await page.evaluate(() => ({ xy: Array.from(document.querySelector('purupuru-sketch').frameFunction.scene.points()), scrollY }))
    assert.equal(after.scrollY, point.scrollY, 'the page stood still')
    assert.ok(Math.abs(after.xy[0] - (at.scene[0] - 40)) < 1 && Math.abs(after.xy[1] - (at.scene[1] + 30)) < 1, `point 0 went with the finger: ${after.xy}`)
    assert.deepEqual(problems, [])
  } finally {
    await context.close()
  }
})

test('the arm\'s target: a scroll from elsewhere leaves it wandering; a finger on it drags it, and lifted it wanders again', async () => {
  const { context, page, problems, finger } = await openPhone('/web/arm.html')
  try {
    const target = () =>
      page.evaluate(() => {
        const sketch = document.querySelector('purupuru-sketch')
        const box = sketch.shadowRoot.querySelector('canvas').getBoundingClientRect()
        const { x, y } = sketch.frameFunction.scene.target
        return { x: box.left + x, y: box.top + y, box: { left: box.left, top: box.top, width: box.width, height: box.height } }
      })
    const wanders = async () => {
      const a = await target()
      await page.waitForTimeout(300)
      const b = await target()
      return Math.hypot(b.x - a.x, b.y - a.y) > 1
    }
    const start = await target()
    await finger.swipe({ x: start.box.left + 6, y: start.box.top + start.box.height - 6 }, { x: 0, y: -120 })
    assert.ok(await wanders(), 'the target wanders after a scroll that began beside it')
    const on = await target()
    await finger.touch('touchStart', [on])
    for (let k = 1; k <= 5; k++) {
      await finger.touch('touchMove', [{ x: on.x + 6 * k, y: on.y + 4 * k }])
      await page.waitForTimeout(30)
    }
    await stepsOn(page, 0)
    const dragged = await target()
    assert.ok(Math.hypot(dragged.x - (on.x + 30), dragged.y - (on.y + 20)) < 1, 'the target is at the finger')
    await finger.touch('touchEnd', [])
    assert.ok(await wanders(), 'lifted, the target wanders again')
    assert.deepEqual(problems, [])
  } finally {
    await context.close()
  }
})

test('a pen over the canvas keeps the page still, and a finger after it scrolls again; printed, every canvas shows', async () => {
  const { context, page, problems } = await openPhone('/web/post.html')
  try {
    const cdp = await context.newCDPSession(page)
    const box = await page.evaluate(() => {
      const canvas = document.querySelector('purupuru-sketch').shadowRoot.querySelector('canvas')
      canvas.scrollIntoView({ block: 'center' })
      const r = canvas.getBoundingClientRect()
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 }
    })
    const touchAction = () => page.evaluate(() => document.querySelector('purupuru-sketch').shadowRoot.querySelector('canvas').style.touchAction)
    await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: box.x, y: box.y, pointerType: 'pen' })
    assert.equal(await touchAction(), 'none', 'a pen over the canvas: no touch-action')
    await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: 2, y: 2, pointerType: 'pen' })
    assert.equal(await touchAction(), '', 'the pen gone: the canvas\'s own touch-action again')
    await page.emulateMedia({ media: 'print' })
    const hidden = await page.evaluate(() =>
      [...document.querySelectorAll('purupuru-sketch, purupuru-world')].filter((e) => getComputedStyle(e.shadowRoot.querySelector('canvas')).opacity !== '1').length,
    )
    assert.equal(hidden, 0, 'printed, no canvas is transparent')
    assert.deepEqual(problems, [])
  } finally {
    await context.close()
  }
})

// In-page: where a sketch's spring mass is (viewport px): the middle of the
// pixels painted exactly in tint(58), which only the mass is.
const SPRING_MASS = async () => {
  const { colors } = await import('/web/lib/colors.js')
  const sketch = document.querySelector('purupuru-sketch')
  const canvas = sketch.shadowRoot.querySelector('canvas')
  const probe = document.createElement('canvas').getContext('2d', { willReadFrequently: true })
  probe.fillStyle = colors.tint(58)
  probe.fillRect(0, 0, 1, 1)
  const [r, g, b] = probe.getImageData(0, 0, 1, 1).data
  const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data
  let sx = 0
  let sy = 0
  let n = 0
  for (let i = 0; i < data.length; i += 4) {
    if (data[i] !== r || data[i + 1] !== g || data[i + 2] !== b) continue
    sx += (i / 4) % canvas.width
    sy += Math.floor(i / 4 / canvas.width)
    n++
  }
  const box = canvas.getBoundingClientRect()
  const ratio = canvas.width / box.width
  return { x: box.left + sx / n / ratio, y: box.top + sy / n / ratio, x0: sketch.frameFunction.scene.x }
}

test('on touch every sketch keeps its interaction: the pudding\'s poke, the spring\'s pull, the pile\'s stir, the chain\'s drag', async () => {
  const check = async (path, act) => {
    const { context, page, problems, finger } = await openPhone(path)
    try {
      await page.evaluate(() => document.querySelector('purupuru-sketch').scrollIntoView({ block: 'center' }))
      await page.waitForTimeout(300)
      const scrollBefore = await page.evaluate(() => scrollY)
      await act(page, finger)
      assert.deepEqual(problems, [])
      return scrollBefore
    } finally {
      await context.close()
    }
  }
  await check('/web/pudding.html', async (page, finger) => {
    const at = await page.evaluate(() => {
      const sketch = document.querySelector('purupuru-sketch')
      sketch.paused = true
      const box = sketch.shadowRoot.querySelector('canvas').getBoundingClientRect()
      const { x, y, width, height } = sketch.frameFunction.base
      return { x: box.left + x - width * 0.3, y: box.top + y - height * 0.5 }
    })
    const before = await page.evaluate(() => Array.from(document.querySelector('purupuru-sketch').frameFunction.scene.matrix()))
    await finger.touch('touchStart', [at])
    await finger.touch('touchEnd', [])
    const after = await page.evaluate(() => {
      const sketch = document.querySelector('purupuru-sketch')
      for (let i = 0; i < 5; i++) sketch.step()
      return Array.from(sketch.frameFunction.scene.matrix())
    })
    assert.notDeepEqual(after, before, 'a tap on the pudding pokes it')
  })
  await check('/web/spring.html', async (page, finger) => {
    await page.evaluate(() => (document.querySelector('purupuru-sketch').paused = true))
    const mass = await page.evaluate(SPRING_MASS)
    const scrollBefore = await page.evaluate(() => scrollY)
    await finger.touch('touchStart', [mass])
    for (let k = 1; k <= 5; k++) {
      await finger.touch('touchMove', [{ x: mass.x + 10 * k, y: mass.y }])
      await page.waitForTimeout(20)
    }
    const pulled = await page.evaluate(() => {
      const sketch = document.querySelector('purupuru-sketch')
      sketch.step()
      return { x: sketch.frameFunction.scene.x, scrollY }
    })
    await finger.touch('touchEnd', [])
    assert.ok(pulled.x > mass.x0, `the finger pulls the mass: ${mass.x0} -> ${pulled.x}`)
    assert.equal(pulled.scrollY, scrollBefore, 'the page stood still')
  })
  for (const path of ['/web/pile.html', '/web/chain.html']) {
    await check(path, async (page, finger) => {
      const at = await page.evaluate(() => {
        const sketch = document.querySelector('purupuru-sketch')
        sketch.paused = true
        const box = sketch.shadowRoot.querySelector('canvas').getBoundingClientRect()
        const xy = sketch.frameFunction.scene.points()
        const i = xy.length / 2 - 1 // the chain's tip; a disk of the pile
        return { x: box.left + xy[2 * i], y: box.top + xy[2 * i + 1], i, scrollY }
      })
      await finger.touch('touchStart', [at])
      for (let k = 1; k <= 5; k++) {
        await finger.touch('touchMove', [{ x: at.x - 6 * k, y: at.y - 8 * k }])
        await page.waitForTimeout(20)
      }
      const held = await page.evaluate((i) => {
        const sketch = document.querySelector('purupuru-sketch')
        const box = sketch.shadowRoot.querySelector('canvas').getBoundingClientRect()
        sketch.step()
        const xy = sketch.frameFunction.scene.points()
        return { x: box.left + xy[2 * i], y: box.top + xy[2 * i + 1], scrollY }
      }, at.i)
      await finger.touch('touchEnd', [])
      assert.ok(Math.hypot(held.x - (at.x - 30), held.y - (at.y - 40)) < 1, `${path}: the point is at the finger`)
      assert.equal(held.scrollY, at.scrollY, `${path}: the page stood still`)
    })
  }
})

test('a pinch that starts on empty paper zooms the page', async () => {
  const { context, page, problems, finger } = await openPhone('/web/chain.html')
  try {
    const at = await page.evaluate(EMPTY_SPOT, { selector: 'purupuru-sketch', n: 0 })
    await page.waitForTimeout(200)
    const apart = (d) => [{ x: at.x - d, y: at.y - d }, { x: at.x + d, y: at.y + d }]
    await finger.touch('touchStart', apart(10))
    for (let k = 1; k <= 10; k++) {
      await finger.touch('touchMove', apart(10 + 8 * k))
      await page.waitForTimeout(20)
    }
    await finger.touch('touchEnd', [])
    await page.waitForTimeout(300)
    assert.ok((await page.evaluate(() => visualViewport.scale)) > 1.2, 'the page zoomed in')
    assert.deepEqual(problems, [])
  } finally {
    await context.close()
  }
})
