// purupuru/jiggle: defines <purupuru-jiggle> (in a browser; on a server it defines nothing).
export { PurupuruJiggle, type PurupuruJiggleAttributes } from './elements.js'
