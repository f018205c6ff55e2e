// A sketch's past, kept so that its time can go back exactly. The physics is
// deterministic, so frame n is a pure function of the sketch and n; going
// back restores the nearest state kept at or before n and steps on from it.
//
// A state is kept every `every` frames (60 at first), where the sketch's
// frame can snapshot itself (frame.snapshot and frame.restore: a sketch
// whose state is its scene's, as sceneFrame gives). Kept states take at most
// BUDGET bytes per embed: past it, every other one goes and the interval
// doubles, so a long run keeps its whole span, more coarsely. Going back
// then costs one restore and at most `every` steps. A sketch that cannot
// snapshot itself starts afresh and replays.
//
// Every state kept is of the history the scene now follows. A reader's hand
// (a drag, a moved control) changes what follows its frame, so what was kept
// after it goes; and a hand is not replayed, so going back to a state kept
// before it undoes it, and what was kept after it goes too.

export const BUDGET = 32 * 2 ** 20
const FIRST_EVERY = 60

export class Timeline {
  #kept = new Map() // frame -> snapshot
  #bytes = 0
  #hands = [] // the frames after which a hand changed the history kept
  every = FIRST_EVERY

  /** Bytes of snapshots kept now. */
  get bytes() {
    return this.#bytes
  }

  /** After frame n was reached by stepping: keeps its state when n is on the interval. */
  reached(n, frame) {
    if (!frame?.snapshot || n % this.every !== 0 || this.#kept.has(n)) return
    const state = frame.snapshot()
    this.#kept.set(n, state)
    this.#bytes += state.length
    while (this.#bytes > BUDGET && this.#kept.size > 1) this.#thin()
  }

  /** The latest kept frame at or before n, with its state; null when none. */
  before(n) {
    let best = -1
    for (const k of this.#kept.keys()) if (k <= n && k > best) best = k
    return best < 0 ? null : { frame: best, state: this.#kept.get(best) }
  }

  /** A reader's hand changed what follows frame n: what was kept after it goes. */
  handAfter(n) {
    this.#forgetAfter(n)
    this.#hands.push(n)
  }

  /** The scene went back to the state kept at frame n (0: afresh): the hands at or after n are undone, and what was kept after the first of them goes. */
  restoredTo(n) {
    const undone = this.#hands.filter((k) => k >= n)
    if (undone.length === 0) return
    this.#forgetAfter(Math.min(...undone))
    this.#hands = this.#hands.filter((k) => k < n)
  }

  clear() {
    this.#kept.clear()
    this.#hands = []
    this.#bytes = 0
    this.every = FIRST_EVERY
  }

  #forgetAfter(n) {
    for (const [k, state] of this.#kept) {
      if (k <= n) continue
      this.#bytes -= state.length
      this.#kept.delete(k)
    }
  }

  #thin() {
    this.every *= 2
    for (const [k, state] of this.#kept) {
      if (k % this.every === 0) continue
      this.#bytes -= state.length
      this.#kept.delete(k)
    }
  }
}
