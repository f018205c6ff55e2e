// Two builds of the package, A and B, timed on one contact case in turn in
// one Node process: the machine's slow spells (a third or more, some
// minutes long) fall on both alike, so the median of the paired ratios
// tells a change of a few percent where times from two processes cannot.
//
//   node bench/ab.js <A> <B> <case> [substeps]
//
// A and B: package roots holding js/ and a built dist/ (a worktree, or a
// copy of dist/ beside a checkout's js/). case: pour-4000, settled-4000,
// pour-16000, settled-16000 (the bench's ball pits at `substeps`, default
// 11, iter 1, kept awake; `a:b` gives A and B their own), jelly or drape
// (the bench's scenes at their own settings). Each repetition makes a fresh
// world for each build, steps it once, then times a fixed run of frames
// from the second (the pours over the bench's POUR_FRAMES, the settled piles
// 14, the jelly pile 30, the drape 60), A then B, then B then A on the next.
// Prints each build's median µs per step and the median of A's time over
// B's (above 1: B is faster).
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { drapeWorld, jellyPileWorld } from './contact_scenes.js'
import { pouredPile, settledPile } from './pit.js'
import { PIT, POUR_FRAMES, pitWorld } from './suite.js'

const [rootA, rootB, caseName, substeps = '11'] = process.argv.slice(2)
const CASES = ['pour-4000', 'settled-4000', 'pour-16000', 'settled-16000', 'jelly', 'drape']
if (!rootB || !CASES.includes(caseName)) {
  console.error(`usage: node bench/ab.js <A> <B> <${CASES.join('|')}> [substeps, default 11]`)
  process.exit(2)
}
const reps = 15

async function build(root) {
  const at = (file) => pathToFileURL(resolve(root, file)).href
  const { load } = await import(at('js/node.js'))
  return { P: await load(), builders: await import(at('js/builders.js')) }
}

// The case's fresh world (the bench's own: its pit steps kept awake), how
// many frames to time, a stepping loop of its own (one loop stepping both
// builds' worlds would see two classes), and its times.
function subject({ P, builders }, substeps) {
  const run = new Function('world', 'frames', 'for (let f = 0; f < frames; f++) world.step()')
  if (caseName === 'jelly') return { make: () => jellyPileWorld(P, builders), frames: 30, run, times: [] }
  if (caseName === 'drape') return { make: () => drapeWorld(P, builders), frames: 60, run, times: [] }
  const [start, count] = caseName.split('-')
  const radius = count === '4000' ? 4 : 3
  const pile = (start === 'pour' ? pouredPile : settledPile)({ ...PIT, radius, count: Number(count) })
  const make = () => pitWorld(P, { ...PIT, substeps: Number(substeps), iter: 1, radius, ...pile })
  return { make, frames: start === 'settled' ? 14 : POUR_FRAMES, run, times: [] }
}

// µs per step over the case's frames, from its second frame.
function time({ make, frames, run }) {
  const world = make()
  world.step()
  const start = performance.now()
  run(world, frames)
  const us = ((performance.now() - start) / frames) * 1000
  world.delete()
  return us
}

const [substepsA, substepsB = substepsA] = substeps.split(':')
const a = subject(await build(rootA), substepsA)
const b = subject(await build(rootB), substepsB)
time(a)
time(b)
for (let r = 0; r < reps; r++) {
  for (const s of r % 2 === 0 ? [a, b] : [b, a]) s.times.push(time(s))
}
const median = (values) => [...values].sort((x, y) => x - y)[values.length >> 1]
const ratios = a.times.map((t, r) => t / b.times[r])
const label = caseName.startsWith('pour') || caseName.startsWith('settled') ? `${caseName}, ${substeps} sub-steps` : caseName
console.log(`${label}: A ${median(a.times).toFixed(0)} µs, B ${median(b.times).toFixed(0)} µs, A/B ${median(ratios).toFixed(3)}`)
