// Options as attributes: <purupuru-sketch sketch="balloon" press="1.2">.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { startSite } from '../support/browser.js'
import { openPage as openSitePage } from './page-helpers.js'

let site
before(async () => (site = await startSite()))
after(() => site.close())

const openPage = (...args) => openSitePage(site, ...args)

// Adds an embed with the attributes at the top of the page; resolves when it
// runs (its scene's options and its sliders) or shows an error.
function embed(page, attributes) {
  return page.evaluate(async (attributes) => {
    const sketch = document.createElement('purupuru-sketch')
    for (const [name, value] of Object.entries(attributes)) sketch.setAttribute(name, value)
    document.body.prepend(sketch)
    await until(() => sketch.frameFunction || sketch.dataset.error, 10000)
    const scene = sketch.frameFunction?.scene ?? sketch.frameFunction?.scenes?.[0]
    const sliders = Object.fromEntries([...sketch.shadowRoot.querySelectorAll('input[type=range]')].map((i) => [i.name, Number(i.value)]))
    const shown = sketch.shadowRoot.querySelector('.puru-error')
    return {
      error: sketch.dataset.error ?? null,
      shown: shown ? { text: shown.textContent, visible: shown.getBoundingClientRect().height > 0 } : null,
      sliders,
      count: scene?.count ?? null,
      options: scene ? Object.fromEntries(scene.constructor.optionNames.map((n) => [n, scene.getOption(n)])) : null,
    }
  }, attributes)
}

test('attribute options reach the scene and the sliders start from them', async () => {
  const { context, page, problems } = await openPage('/web/chain.html')
  try {
    const balloon = await embed(page, { sketch: 'balloon', press: '1.2', damp: '0.99' })
    assert.equal(balloon.error, null)
    assert.equal(balloon.options.press, 1.2)
    assert.equal(balloon.options.damp, 0.99)
    assert.equal(balloon.sliders.press, 1.2)
    assert.equal(balloon.sliders.damp, 0.99)
    const cloth = await embed(page, { sketch: 'cloth', cols: '40', rows: '30', iter: '8' })
    assert.equal(cloth.count, 1200)
    assert.equal(cloth.options.iter, 8)
    assert.equal(cloth.sliders.iter, 8)
    assert.equal(cloth.options.tear, 0, 'an embedded cloth never tears unless asked')
    assert.equal(cloth.sliders.tear, 1, "its tear slider at its lowest stop, 'never'")
    const tearing = await embed(page, { sketch: 'cloth', tear: '1.75' })
    assert.equal(tearing.options.tear, 1.75)
    assert.equal(tearing.sliders.tear, 1.75)
    const never = await embed(page, { sketch: 'cloth', tear: '0' })
    assert.equal(never.options.tear, 0)
    assert.equal(never.sliders.tear, 1, "tear='0' shows as the slider's 'never' stop, without widening it")
    const chain = await embed(page, { sketch: 'chain', swingspeed: '0.05', n: '20', class: 'wide', 'data-x': '1' })
    assert.equal(chain.options.swingSpeed, 0.05, 'HTML lowercases attribute names; they still match')
    assert.equal(chain.count, 20)
    const spring = await embed(page, { sketch: 'spring', k: '100' })
    assert.equal(spring.options.k, 100, 'beyond the slider\'s usual range')
    assert.equal(spring.sliders.k, 100)
    assert.deepEqual(problems, [])
  } finally {
    await context.close()
  }
})

test('a bad attribute shows the API\'s message in the embed\'s box and logs it once', async () => {
  const { context, page, problems } = await openPage('/web/chain.html')
  try {
    const cases = [
      [{ sketch: 'balloon', press: 'abc' }, "Balloon: press must be a number, got the string 'abc'"],
      [{ sketch: 'balloon', damp: '2' }, 'Balloon: damp must be a number from 0 to 1, got 2'],
      [{ sketch: 'chain', iters: '8' }, "Chain: unknown option 'iters'"],
      [{ sketch: 'cloth', cols: '1000', rows: '1000' }, 'Cloth: cols * rows must be at most 250000, got 1000000'],
    ]
    for (const [attributes, message] of cases) {
      const result = await embed(page, attributes)
      assert.ok(result.error?.startsWith(message), `${JSON.stringify(attributes)}: ${result.error}`)
      assert.ok(result.shown?.text.startsWith(message) && result.shown.visible, `shown: ${JSON.stringify(result.shown)}`)
    }
    const afterward = await page.evaluate(() => {
      const sketch = document.querySelector('purupuru-sketch[press="abc"]')
      const controls = sketch.shadowRoot.querySelector('.puru-controls')
      for (const input of sketch.shadowRoot.querySelectorAll('input')) input.dispatchEvent(new Event('input'))
      sketch.reset()
      return {
        controlsShown: controls.getBoundingClientRect().height > 0,
        box: sketch.shadowRoot.querySelector('.puru-error')?.textContent ?? null,
      }
    })
    assert.equal(afterward.controlsShown, false, 'no controls for a sketch that could not start')
    assert.ok(afterward.box?.startsWith('Balloon: press'), `the message stays after reset: ${afterward.box}`)
    const logged = problems.filter((p) => p.startsWith('console:'))
    assert.equal(logged.length, cases.length, `one log per bad embed: ${logged.join(' | ')}`)
    assert.deepEqual(problems.filter((p) => !p.startsWith('console:')), [], 'no uncaught error')
  } finally {
    await context.close()
  }
})

// A framework changes a prop by setting the attribute on the running element.
test('an option changed on a running sketch starts it again with it; another sketch starts afresh', async () => {
  const { context, page, problems } = await openPage('/web/chain.html')
  try {
    const steps = await page.evaluate(async () => {
      const sketch = document.createElement('purupuru-sketch')
      sketch.id = 'live'
      sketch.setAttribute('sketch', 'balloon')
      sketch.setAttribute('press', '1.2')
      document.body.prepend(sketch)
      const state = () => {
        const scene = sketch.frameFunction?.scene
        const sliders = Object.fromEntries([...sketch.shadowRoot.querySelectorAll('input[type=range]')].map((i) => [i.name, Number(i.value)]))
        return {
          kind: scene?.constructor.sceneName ?? null,
          press: scene?.constructor.optionNames.includes('press') ? scene.getOption('press') : null,
          damp: scene?.constructor.optionNames.includes('damp') ? scene.getOption('damp') : null,
          sliders,
          error: sketch.dataset.error ?? null,
        }
      }
      await until(() => sketch.frameFunction, 10000)
      const damp = sketch.shadowRoot.querySelector('input[name=damp]')
      damp.value = String(Number(damp.min) + Number(damp.step)) // the reader's own setting
      damp.dispatchEvent(new Event('input'))
      const read = damp.value
      const first = state()
      sketch.setAttribute('press', '0.8')
      await until(() => sketch.frameFunction?.scene.getOption('press') === 0.8, 10000)
      const changed = { ...state(), order: [...sketch.shadowRoot.querySelectorAll('input[type=range]')].map((i) => i.name) }
      sketch.setAttribute('press', 'abc')
      await until(() => sketch.dataset.error, 10000)
      const bad = state()
      sketch.setAttribute('press', '1')
      await until(() => sketch.frameFunction && !sketch.dataset.error, 10000)
      const mended = state()
      sketch.classList.add('wide')
      sketch.dataset.x = '1'
      await new Promise((resolve) => setTimeout(resolve, 100))
      const untouched = sketch.frameFunction.scene.getOption('press')
      sketch.setAttribute('sketch', 'chain')
      sketch.removeAttribute('press')
      await until(() => sketch.frameFunction?.scene.constructor.sceneName === 'Chain', 10000)
      return { read, first, changed, bad, mended, untouched, chain: state() }
    })
    assert.equal(steps.first.press, 1.2)
    assert.equal(steps.changed.press, 0.8)
    assert.equal(steps.changed.sliders.press, 0.8, 'the slider shows the new attribute')
    assert.equal(steps.changed.damp, Number(steps.read), "the other sliders keep the reader's settings")
    assert.deepEqual(steps.changed.order, Object.keys(steps.first.sliders), 'the sliders keep their order')
    assert.match(steps.bad.error, /press must be a number/)
    assert.equal(steps.mended.error, null)
    assert.equal(steps.mended.press, 1)
    assert.equal(steps.untouched, 1, "the page's own attributes change nothing")
    assert.equal(steps.chain.kind, 'Chain')
    assert.equal(steps.chain.error, null)
    assert.ok(!('press' in steps.chain.sliders))
    assert.deepEqual(problems.filter((problem) => !problem.includes('press must be a number')), [])
  } finally {
    await context.close()
  }
})

test('an unknown option lists the options an embed takes; compact="false" and paused="false" mean no', async () => {
  const { context, page } = await openPage('/web/chain.html')
  try {
    const typo = await embed(page, { sketch: 'chain', iters: '8' })
    assert.equal(typo.error, "Chain: unknown option 'iters' (known: n, rest, iter, gravity, top, swing, swingSpeed)")
    const flags = await page.evaluate(async () => {
      const made = ['compact="false" paused="false"', 'compact paused'].map((flags) => {
        document.body.insertAdjacentHTML('afterbegin', `<purupuru-sketch sketch="chain" ${flags}></purupuru-sketch>`)
        return document.body.firstElementChild
      })
      await until(() => made.every((sketch) => sketch.frameFunction), 10000)
      return made.map((sketch) => ({ buttons: sketch.shadowRoot.querySelectorAll('.puru-controls button').length, paused: sketch.paused }))
    })
    assert.deepEqual(flags, [{ buttons: 3, paused: false }, { buttons: 1, paused: true }])
  } finally {
    await context.close()
  }
})

test('a running sketch: an option changed as it is moved, or while detached, is used; one set to its own value, and paused and compact, restart nothing', async () => {
  const { context, page, problems } = await openPage('/web/chain.html')
  try {
    const seen = await page.evaluate(async () => {
      const sketch = document.createElement('purupuru-sketch')
      sketch.setAttribute('sketch', 'chain')
      sketch.setAttribute('iter', '6')
      document.body.prepend(sketch)
      await until(() => sketch.frameFunction, 10000)
      const slider = () => Number(sketch.shadowRoot.querySelector('input[name=iter]').value)
      const iter = () => sketch.frameFunction?.scene.getOption('iter')
      const other = document.createElement('div')
      document.body.prepend(other)
      sketch.setAttribute('iter', '9')
      other.append(sketch) // moved in the same task
      await until(() => iter() === 9, 10000)
      const movedWith = [iter(), slider()]
      sketch.remove()
      sketch.setAttribute('iter', '3')
      document.body.append(sketch)
      await until(() => iter() === 3, 10000)
      const detachedWith = [iter(), slider()]
      const frame = sketch.frameFunction
      sketch.setAttribute('iter', '3')
      sketch.setAttribute('paused', '')
      sketch.setAttribute('compact', '')
      await new Promise((resolve) => setTimeout(resolve, 200))
      const flagged = { same: sketch.frameFunction === frame, paused: sketch.paused, buttons: sketch.shadowRoot.querySelectorAll('.puru-controls button').length }
      sketch.setAttribute('paused', 'false')
      sketch.removeAttribute('compact')
      await new Promise((resolve) => setTimeout(resolve, 200))
      const unflagged = { same: sketch.frameFunction === frame, paused: sketch.paused, buttons: [...sketch.shadowRoot.querySelectorAll('.puru-controls button')].map((b) => b.textContent) }
      return { movedWith, detachedWith, flagged, unflagged }
    })
    assert.deepEqual(seen.movedWith, [9, 9])
    assert.deepEqual(seen.detachedWith, [3, 3])
    assert.deepEqual(seen.flagged, { same: true, paused: true, buttons: 1 })
    assert.deepEqual(seen.unflagged, { same: true, paused: false, buttons: ['Pause', 'Step', 'Reset'] })
    assert.deepEqual(problems, [])
  } finally {
    await context.close()
  }
})
