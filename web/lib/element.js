// What an element module needs to be imported anywhere. On a server, where
// a framework renders the page first and there is no DOM, its class extends
// a stand-in and nothing is defined; in a browser a second copy of the
// module (two bundles on one page) reuses the first definition instead of
// throwing.
export const ElementBase = typeof HTMLElement === 'undefined' ? class {} : HTMLElement

// A page in a browser, not a server rendering one: only there is the wasm loaded.
export const inBrowser = typeof document !== 'undefined'

// Defines `name` as `element` unless it is defined already; returns the
// class the name stands for (undefined on a server).
export function defineOnce(name, element) {
  if (typeof customElements === 'undefined') return undefined
  if (!customElements.get(name)) customElements.define(name, element)
  return customElements.get(name)
}

// Whether the reader asked for less motion, read when needed rather than
// when the module loads.
export function prefersReducedMotion() {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches
}
