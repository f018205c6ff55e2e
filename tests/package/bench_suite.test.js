// The benchmark's harness (bench/suite.js), run briefly: it times ours
// against every reference of a case and reports a ratio, it refuses to time
// a scene of ours that diverged or a World that came to rest (either would
// time nothing), the ball pit times the peers that load and are fast
// enough and notes the others, and the jelly pile and the drape are made
// with the builders they are given.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { load } from '../../js/node.js'
import { OUR_SETTINGS, POUR_FRAMES, RANK_RUNS, RANK_SPREAD, caseNames, cheapestHolding, runSuite } from '../../bench/suite.js'
import { ClassicBallPit } from '../../bench/reference/ball_pit.js'
import * as builders from '../../js/builders.js'

const P = await load()
const brief = { now: () => performance.now(), reps: 3, targetMs: 2 }

test('a case reports ours and every reference, with a ratio to the fastest', () => {
  const rows = runSuite(P, { ...brief, only: 'Chain, 14 points' })
  assert.deepEqual(
    rows.map((row) => row.subject),
    ['purupuru', 'JS, post order', 'JS, post order, wavefront'],
  )
  const [ours, ...references] = rows
  assert.ok(Number.isFinite(ours.ratio) && ours.ratio > 0, `ratio ${ours.ratio}`)
  assert.ok(ours.steps >= 1)
  for (const row of references) assert.equal(row.ratio, null)
  for (const row of rows) assert.ok(row.medianUs > 0 && row.minUs <= row.medianUs)
})

test('the call price compares many calls with one', () => {
  const rows = runSuite(P, { ...brief, only: 'Call price' })
  assert.equal(rows.length, 2)
  assert.ok(Number.isFinite(rows[0].ratio) && rows[0].ratio > 0)
})

test('each case may be named and run alone', () => {
  const names = caseNames(P, { only: 'chain, 14' })
  assert.deepEqual(names, ['Chain, 14 points'])
  const all = caseNames(P)
  assert.equal(new Set(all).size, all.length)
  // `only` picks every case that holds the text ("World cloth 128×128, iter 8" holds "Cloth 128×128, iter 8"); `name`, the one.
  assert.ok(caseNames(P, { only: 'Cloth 128×128, iter 8' }).length > 1)
  const rows = runSuite(P, { ...brief, name: 'Chain, 14 points' })
  assert.deepEqual(new Set(rows.map((row) => row.name)), new Set(['Chain, 14 points']))
  assert.throws(() => runSuite(P, { ...brief, name: 'chain, 14 points' }), /no case is named "chain, 14 points"/)
  assert.throws(() => runSuite(P, { ...brief, name: 'Chain, 14' }), RangeError)
  assert.equal(runSuite(P, { ...brief, name: 'Call price' }).length, 2)
})

test('a scene of ours that diverged while timed stops the benchmark', () => {
  // The package's chain, but diverged from its first frame on.
  class FrozenChain extends P.Chain {
    get diverged() {
      return true
    }
  }
  assert.throws(
    () => runSuite({ ...P, Chain: FrozenChain }, { ...brief, only: 'Chain, 14 points' }),
    /Chain, 14 points: purupuru diverged while timed/,
  )
})

test('a World that came to rest while timed stops the benchmark', () => {
  class RestingWorld extends P.World {
    get resting() {
      return true
    }
  }
  assert.throws(
    () => runSuite({ ...P, World: RestingWorld }, { ...brief, only: 'World cloth 128' }),
    /World cloth 128×128, iter 8: purupuru came to rest while timed/,
  )
})

test('the ball pit weighs each reference against ours at its quality, times fast peers, and notes slow and missing ones', () => {
  // The classic solver stands in for a fast peer: it takes the peers' options.
  class SlowPit {
    step() {
      const until = performance.now() + 150
      while (performance.now() < until);
    }
  }
  const peers = { fast: ClassicBallPit, slow: SlowPit, missing: 'not loaded in Chromium' }
  const rows = runSuite(P, { ...brief, only: '4000 disks of radius 4, pouring', peers })
  const settings = (row) => row.subject.replace(/\d+ sub-steps, iter \d+/, 'N sub-steps, iter M')
  // Ours at a reference's quality, where cheaper settings reach it, comes after the peers timed.
  const matched = rows.filter((row) => / reference's quality\)$/.test(row.subject))
  assert.deepEqual(
    rows.filter((row) => !matched.includes(row)).map(settings),
    [
      'purupuru, N sub-steps, iter M',
      'JS, classic, 16 sub-steps',
      'JS, listed once a margin is crossed (Ten Minute Physics 15), 16 sub-steps',
      'purupuru with friction 0.3 (static 0.5)',
      'fast',
      'slow',
      'missing',
    ],
  )
  assert.ok(matched.length <= 2)
  // A pour's every subject is timed over the same frames, whatever their speeds.
  for (const row of rows.filter((row) => row.medianUs !== null)) assert.equal(row.steps, POUR_FRAMES, row.subject)
  const [ours, reference, listed, withFriction, fast, slow, missing] = rows.filter((row) => !matched.includes(row))
  assert.ok(Number.isFinite(withFriction.ratio) && withFriction.ratio > 0)
  assert.ok(Number.isFinite(fast.ratio) && fast.ratio > 0 && fast.medianUs > 0)
  // Ours' own row at the cheapest settings no worse than either reference; the peer is the classic one.
  assert.ok(reference.overlap > 0 && ours.overlap <= reference.overlap, `${ours.overlap} against ${reference.overlap}`)
  assert.ok(listed.overlap > 0 && ours.overlap <= listed.overlap, `${ours.overlap} against ${listed.overlap}`)
  assert.equal(fast.overlap, reference.overlap)
  // Each reference has its ratio, against ours at its own quality: ours' row, or a row of
  // its own when cheaper settings reach it (the listed reference holds the pile worse).
  for (const [row, name] of [[reference, 'classic'], [listed, 'listed']]) {
    assert.ok(Number.isFinite(row.ratio) && row.ratio > 0, `${name}: ${row.ratio}`)
    const own = matched.find((m) => m.subject.endsWith(`(at the ${name} reference's quality)`))
    if (own) {
      assert.ok(own.overlap <= row.overlap && own.overlap > ours.overlap && own.ratio === null, `${name}: ${own.overlap}`)
      assert.match(settings(own), /^purupuru, N sub-steps, iter M \(at the (classic|listed) reference's quality\)$/)
    }
  }
  assert.equal(ours.ratio, Math.min(reference.ratio, listed.ratio))
  // A pour's peer is judged by its mean over the pour's frames.
  assert.match(slow.note, /^over 100 ms a step over the timed frames \(1\d\d ms at least\): not timed$/)
  assert.equal(missing.note, 'not loaded in Chromium')
  for (const row of [slow, missing]) assert.ok(row.medianUs === null && row.ratio === null && row.overlap === null)
})

test('a peer with settings runs at the cheapest that holds the pile as well as ours, against ours at its quality; one that never does, at its best against ours at that quality', () => {
  // The classic solver with a setting of sub-steps stands in for a peer: 2 sub-steps hold the pile
  // worse than ours, 64 better; 1 and 2 only is never as good.
  class Classic extends ClassicBallPit {
    constructor({ setting, ...options }) {
      super({ ...options, substeps: setting.substeps })
    }
  }
  const ladder = (...counts) => counts.map((substeps) => ({ label: `${substeps} sub-steps`, substeps }))
  const peers = { reaching: { Pit: Classic, settings: ladder(2, 16, 32, 64) }, short: { Pit: Classic, settings: ladder(1, 2) } }
  // Settings are ranked by the suite's own clock: two readings a timed frame of each.
  let readings = 0
  const now = () => (readings++, performance.now())
  const rows = runSuite(P, { ...brief, now, only: '4000 disks of radius 4, pouring', peers })
  const settings = OUR_SETTINGS.length + peers.reaching.settings.length + peers.short.settings.length
  assert.ok(readings >= 2 * POUR_FRAMES * settings, `${readings} readings of the clock`)
  const [ours, reference, listed] = rows
  const row = (pattern) => rows.find((r) => pattern.test(r.subject))
  const reaching = row(/^reaching, /)
  const short = row(/^short, /)
  assert.match(reaching.subject, /^reaching, (16|32|64) sub-steps$/)
  assert.ok(reaching.overlap <= ours.overlap, `${reaching.overlap} against ours ${ours.overlap}`)
  // A peer that holds the pile better than ours is weighed against ours at its quality, as the
  // references are; one that holds it as well, against ours.
  const oursAtReaching = row(/\(at reaching's quality\)$/)
  if (oursAtReaching) {
    assert.match(oursAtReaching.subject, /^purupuru, \d+ sub-steps, iter \d+ \(at reaching's quality\)$/)
    assert.ok(oursAtReaching.overlap <= reaching.overlap && reaching.overlap < ours.overlap)
  } else {
    assert.ok(reaching.overlap === ours.overlap, `${reaching.overlap} against ours ${ours.overlap}`)
  }
  assert.match(short.subject, /^short, [12] sub-steps \(its best\)$/)
  // Against ours at its best quality: a row of its own, or ours' own row when that is the
  // fastest of ours to hold the pile as well.
  assert.ok(short.overlap > ours.overlap)
  const oursAtShort = row(/\(at short's best quality\)$/)
  if (oursAtShort) {
    assert.match(oursAtShort.subject, /^purupuru, \d+ sub-steps, iter \d+ \(at short's best quality\)$/)
    assert.ok(oursAtShort.overlap <= short.overlap && oursAtShort.ratio === null)
  }
  assert.ok(Number.isFinite(short.ratio) && reference.ratio > 0 && listed.ratio > 0)
  assert.ok(Number.isFinite(reaching.ratio) && reaching.ratio > 0)
})

test('the jelly pile and the drape run against their references, made with the builders given', () => {
  const references = {
    'Jelly pile': [/^JS, classic: contacts once a sub-step, \d+ sub-steps, iter \d+(, its best)?$/, /^JS, the previous World's algorithm$/],
    Drape: [/^JS, classic: links in the order made, the ball as a distance check$/, /^JS, the previous World's algorithm$/],
  }
  const rowsOf = {}
  for (const only of ['Jelly pile', 'Drape']) {
    const rows = (rowsOf[only] = runSuite(P, { ...brief, only, builders }))
    assert.equal(rows[0].subject, 'purupuru')
    assert.equal(rows.length, 1 + references[only].length)
    references[only].forEach((label, k) => assert.match(rows[1 + k].subject, label))
    assert.ok(Number.isFinite(rows[0].ratio) && rows[0].ratio > 0, `${only}: ratio ${rows[0].ratio}`)
    assert.throws(() => runSuite(P, { ...brief, only }), /needs options\.builders/)
  }
  // The classic jelly pile runs where its jellies sink no deeper than ours, or at its best.
  const [ours, classic] = rowsOf['Jelly pile']
  if (classic.subject.endsWith('its best')) assert.ok(classic.overlap > ours.overlap)
  else assert.ok(classic.overlap <= ours.overlap, `${classic.overlap} against ours ${ours.overlap}`)
})

test('settings close to the fastest first time are timed again and ranked by their median, not by one run', () => {
  // Scripted: `lucky` was fastest once and slow after; `steady` is what it first seemed; `slow` is out
  // of reach of the fastest first time; `deep` is fast but does not hold the pile.
  const script = { lucky: [10, 30, 30], steady: [12, 12, 12], slow: [10 * RANK_SPREAD + 1, 1, 1], deep: [1, 1, 1] }
  const quality = { lucky: 0.1, steady: 0.1, slow: 0.1, deep: 0.5 }
  const tries = Object.keys(script).map((name) => ({ name, make: name }))
  const times = new Map()
  const timedAgain = []
  const chosen = cheapestHolding(tries, 0.2, {
    quality: (make) => quality[make],
    times: (make) => times.get(make) ?? times.set(make, [script[make][0]]).get(make),
    timeAgain: (makes, runs) => (timedAgain.push({ makes, runs }), makes.map((make) => script[make].slice(1, 1 + runs))),
  })
  assert.equal(chosen.name, 'steady')
  assert.deepEqual(timedAgain, [{ makes: ['lucky', 'steady'], runs: RANK_RUNS - 1 }])
  assert.deepEqual(times.get('steady'), script.steady.slice(0, RANK_RUNS))
  // Asked again, it times nothing more.
  assert.equal(cheapestHolding(tries, 0.2, {
    quality: (make) => quality[make],
    times: (make) => times.get(make),
    timeAgain: () => assert.fail('timed again'),
  }).name, 'steady')
  assert.equal(cheapestHolding(tries, 0.05, { quality: (make) => quality[make], times: (make) => times.get(make), timeAgain: () => 0 }), undefined)
})
