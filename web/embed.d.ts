// purupuru/embed: defines <purupuru-sketch> and <purupuru-jiggle> (in a browser).
export type { PurupuruJiggle, PurupuruJiggleAttributes, PurupuruSketch, PurupuruSketchAttributes } from './elements.js'
