// Time as a control on the embeds: time="240" shows frame 240 and holds it,
// and going back shows exactly what going straight there shows; time="scroll"
// follows the element up the viewport; speed slows the frames, not the
// physics; scrub is a labelled slider; rest, wake and tear (which links) are told; a
// state="..." starts from a moment. On a desktop and on a phone. The docs'
// pictures of time control (the example post on a phone) go into
// build/artifacts/screenshots/, and docs/images/ with PURUPURU_WRITE_SCREENSHOTS=1.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { startSite, watchedPage } from '../support/browser.js'
import { PHONE } from '../support/touch.js'
import { hostPage, pointOnScreen, steppedPast, stepsOn } from './page-helpers.js'

let site
before(async () => (site = await startSite()))
after(() => site.close())

const ready = (page, selector = 'purupuru-sketch') =>
  page.waitForFunction((s) => [...document.querySelectorAll(s)].every((e) => e.frameFunction || e.dataset.error), selector, { polling: 50 })
// Waits until the element shows `frame` and is no longer seeking.
const shows = (page, selector, frame) =>
  page.waitForFunction(
    ({ selector, frame }) => {
      const e = document.querySelector(selector)
      return e.frame === frame && e.dataset.time === String(frame)
    },
    { selector, frame },
    { polling: 20, timeout: 20000 },
  )
// Scrolls the page to y and waits for a time="scroll" embed there to show
// the frame its way up the viewport asks for, which it returns.
async function scrolledTo(page, selector, y, frames) {
  await page.evaluate((y) => scrollTo(0, y), y)
  const frame = await page.evaluate(
    ({ selector, frames }) => {
      const { top, height } = document.querySelector(selector).getBoundingClientRect()
      return Math.round(Math.min(1, Math.max(0, (innerHeight - top) / (innerHeight + height))) * frames)
    },
    { selector, frames },
  )
  await shows(page, selector, frame)
  return frame
}
// The index of the last point of the sketch's scene: the chain's free end.
const lastPoint = async (page) => (await page.evaluate(() => document.querySelector('purupuru-sketch').frameFunction.scene.points().length)) / 2 - 1
const twoFrames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
const pixels = (page, selector) => page.evaluate((s) => document.querySelector(s).shadowRoot.querySelector('canvas').toDataURL(), selector)

for (const [where, options] of [['desktop', {}], ['phone', PHONE]]) {
  test(`${where}: time="40" holds frame 40, and going back there from 300 shows the same pixels`, async () => {
    const { context, page } = await hostPage(site, '/time.html', `
      <purupuru-sketch id="a" sketch="cloth" time="40"></purupuru-sketch>
      <purupuru-sketch id="b" sketch="pile" time="40"></purupuru-sketch>`, options)
    try {
      await ready(page)
      for (const id of ['#a', '#b']) {
        await shows(page, id, 40)
        const straight = await pixels(page, id)
        await page.waitForTimeout(200)
        assert.deepEqual(await page.evaluate((s) => [document.querySelector(s).frame, document.querySelector(s).time], id), [40, 40], 'held')
        await page.evaluate((s) => document.querySelector(s).setAttribute('time', '300'), id)
        await shows(page, id, 300)
        assert.notEqual(await pixels(page, id), straight)
        await page.evaluate((s) => (document.querySelector(s).frame = 40), id)
        await shows(page, id, 40)
        assert.equal(await pixels(page, id), straight, `${id}: back at 40, exactly as going straight there`)
      }
      // Without time it plays on from there.
      await page.evaluate(() => (document.querySelector('#a').time = null))
      assert.equal(await page.evaluate(() => document.querySelector('#a').getAttribute('time')), null)
      await page.waitForFunction(() => document.querySelector('#a').frame > 60, null, { polling: 20 })
    } finally {
      await context.close()
    }
  })
}

// Off screen an embed neither steps nor draws, so a frame asked for there
// (the last one, scrolled past) is reached only once its canvas is back in
// view: what is asserted is what a reader can see.
for (const [where, options] of [['desktop', {}], ['phone', PHONE]]) {
  test(`${where}: time="scroll": 0 as the top enters at the bottom, frames as the element leaves at the top, and back and forth exactly`, async () => {
    const { context, page } = await hostPage(site, '/scroll.html', `
      <div style="height: 2500px"></div>
      <purupuru-sketch sketch="chain" time="scroll" frames="600"></purupuru-sketch>
      <div style="height: 2500px"></div>`, options)
    try {
      await ready(page)
      const at = (y) => scrolledTo(page, 'purupuru-sketch', y, 600)
      assert.equal(await at(0), 0, 'below the viewport: frame 0')
      const half = await page.evaluate(() => {
        const e = document.querySelector('purupuru-sketch')
        return e.offsetTop + e.offsetHeight / 2 - innerHeight / 2
      })
      const middle = await at(half)
      assert.ok(middle > 200 && middle < 400, `halfway up: ${middle}`)
      // The canvas's last 20 px in view, at the top: near the last frame.
      const leaving = await page.evaluate(() => scrollY + document.querySelector('purupuru-sketch').shadowRoot.querySelector('canvas').getBoundingClientRect().bottom - 20)
      const late = await at(leaving)
      assert.ok(late > 500 && late < 600, `leaving at the top: ${late}`)
      const shown = await pixels(page, 'purupuru-sketch')
      await page.evaluate(() => scrollTo(0, 6000))
      await page.evaluate(twoFrames) // scrolled past, and off screen
      assert.equal(await at(half), middle, 'scrolling back rewinds')
      assert.equal(await at(leaving), late)
      assert.equal(await pixels(page, 'purupuru-sketch'), shown, 'and forth again, exactly')
      assert.equal(await page.evaluate(() => document.querySelector('purupuru-sketch').time), 'scroll')
    } finally {
      await context.close()
    }
  })

  test(`${where}: a frame asked for while the canvas is off screen, then the frame shown asked for again: that one stays in view`, async () => {
    const { context, page } = await hostPage(site, '/asked.html', `
      <div style="height: 2500px"></div>
      <purupuru-sketch sketch="chain" time="300"></purupuru-sketch>`, options)
    try {
      await ready(page)
      await page.evaluate(twoFrames)
      assert.equal(await page.evaluate(() => document.querySelector('purupuru-sketch').frame), 0, 'off screen: no steps')
      await page.evaluate(() => {
        const e = document.querySelector('purupuru-sketch')
        e.time = 0
        e.scrollIntoView()
      })
      await page.waitForTimeout(500)
      assert.deepEqual(await page.evaluate(() => [document.querySelector('purupuru-sketch').frame, document.querySelector('purupuru-sketch').dataset.time]), [0, '0'])
    } finally {
      await context.close()
    }
  })
}

// Every state kept is of the history the scene now follows: a hand changes
// what follows its frame, and going back before it undoes it.
for (const [where, options] of [['desktop', {}], ['phone', PHONE]]) {
  test(`${where}: a reader's drag: frames after it let go are shown again exactly; going back into or before it undoes it`, async () => {
    const { context, page } = await hostPage(site, '/undo.html', '<purupuru-sketch sketch="chain" scrub frames="300"></purupuru-sketch>', options)
    try {
      await ready(page)
      const slider = page.locator('purupuru-sketch').locator('input[name=time]')
      const at = async (frame) => {
        await slider.fill(String(frame))
        await shows(page, 'purupuru-sketch', frame)
        return pixels(page, 'purupuru-sketch')
      }
      const playing = (on) => page.evaluate((on) => (document.querySelector('purupuru-sketch').paused = !on), on)
      const alone130 = await at(130)
      const alone200 = await at(200)
      await at(100)
      // Held from frame 100 and dragged while it plays, a control moved and
      // set meanwhile, let go while paused at a frame known (past the state
      // kept at 180, which must not hold the point).
      const last = await lastPoint(page)
      const end = await pointOnScreen(page, last)
      await page.mouse.move(end.x, end.y)
      await page.mouse.down()
      await playing(true)
      await page.mouse.move(end.x + 80, end.y - 40, { steps: 8 })
      await steppedPast(page, 150)
      await page.locator('purupuru-sketch').getByRole('slider', { name: 'iter' }).fill('2')
      await steppedPast(page, 190)
      await playing(false)
      const letGo = await page.evaluate(() => document.querySelector('purupuru-sketch').frame)
      await page.mouse.up()
      const after = await page.evaluate(() => {
        const sketch = document.querySelector('purupuru-sketch')
        for (let k = 0; k < 5; k++) sketch.step()
        return sketch.shadowRoot.querySelector('canvas').toDataURL()
      })
      await playing(true)
      await steppedPast(page, 250)
      assert.notEqual(await at(200), alone200, 'the drag changed frame 200')
      assert.equal(await at(letGo + 5), after, 'a frame after the hands let go, shown again exactly')
      assert.equal(await at(130), alone130, 'back into the drag: the scene left alone')
      assert.equal(await at(200), alone200, 'forward from there')
      await at(280)
      assert.equal(await at(200), alone200, 'and back to a frame kept since')
    } finally {
      await context.close()
    }
  })

  test(`${where}: time set by a script in the middle of a drag: the point is still let go`, async () => {
    const { context, page } = await hostPage(site, '/held.html', '<purupuru-sketch sketch="chain"></purupuru-sketch>', options)
    try {
      await ready(page)
      const sketch = (script) => page.evaluate((script) => new Function('s', script)(document.querySelector('purupuru-sketch')), script)
      const last = await lastPoint(page)
      const end = await pointOnScreen(page, last)
      await page.mouse.move(end.x, end.y)
      await page.mouse.down()
      await page.mouse.move(end.x, end.y - 60, { steps: 4 })
      await stepsOn(page, 10)
      const lifted = await pointOnScreen(page, last)
      await sketch('s.time = s.frame')
      await page.mouse.up()
      await sketch('s.time = null')
      await stepsOn(page, 60)
      const later = await pointOnScreen(page, last)
      assert.ok(Math.hypot(later.x - lifted.x, later.y - lifted.y) > 10, `let go, it moves on: ${JSON.stringify(lifted)} -> ${JSON.stringify(later)}`)
    } finally {
      await context.close()
    }
  })

  test(`${where}: a control moved while time is held changes the frames after it, forward and back`, async () => {
    const { context, page } = await hostPage(site, '/control.html', '<purupuru-sketch sketch="chain" time="200"></purupuru-sketch>', options)
    try {
      await ready(page)
      const iter = () => page.evaluate(() => document.querySelector('purupuru-sketch').frameFunction.scene.getOption('iter'))
      const to = async (frame) => {
        await page.evaluate((frame) => (document.querySelector('purupuru-sketch').time = frame), frame)
        await shows(page, 'purupuru-sketch', frame)
      }
      await shows(page, 'purupuru-sketch', 200)
      const before = await iter()
      await to(100)
      await page.locator('purupuru-sketch').getByRole('slider', { name: 'iter' }).fill('1')
      assert.notEqual(before, 1)
      await to(200)
      assert.equal(await iter(), 1, 'forward: the frames after the move')
      await to(150)
      assert.equal(await iter(), 1, 'back to a frame after the move')
      await to(101)
      assert.equal(await iter(), 1, 'back to the frame just after it')
      await to(50)
      assert.equal(await iter(), before, 'back before it: as it was')
      await to(150)
      assert.equal(await iter(), before, 'and forward from there, without it')
    } finally {
      await context.close()
    }
  })

  test(`${where}: a cut made on the frame a rewind lands on is told at the next step`, async () => {
    const { context, page } = await hostPage(site, '/cut.html', '<purupuru-sketch sketch="cloth" scrub></purupuru-sketch>', options)
    try {
      await ready(page)
      await steppedPast(page, 130)
      await page.locator('purupuru-sketch').locator('input[name=time]').fill('120')
      await shows(page, 'purupuru-sketch', 120)
      const told = await page.evaluate(() => {
        const sketch = document.querySelector('purupuru-sketch')
        const told = []
        sketch.addEventListener('tear', (e) => told.push([e.detail.frame, e.detail.broken]))
        sketch.frameFunction.scene.cut(0, 100, 1000, 101)
        sketch.step()
        return told
      })
      assert.equal(told.length, 1)
      assert.equal(told[0][0], 121)
      assert.ok(told[0][1] > 0)
    } finally {
      await context.close()
    }
  })
}

for (const [where, options] of [['desktop', {}], ['phone', PHONE]]) {
  test(`${where}: a world takes time control set after it starts: a frame held, the same pixels going back there, a slider, and playing on`, async () => {
    const { context, page } = await hostPage(site, '/world-time.html', `
      <purupuru-world viewbox="0 0 640 360" gravity="0.3">
        <purupuru-jelly x="300" y="100" cols="3" rows="3"></purupuru-jelly>
      </purupuru-world>`, options)
    try {
      await ready(page, 'purupuru-world')
      await steppedPast(page, 100, 'purupuru-world')
      await page.evaluate(() => (document.querySelector('purupuru-world').frame = 40))
      await shows(page, 'purupuru-world', 40)
      const at40 = await pixels(page, 'purupuru-world')
      await page.evaluate(() => (document.querySelector('purupuru-world').time = 90))
      await shows(page, 'purupuru-world', 90)
      await page.evaluate(() => (document.querySelector('purupuru-world').time = 40))
      await shows(page, 'purupuru-world', 40)
      assert.equal(await pixels(page, 'purupuru-world'), at40)
      await page.evaluate(() => document.querySelector('purupuru-world').setAttribute('scrub', ''))
      assert.equal(await page.locator('purupuru-world').getByRole('slider', { name: 'Time' }).count(), 1)
      await page.evaluate(() => (document.querySelector('purupuru-world').time = null))
      await steppedPast(page, 60, 'purupuru-world')
    } finally {
      await context.close()
    }
  })
}

test('speed="0.25" runs a quarter of the frames, and they are the frames speed 1 shows', async () => {
  const { context, page } = await hostPage(site, '/speed.html', `
    <purupuru-sketch id="slow" sketch="chain" speed="0.25"></purupuru-sketch>
    <purupuru-sketch id="fast" sketch="chain"></purupuru-sketch>`)
  try {
    await ready(page)
    await page.waitForTimeout(1500)
    const [slow, fast] = await page.evaluate(() => ['#slow', '#fast'].map((s) => document.querySelector(s).frame))
    assert.ok(slow > 0.15 * fast && slow < 0.35 * fast, `${slow} frames at 0.25 against ${fast}`)
    await page.evaluate(() => {
      const slow = document.querySelector('#slow')
      slow.paused = true
      document.querySelector('#fast').frame = slow.frame
    })
    const frame = await page.evaluate(() => document.querySelector('#slow').frame)
    await shows(page, '#fast', frame)
    assert.equal(await pixels(page, '#slow'), await pixels(page, '#fast'))
  } finally {
    await context.close()
  }
})

test('bad time, frames and speed are shown by name in the embed', async () => {
  for (const [attributes, message] of [
    ['time="-3"', 'time must be a whole number from 0 to 1000000 or "scroll", got -3'],
    ['time="soon"', 'time must be a whole number from 0 to 1000000 or "scroll", got soon'],
    ['time="scroll" frames="0"', 'frames must be a whole number from 1 to 1000000, got 0'],
    ['speed="9"', 'speed must be a number above 0 and at most 4, got 9'],
  ]) {
    const { context, page } = await hostPage(site, '/bad.html', `<purupuru-sketch sketch="chain" ${attributes}></purupuru-sketch>`)
    try {
      await page.waitForFunction(() => document.querySelector('purupuru-sketch').dataset.error, null, { polling: 20 })
      assert.equal(await page.evaluate(() => document.querySelector('purupuru-sketch').dataset.error), message)
    } finally {
      await context.close()
    }
  }
})

test('element.time reads the attribute as the embed does: a frame, "scroll", null, or a bad value as written', async () => {
  const { context, page } = await hostPage(site, '/read.html', '<purupuru-sketch sketch="chain"></purupuru-sketch>')
  try {
    const read = await page.evaluate(() => {
      const e = document.querySelector('purupuru-sketch')
      const reads = [e.time]
      for (const text of [' 90 ', ' scroll ', 'soon']) {
        e.setAttribute('time', text)
        reads.push(e.time)
      }
      e.time = null
      reads.push(e.time, e.hasAttribute('time'))
      return reads
    })
    assert.deepEqual(read, [null, 90, 'scroll', 'soon', null, false])
  } finally {
    await context.close()
  }
})

test('scrub: a labelled time slider that rewinds and replays, by keyboard too', async () => {
  const { context, page } = await hostPage(site, '/scrub.html', '<purupuru-sketch sketch="balloon" scrub></purupuru-sketch>', PHONE)
  try {
    await ready(page)
    await page.waitForFunction(() => document.querySelector('purupuru-sketch').frame > 120, null, { polling: 20 })
    const slider = page.locator('purupuru-sketch').locator('input[name=time]')
    assert.equal(await page.locator('purupuru-sketch').getByRole('slider', { name: 'Time' }).count(), 1)
    await slider.fill('60')
    await shows(page, 'purupuru-sketch', 60)
    const at60 = await pixels(page, 'purupuru-sketch')
    await slider.focus()
    await page.keyboard.press('ArrowRight')
    await shows(page, 'purupuru-sketch', 61)
    await page.keyboard.press('ArrowLeft')
    await shows(page, 'purupuru-sketch', 60)
    assert.equal(await pixels(page, 'purupuru-sketch'), at60)
    assert.equal(await page.evaluate(() => document.querySelector('purupuru-sketch').paused), true, 'scrubbing pauses')
  } finally {
    await context.close()
  }
})

test('rest, wake and tear are told with the frame; state="..." starts from a moment', async () => {
  const { context, page } = await hostPage(site, '/events.html', `
    <purupuru-world viewbox="0 0 640 360" gravity="0.3">
      <purupuru-jelly x="300" y="300" cols="3" rows="3"></purupuru-jelly>
    </purupuru-world>
    <purupuru-sketch sketch="cloth"></purupuru-sketch>`)
  try {
    await page.evaluate(() => {
      window.told = []
      for (const name of ['rest', 'wake', 'tear']) {
        document.addEventListener(name, (e) => told.push({ name, tag: e.target.localName, ...e.detail, links: e.detail.links && [...e.detail.links] }))
      }
    })
    await ready(page, 'purupuru-sketch, purupuru-world')
    await page.waitForFunction(() => told.some((t) => t.name === 'rest'), null, { timeout: 20000 })
    const rest = await page.evaluate(() => told.find((t) => t.name === 'rest'))
    assert.equal(rest.tag, 'purupuru-world')
    assert.ok(rest.frame > 60)
    await page.evaluate(() => document.querySelector('purupuru-world').shadowRoot.querySelector('canvas').dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })))
    await page.waitForFunction(() => told.some((t) => t.name === 'wake'), null, { polling: 20 })

    // Which links broke, counted here: the pairs the cut took out of links().
    const cutOut = await page.evaluate(() => {
      const scene = document.querySelector('purupuru-sketch').frameFunction.scene
      const before = [...scene.links()]
      scene.cut(0, 100, 1000, 101)
      const now = scene.links()
      const left = new Set()
      for (let k = 0; k < now.length; k += 2) left.add(`${now[k]} ${now[k + 1]}`)
      return before.flatMap((a, k) => (k % 2 === 0 && !left.has(`${a} ${before[k + 1]}`) ? [a, before[k + 1]] : []))
    })
    await page.waitForFunction(() => told.some((t) => t.name === 'tear'), null, { polling: 20 })
    const tear = await page.evaluate(() => told.find((t) => t.name === 'tear'))
    assert.equal(tear.tag, 'purupuru-sketch')
    assert.ok(cutOut.length > 0 && tear.whole > 0 && tear.frame > 0)
    assert.deepEqual(tear.links, cutOut)
    assert.equal(tear.broken, cutOut.length / 2)

    // A state taken now starts another embed there.
    const { state, shown } = await page.evaluate(() => {
      const cloth = document.querySelector('purupuru-sketch')
      cloth.paused = true
      return { state: cloth.stateText(), shown: cloth.shadowRoot.querySelector('canvas').toDataURL() }
    })
    await page.evaluate((state) => {
      const copy = document.createElement('purupuru-sketch')
      copy.id = 'copy'
      copy.setAttribute('sketch', 'cloth')
      copy.setAttribute('paused', '')
      copy.setAttribute('state', state)
      document.body.append(copy)
    }, state)
    await page.waitForFunction(() => document.querySelector('#copy').frameFunction, null, { polling: 20 })
    assert.equal(await pixels(page, '#copy'), shown)
    await page.evaluate(() => document.querySelector('#copy').setAttribute('state', 'AAAA'))
    await page.waitForFunction(() => document.querySelector('#copy').dataset.error, null, { polling: 20 })
    assert.match(await page.evaluate(() => document.querySelector('#copy').dataset.error), /^state: Cloth\.restore: the snapshot is not a purupuru snapshot$/)
  } finally {
    await context.close()
  }
})

test('web/time.html: the example post loads cleanly, and its cloth follows the scroll', async () => {
  const context = await site.browser.newContext(PHONE)
  try {
    const { page, problems } = await watchedPage(context)
    await page.goto(site.url('/web/time.html'))
    await ready(page)
    const start = await scrolledTo(page, '#falling', 0, 300)
    const lower = await scrolledTo(page, '#falling', 400, 300)
    assert.ok(lower > start, `scrolling down moves the cloth on: ${start} -> ${lower}`)
    const folders = ['build/artifacts/screenshots']
    if (process.env.PURUPURU_WRITE_SCREENSHOTS === '1') folders.push('docs/images')
    const picture = async (selector, name) => {
      for (const folder of folders) {
        mkdirSync(folder, { recursive: true })
        await page.locator(selector).screenshot({ path: `${folder}/${name}.png` })
      }
    }
    await picture('#falling', 'time-scroll')
    assert.equal(await scrolledTo(page, '#falling', 0, 300), start, 'and back')
    // The pile's time slider, sent back from where the pile had poured to:
    // 240 frames on, or its rest if it rests before (on a phone, at frame
    // 150 or so).
    await page.evaluate(() => scrollTo(0, document.querySelector('#scrubbed').offsetTop - 60))
    await page.waitForFunction(() => {
      const pile = document.querySelector('#scrubbed')
      return pile.frame > 240 || (pile.resting && pile.frame > 100)
    }, null, { polling: 20, timeout: 20000 })
    await page.locator('#scrubbed').locator('input[name=time]').fill('100')
    await shows(page, '#scrubbed', 100)
    await picture('#scrubbed', 'time-scrub')
    // The tearing cloth tears only when pulled: left alone on screen, it holds.
    await page.evaluate(() => scrollTo(0, document.querySelector('#tearing').offsetTop - 60))
    await page.waitForTimeout(2000)
    assert.equal(await page.evaluate(() => document.querySelector('#told').textContent), 'Nothing has torn yet.')
    assert.deepEqual(problems, [])
  } finally {
    await context.close()
  }
})

test('a mouse passing over the canvas, or pressing where there is nothing, keeps what was kept; a press that takes the chain forgets the frames after it', async () => {
  const { context, page } = await hostPage(site, '/hand.html', '<purupuru-sketch sketch="chain" scrub frames="100" style="width: 600px"></purupuru-sketch>')
  try {
    await ready(page)
    await page.waitForFunction(() => document.querySelector('purupuru-sketch').frame > 200, null, { polling: 20 })
    const slider = page.locator('purupuru-sketch').locator('input[name=time]')
    await slider.fill('60')
    await shows(page, 'purupuru-sketch', 60)
    const span = Number(await slider.getAttribute('max'))
    assert.ok(span > 200)
    const box = await page.locator('purupuru-sketch').locator('canvas').boundingBox()
    await page.mouse.move(box.x + 10, box.y + 10)
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 })
    await slider.fill('61')
    await shows(page, 'purupuru-sketch', 61)
    assert.equal(Number(await slider.getAttribute('max')), span, 'hovering changes nothing')
    await page.mouse.move(box.x + 4, box.y + box.height - 4)
    await page.mouse.down()
    await page.mouse.up()
    assert.equal(Number(await slider.getAttribute('max')), span, 'a press on empty paper takes nothing, and changes nothing')
    const end = await pointOnScreen(page, await lastPoint(page))
    await page.mouse.move(end.x, end.y)
    await page.mouse.down()
    await page.mouse.up()
    await slider.fill('62')
    await shows(page, 'purupuru-sketch', 62)
    assert.equal(Number(await slider.getAttribute('max')), 100, 'a press that takes the chain: the frames after 61 are forgotten, the slider back to its least span (frames)')
  } finally {
    await context.close()
  }
})
