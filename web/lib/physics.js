// The wasm module's classes, for the sketch modules: loaded once for the
// page, when the first of them is imported (an element imports them when it
// is connected; the element modules themselves import nothing of this). On
// a server (a framework rendering the page first, with no DOM) nothing is
// loaded, so a sketch module imports there too; it is drawn only in a browser.
import { load } from '../../js/index.js'
import { inBrowser } from './element.js'

export const P = inBrowser ? await load() : null

// What a sketch module receives besides its canvas context when a blog
// calls it the posts' way, sketch(ctx), not through the element: the
// canvas's own size, the physics, every control at its default, no
// pointer, no options.
export function standaloneHost(c) {
  return {
    width: c.canvas.width,
    height: c.canvas.height,
    physics: P,
    control: (spec) => spec.value,
    pointer: () => {},
    options: () => ({}),
  }
}
