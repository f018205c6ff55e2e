// Pointer events (mouse, pen and touch alike) on a canvas, reported in the
// canvas's CSS pixels. The pointer is captured on press so a drag that leaves
// the canvas still ends with up(); losing the capture without an up (a
// script, a browser's own gesture) ends it too.

export function listenPointer(canvas, handlers) {
  let active = null
  const at = (event) => {
    const box = canvas.getBoundingClientRect()
    return [event.clientX - box.left, event.clientY - box.top]
  }
  const down = (event) => {
    if (active !== null || event.button > 0) return
    active = event.pointerId
    canvas.setPointerCapture(event.pointerId)
    handlers().down?.(...at(event))
  }
  const move = (event) => {
    if (active === null || event.pointerId === active) handlers().move?.(...at(event), active !== null)
  }
  const up = (event) => {
    if (event.pointerId !== active) return
    active = null
    handlers().up?.(...at(event))
  }
  const leave = () => {
    if (active === null) handlers().leave?.()
  }
  const listeners = { pointerdown: down, pointermove: move, pointerup: up, pointercancel: up, lostpointercapture: up, pointerleave: leave }
  for (const [type, listener] of Object.entries(listeners)) canvas.addEventListener(type, listener)
  return () => {
    for (const [type, listener] of Object.entries(listeners)) canvas.removeEventListener(type, listener)
  }
}

// How far back the pointer's path is read to measure a throw.
const THROW_WINDOW_MS = 80
const FRAME_MS = 1000 / 60

/**
 * The pointer's recent path, to measure a throw: its velocity over the last
 * 80 ms in px per frame. Pointer events may arrive slower than frames, so the
 * last frame's motion alone could be zero in the middle of a flick.
 */
export function throwTracker() {
  const path = []
  return {
    start(x, y) {
      path.length = 0
      this.record(x, y)
    },
    record(x, y) {
      const now = performance.now()
      path.push({ x, y, t: now })
      // Keep one sample from before the window, so sparse events still span it.
      while (path.length > 2 && now - path[1].t > THROW_WINDOW_MS) path.shift()
    },
    /** [vx, vy] px per frame; about [0, 0] for a pointer that came to rest. */
    velocity() {
      const first = path[0]
      const last = path[path.length - 1]
      const frames = (last.t - first.t) / FRAME_MS
      if (frames < 0.5) return [0, 0]
      return [(last.x - first.x) / frames, (last.y - first.y) / frames]
    },
  }
}

/**
 * Pointer handlers that grab, drag and release a scene's nearest point; on
 * release the point is thrown with the pointer's measured velocity. down()
 * says whether it took hold of a point.
 */
export function grabWithPointer(scene) {
  let holding = false
  const path = throwTracker()
  return {
    down(x, y) {
      holding = scene.grab(x, y) >= 0
      path.start(x, y)
      return holding
    },
    move(x, y) {
      if (!holding) return
      scene.drag(x, y)
      path.record(x, y)
    },
    up(x, y) {
      if (!holding) return
      holding = false
      path.record(x, y)
      scene.release(...path.velocity())
    },
  }
}
