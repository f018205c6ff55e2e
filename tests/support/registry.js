// The scenes and sketches as the package itself lists them, so that a test
// looping over every scene or page covers a new one without an edit here.
// (tests/wasm/api.test.js keeps the one explicit list: the public API it
// promises.)
export { sketches } from '../../web/sketches/index.js'

/** Names of the scene classes load() returns (World, composed by hand, is not one). */
export const sceneNames = (P) => Object.keys(P).filter((name) => typeof P[name]?.sceneName === 'string')

/** Those a pointer can hold. */
export const grabbableNames = (P) => sceneNames(P).filter((name) => typeof P[name].prototype.grab === 'function')
