// Pointer events (mouse, pen and touch alike) on a canvas, reported in the
// canvas's CSS pixels. The pointer is captured on press so a drag that leaves
// the canvas still ends with up().

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
  canvas.addEventListener('pointerdown', down)
  canvas.addEventListener('pointermove', move)
  canvas.addEventListener('pointerup', up)
  canvas.addEventListener('pointercancel', up)
  canvas.addEventListener('pointerleave', leave)
  return () => {
    canvas.removeEventListener('pointerdown', down)
    canvas.removeEventListener('pointermove', move)
    canvas.removeEventListener('pointerup', up)
    canvas.removeEventListener('pointercancel', up)
    canvas.removeEventListener('pointerleave', leave)
  }
}

/** Pointer handlers that grab, drag and release a scene's nearest point. */
export function grabWithPointer(scene) {
  let holding = false
  return {
    down(x, y) {
      holding = scene.grab(x, y) >= 0
    },
    move(x, y) {
      if (holding) scene.drag(x, y)
    },
    up() {
      if (holding) scene.release()
      holding = false
    },
  }
}
