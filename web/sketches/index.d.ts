// purupuru/sketches/index: each built-in sketch under the name
// <purupuru-sketch sketch="..."> takes, as a loader of its module (nothing
// is loaded until it is called).
import type { SketchName } from '../elements.js'

export declare const sketches: { readonly [Name in SketchName]: () => Promise<typeof import('./module.js')> }
