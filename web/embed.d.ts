// purupuru/embed: defines <purupuru-sketch> and <purupuru-jiggle> (in a browser).
export { defineSketch } from './elements.js'
export type {
  PurupuruJiggle,
  PurupuruJiggleAttributes,
  PurupuruSketch,
  PurupuruSketchAttributes,
  SketchHost,
  SketchModule,
} from './elements.js'
