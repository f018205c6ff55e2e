// Where a ball pit's time goes in headless Chromium, where readers run it:
// the bench's pile (bench/pit.js, in PIT's box) stepped in a page whose wasm
// module has its functions named, under the DevTools sampling profiler;
// self time summed by function and by pass. Node's profile (--cpu-prof)
// answers the same for Node.
//   node bench/profile_pit.js [count=4000] [radius=4] [substeps=10] [iter=1] [pouring|settled] [frames]
//   node bench/profile_pit.js jelly|drape [frames]
// The second form profiles the bench's jelly pile or drape (bench/contact_scenes.js)
// at its own settings. Needs the wasm build (npm run build); links a named
// copy of the module into build/profile/ first.
import { execSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { launchBrowser } from '../tests/support/browser.js'
import { serveFolder } from '../scripts/serve.js'
import { PIT, POUR_FRAMES } from './suite.js'

const project = fileURLToPath(new URL('../', import.meta.url))
const scene = ['jelly', 'drape'].includes(process.argv[2]) ? process.argv[2] : null
const [count = 4000, radius = 4, substeps = 10, iter = 1] = scene ? [] : process.argv.slice(2, 6).map(Number)
const start = process.argv[6] ?? 'pouring'
const frames = Number((scene ? process.argv[3] : process.argv[7]) ?? POUR_FRAMES)

// The module as the build links it, with its functions' names kept
// (--profiling-funcs), and its own glue: that glue goes through Emscripten's
// JS optimizer, which needs acorn (from the project's node_modules).
const folder = `${project}build/profile`
mkdirSync(folder, { recursive: true })
const link = readFileSync(`${project}build/wasm/bindings/CMakeFiles/purupuru_wasm.dir/link.txt`, 'utf8').trim()
execSync(`${link.replace(/ -o \S*purupuru\.mjs/, ` -o ${folder}/purupuru.mjs`)} --profiling-funcs`, {
  cwd: `${project}build/wasm/bindings`,
  env: { ...process.env, NODE_PATH: `${project}node_modules` },
  stdio: 'inherit',
})

writeFileSync(`${folder}/index.html`, `<!doctype html><meta charset="utf-8"><title>pit profile</title>
<script type="module">
import createPurupuru from '/build/profile/purupuru.mjs'
import { makeLoad } from '/js/load.js'
import { pouredPile, settledPile } from '/bench/pit.js'
import { drapeWorld, jellyPileWorld } from '/bench/contact_scenes.js'
import * as builders from '/js/builders.js'
const P = await makeLoad((options) => createPurupuru(options))()
window.scene = (name) => {
  const world = name === 'jelly' ? jellyPileWorld(P, builders) : drapeWorld(P, builders)
  world.step()
  return world
}
window.pit = ({ width, height, gravity, count, radius, substeps, iter, start }) => {
  const pile = (start === 'pouring' ? pouredPile : settledPile)({ width, height, radius, count })
  const world = new P.World({ width, height, gravity, substeps, iter, friction: 0, staticFriction: 0, maxPoints: count })
  for (let i = 0; i < count; i++) world.addPoint(pile.x[i], pile.y[i], { radius })
  world.step() // the first frame, as the bench leaves it untimed
  return world
}
window.steps = (frames) => {
  const t0 = performance.now()
  for (let f = 0; f < frames; f++) {
    window.world.step()
    window.world.wake()
  }
  return (performance.now() - t0) / frames
}
window.ready = true
</script>`)

// Which pass a function belongs to (core/world/contacts/).
const PASSES = [
  ['pairs relaxed', /DiskPairs::relax/],
  ['lists', /DiskPairs::(find|layOut)|Contacts::find|CellGrid|SolidContacts::find|Finder|ListWatch::(motions|listed)/],
  ['pairs settled', /settle/],
  ['integration, drift check, walls', /integrate|ListWatch|clampToWalls|WallContacts|drift|farFromCommon/],
]

const server = await serveFolder(project)
const browser = await launchBrowser()
try {
  const page = await browser.newPage()
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`))
  page.on('console', (message) => message.type() === 'error' && !/favicon/.test(message.location().url) && console.error(`console: ${message.text()}`))
  await page.goto(new URL('build/profile/index.html', server.url).href)
  await page.waitForFunction(() => window.ready)
  if (scene) await page.evaluate((name) => (window.world = window.scene(name)), scene)
  else await page.evaluate((o) => (window.world = window.pit(o)), { ...PIT, count, radius, substeps, iter, start })
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
  await cdp.send('Profiler.start')
  const msPerFrame = await page.evaluate((n) => window.steps(n), frames)
  const { profile } = await cdp.send('Profiler.stop')
  const selfUs = new Map()
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  for (let k = 0; k < profile.samples.length; k++) {
    const name = byId.get(profile.samples[k]).callFrame.functionName || '(anonymous)'
    selfUs.set(name, (selfUs.get(name) ?? 0) + (profile.timeDeltas[k + 1] ?? 0))
  }
  const total = [...selfUs.values()].reduce((sum, us) => sum + us, 0)
  const busy = [...selfUs].filter(([name]) => !/^\((idle|program|garbage collector)\)$/.test(name))
  const busyTotal = busy.reduce((sum, [, us]) => sum + us, 0)
  const share = (us) => `${((100 * us) / busyTotal).toFixed(1)}%`
  console.log(scene ? `## The bench's ${scene === 'jelly' ? 'jelly pile' : 'drape'}, at its own settings, in headless Chromium`
    : `## Ball pit, ${count} disks of radius ${radius}, ${start}: ${substeps} sub-steps, iter ${iter}, in headless Chromium`)
  console.log(`\n${frames} frames, ${msPerFrame.toFixed(2)} ms a frame under the profiler; ${(busyTotal / 1000).toFixed(0)} of ${(total / 1000).toFixed(0)} ms sampled busy.\n`)
  console.log('| pass | share |\n| --- | --- |')
  const passes = PASSES.map(([pass]) => [pass, 0])
  let other = 0
  for (const [name, us] of busy) {
    const k = PASSES.findIndex(([, pattern]) => pattern.test(name))
    if (k >= 0) passes[k][1] += us
    else other += us
  }
  for (const [pass, us] of passes) console.log(`| ${pass} | ${share(us)} |`)
  console.log(`| the rest | ${share(other)} |`)
  console.log('\n| function | self |\n| --- | --- |')
  for (const [name, us] of busy.sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`| ${name.slice(0, 90)} | ${share(us)} |`)
} finally {
  await browser.close()
  await server.close()
}
