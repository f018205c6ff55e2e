// Pointer events (mouse, pen and touch alike) on a canvas, reported in the
// canvas's CSS pixels. The pointer is captured on press so a drag that leaves
// the canvas still ends with up(); losing the capture without an up (a
// script, a browser's own gesture) ends it too. A press of the secondary
// (right) button goes to secondaryDown() when the handlers have one, which
// then also keeps the context menu from opening, on the canvas and where a
// right-drag ends (some systems open it on release); otherwise it is
// ignored.

export function listenPointer(canvas, handlers) {
  let active = null
  const at = (event) => {
    const box = canvas.getBoundingClientRect()
    return [event.clientX - box.left, event.clientY - box.top]
  }
  const noMenu = (event) => event.preventDefault()
  let menuKept = 0 // the timer that stops keeping the menu away after a right-drag
  const down = (event) => {
    if (active !== null) return
    const current = handlers()
    const secondary = event.button === 2 && current.secondaryDown
    if (event.button > 0 && !secondary) return
    active = event.pointerId
    canvas.setPointerCapture(event.pointerId)
    if (secondary) {
      clearTimeout(menuKept)
      window.addEventListener('contextmenu', noMenu, { capture: true, once: true })
      current.secondaryDown(...at(event))
    } else current.down?.(...at(event))
  }
  const move = (event) => {
    if (active === null || event.pointerId === active) handlers().move?.(...at(event), active !== null)
  }
  const up = (event) => {
    if (event.pointerId !== active) return
    active = null
    // A menu that opens on release comes just after; a later right click elsewhere must open.
    menuKept = setTimeout(() => window.removeEventListener('contextmenu', noMenu, { capture: true }), 300)
    handlers().up?.(...at(event))
  }
  const leave = () => {
    if (active === null) handlers().leave?.()
  }
  const menu = (event) => {
    if (handlers().secondaryDown) event.preventDefault()
  }
  const listeners = { pointerdown: down, pointermove: move, pointerup: up, pointercancel: up, lostpointercapture: up, pointerleave: leave, contextmenu: menu }
  for (const [type, listener] of Object.entries(listeners)) canvas.addEventListener(type, listener)
  return () => {
    for (const [type, listener] of Object.entries(listeners)) canvas.removeEventListener(type, listener)
    clearTimeout(menuKept)
    window.removeEventListener('contextmenu', noMenu, { capture: true })
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

/**
 * Pointer handlers that cut: once pressed, each move cuts every link the
 * pointer's path crossed since the last (scene.cut between its last two
 * places). move() and up() say whether a swipe was under way.
 */
export function swipeToCut(scene) {
  let last = null
  return {
    down(x, y) {
      last = { x, y }
    },
    move(x, y) {
      if (!last) return false
      scene.cut(last.x, last.y, x, y)
      last = { x, y }
      return true
    },
    up() {
      const swiping = last !== null
      last = null
      return swiping
    },
  }
}

/**
 * Grabs the nearest point within reach, as grabWithPointer does; a press
 * out of reach of every point, or with the secondary button, swipes and cuts
 * instead (swipeToCut). The way to tear with a touch screen: start beside
 * the cloth and sweep across it.
 */
export function grabOrCut(scene) {
  const points = grabWithPointer(scene)
  const cut = swipeToCut(scene)
  return {
    down(x, y) {
      if (!points.down(x, y)) cut.down(x, y)
    },
    secondaryDown(x, y) {
      cut.down(x, y)
    },
    move(x, y) {
      if (!cut.move(x, y)) points.move(x, y)
    },
    up(x, y) {
      if (!cut.up()) points.up(x, y)
    },
  }
}
