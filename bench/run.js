// npm run bench: packs the package, installs it into build/bench/app, and
// times it against the plain-JS references (and the ball pit against other
// libraries, bench/peers/) in Node and in headless Chromium, making the jelly
// pile and the drape with the package's own builders; then weighs what
// `import { load } from 'purupuru'` loads. Prints Markdown tables (ratios:
// the reference's time over ours, above 1 is faster).
//   node bench/run.js [--local] [--node-only | --chromium-only] [--only=<text>]
// --local skips packing and measures the working tree's js/ and dist/;
// --node-only and --chromium-only run the cases in one of the two;
// --only runs just the cases whose name holds the text (say --only=cloth;
// --only=phone runs the example post scrolled on a phone alone, --only=time
// the costs of time control alone).
// Each case's rows are printed as it ends, so a long run stopped part way
// keeps what it timed.
import { spawnSync } from 'node:child_process'
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, posix } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { launchBrowser } from '../tests/support/browser.js'
import { serveFolder } from '../scripts/serve.js'
import { importWeight, formatWeight } from '../scripts/weight.js'
import { loadPeers, PEERS } from './peers/index.js'
import { caseNames, runSuite, formatTable } from './suite.js'
import { formatPhoneScroll, phoneScroll } from './phone_scroll.js'
import { formatRewind, formatSnapshotCosts, rewindInChromium, snapshotCosts } from './time.js'

const project = fileURLToPath(new URL('../', import.meta.url))
const local = process.argv.includes('--local')
const nodeOnly = process.argv.includes('--node-only')
const chromiumOnly = process.argv.includes('--chromium-only')
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length) ?? ''

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`)
}

// The folder holding the package as a user gets it.
function installedPackage() {
  if (local) return project
  const work = join(project, 'build', 'bench')
  rmSync(work, { recursive: true, force: true })
  mkdirSync(join(work, 'app'), { recursive: true })
  run('npm', ['pack', '--pack-destination', work, '--silent'], project)
  const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'))
  writeFileSync(join(work, 'app', 'package.json'), JSON.stringify({ name: 'bench-app', private: true, type: 'module' }))
  run('npm', ['install', '--no-audit', '--no-fund', '--silent', join(work, tarball)], join(work, 'app'))
  return join(work, 'app', 'node_modules', 'purupuru')
}

// The page finds each peer as the project installed it, at the entry its
// package.json gives an `import`: a peer that is no ES module there (or
// needs more) does not load, and the table says so.
function peerImportMap() {
  const imports = {}
  for (const { name } of PEERS) {
    const installed = join(project, 'node_modules', name)
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'))
    // An export may nest its conditions ({ import: { types, default } }).
    let exported = manifest.exports?.['.']
    while (exported && typeof exported === 'object') exported = exported.import ?? exported.default
    const entry = exported ?? manifest.module ?? manifest.main
    imports[name] = posix.join('/node_modules', name, entry)
  }
  return JSON.stringify({ imports })
}

async function inChromium(packageDir, names, onRows) {
  // One origin serving the package at /purupuru/, the benchmark at /bench/
  // and the peers at /node_modules/ (with --local the project itself is the
  // package, and already has all three).
  const site = local ? project : join(project, 'build', 'bench-site')
  if (!local) {
    rmSync(site, { recursive: true, force: true })
    mkdirSync(site, { recursive: true })
    run('cp', ['-r', packageDir, join(site, 'purupuru')], project)
    run('cp', ['-r', join(project, 'bench'), join(site, 'bench')], project)
    for (const { name } of PEERS) {
      mkdirSync(join(site, 'node_modules', name, '..'), { recursive: true })
      run('cp', ['-r', join(project, 'node_modules', name), join(site, 'node_modules', name)], project)
    }
  }
  const entry = local ? '/js/index.js' : '/purupuru/js/index.js'
  const pageFile = local ? join(project, 'build', 'bench-local.html') : join(site, 'index.html')
  mkdirSync(join(project, 'build'), { recursive: true })
  writeFileSync(
    pageFile,
    `<!doctype html><meta charset="utf-8"><title>purupuru benchmark</title>
<script type="importmap">${peerImportMap()}</script>
<script type="module">
  import { load } from '${entry}'
  import * as builders from '${posix.join(posix.dirname(entry), 'builders.js')}'
  import { loadPeers } from '/bench/peers/index.js'
  import { runSuite } from '/bench/suite.js'
  window.bench = Promise.all([load(), loadPeers('not loaded in Chromium')]).then(([P, peers]) =>
    (name) => runSuite(P, { now: () => performance.now(), name, peers, builders }))
</script>`,
  )
  const server = await serveFolder(site, { port: 0 })
  const browser = await launchBrowser()
  try {
    // One page, as an app has, and a call per case, so that each case's rows come as it ends.
    const page = await browser.newPage()
    page.setDefaultTimeout(600000)
    await page.goto(new URL(local ? '/build/bench-local.html' : '/index.html', server.url).href)
    for (const name of names) onRows(await page.evaluate((name) => window.bench.then((run) => run(name)), name))
  } finally {
    await browser.close()
    await server.close()
  }
}

// The rows of each case as it ends, under one header.
function printer() {
  let first = true
  return (rows) => {
    console.log(formatTable(rows, { header: first, overlaps: true }))
    first = false
  }
}

const packageDir = installedPackage()
// Node resolves 'purupuru' and its builders through the package's exports, as
// an app would (with --local, the working tree's js/).
const resolve = (name, file) => (local ? join(project, 'js', file) : createRequire(join(packageDir, '..', '..', 'package.json')).resolve(name))
const entry = resolve('purupuru', 'node.js')
const { load } = await import(pathToFileURL(entry).href)
const builders = await import(pathToFileURL(resolve('purupuru/builders', 'builders.js')).href)
const P = await load()
const stamp = new Date().toISOString().slice(0, 10)
const names = caseNames(P, { only })
const phone = !nodeOnly && 'phone scroll'.includes(only)
const time = 'time snapshots'.includes(only)
if (names.length === 0 && !phone && !time) throw new Error(`bench: no case's name holds "${only}"`)

if (!chromiumOnly && names.length > 0) {
  console.log(`## Node ${process.version}, ${stamp}\n`)
  const peers = await loadPeers()
  const onRows = printer()
  for (const name of names) onRows(runSuite(P, { now: () => performance.now(), name, peers, builders }))
}
if (!nodeOnly && names.length > 0) {
  console.log(`\n## Headless Chromium, ${stamp}\n`)
  await inChromium(packageDir, names, printer())
}
if (phone) {
  console.log(`\n## The example post scrolled on a phone, headless Chromium, ${stamp}\n`)
  console.log(formatPhoneScroll(await phoneScroll()))
}
if (time) {
  if (!chromiumOnly) console.log(`\n## Time control in Node ${process.version}, ${stamp}\n\n${formatSnapshotCosts(snapshotCosts(P))}`)
  if (!nodeOnly) console.log(`\n## Time control in headless Chromium, ${stamp}\n\n${formatRewind(await rewindInChromium())}`)
}
console.log(`\n## Weight of import { load } from 'purupuru' (gzip -9)\n`)
console.log(formatWeight(importWeight(join(packageDir, 'js', 'index.js'))))
