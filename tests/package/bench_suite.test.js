// The benchmark's harness (bench/suite.js), run briefly: it times ours
// against every reference of a case and reports a ratio, and it refuses to
// time a scene of ours that diverged (a frozen scene would time nothing).
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { load } from '../../js/node.js'
import { runSuite } from '../../bench/suite.js'

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
