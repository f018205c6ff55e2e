// What every built-in sketch module (purupuru/sketches/<name>) exports: the
// posts' sketch(ctx) => frame, which <purupuru-sketch> calls with its host,
// and its title and description, in English and (ja) in Japanese.
import type { SketchHost, SketchModule, SketchWords } from '../elements.js'

export declare const title: string
export declare const description: string
export declare const ja: SketchWords
/**
 * Starts the sketch on a canvas and returns its frame function (call it
 * once per animation frame). Called the posts' way, with no host, it runs
 * at the canvas's own size with every control at its default; the wasm is
 * loaded by the time the module's import resolves.
 */
declare const sketch: (ctx: CanvasRenderingContext2D, host?: SketchHost) => ReturnType<SketchModule['default']>
export default sketch
