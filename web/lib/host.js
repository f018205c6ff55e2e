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
