// The benchmark cases, run the same way in Node and in Chromium: each case
// times a purupuru scene, through the package's public API, against the
// plain-JS references of the same algorithm, in one run, and holds ours to
// the fastest of them. Every figure is the median (and minimum) of several
// timed repetitions after a warm-up. A repetition makes every subject
// afresh, steps it once off the clock (a World sorts its links on its first
// step), then times two runs of each, in turn and then in reverse turn (ours,
// reference, reference, ours), so that a machine speeding up or slowing down
// within it weighs on all alike; a ratio is the median over the repetitions
// of the ratio of the two times taken in the same repetition (so it need not
// equal the ratio of the medians shown).
import { BalloonReference, BalloonTwoPassReference } from './reference/balloon.js'
import { ChainReference, ChainWavefrontReference } from './reference/chain.js'
import { ClothGridReference, ClothReference } from './reference/cloth.js'

const size = { width: 640, height: 360 }

function cases(P) {
  const cloth = (side) => ({
    name: `Cloth ${side}×${side}, iter 8`,
    ours: () => new P.Cloth({ ...size, cols: side, rows: side, iter: 8 }),
    references: clothReferences(side),
    // ns per constraint-iteration: a step relaxes every link iter times.
    work: 8 * (2 * side * (side - 1)),
  })
  const chain = (n) => ({
    name: `Chain, ${n} points`,
    ours: () => new P.Chain({ ...size, n }),
    references: {
      'post order': () => new ChainReference({ ...size, n }),
      'post order, wavefront': () => new ChainWavefrontReference({ ...size, n }),
    },
    // A long chain falls past the sane range after about 1880 frames, and a
    // diverged scene stops stepping: every subject is timed well before.
    maxFrames: n > 1000 ? 1500 : Infinity,
  })
  const balloon = (count) => ({
    name: `Balloon, ${count} points`,
    ours: () => new P.Balloon({ ...size, count }),
    references: {
      "the post's loops": () => new BalloonReference({ ...size, count }),
      'two passes': () => new BalloonTwoPassReference({ ...size, count }),
    },
  })
  // The same cloth composed in a World with addPoint and link (the JS
  // reference's grid, pins and gravity; no walls, as the scene has none),
  // timed beside the Cloth scene too.
  const worldCloth = (side) => ({
    name: `World cloth ${side}×${side}, iter 8`,
    ours: () => composedCloth(P, side),
    references: clothReferences(side),
    alongside: { 'the Cloth scene': () => new P.Cloth({ ...size, cols: side, rows: side, iter: 8 }) },
    work: 8 * (2 * side * (side - 1)),
  })
  return [
    cloth(32), cloth(64), cloth(128), cloth(256), worldCloth(128),
    chain(14), chain(10000), balloon(26), balloon(10000),
  ]
}

function clothReferences(side) {
  const options = { ...size, cols: side, rows: side, iter: 8 }
  return {
    'natural order': () => new ClothReference(options),
    'set order': () => new ClothReference({ ...options, order: 'sets' }),
    'set order, grid loops': () => new ClothGridReference(options),
  }
}

function composedCloth(P, side) {
  const { x, y, mobility, pairs } = new ClothReference({ ...size, cols: side, rows: side, iter: 8 })
  const world = new P.World({ ...size, gravity: 0.3, walls: false, maxPoints: side * side })
  for (let i = 0; i < x.length; i++) {
    world.addPoint(x[i], y[i])
    if (mobility[i] === 0) world.pin(i)
  }
  for (let l = 0; l < pairs.length; l += 2) world.link(pairs[l], pairs[l + 1])
  return world
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

// A subject of a case: something made by `make` with a step() method (and
// delete() and diverged when it is a scene of ours), run `steps` frames at a
// time by `runMade`. Each subject gets its own copy of the stepping loop, so
// that its call to step() sees one class only, as in an app.
function subject(label, make, runMade = stepLoop()) {
  let made = null
  return {
    label,
    renew() {
      made?.delete?.()
      made = make()
      made.step()
    },
    run(steps) {
      runMade(made, steps)
    },
    check(caseName) {
      if (made.diverged) throw new Error(`${caseName}: ${label} diverged while timed`)
    },
    dispose() {
      made?.delete?.()
      made = null
    },
  }
}

const stepLoop = () => new Function('made', 'steps', 'for (let i = 0; i < steps; i++) made.step()')

// Milliseconds for `steps` frames of each subject, `reps` times: each time is
// the mean of two runs of a fresh subject, one in turn and one in reverse.
function timeInTurn(caseName, subjects, steps, reps, now) {
  const times = subjects.map(() => [])
  const inTurn = subjects.map((_subject, s) => s)
  const twice = [...inTurn, ...[...inTurn].reverse()]
  try {
    for (let r = 0; r < reps; r++) {
      for (const subject of subjects) subject.renew()
      const took = subjects.map(() => 0)
      for (const s of twice) {
        const start = now()
        subjects[s].run(steps)
        took[s] += now() - start
      }
      for (const subject of subjects) subject.check(caseName)
      took.forEach((t, s) => times[s].push(t / 2))
    }
  } finally {
    for (const subject of subjects) subject.dispose()
  }
  return times
}

// The median over the repetitions of a's time over b's in the same one.
const pairedRatio = (a, b) => median(a.map((t, r) => t / b[r]))

// How many steps take each subject about `ms` milliseconds, on average, and
// keep two runs and the first step within maxFrames.
function calibrate(caseName, subjects, ms, now, maxFrames) {
  const most = Math.max(1, Math.floor((maxFrames - 1) / 2))
  let steps = 1
  try {
    for (;;) {
      for (const subject of subjects) subject.renew()
      const start = now()
      for (const subject of subjects) subject.run(steps)
      const took = now() - start
      for (const subject of subjects) subject.check(caseName)
      if (took > ms / 4 || steps >= most) {
        return Math.min(most, Math.max(1, Math.round((steps * ms * subjects.length) / took)))
      }
      steps *= 2
    }
  } finally {
    for (const subject of subjects) subject.dispose()
  }
}

/**
 * Runs every case; returns rows of { name, subject, steps, medianUs, minUs,
 * nsPerWork, ratio } where ratio is the paired ratio of the fastest reference
 * (by median time) to ours (above 1: we are faster). `only` keeps the cases
 * whose name holds it.
 */
export function runSuite(P, { now, reps = 15, targetMs = 60, only = '' } = {}) {
  const rows = []
  const wanted = (name) => name.toLowerCase().includes(only.toLowerCase())
  for (const c of cases(P).filter((c) => wanted(c.name))) {
    const subjects = [
      subject('purupuru', c.ours),
      ...Object.entries(c.references).map(([label, make]) => subject(`JS, ${label}`, make)),
    ]
    const references = subjects.length - 1
    for (const [label, make] of Object.entries(c.alongside ?? {})) subjects.push(subject(label, make))
    calibrate(c.name, subjects, targetMs, now, c.maxFrames ?? Infinity) // warm-up
    const steps = calibrate(c.name, subjects, targetMs, now, c.maxFrames ?? Infinity)
    const times = timeInTurn(c.name, subjects, steps, reps, now)
    const medians = times.map((t) => median(t))
    const fastest = 1 + medians.slice(1, 1 + references).indexOf(Math.min(...medians.slice(1, 1 + references)))
    subjects.forEach((subject, s) => {
      rows.push({
        name: c.name,
        subject: subject.label,
        steps,
        medianUs: (medians[s] / steps) * 1000,
        minUs: (Math.min(...times[s]) / steps) * 1000,
        nsPerWork: c.work ? (medians[s] / steps / c.work) * 1e6 : null,
        // Beside a scene of ours, the ratio is how many times its time ours takes.
        ratio: s === 0 ? pairedRatio(times[fastest], times[0]) : s > references ? pairedRatio(times[0], times[s]) : null,
      })
    })
  }
  if (wanted('Call price')) rows.push(...callPrice(P, now, reps))
  return rows
}

// What a call from JS costs: 200000 step() calls against one step(200000),
// on the post's chain (14 points, about the lightest scene people draw).
function callPrice(P, now, reps) {
  const calls = 200000
  const chain = () => new P.Chain(size)
  const subjects = [
    subject(`${calls} × step()`, chain, (made) => { for (let i = 0; i < calls; i++) made.step() }),
    subject(`step(${calls})`, chain, (made) => made.step(calls)),
  ]
  for (const s of subjects) {
    s.renew()
    s.run(1) // warm-up
  }
  const times = timeInTurn('Call price', subjects, 1, reps, now)
  const medians = times.map((t) => median(t))
  return subjects.map((subject, s) => ({
    name: 'Call price, Chain 14 points (ratio: the calls over one call)',
    subject: subject.label,
    steps: calls,
    medianUs: (medians[s] / calls) * 1000,
    minUs: (Math.min(...times[s]) / calls) * 1000,
    nsPerWork: null,
    ratio: s === 0 ? pairedRatio(times[0], times[1]) : null,
  }))
}

/** The rows as a Markdown table. */
export function formatTable(rows) {
  const lines = [
    '| case | subject | µs per step, median (min) | ns per constraint-iteration | ratio |',
    '|---|---|---|---|---|',
  ]
  for (const row of rows) {
    const us = `${row.medianUs.toFixed(row.medianUs < 10 ? 3 : 1)} (${row.minUs.toFixed(row.minUs < 10 ? 3 : 1)})`
    const ns = row.nsPerWork === null ? '' : row.nsPerWork.toFixed(2)
    const ratio = row.ratio === null ? '' : `×${row.ratio.toFixed(2)}`
    lines.push(`| ${row.name} | ${row.subject} | ${us} | ${ns} | ${ratio} |`)
  }
  return lines.join('\n')
}
