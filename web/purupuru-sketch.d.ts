// purupuru/sketch: defines <purupuru-sketch> (in a browser; on a server it defines nothing).
export {
  PurupuruSketch,
  defineSketch,
  type PurupuruSketchAttributes,
  type SketchHost,
  type SketchModule,
  type SketchName,
  type SketchOptions,
  type SketchWords,
} from './elements.js'
