// A fixed-step animation loop: physics advances exactly 60 steps per second
// of wall time whatever the display's refresh rate, with a cap on catch-up
// after a stall (a busy tab, a breakpoint) so it never fast-forwards. It runs
// only while active (not paused, page visible, canvas on screen).
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

function tickAll(time) {
  frameRequest = requestAnimationFrame(tickAll)
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
  }
}

export function createLoop(step) {
  let lastTime = null
  let owed = 0
  let wanted = false

  const tick = (time) => {
    if (lastTime === null) lastTime = time
    owed += Math.min(time - lastTime, STEP_MS * MAX_STEPS_PER_TICK)
    lastTime = time
    let steps = 0
    while (owed >= STEP_MS && steps < MAX_STEPS_PER_TICK && wanted) {
      step()
      owed -= STEP_MS
      steps++
    }
    if (steps === MAX_STEPS_PER_TICK) owed = Math.min(owed, STEP_MS)
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
