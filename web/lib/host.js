// What a sketch's frame is made of, for the sketch modules and the
// elements alike; nothing here loads the wasm (lib/physics.js does).
import { colors } from './colors.js'

export const DIVERGED = 'The physics blew up (diverged). Reset to start again.'

/** A line of text on paper at the canvas's bottom left, over the drawing. */
export function drawNotice(c, text) {
  const { width, height } = c.canvas.getBoundingClientRect()
  const bottom = height || c.canvas.height
  c.font = 'bold 14px system-ui, sans-serif'
  const textWidth = c.measureText(text).width
  c.fillStyle = colors.paper
  c.fillRect(8, bottom - 34, Math.min(textWidth + 16, (width || c.canvas.width) - 16), 26)
  c.fillStyle = colors.tint(30)
  c.textBaseline = 'middle'
  c.fillText(text, 16, bottom - 21)
}

/**
 * The frame function a sketch returns: advance() then draw() once per step,
 * with frame.draw for a still redraw, frame.advance for a step not drawn, frame.scene for inspection,
 * frame.snapshot and frame.restore when advance is the scene's step alone (time control),
 * frame.dispose to free the scene's wasm memory and frame.resting, true while
 * the scene rests (the element then asks for no frames). Once the scene has diverged
 * (it then stops), every drawing ends with a notice saying so: a lesson in
 * what a coarse step does, not a frozen or blank canvas.
 */
export function sceneFrame(c, scene, draw, advance, divergedNotice = DIVERGED) {
  const stepsOnlyItsScene = advance === undefined
  advance ??= () => scene.step()
  const drawWithNotice = () => {
    draw()
    if (scene.diverged) drawNotice(c, divergedNotice)
  }
  const frame = () => {
    advance()
    drawWithNotice()
  }
  frame.draw = drawWithNotice
  frame.advance = advance // a step not drawn: the element catching up after a slow frame
  frame.scene = scene
  // A World at rest does nothing until a call changes it: the element stops asking for frames.
  Object.defineProperty(frame, 'resting', { get: () => scene.resting === true })
  frame.dispose = () => scene.delete()
  // A frame whose whole state is its scene's can go back in time exactly (lib/timeline.js).
  if (stepsOnlyItsScene && scene.snapshot) {
    frame.snapshot = () => scene.snapshot()
    frame.restore = (state) => scene.restore(state)
  }
  return frame
}
