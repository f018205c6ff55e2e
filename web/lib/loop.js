// A fixed-step animation loop: physics advances exactly 60 steps per second
// of wall time whatever the display's refresh rate, with a cap on catch-up
// after a stall (a busy tab, a breakpoint) so it never fast-forwards. It runs
// only while active (not paused, page visible, canvas on screen).

export const STEPS_PER_SECOND = 60
export const STEP_MS = 1000 / STEPS_PER_SECOND
export const MAX_STEPS_PER_TICK = 4

export function createLoop(step) {
  let frameRequest = 0
  let lastTime = null
  let owed = 0
  let wanted = false

  const tick = (time) => {
    frameRequest = requestAnimationFrame(tick)
    if (lastTime === null) lastTime = time
    owed += Math.min(time - lastTime, STEP_MS * MAX_STEPS_PER_TICK)
    lastTime = time
    let steps = 0
    while (owed >= STEP_MS && steps < MAX_STEPS_PER_TICK) {
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
        frameRequest = requestAnimationFrame(tick)
      } else {
        cancelAnimationFrame(frameRequest)
      }
    },
    get running() {
      return wanted
    },
  }
}
