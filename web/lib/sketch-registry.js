// The sketches <purupuru-sketch sketch="name"> can find: the built-in ones
// and those a page defines with defineSketch(name, module), for a sketch
// module bundled with the page's own code (an Astro or Next.js site), where
// a URL for src would not resolve its imports. The defined ones are kept on
// globalThis, so that two copies of this module (two bundles on one page)
// see the same sketches.
import { sketches } from '../sketches/index.js'

const defined = (globalThis[Symbol.for('purupuru.definedSketches')] ??= new Map())
const waiting = new Map() // name -> resolve functions of elements waiting for it

// Makes `module` (an ES module namespace or any object with a default export
// `(ctx, host) => frame`, and optionally title, description, aspect) the
// sketch called `name`. Defining the same module under a name again is
// harmless; another module under a taken name is refused.
export function defineSketch(name, module) {
  if (typeof name !== 'string' || !/^[a-z0-9][a-z0-9-]*$/i.test(name)) {
    throw new TypeError(`defineSketch: name must be letters, digits and dashes, got ${JSON.stringify(name)}`)
  }
  if (typeof module?.default !== 'function') {
    throw new TypeError(`defineSketch: module must have a default export (ctx, host) => frame; ${name}'s has none`)
  }
  if (Object.hasOwn(sketches, name)) throw new Error(`defineSketch: ${name} is a built-in sketch`)
  const before = defined.get(name)
  if (before !== undefined && before !== module) throw new Error(`defineSketch: ${name} is defined already`)
  defined.set(name, module)
  for (const resolve of waiting.get(name) ?? []) resolve(module)
  waiting.delete(name)
}

function unknown(name) {
  const known = [...Object.keys(sketches), ...defined.keys()].join(', ')
  const given = name === null ? 'none' : `'${name}'`
  return new Error(`sketch must be one of ${known} (or give src, a sketch module's URL); got ${given}`)
}

// The page's load event and the physics loaded, then one task more: by then
// every script the page holds has run, bundled chunks included, and so have
// those that waited on the physics (importing the elements does).
const pageLoaded = () =>
  Promise.all([
    new Promise((resolve) => (document.readyState === 'complete' ? resolve() : addEventListener('load', resolve, { once: true }))),
    import('./physics.js'),
  ]).then(() => new Promise((resolve) => setTimeout(resolve, 0)))

// The module for `name`: a built-in one, loaded on first use, or a defined
// one; a name not defined yet is waited for until the page has loaded.
export function findSketch(name) {
  if (name !== null && Object.hasOwn(sketches, name)) return sketches[name]()
  if (name === null) return Promise.reject(unknown(name))
  if (defined.has(name)) return Promise.resolve(defined.get(name))
  return new Promise((resolve, reject) => {
    waiting.set(name, [...(waiting.get(name) ?? []), resolve])
    pageLoaded().then(() => (defined.has(name) ? resolve(defined.get(name)) : reject(unknown(name))), reject)
  })
}
