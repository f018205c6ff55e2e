// A fixed-step animation loop: physics advances exactly 60 steps per second
// of wall time whatever the display's refresh rate, with a cap on catch-up
// after a stall (a busy tab, a breakpoint, a slow phone) so it never
// fast-forwards: past MAX_STEPS_PER_TICK steps owed, the time owed is
// forgiven and the sketch runs slower than the wall clock, every step of it
// taken. run(steps) is called once per display frame with the steps due (1
// to MAX_STEPS_PER_TICK), so that a sketch behind draws once, not once per
// step. It runs only while active (not paused, page visible, canvas on screen).
//
// Every loop on the page (each embed, the jiggles) rides one shared
// requestAnimationFrame callback, requested only while some loop runs: a long
// post with twenty sketches costs one callback per frame, and a page at rest
// costs none.

export const STEPS_PER_SECOND = 60
export const STEP_MS = 1000 / STEPS_PER_SECOND
export const MAX_STEPS_PER_TICK = 4

const running = new Set() // each running loop's tick(time)
let frameRequest = 0

// On a device that has shown it cannot keep its frames on time while the
// page scrolls (a phone-class CPU: LATE_FRAMES late frames in one scroll),
// the sketches draw every other frame whenever the page scrolls, from then
// on, and every third if a scroll is still late at that; so the scroll
// itself stays smooth: their physics keeps its 60 steps a second (two or
// three steps a drawn frame), and they draw every frame again whenever the
// scroll stops. A frame was late when it came this many times the display's
// usual interval after the last (a 30 Hz display's frames are not late at
// 33 ms).
const LATE = 1.25
const LATE_FRAMES = 3
const MOST_FRAMES_PER_DRAW = 3
const SCROLL_QUIET_MS = 250 // no scroll event for this long: the scroll has stopped
let scrolledAt = -Infinity
let lastFrame = null
let displayInterval = STEP_MS // the display's: the shortest interval lately, forgotten slowly
let lateInScroll = 0
let framesPerDraw = 1 // while the page scrolls; learnt, never unlearnt
let frameInDraw = 0
if (typeof addEventListener === 'function') {
  addEventListener('scroll', () => (scrolledAt = performance.now()), { capture: true, passive: true })
}

// Whether this frame's ticks wait for a later one: all but one in framesPerDraw while the page scrolls.
function waitsForLater(time) {
  const interval = lastFrame === null ? 0 : time - lastFrame
  lastFrame = time
  if (interval > 0) displayInterval = Math.min(displayInterval * 1.01, interval)
  if (time - scrolledAt > SCROLL_QUIET_MS) {
    lateInScroll = 0
    frameInDraw = 0
    return false
  }
  if (interval > displayInterval * LATE && ++lateInScroll >= LATE_FRAMES && framesPerDraw < MOST_FRAMES_PER_DRAW) {
    framesPerDraw++
    lateInScroll = 0
  }
  frameInDraw = (frameInDraw + 1) % framesPerDraw
  return frameInDraw !== 0
}

function tickAll(time) {
  frameRequest = requestAnimationFrame(tickAll)
  if (waitsForLater(time)) return
  // A copy: a tick may stop its loop or start another.
  for (const tick of [...running]) {
    try {
      tick(time)
    } catch (error) {
      reportError(error) // one broken sketch must not stop the others
    }
  }
}

function join(tick) {
  running.add(tick)
  if (!frameRequest) frameRequest = requestAnimationFrame(tickAll)
}

function leave(tick) {
  running.delete(tick)
  if (running.size === 0 && frameRequest) {
    cancelAnimationFrame(frameRequest)
    frameRequest = 0
    lastFrame = null
  }
}

export function createLoop(run) {
  let lastTime = null
  let owed = 0
  let wanted = false

  const tick = (time) => {
    if (lastTime === null) lastTime = time
    owed += Math.min(time - lastTime, STEP_MS * MAX_STEPS_PER_TICK)
    lastTime = time
    let steps = 0
    while (owed >= STEP_MS && steps < MAX_STEPS_PER_TICK) {
      owed -= STEP_MS
      steps++
    }
    if (steps === MAX_STEPS_PER_TICK) owed = Math.min(owed, STEP_MS)
    if (steps > 0 && wanted) run(steps)
  }

  return {
    /** Runs or stops the loop; a restart never catches up on the time it was stopped. */
    set running(on) {
      if (on === wanted) return
      wanted = on
      if (on) {
        lastTime = null
        owed = STEP_MS // the first tick steps once, so a resumed sketch moves at once
        join(tick)
      } else {
        leave(tick)
      }
    },
    get running() {
      return wanted
    },
  }
}
