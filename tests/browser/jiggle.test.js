// <purupuru-jiggle>: anything wrapped wobbles when clicked, then rests still.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { startSite, watchedPage } from '../support/browser.js'

let site
before(async () => (site = await startSite()))
after(() => site.close())

// A page with jiggles around an image and a button, and a count of
// animation frame requests.
async function openJiggles(contextOptions = {}) {
  const context = await site.browser.newContext({ viewport: { width: 800, height: 600 }, ...contextOptions })
  const { page, problems } = await watchedPage(context)
  await page.goto(site.url('/web/index.html'))
  await page.evaluate(async () => {
    window.frameRequests = 0
    const request = window.requestAnimationFrame.bind(window)
    window.requestAnimationFrame = (callback) => (window.frameRequests++, request(callback))
    document.body.innerHTML = `
      <purupuru-jiggle id="picture" k="900"><img alt="a picture" width="200" height="120"
        src="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='200' height='120'%3E%3Crect width='200' height='120' fill='%23c96'/%3E%3C/svg%3E"></purupuru-jiggle>
      <purupuru-jiggle id="with-button"><button type="button" onclick="window.clicked = (window.clicked ?? 0) + 1">Press</button></purupuru-jiggle>`
    await import('/web/purupuru-jiggle.js')
  })
  // Each jiggle makes its scene once the wasm has loaded, after it is connected.
  await page.waitForFunction(() => [...document.querySelectorAll('purupuru-jiggle')].every((jiggle) => jiggle.dataset.ready === 'true'), null, { polling: 20 })
  return { context, page, problems }
}

const transformOf = (page, id) =>
  page.evaluate((id) => document.querySelector(`#${id}`).style.transform, id)

test('a click makes it wobble; at rest its transform is none and it asks for no frames', async () => {
  const { context, page, problems } = await openJiggles()
  try {
    assert.equal(await page.evaluate(() => document.querySelector('#picture').scene.getOption('k')), 900, 'the k attribute')
    const box = await page.locator('#picture').boundingBox()
    await page.mouse.click(box.x + box.width * 0.8, box.y + box.height * 0.2)
    await page.waitForFunction(() => document.querySelector('#picture').style.transform !== '', null, { polling: 20 })
    const moving = await transformOf(page, 'picture')
    assert.match(moving, /^matrix\(1, 0, -?[\d.e-]+, -?[\d.e-]+, 0, 0\)$/)
    assert.notEqual(moving, 'matrix(1, 0, 0, 1, 0, 0)')
    await page.waitForFunction(() => document.querySelector('#picture').style.transform === '', null, {
      timeout: 10000,
    })
    const before = await page.evaluate(() => window.frameRequests)
    await page.waitForTimeout(500)
    assert.equal(await page.evaluate(() => window.frameRequests), before, 'no frames while at rest')
    assert.deepEqual(problems, [])
  } finally {
    await context.close()
  }
})

test('a button inside a jiggle still receives its click', async () => {
  const { context, page, problems } = await openJiggles()
  try {
    await page.getByRole('button', { name: 'Press' }).click()
    assert.equal(await page.evaluate(() => window.clicked), 1)
    assert.deepEqual(problems, [])
  } finally {
    await context.close()
  }
})

test('with reduced motion a jiggle stays still', async () => {
  const { context, page } = await openJiggles({ reducedMotion: 'reduce' })
  try {
    const box = await page.locator('#picture').boundingBox()
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    await page.waitForTimeout(200)
    assert.equal(await transformOf(page, 'picture'), '')
  } finally {
    await context.close()
  }
})

test('fifty jiggles at rest ask for no frame; one wobbling moves nothing around it', async () => {
  const { context, page, problems } = await openJiggles()
  try {
    await page.evaluate(() => {
      document.body.insertAdjacentHTML(
        'beforeend',
        Array.from({ length: 50 }, (_, i) => `<purupuru-jiggle class="many"><span>jiggle ${i}</span></purupuru-jiggle>`).join(' '),
      )
    })
    const before = await page.evaluate(() => window.frameRequests)
    await page.waitForTimeout(1000)
    assert.equal(await page.evaluate(() => window.frameRequests), before, 'no frames while all rest')

    // Layout boxes (offsets ignore transforms): the wobbling one's own included.
    const boxes = () =>
      page.evaluate(() => [...document.querySelectorAll('.many')].map((j) => [j.offsetLeft, j.offsetTop, j.offsetWidth, j.offsetHeight].join()))
    const still = await boxes()
    await page.locator('.many').nth(10).click({ position: { x: 2, y: 2 } })
    await page.waitForFunction(() => document.querySelectorAll('.many')[10].style.transform !== '', null, { polling: 20 })
    assert.deepEqual(await boxes(), still, 'the layout around it does not shift')
    await page.waitForFunction(() => [...document.querySelectorAll('purupuru-jiggle')].every((b) => b.style.transform === ''), null, {
      timeout: 10000,
    })
    const rested = await page.evaluate(() => window.frameRequests)
    await page.waitForTimeout(500)
    assert.equal(await page.evaluate(() => window.frameRequests), rested, 'no frames once it rests again')
    assert.deepEqual(problems, [])
  } finally {
    await context.close()
  }
})

test('a misspelt attribute is refused by name; HTML\'s and frameworks\' own are not options', async () => {
  const { context, page } = await openJiggles()
  try {
    const result = await page.evaluate(async () => {
      document.body.insertAdjacentHTML('beforeend', `<purupuru-jiggle id="typo" kk="3"><span>a</span></purupuru-jiggle>
        <purupuru-jiggle id="fine" class="x" title="t" data-x="1" aria-label="b" x-data="{}" k="400"><span>b</span></purupuru-jiggle>`)
      const [typo, fine] = [document.querySelector('#typo'), document.querySelector('#fine')]
      await until(() => typo.dataset.error && fine.scene, 5000)
      return { typo: typo.dataset.error ?? null, typoScene: typo.scene, fine: fine.dataset.error ?? null, k: fine.scene?.getOption('k') }
    })
    assert.deepEqual(result, { typo: 'unknown attribute kk (known: k, m, d, fps)', typoScene: null, fine: null, k: 400 })
  } finally {
    await context.close()
  }
})

test('an option changed on a running jiggle starts it again with it, or says what is wrong', async () => {
  const { context, page } = await openJiggles()
  try {
    const result = await page.evaluate(async () => {
      const jiggle = document.querySelector('#picture')
      const before = jiggle.scene.getOption('k')
      jiggle.setAttribute('k', '400')
      await until(() => jiggle.scene?.getOption('k') === 400, 5000)
      const changed = jiggle.scene?.getOption('k')
      jiggle.setAttribute('d', '7')
      await until(() => jiggle.dataset.error, 5000)
      const bad = { error: jiggle.dataset.error ?? null, scene: jiggle.scene }
      jiggle.removeAttribute('d')
      await until(() => jiggle.scene && !jiggle.dataset.error, 5000)
      return { before, changed, bad, mended: jiggle.dataset.error ?? null, k: jiggle.scene?.getOption('k') }
    })
    assert.equal(result.before, 900)
    assert.equal(result.changed, 400)
    assert.match(result.bad.error, /^Jiggle: d must be/)
    assert.equal(result.bad.scene, null)
    assert.equal(result.mended, null)
    assert.equal(result.k, 400)
  } finally {
    await context.close()
  }
})

test('a jiggle moved as an attribute changes makes one scene; a misspelt attribute removed lets it start', async () => {
  const { context, page } = await openJiggles()
  try {
    const result = await page.evaluate(async () => {
      const jiggle = document.createElement('purupuru-jiggle')
      jiggle.setAttribute('k', 'abc')
      jiggle.textContent = 'x'
      let ready = 0
      jiggle.addEventListener('ready', () => ready++)
      document.body.append(jiggle)
      await until(() => jiggle.dataset.error, 5000)
      const other = document.createElement('div')
      document.body.append(other)
      other.append(jiggle)
      jiggle.setAttribute('k', '300') // in the same task as the move
      await until(() => jiggle.scene, 5000)
      await new Promise((resolve) => setTimeout(resolve, 200))
      const typo = document.createElement('purupuru-jiggle')
      typo.setAttribute('kk', '1')
      document.body.append(typo)
      await until(() => typo.dataset.error, 5000)
      const refused = typo.dataset.error
      typo.removeAttribute('kk')
      await until(() => typo.scene, 5000)
      return { ready, k: jiggle.scene.getOption('k'), refused, started: typo.scene !== null && typo.dataset.error === undefined }
    })
    assert.deepEqual(result, { ready: 1, k: 300, refused: 'unknown attribute kk (known: k, m, d, fps)', started: true })
  } finally {
    await context.close()
  }
})

test('a bad attribute leaves the content still and usable, with the API\'s message on the element, logged once', async () => {
  const { context, page } = await openJiggles()
  try {
    const logged = []
    page.on('console', (message) => message.type() === 'error' && logged.push(message.text()))
    const result = await page.evaluate(async () => {
      document.body.insertAdjacentHTML('beforeend', '<purupuru-jiggle id="bad" k="-5"><button type="button">Still works</button></purupuru-jiggle>')
      const { load } = await import('/js/index.js')
      const P = await load()
      let expected = null
      try {
        new P.Jiggle({ k: -5 })
      } catch (error) {
        expected = error.message
      }
      const bad = document.querySelector('#bad')
      bad.querySelector('button').click()
      bad.wobble()
      await new Promise((done) => setTimeout(done, 200))
      return { expected, shown: bad.dataset.error, transform: bad.style.transform }
    })
    assert.match(result.expected, /Jiggle: k must be/)
    assert.deepEqual(result, { ...result, shown: result.expected, transform: '' })
    assert.deepEqual(logged, [`<purupuru-jiggle>: ${result.expected}`])
  } finally {
    await context.close()
  }
})
