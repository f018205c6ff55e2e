// The ball pit at fixed settings, ours against the classic and the listed JS, for working
// on the contacts: quicker than `npm run bench` (which chooses settings by
// measured time and times every reference and peer), and not a substitute
// for it. Times the working tree's dist/ in headless Chromium (or Node with
// --node), each case's subjects made fresh and timed in turn, and prints the
// median ms a frame of each and their ratio; with --quality, the deepest
// overlap over the first 120 frames too.
// With --against=<folder> (a copy of the package's js/ and dist/ under the
// project, say of an earlier build), that build's World is timed in turn
// with this one's, as "before".
//   node bench/pit_at.js [--node] [--quality] [--reps=5] [--against=<folder>] [count:radius:start:substeps:iter ...]
import { fileURLToPath, pathToFileURL } from 'node:url'
import { launchBrowser } from '../tests/support/browser.js'
import { serveFolder } from '../scripts/serve.js'

const project = fileURLToPath(new URL('../', import.meta.url))
const flags = process.argv.slice(2).filter((arg) => arg.startsWith('--'))
const named = process.argv.slice(2).filter((arg) => !arg.startsWith('--'))
const inNode = flags.includes('--node')
const withQuality = flags.includes('--quality')
const reps = Number(flags.find((arg) => arg.startsWith('--reps='))?.slice(7) ?? 5)
const against = flags.find((arg) => arg.startsWith('--against='))?.slice(10) ?? ''
const CASES = named.length > 0 ? named : ['4000:4:pouring:10:1', '16000:3:pouring:10:1', '4000:4:settled:13:1', '16000:3:settled:15:1']

// Runs where it is loaded (the page or Node): imports by URL from `root`.
async function timeCases(root, cases, reps, withQuality, against) {
  const { load } = await import(`${root}js/index.js`)
  const before = against ? await (await import(`${root}${against}/js/index.js`)).load() : null
  const { pouredPile, settledPile, largestOverlap } = await import(`${root}bench/pit.js`)
  const { ClassicBallPit } = await import(`${root}bench/reference/ball_pit.js`)
  const { ListedBallPit } = await import(`${root}bench/reference/listed_ball_pit.js`)
  const { pitWorld, PIT } = await import(`${root}bench/suite.js`)
  const P = await load()
  const now = () => performance.now()
  const rows = []
  for (const spec of cases) {
    const [count, radius, start, substeps, iter] = spec.split(':').map((v, k) => (k === 2 ? v : Number(v)))
    const pile = (start === 'pouring' ? pouredPile : settledPile)({ ...PIT, radius, count })
    const options = { ...PIT, radius, ...pile }
    const frames = start === 'pouring' ? 119 : 28
    const subjects = {
      ours: () => pitWorld(P, { ...options, substeps, iter }),
      classic: () => new ClassicBallPit({ ...options, substeps: 16 }),
      listed: () => new ListedBallPit({ ...options, substeps: 16 }),
      ...(before ? { before: () => pitWorld(before, { ...options, substeps, iter }) } : {}),
    }
    const names = Object.keys(subjects)
    const times = Object.fromEntries(names.map((name) => [name, []]))
    for (let r = 0; r < reps; r++) {
      for (const name of r % 2 ? [...names].reverse() : names) {
        const made = subjects[name]()
        made.step()
        const t0 = now()
        for (let f = 0; f < frames; f++) made.step()
        times[name].push((now() - t0) / frames)
        made.delete?.()
      }
    }
    const median = (list) => [...list].sort((a, b) => a - b)[list.length >> 1]
    const row = Object.fromEntries([['spec', spec], ...names.map((name) => [name, median(times[name])])])
    if (withQuality) {
      for (const name of ['ours', 'classic', 'listed']) {
        const made = subjects[name]()
        let deepest = 0
        for (let f = 0; f < 120; f++) {
          made.step()
          deepest = Math.max(deepest, largestOverlap(made.points?.() ?? made.positions(), radius))
        }
        row[`${name}Quality`] = deepest
        made.delete?.()
      }
    }
    rows.push(row)
  }
  return rows
}

let rows
if (inNode) {
  rows = await timeCases(pathToFileURL(project).href, CASES, reps, withQuality, against)
} else {
  const server = await serveFolder(project)
  const browser = await launchBrowser()
  try {
    const page = await browser.newPage()
    await page.goto(new URL('bench/', server.url).href)
    await page.addScriptTag({ content: `window.timeCases = ${timeCases.toString()}` })
    rows = await page.evaluate(([root, cases, reps, q, a]) => window.timeCases(root, cases, reps, q, a), [new URL('/', server.url).href, CASES, reps, withQuality, against])
  } finally {
    await browser.close()
    await server.close()
  }
}
console.log(`| case (${inNode ? 'Node' : 'Chromium'}) | ours ms/frame | classic | listed | ratio to the faster |${against ? ' before | before / ours |' : ''}${withQuality ? ' ours r | classic r | listed r |' : ''}`)
console.log(`| --- | --- | --- | --- | --- |${against ? ' --- | --- |' : ''}${withQuality ? ' --- | --- | --- |' : ''}`)
for (const r of rows) {
  const quality = withQuality ? ` ${r.oursQuality.toFixed(3)} | ${r.classicQuality.toFixed(3)} | ${r.listedQuality.toFixed(3)} |` : ''
  const ratio = Math.min(r.classic, r.listed) / r.ours
  const beside = against ? ` ${r.before.toFixed(3)} | ×${(r.before / r.ours).toFixed(2)} |` : ''
  console.log(`| ${r.spec} | ${r.ours.toFixed(3)} | ${r.classic.toFixed(3)} | ${r.listed.toFixed(3)} | ×${ratio.toFixed(2)} |${beside}${quality}`)
}
