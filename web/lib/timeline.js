// A sketch's past, kept so that its time can go back exactly. The physics is
// deterministic, so frame n is a pure function of the sketch and n; going
// back restores the nearest state kept at or before n and steps on from it.
//
// A state is kept every `every` frames (60 at first), where the sketch's
// frame can snapshot itself (frame.snapshot and frame.restore: a sketch
// whose state is its scene's, as sceneFrame gives). Kept states take at most
// BUDGET bytes per embed, at most half of it the hands' below: past it,
// every other one goes and the interval doubles, so a long run keeps its
// whole span, more coarsely. Going back then costs one restore and at most
// `every` steps. A sketch that cannot snapshot itself starts afresh and
// replays.
//
// Every state kept is of the history the scene now follows. A reader's hand
// (a drag, a cut, a moved control) is not replayed: from the frame it takes
// hold at, what was kept after goes, and nothing is kept while any holds;
// when the last lets go, the state then, with all they did, is kept at that
// frame. Going back to a state kept before that undoes the hands, and what
// was kept from their letting go on goes too. So a frame shown again is the
// one shown before, unless going back undid a hand at work by then: then it
// is the frame of the scene without it.

export const BUDGET = 32 * 2 ** 20
const FIRST_EVERY = 60

export class Timeline {
  #kept = new Map() // frame -> snapshot
  #bytes = 0
  #hands = new Set() // the frames hands let go at, each with its state kept there
  #holders = new Set() // what holds now: a pointer, a control
  every = FIRST_EVERY

  /** Bytes of snapshots kept now. */
  get bytes() {
    return this.#bytes
  }

  /** After frame n was reached by stepping: keeps its state when n is on the interval and no hand holds. */
  reached(n, frame) {
    if (this.#holders.size > 0 || !frame?.snapshot || n % this.every !== 0 || this.#kept.has(n)) return
    this.#keep(n, frame.snapshot())
    this.#thinToFit()
  }

  /** The latest kept frame at or before n, with its state; null when none. */
  before(n) {
    let best = -1
    for (const k of this.#kept.keys()) if (k <= n && k > best) best = k
    return best < 0 ? null : { frame: best, state: this.#kept.get(best) }
  }

  /** A reader's hand (who) took hold at frame n: what was kept after it goes, and nothing is kept until all let go. */
  handFrom(n, who) {
    this.#forgetFrom(n + 1)
    this.#holders.add(who)
  }

  /** Who let go at frame n: when none holds, the frame's state now, with what the hands did, is kept there. */
  handDone(n, frame, who) {
    if (!this.#holders.delete(who) || this.#holders.size > 0) return
    this.#forgetFrom(n)
    this.#hands.add(n)
    if (!frame?.snapshot) return
    this.#keep(n, frame.snapshot())
    this.#capHands()
    this.#thinToFit()
  }

  /** The scene went back to the state kept at frame n (0: afresh): a hand let go after n is undone, and what was kept from there on goes. */
  restoredTo(n) {
    const undone = [...this.#hands].filter((k) => k > n)
    if (undone.length === 0) return
    this.#forgetFrom(Math.min(...undone))
    for (const k of undone) this.#hands.delete(k)
  }

  clear() {
    this.#kept.clear()
    this.#hands.clear()
    this.#holders.clear()
    this.#bytes = 0
    this.every = FIRST_EVERY
  }

  #keep(n, state) {
    this.#kept.set(n, state)
    this.#bytes += state.length
  }

  #forgetFrom(n) {
    for (const k of this.#kept.keys()) if (k >= n) this.#drop(k)
  }

  #drop(k) {
    this.#bytes -= this.#kept.get(k).length
    this.#kept.delete(k)
  }

  // The hands' states take at most half the budget: past it the earliest
  // goes (going back before the next then undoes that hand).
  #capHands() {
    const handStates = [...this.#hands].filter((k) => k !== 0 && this.#kept.has(k)).sort((a, b) => a - b)
    let handBytes = handStates.reduce((sum, k) => sum + this.#kept.get(k).length, 0)
    for (const k of handStates) {
      if (handBytes <= BUDGET / 2) return
      handBytes -= this.#kept.get(k).length
      this.#drop(k)
    }
  }

  // Past the budget every other of the states not spared (frame 0's, the
  // hands') goes and the interval doubles, until they fit or none is left.
  #thinToFit() {
    while (this.#bytes > BUDGET) {
      const thinnable = [...this.#kept.keys()].filter((k) => k !== 0 && !this.#hands.has(k))
      if (thinnable.length === 0) return
      this.every *= 2
      for (const k of thinnable) if (k % this.every !== 0) this.#drop(k)
    }
  }
}
