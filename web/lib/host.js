// What a sketch module receives besides its canvas context. The custom
// element passes a full host (size in CSS px, controls, pointer); a blog that
// calls a sketch the posts' way, sketch(ctx), gets this stand-in: the canvas's
// own size, every control at its default, no pointer.

export function standaloneHost(c) {
  return {
    width: c.canvas.width,
    height: c.canvas.height,
    control: (spec) => spec.value,
    pointer: () => {},
  }
}

/**
 * The frame function a sketch returns: advance() then draw() once per step,
 * with frame.draw for a still redraw, frame.scene for inspection and
 * frame.dispose to free the scene's wasm memory.
 */
export function sceneFrame(scene, draw, advance = () => scene.step()) {
  const frame = () => {
    advance()
    draw()
  }
  frame.draw = draw
  frame.scene = scene
  frame.dispose = () => scene.delete()
  return frame
}
