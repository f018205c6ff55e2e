// The page's language reaches the embeds: the nearest lang (ja, ja-JP) gives
// Japanese names, captions and controls, anything else English; label-...
// attributes win over both; a lang changed while they run relabels them at
// once, without restarting them.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { startSite } from '../support/browser.js'
import { hostPage } from './page-helpers.js'
import { PHONE } from '../support/touch.js'

let site
before(async () => (site = await startSite()))
after(() => site.close())

// Opens body in a page of the given lang (and context options), once every
// embed in the page's own tree has started.
async function languagePage(body, options) {
  const opened = await hostPage(site, '/blog/language.html', body, options)
  await opened.page.waitForFunction(
    () => [...document.querySelectorAll('purupuru-sketch, purupuru-world')].every((e) => e.frameFunction || e.dataset.error),
    null,
    { polling: 50 },
  )
  return opened
}

// What assistive tech is told of an embed (a locator), from Playwright's
// accessibility snapshot: the canvas's name, the caption, each button as
// [name] or [name, text] when its text differs, and each slider's name.
async function heard(embed) {
  const lines = (await embed.ariaSnapshot()).split('\n').map((line) => line.trim().replace(/^- /, ''))
  const of = (role) =>
    lines
      .filter((line) => line.startsWith(`${role} "`))
      .map((line) => line.match(/^\w+ "(.*?)"(?: \[\w+\])?(?::(?: (.*))?)?$/).slice(1).filter((part) => part !== undefined))
  return {
    name: of('img')[0]?.[0],
    caption: of('figure')[0]?.[0],
    buttons: of('button'),
    sliders: of('slider').map(([name]) => name),
  }
}

const CHAIN_JA = '先頭を固定して揺らす Verlet 点のチェーン。どの点もドラッグでき、反復回数を上げるほど硬くなります。'
const CHAIN_EN = 'A chain of Verlet points swung by its pinned head; drag any point, and raise iter to stiffen it.'

test('a page in Japanese names the embeds, their captions and their controls in Japanese, on a phone', async () => {
  const { context, page, problems } = await languagePage(
    '<purupuru-sketch sketch="chain"></purupuru-sketch><purupuru-sketch sketch="spring" paused></purupuru-sketch>',
    { lang: 'ja', ...PHONE },
  )
  try {
    const [chain, spring] = [page.locator('purupuru-sketch').first(), page.locator('purupuru-sketch').last()]
    assert.deepEqual(await heard(chain), {
      name: 'チェーン',
      caption: CHAIN_JA,
      buttons: [['スケッチを一時停止', '一時停止'], ['ステップ'], ['リセット']],
      sliders: ['反復回数'],
    })
    assert.deepEqual(await heard(spring), {
      name: 'ばね',
      caption: 'ばねにつながれた減衰するおもりと、その変位の時間変化のグラフ。おもりを引っぱって離してみてください。',
      buttons: [['スケッチを再生', '再生'], ['ステップ'], ['リセット']],
      sliders: ['ばね定数', '質量', '減衰', 'fps（1/dt）'],
    })
    // A finger's tap pauses the chain, and the button says so in Japanese.
    await chain.getByRole('button', { name: 'スケッチを一時停止' }).tap()
    assert.deepEqual((await heard(chain)).buttons[0], ['スケッチを再生', '再生'])
    assert.equal(await chain.evaluate((e) => e.paused), true)
    assert.deepEqual(problems, [])
  } finally {
    await context.close()
  }
})

test('lang on a wrapper reaches only the embeds inside it, through shadow roots too', async () => {
  const body = `
    <div lang="ja"><purupuru-sketch id="inside" sketch="chain" compact></purupuru-sketch></div>
    <purupuru-sketch id="outside" sketch="chain" compact></purupuru-sketch>
    <div id="host" lang="ja-JP"></div>
    <div lang="ja"><p lang="fr"><purupuru-sketch id="french" sketch="chain" compact></purupuru-sketch></p></div>`
  const { context, page, problems } = await languagePage(body)
  try {
    // An embed in a component's shadow root takes the language of the component's place.
    await page.evaluate(async () => {
      const root = document.querySelector('#host').attachShadow({ mode: 'open' })
      root.innerHTML = '<div><purupuru-sketch sketch="falling-point" compact></purupuru-sketch></div>'
      await until(() => root.querySelector('purupuru-sketch').frameFunction, 10000)
    })
    const inside = await heard(page.locator('#inside'))
    assert.equal(inside.name, 'チェーン')
    assert.deepEqual(inside.buttons, [['スケッチを一時停止', '一時停止']])
    assert.deepEqual(inside.sliders, ['反復回数'])
    const outside = await heard(page.locator('#outside'))
    assert.deepEqual(outside, { name: 'Chain', caption: CHAIN_EN, buttons: [['Pause the sketch', 'Pause']], sliders: ['iter'] })
    const shadowed = await heard(page.locator('#host purupuru-sketch'))
    assert.equal(shadowed.name, '落ちる点')
    assert.deepEqual(shadowed.sliders, ['重力'])
    assert.deepEqual(await heard(page.locator('#french')), outside, 'the nearest lang, fr, has no words here: English')
    assert.deepEqual(problems, [])
  } finally {
    await context.close()
  }
})

test('label- attributes name the controls in either language, and changing one relabels without restarting', async () => {
  const labels = (words) => Object.entries(words).map(([name, text]) => `label-${name}="${text}"`).join(' ')
  const body = `
    <purupuru-sketch id="en" sketch="chain" ${labels({ play: 'Go', pause: 'Hold', step: 'Next frame', reset: 'Start over', iter: 'stiffness' })}></purupuru-sketch>
    <div lang="ja"><purupuru-sketch id="ja" sketch="cloth" ${labels({ pause: '止める', reset: '最初から', tear: '破れやすさ' })}></purupuru-sketch></div>`
  const { context, page, problems } = await languagePage(body)
  try {
    const en = await heard(page.locator('#en'))
    assert.deepEqual(en.buttons, [['Hold'], ['Next frame'], ['Start over']], 'the text is the name too')
    assert.deepEqual(en.sliders, ['stiffness'])
    const ja = await heard(page.locator('#ja'))
    assert.deepEqual(ja.buttons, [['止める'], ['ステップ'], ['最初から']])
    assert.deepEqual(ja.sliders, ['反復回数', '破れやすさ'])
    const changed = await page.evaluate(async () => {
      const sketch = document.querySelector('#en')
      const frame = sketch.frameFunction
      const steps = sketch.steps
      sketch.setAttribute('label-reset', 'Again')
      sketch.removeAttribute('label-iter')
      await until(() => sketch.steps > steps + 5, 5000)
      return { sameFrame: sketch.frameFunction === frame, stepping: sketch.steps > steps + 5 }
    })
    assert.deepEqual(changed, { sameFrame: true, stepping: true }, 'a label restarts nothing')
    const relabelled = await heard(page.locator('#en'))
    assert.deepEqual(relabelled.buttons, [['Hold'], ['Next frame'], ['Again']])
    assert.deepEqual(relabelled.sliders, ['iter'], 'without its attribute, the sketch\'s own label')
    await page.locator('#en').getByRole('button', { name: 'Hold', exact: true }).click()
    assert.deepEqual((await heard(page.locator('#en'))).buttons[0], ['Go'], 'paused, it offers label-play')
    assert.deepEqual(problems, [])
  } finally {
    await context.close()
  }
})

test('changing the page\'s lang relabels a running embed at once, and an element\'s own lang is nearer', async () => {
  const { context, page, problems } = await languagePage('<purupuru-sketch sketch="chain"></purupuru-sketch>')
  try {
    const embed = page.locator('purupuru-sketch')
    assert.deepEqual(await heard(embed), {
      name: 'Chain',
      caption: CHAIN_EN,
      buttons: [['Pause the sketch', 'Pause'], ['Step'], ['Reset']],
      sliders: ['iter'],
    })
    // Read in the same task as the change, after one microtask: relabelled by
    // an observer, before any timer could have polled.
    const atOnce = await page.evaluate(async () => {
      const sketch = document.querySelector('purupuru-sketch')
      const frame = sketch.frameFunction
      document.documentElement.lang = 'ja'
      await Promise.resolve()
      const root = sketch.shadowRoot
      return {
        play: root.querySelector('.puru-play').getAttribute('aria-label'),
        slider: root.querySelector('label').textContent.trim().split(' ')[0],
        sameFrame: sketch.frameFunction === frame,
      }
    })
    assert.deepEqual(atOnce, { play: 'スケッチを一時停止', slider: '反復回数', sameFrame: true })
    assert.deepEqual(await heard(embed), {
      name: 'チェーン',
      caption: CHAIN_JA,
      buttons: [['スケッチを一時停止', '一時停止'], ['ステップ'], ['リセット']],
      sliders: ['反復回数'],
    })
    await page.evaluate(() => document.querySelector('purupuru-sketch').setAttribute('lang', 'en'))
    assert.equal((await heard(embed)).name, 'Chain', 'its own lang is the nearest')
    await page.evaluate(() => {
      document.querySelector('purupuru-sketch').removeAttribute('lang')
      document.documentElement.lang = 'fr'
    })
    assert.deepEqual(await heard(embed), {
      name: 'Chain',
      caption: CHAIN_EN,
      buttons: [['Pause the sketch', 'Pause'], ['Step'], ['Reset']],
      sliders: ['iter'],
    })
    assert.deepEqual(problems, [])
  } finally {
    await context.close()
  }
})

test('a page in another language gets English, a sketch of one\'s own with no Japanese its own words', async () => {
  const module = {
    contentType: 'text/javascript',
    body: `export const title = 'Mine'
      export default (c, host) => {
        host.control({ name: 'size', label: 'size', min: 1, max: 9, step: 1, value: 3 })
        return Object.assign(() => {}, { draw() {} })
      }`,
  }
  const body = `<purupuru-sketch sketch="chain" compact></purupuru-sketch>
    <div lang="ja"><purupuru-sketch id="mine" src="/blog/mine.js" compact></purupuru-sketch></div>`
  const { context, page, problems } = await languagePage(body, { lang: 'fr', files: { '/blog/mine.js': module } })
  try {
    assert.deepEqual(await heard(page.locator('purupuru-sketch').first()), {
      name: 'Chain',
      caption: CHAIN_EN,
      buttons: [['Pause the sketch', 'Pause']],
      sliders: ['iter'],
    })
    const mine = await heard(page.locator('#mine'))
    assert.deepEqual([mine.name, mine.buttons, mine.sliders], ['Mine', [['スケッチを一時停止', '一時停止']], ['size']])
    assert.deepEqual(problems, [])
  } finally {
    await context.close()
  }
})

test('a world in a Japanese page says what it holds in Japanese, and follows its markup and the language', async () => {
  const body = `
    <purupuru-world viewbox="0 0 640 360" style="width: 640px">
      <purupuru-rope x="320" y="0" segments="8" length="120"></purupuru-rope>
      <purupuru-point x="100" y="100" pinned></purupuru-point>
    </purupuru-world>
    <purupuru-world id="empty" viewbox="0 0 640 360" style="width: 640px" compact></purupuru-world>`
  const { context, page, problems } = await languagePage(body, { lang: 'ja' })
  try {
    const world = page.locator('purupuru-world').first()
    assert.deepEqual(await heard(world), {
      name: 'ワールド',
      caption: 'ロープ、点のワールド。どの点もドラッグできます。',
      buttons: [['スケッチを一時停止', '一時停止'], ['ステップ'], ['リセット']],
      sliders: [],
    })
    assert.deepEqual(await heard(page.locator('#empty')), { name: 'ワールド', caption: '空のワールド。', buttons: [['スケッチを一時停止', '一時停止']], sliders: [] })
    // A label changes no scene; a child added rebuilds it, and the description follows.
    const rebuilt = await page.evaluate(async () => {
      const w = document.querySelector('purupuru-world')
      const scene = w.frameFunction.scene
      w.setAttribute('label-reset', '作り直す')
      await new Promise((done) => setTimeout(done, 100))
      const kept = w.frameFunction.scene === scene
      const ball = document.createElement('purupuru-ball')
      for (const [name, value] of [['x', '500'], ['y', '100'], ['radius', '10']]) ball.setAttribute(name, value)
      w.append(ball)
      await until(() => w.frameFunction.scene !== scene, 5000)
      return { kept, rebuilt: w.frameFunction.scene !== scene }
    })
    assert.deepEqual(rebuilt, { kept: true, rebuilt: true })
    const grown = await heard(world)
    assert.equal(grown.caption, 'ロープ、点、ボールのワールド。どの点もドラッグできます。')
    assert.deepEqual(grown.buttons.at(-1), ['作り直す'])
    await page.evaluate(() => (document.documentElement.lang = 'en'))
    assert.deepEqual(await heard(world), {
      name: 'A world',
      caption: 'A world of rope, point, ball; drag any point.',
      buttons: [['Pause the sketch', 'Pause'], ['Step'], ['作り直す']],
      sliders: [],
    })
    assert.deepEqual(problems, [])
  } finally {
    await context.close()
  }
})

test('an empty label- attribute is no word: the control keeps its own', async () => {
  const { context, page, problems } = await languagePage('<purupuru-sketch sketch="chain" paused label-play="" label-iter="" label=""></purupuru-sketch>', { lang: 'ja' })
  try {
    const said = await heard(page.locator('purupuru-sketch'))
    assert.equal(said.name, 'チェーン')
    assert.deepEqual(said.buttons[0], ['スケッチを再生', '再生'])
    assert.deepEqual(said.sliders, ['反復回数'])
    assert.deepEqual(problems, [])
  } finally {
    await context.close()
  }
})
