// The packed tarball, installed into an empty folder, imports and steps a
// Chain in Node; a minimal page bundled by Vite from that install runs a
// Chain in headless Chromium.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { launchBrowser } from '../support/browser.js'
import { serveFolder } from '../../scripts/serve.js'

const project = fileURLToPath(new URL('../../', import.meta.url))
const work = mkdtempSync(join(tmpdir(), 'purupuru-package-'))
const app = join(work, 'app')
// Runs a command; returns its stdout and stderr together, throws on failure.
function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr}`)
  return result.stdout + result.stderr
}

before(() => {
  run('npm', ['pack', '--pack-destination', work, '--silent'], project)
  const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'))
  mkdirSync(app)
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'app', private: true, type: 'module' }))
  run('npm', ['install', '--no-audit', '--no-fund', join(work, tarball)], app)
})

after(() => rmSync(work, { recursive: true, force: true }))

test('the tarball holds the module, types, embeds, docs and license, and nothing else', () => {
  const listing = run('tar', ['-tzf', join(work, readdirSync(work).find((n) => n.endsWith('.tgz')))], work)
  const files = listing.trim().split('\n').sort()
  const expected = [
    'package/LICENSE',
    'package/README.md',
    'package/dist/purupuru.js',
    'package/dist/purupuru.wasm',
    'package/js/builders.d.ts',
    'package/js/builders.js',
    'package/js/index.d.ts',
    'package/js/index.js',
    'package/js/node.js',
    'package/package.json',
    'package/web/elements.d.ts',
    'package/web/embed.d.ts',
    'package/web/embed.js',
    'package/web/lib/colors.d.ts',
    'package/web/purupuru-jiggle.d.ts',
    'package/web/purupuru-jiggle.js',
    'package/web/purupuru-sketch.d.ts',
    'package/web/purupuru-sketch.js',
    'package/web/purupuru-world.d.ts',
    'package/web/purupuru-world.js',
    'package/web/sketches/index.d.ts',
    'package/web/sketches/module.d.ts',
  ]
  for (const file of expected) assert.ok(files.includes(file), `${file} is packed`)
  const unexpected = files.filter(
    (file) => !expected.includes(file) && !/^package\/web\/(lib|sketches)\/[\w-]+\.js$/.test(file),
  )
  assert.deepEqual(unexpected, [], 'nothing else is packed')
  assert.ok(files.includes('package/web/sketches/chain.js'))
  assert.ok(files.includes('package/web/lib/colors.js'))
})

test('the installed package imports and steps a Chain in Node', () => {
  const script = `
    import { load } from 'purupuru'
    const P = await load()
    const chain = new P.Chain({ width: 640, height: 360 })
    for (let i = 0; i < 60; i++) chain.step()
    console.log(JSON.stringify({ count: chain.count, tip: Array.from(chain.points().slice(26)) }))
  `
  const out = JSON.parse(run(process.execPath, ['--input-type=module', '-e', script], app))
  assert.equal(out.count, 14)
  assert.ok(out.tip.every(Number.isFinite))
  assert.ok(out.tip[1] > 20)
})

// A framework that renders on the server first (Next.js, Astro, SvelteKit)
// evaluates the modules there, with no DOM: every entry point imports and
// names what it exports, defining nothing and loading no wasm.
test('every entry point of the installed package imports in Node, without a DOM', () => {
  const entries = ['purupuru', 'purupuru/builders', 'purupuru/embed', 'purupuru/sketch', 'purupuru/jiggle', 'purupuru/world', 'purupuru/colors',
    ...readdirSync(join(project, 'web', 'sketches')).filter((f) => f.endsWith('.js')).map((f) => `purupuru/sketches/${f.slice(0, -3)}`)]
  const script = `
    const seen = {}
    for (const entry of ${JSON.stringify(entries)}) seen[entry] = Object.keys(await import(entry)).sort()
    console.log(JSON.stringify({ seen, dom: typeof document, elements: typeof customElements }))
  `
  const out = JSON.parse(run(process.execPath, ['--input-type=module', '-e', script], app))
  assert.equal(out.dom, 'undefined')
  assert.equal(out.elements, 'undefined')
  assert.ok(out.seen['purupuru'].includes('load'))
  assert.ok(out.seen['purupuru/sketch'].includes('PurupuruSketch'))
  assert.ok(out.seen['purupuru/jiggle'].includes('PurupuruJiggle'))
  assert.ok(out.seen['purupuru/world'].includes('PurupuruWorld'))
  assert.ok(out.seen['purupuru/colors'].includes('colors'))
  assert.ok(out.seen['purupuru/builders'].includes('rope'))
  for (const entry of entries.filter((e) => e.startsWith('purupuru/sketches/') && !e.endsWith('/index'))) {
    assert.ok(out.seen[entry].includes('default') && out.seen[entry].includes('title'), `${entry}: ${out.seen[entry]}`)
  }
})

// A test runner's stand-in DOM (jsdom in vitest) has a document: the
// element modules import there too, and fetch no wasm until an element is
// connected.
test('the element entries import under a stand-in DOM and fetch nothing', () => {
  const script = `
    globalThis.document = { baseURI: 'http://localhost/' }
    const fetched = []
    globalThis.fetch = (url) => (fetched.push(String(url)), Promise.reject(new Error('no network here')))
    const seen = {}
    for (const entry of ['purupuru/embed', 'purupuru/sketch', 'purupuru/jiggle', 'purupuru/world']) seen[entry] = Object.keys(await import(entry)).sort()
    console.log(JSON.stringify({ seen, fetched }))
  `
  const out = JSON.parse(run(process.execPath, ['--input-type=module', '-e', script], app))
  assert.deepEqual(out.fetched, [])
  assert.ok(out.seen['purupuru/embed'].includes('defineSketch'))
  assert.ok(out.seen['purupuru/jiggle'].includes('PurupuruJiggle'))
})

test('the installed package tears and cuts: a Cloth with tear, a World link with breakAt, and both cut()', () => {
  const script = `
    import { load } from 'purupuru'
    const P = await load()
    const cloth = new P.Cloth({ width: 640, height: 360, tear: 1.5 })
    const all = cloth.linkCount
    const xy = cloth.points()
    cloth.grab(xy[2 * (cloth.count - 1)], xy[2 * (cloth.count - 1) + 1])
    cloth.drag(620, 350)
    cloth.step(30)
    const torn = cloth.linkCount
    const cut = cloth.cut(0, 60, 640, 60)
    const w = new P.World({ width: 200, height: 200, gravity: 0 })
    w.addPoint(50, 100); w.addPoint(60, 100); w.addPoint(70, 100)
    w.link(0, 1, { breakAt: 1.5 }); w.link(1, 2)
    w.pin(0); w.pin(1, 80, 100)
    w.step()
    const worldCut = w.cut(75, 0, 75, 200)
    let refused = ''
    try { cloth.cut(0, 0, NaN, 0) } catch (error) { refused = error.constructor.name + ': ' + error.message }
    console.log(JSON.stringify({ all, torn, cut, links: cloth.links().length / 2, whole: cloth.linkCount, worldLinks: w.linkCount, worldCut, refused }))
  `
  const out = JSON.parse(run(process.execPath, ['--input-type=module', '-e', script], app))
  assert.equal(out.all, 23 * 16 + 24 * 15)
  assert.ok(out.torn < out.all, 'the pull tore the cloth')
  assert.ok(out.cut > 0, 'the cut cut it')
  assert.equal(out.links, out.whole)
  assert.equal(out.whole, out.torn - out.cut)
  assert.equal(out.worldLinks, 0, 'the stretched link broke and the other was cut')
  assert.equal(out.worldCut, 1)
  assert.equal(out.refused, 'RangeError: Cloth.cut: x1 must be finite, got NaN')
})

// Writes index.html and main.js into folder (under the app, so 'purupuru'
// resolves to the install), bundles them with Vite, which must not warn,
// and opens the bundle in Chromium; resolves to what check(page) returns,
// once no page error or console error was seen.
async function inViteBundle(folder, html, main, check) {
  mkdirSync(folder, { recursive: true })
  writeFileSync(join(folder, 'index.html'), html)
  writeFileSync(join(folder, 'main.js'), main)
  const vite = join(project, 'node_modules', 'vite', 'bin', 'vite.js')
  const log = run(process.execPath, [vite, 'build', '--logLevel', 'warn'], folder)
  assert.doesNotMatch(log, /warn|error/i, 'Vite bundles it without a warning')
  const server = await serveFolder(join(folder, 'dist'))
  const browser = await launchBrowser()
  try {
    const page = await browser.newPage()
    const errors = []
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
    await page.goto(server.url)
    const result = await check(page)
    assert.deepEqual(errors, [])
    return result
  } finally {
    await browser.close()
    await server.close()
  }
}

test('a page bundled by Vite from the install runs a Chain in Chromium', async () => {
  const tip = await inViteBundle(
    app,
    '<!doctype html><link rel="icon" href="data:,"><title>app</title><output id="out">loading</output><script type="module" src="./main.js"></script>',
    `import { load } from 'purupuru'
     const P = await load()
     const chain = new P.Chain({ width: 640, height: 360 })
     for (let i = 0; i < 60; i++) chain.step()
     document.getElementById('out').textContent = JSON.stringify(Array.from(chain.points().slice(26)))`,
    async (page) => {
      await page.waitForFunction(() => document.getElementById('out').textContent !== 'loading')
      return JSON.parse(await page.textContent('#out'))
    },
  )
  assert.equal(tip.length, 2)
  assert.ok(tip[1] > 20)
})

test('a page bundled by Vite with import \'purupuru/embed\' runs a built-in sketch and a jiggle', async () => {
  const state = await inViteBundle(
    join(app, 'embed'),
    `<!doctype html><link rel="icon" href="data:,"><title>embed</title>
     <purupuru-sketch sketch="chain" iter="9"></purupuru-sketch>
     <purupuru-jiggle><button>jiggly</button></purupuru-jiggle>
     <script type="module" src="./main.js"></script>`,
    `import 'purupuru/embed'`,
    async (page) => {
      await page.waitForFunction(() => document.querySelector('purupuru-sketch').steps > 5)
      return page.evaluate(() => ({
        iter: document.querySelector('purupuru-sketch').frameFunction.scene.getOption('iter'),
        error: document.querySelector('purupuru-sketch').dataset.error ?? null,
        jiggle: document.querySelector('purupuru-jiggle').scene !== null,
      }))
    },
  )
  assert.deepEqual(state, { iter: 9, error: null, jiggle: true })
})
