// purupuru/embed: defines <purupuru-sketch>, <purupuru-world> and <purupuru-jiggle> (in a browser).
export { defineSketch } from './elements.js'
export type {
  PurupuruJiggle,
  PurupuruJiggleAttributes,
  PurupuruSketch,
  PurupuruSketchAttributes,
  PurupuruWorld,
  PurupuruWorldAttributes,
  PurupuruWorldChildren,
  SketchHost,
  SketchModule,
  SketchWords,
} from './elements.js'
