// Every built-in sketch, by the name <purupuru-sketch sketch="..."> takes:
// the one list the element, the gallery's tests and the README follow. Each
// is loaded only when a page uses it. Static import() calls, not a URL built
// from the name, so that bundlers (Vite, webpack) see every module and
// split them into chunks.
export const sketches = {
  'falling-point': () => import('./falling-point.js'),
  chain: () => import('./chain.js'),
  'euler-vs-verlet': () => import('./euler-vs-verlet.js'),
  balloon: () => import('./balloon.js'),
  spring: () => import('./spring.js'),
  pudding: () => import('./pudding.js'),
  arm: () => import('./arm.js'),
  cloth: () => import('./cloth.js'),
  world: () => import('./world.js'),
  pile: () => import('./pile.js'),
  drape: () => import('./drape.js'),
}
