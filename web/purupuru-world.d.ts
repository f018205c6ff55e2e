// purupuru/world: defines <purupuru-world>, and <purupuru-sketch> which it
// extends (in a browser; on a server it defines nothing).
export { PurupuruWorld, type PurupuruWorldAttributes, type PurupuruWorldChildren } from './elements.js'
