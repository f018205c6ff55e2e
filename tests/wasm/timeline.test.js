// The embeds' timeline (web/lib/timeline.js): which states it keeps, what a
// reader's hand forgets and keeps, what going back undoes, and what
// thinning spares. A frame here is a stand-in whose snapshot is `bytes` long.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { Timeline, BUDGET } from '../../web/lib/timeline.js'

const frameOf = (bytes = 8) => ({ snapshot: () => new Uint8Array(bytes) })
const keptAt = (timeline, n) => timeline.before(n)?.frame

const big = frameOf(BUDGET / 8)

function run(timeline, from, to, frame = frameOf()) {
  for (let n = from; n <= to; n++) timeline.reached(n, frame)
}

// A pointer's hand, taking hold at frame `from` and letting go at `to`.
function hand(timeline, from, to, frame = frameOf()) {
  timeline.handFrom(from, 'pointer')
  timeline.handDone(to, frame, 'pointer')
}

test('a state every 60 frames; none while a hand holds; the frame it lets go at is kept', () => {
  const timeline = new Timeline()
  run(timeline, 0, 200)
  assert.equal(keptAt(timeline, 199), 180)
  timeline.handFrom(130, 'pointer')
  assert.equal(keptAt(timeline, 199), 120, 'what was kept after the hand took hold is gone')
  run(timeline, 131, 250)
  assert.equal(keptAt(timeline, 250), 120, 'nothing kept while it holds')
  timeline.handDone(250, frameOf(), 'pointer')
  assert.equal(keptAt(timeline, 255), 250)
  run(timeline, 251, 300)
  assert.equal(keptAt(timeline, 300), 300)
})

test('two hands at once: kept again only when the last lets go', () => {
  const timeline = new Timeline()
  const slider = {}
  run(timeline, 0, 100)
  timeline.handFrom(100, 'pointer')
  timeline.handFrom(110, slider)
  timeline.handDone(120, frameOf(), slider)
  run(timeline, 101, 190)
  assert.equal(keptAt(timeline, 190), 60, 'the pointer still holds: nothing kept, not even where the slider let go')
  timeline.handDone(190, frameOf(), 'pointer')
  assert.equal(keptAt(timeline, 195), 190)
  timeline.handDone(195, frameOf(), 'pointer')
  assert.equal(keptAt(timeline, 199), 190, 'a let-go with none holding keeps nothing')
})

test('going back to a state before the let-go undoes the hand and what was kept after; at or after it, keeps it', () => {
  const timeline = new Timeline()
  run(timeline, 0, 100)
  hand(timeline, 100, 130)
  run(timeline, 131, 300)
  timeline.restoredTo(130)
  assert.equal(keptAt(timeline, 300), 300, 'restored at the let-go: the hand stays')
  timeline.restoredTo(60)
  assert.equal(keptAt(timeline, 300), 60, 'restored before it: the hand and its future are gone')
  run(timeline, 61, 300)
  assert.equal(keptAt(timeline, 300), 300, 'the scene left alone is kept again')
  timeline.restoredTo(60)
  assert.equal(keptAt(timeline, 300), 300, 'an undone hand is undone once')
})

test('the hands\' states take at most half the budget: past it the earliest goes, and going back before the next undoes its hand', () => {
  const timeline = new Timeline()
  run(timeline, 0, 59, big)
  for (let k = 1; k <= 6; k++) hand(timeline, 10 * k, 10 * k + 1, big)
  assert.ok(timeline.bytes <= BUDGET / 2 + big.snapshot().length, `${timeline.bytes} bytes kept`)
  assert.equal(keptAt(timeline, 25), 0, 'the earliest hands\' states went')
  assert.equal(keptAt(timeline, 61), 61, 'the latest stays')
  timeline.restoredTo(0)
  assert.equal(keptAt(timeline, 61), 0, 'going back to 0 undoes them all')
})

test('past the budget every other state goes and the interval doubles, but frame 0 and a hand\'s state stay', () => {
  const timeline = new Timeline()
  run(timeline, 0, 100, big)
  hand(timeline, 100, 130, big)
  run(timeline, 131, 60 * 40, big)
  assert.ok(timeline.bytes <= BUDGET + 2 * big.snapshot().length, `${timeline.bytes} bytes kept`)
  assert.ok(timeline.every > 60)
  assert.equal(keptAt(timeline, 131), 130, 'the hand\'s state survived the thinning')
  assert.equal(keptAt(timeline, 129), 0)
})
