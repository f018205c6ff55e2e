// Pointer events (mouse, pen and touch) on a canvas, reported in the
// canvas's CSS pixels to handlers(), an object with any of
//   down(x, y, finger, touch)  a press; returns true (or the index >= 0 that
//                              a grab() gave) when it took hold of something
//   move(x, y, pressed, finger)
//   up(x, y, finger)           the press ended (or the browser took it over)
//   secondaryDown(x, y, finger) a right-button press, or on touch a long press
//   leave()                    a pointer that was not pressed left the canvas
// A mouse or pen is finger 0 and is taken on every press, as a drag that
// leaves the canvas still ends with up(). A touch is the page's unless down()
// took something: a swipe over empty paper scrolls the page and a pinch
// zooms it; a finger on a point holds it and the page stays still while
// anything is held. Up to FINGERS fingers hold a thing each. A finger held
// still on empty paper for LONG_PRESS_MS becomes a secondary press (the
// touch screen's right-drag: a cut), when the handlers have one.
// secondaryDown() also keeps the context menu from opening, on the canvas
// and where a right-drag ends (some systems open it on release).
// onHold(holding), when given, is told when a first press takes hold of
// something (true: down() took it, or a secondary press) and when the last
// lets go, after its up() (false): a hand at work.

const FINGERS = 4 // as the physics' fingers (js/checks.js)
export const LONG_PRESS_MS = 500
// How near (CSS px) a finger must land on a point to take it: a fingertip's
// width, less than a mouse's reach (the core's 32 px), so that a swipe
// between the points of a dense cloth or beside it still scrolls the page.
export const FINGER_REACH = 20
const STILL_PX = 10 // a finger that moves further is scrolling, not pressing long

// What down() says it took: true, or a point's index from grab() (-1: nothing).
const took = (said) => said === true || (typeof said === 'number' && said >= 0)

export function listenPointer(canvas, handlers, onHold) {
  const held = new Map() // pointerId -> finger, for every pointer whose press is ours
  const holding = new Set() // the pointerIds of those presses that took something
  const waiting = new Map() // pointerId -> a touch on empty paper that may become a long press
  let tookTouch = false // a touch took something since the last touchstart
  const at = (event) => {
    const box = canvas.getBoundingClientRect()
    return [event.clientX - box.left, event.clientY - box.top]
  }
  const freeFinger = () => {
    const used = new Set(held.values())
    for (const w of waiting.values()) used.add(w.finger)
    for (let finger = 0; finger < FINGERS; finger++) if (!used.has(finger)) return finger
    return -1
  }
  const noMenu = (event) => event.preventDefault()
  let menuKept = 0 // the timer that stops keeping the menu away after a right-drag
  const stopWaiting = (pointerId) => {
    clearTimeout(waiting.get(pointerId)?.timer)
    waiting.delete(pointerId)
  }

  const take = (pointerId, finger) => {
    held.set(pointerId, finger)
    heldChanged()
  }
  const tookHold = (pointerId) => {
    holding.add(pointerId)
    if (holding.size === 1) onHold?.(true)
  }

  const touchDown = (event, current) => {
    const finger = freeFinger()
    if (finger < 0) return
    const [x, y] = at(event)
    if (took(current.down?.(x, y, finger, true))) {
      take(event.pointerId, finger)
      tookHold(event.pointerId)
      tookTouch = true
      return
    }
    if (!current.secondaryDown) return
    const timer = setTimeout(() => {
      waiting.delete(event.pointerId)
      take(event.pointerId, finger)
      tookHold(event.pointerId)
      navigator.vibrate?.(15) // where a phone can, it says the cut has begun
      handlers().secondaryDown?.(x, y, finger)
    }, LONG_PRESS_MS)
    waiting.set(event.pointerId, { x, y, finger, timer })
  }
  const down = (event) => {
    const current = handlers()
    if (event.pointerType === 'touch') return touchDown(event, current)
    const secondary = event.button === 2 && current.secondaryDown
    if (event.button > 0 && !secondary) return
    if (held.size > 0) return // a mouse or pen presses one thing at a time
    take(event.pointerId, 0)
    canvas.setPointerCapture(event.pointerId)
    if (secondary) {
      clearTimeout(menuKept)
      window.addEventListener('contextmenu', noMenu, { capture: true, once: true })
      current.secondaryDown(...at(event), 0)
      tookHold(event.pointerId)
    } else if (took(current.down?.(...at(event), 0, false))) tookHold(event.pointerId)
  }
  const move = (event) => {
    const [x, y] = at(event)
    const still = waiting.get(event.pointerId)
    if (still && Math.hypot(x - still.x, y - still.y) > STILL_PX) stopWaiting(event.pointerId)
    if (held.has(event.pointerId)) handlers().move?.(x, y, true, held.get(event.pointerId))
    else if (held.size === 0 && event.pointerType !== 'touch') handlers().move?.(x, y, false, 0)
  }
  const up = (event) => {
    stopWaiting(event.pointerId)
    if (!held.has(event.pointerId)) return
    const finger = held.get(event.pointerId)
    held.delete(event.pointerId)
    heldChanged()
    // A menu that opens on release comes just after; a later right click elsewhere must open.
    clearTimeout(menuKept)
    menuKept = setTimeout(() => window.removeEventListener('contextmenu', noMenu, { capture: true }), 300)
    try {
      handlers().up?.(...at(event), finger)
    } finally {
      if (holding.delete(event.pointerId) && holding.size === 0) onHold?.(false)
    }
  }
  const leave = (event) => {
    if (held.size === 0 && event.pointerType !== 'touch') handlers().leave?.()
  }
  const menu = (event) => {
    if (handlers().secondaryDown) event.preventDefault()
  }
  // Whether a touch scrolls is settled when it starts: the touchstart after
  // a pointerdown that took something is refused, and so is every touch
  // while something is held (no pinch, no scroll under a held point).
  const touchStart = (event) => {
    if (tookTouch || held.size > 0) event.preventDefault()
    tookTouch = false
  }
  // Listened to only while something is held: a touchmove listener that may
  // cancel makes every scroll over the canvas wait for the page's script.
  const touchMove = (event) => {
    if (event.cancelable) event.preventDefault()
  }
  const heldChanged = () => {
    if (held.size > 0) canvas.addEventListener('touchmove', touchMove, { passive: false })
    else canvas.removeEventListener('touchmove', touchMove)
  }
  // A pen is a mouse here: it never scrolls the page (a touch-action that
  // lets fingers scroll would let it), from when it comes over the canvas
  // until it leaves, so that a finger after it scrolls again.
  const penOver = (event) => {
    if (event.pointerType === 'pen') canvas.style.touchAction = 'none'
  }
  const penOut = (event) => {
    if (event.pointerType === 'pen') canvas.style.touchAction = ''
  }
  const listeners = { pointerdown: down, pointermove: move, pointerup: up, pointercancel: up, lostpointercapture: up,
    pointerleave: leave, pointerover: penOver, pointerout: penOut, contextmenu: menu }
  for (const [type, listener] of Object.entries(listeners)) canvas.addEventListener(type, listener)
  canvas.addEventListener('touchstart', touchStart, { passive: false })
  return () => {
    for (const [type, listener] of Object.entries(listeners)) canvas.removeEventListener(type, listener)
    canvas.removeEventListener('touchstart', touchStart)
    canvas.removeEventListener('touchmove', touchMove)
    for (const pointerId of [...waiting.keys()]) stopWaiting(pointerId)
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

// Whether any of the points [x0, y0, x1, y1, ...] lies within reach of (x, y).
function anyWithin(xy, x, y, reach) {
  for (let i = 0; i < xy.length; i += 2) {
    const dx = xy[i] - x
    const dy = xy[i + 1] - y
    if (dx * dx + dy * dy <= reach * reach) return true
  }
  return false
}

/**
 * Pointer handlers that grab, drag and release a scene's nearest point, a
 * point per finger; on release the point is thrown with its finger's
 * measured velocity. down() says whether it took hold of a point. A touch
 * takes only a point within touchReach() (in the scene's units: FINGER_REACH
 * CSS px by default), so that a swipe beside a point scrolls the page.
 */
export function grabWithPointer(scene, touchReach = () => FINGER_REACH) {
  const holding = new Map() // finger -> its throwTracker
  return {
    down(x, y, finger = 0, touch = false) {
      if (touch && !anyWithin(scene.points(), x, y, touchReach())) return false
      if (scene.grab(x, y, finger) < 0) return false
      const path = throwTracker()
      path.start(x, y)
      holding.set(finger, path)
      return true
    },
    move(x, y, pressed, finger = 0) {
      const path = holding.get(finger)
      if (!path) return
      scene.drag(x, y, finger)
      path.record(x, y)
    },
    up(x, y, finger = 0) {
      const path = holding.get(finger)
      if (!path) return
      holding.delete(finger)
      path.record(x, y)
      scene.release(...path.velocity(), finger)
    },
  }
}

/**
 * Pointer handlers that cut: once pressed, each move cuts every link the
 * pointer's path crossed since the last (scene.cut between its last two
 * places), a path per finger. move() and up() say whether that finger was
 * swiping.
 */
export function swipeToCut(scene) {
  const last = new Map() // finger -> where it was
  return {
    down(x, y, finger = 0) {
      last.set(finger, { x, y })
      return true
    },
    move(x, y, pressed, finger = 0) {
      const from = last.get(finger)
      if (!from) return false
      scene.cut(from.x, from.y, x, y)
      last.set(finger, { x, y })
      return true
    },
    up(x, y, finger = 0) {
      return last.delete(finger)
    },
  }
}

/**
 * Grabs the nearest point within reach, as grabWithPointer does; a mouse
 * press out of reach of every point, or a secondary press (the right button,
 * a long press on touch), swipes and cuts instead (swipeToCut). A touch out
 * of reach is the page's: it scrolls.
 */
export function grabOrCut(scene) {
  const points = grabWithPointer(scene)
  const cut = swipeToCut(scene)
  return {
    down(x, y, finger = 0, touch = false) {
      if (points.down(x, y, finger, touch)) return true
      return !touch && cut.down(x, y, finger)
    },
    secondaryDown(x, y, finger = 0) {
      cut.down(x, y, finger)
    },
    move(x, y, pressed, finger = 0) {
      if (!cut.move(x, y, pressed, finger)) points.move(x, y, pressed, finger)
    },
    up(x, y, finger = 0) {
      if (!cut.up(x, y, finger)) points.up(x, y, finger)
    },
  }
}
