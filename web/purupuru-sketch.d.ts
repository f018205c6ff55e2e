// purupuru/sketch: defines <purupuru-sketch> (in a browser; on a server it defines nothing).
export { PurupuruSketch, type PurupuruSketchAttributes, type SketchName, type SketchOptions } from './elements.js'
