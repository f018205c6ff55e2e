// load(), shared by the browser entry (index.js) and the Node one (node.js),
// which differ only in how the wasm bytes arrive.
import { sceneContext, scenes } from './scenes.js'
import { World } from './world.js'

// What the glue prints on errors. A full memory makes it print "Aborted()";
// the call that ran out reports it as a RangeError (allocating() in
// memory.js), so that line would only alarm.
const glueOptions = {
  printErr: (text) => {
    if (!String(text).startsWith('Aborted(')) console.warn(text)
  },
}

// The classes of one instantiated module. Each load() of a module gets its
// own subclasses, so a scene always talks to the module that made it.
function bindModule(module) {
  const context = sceneContext(module)
  const bound = {}
  for (const [name, Base] of Object.entries({ ...scenes, World })) {
    bound[name] = { [name]: class extends Base {} }[name]
    bound[name].context = context
  }
  return bound
}

/**
 * Makes load(): instantiates the wasm module once through instantiate(),
 * which hands the glue options it is given on to the glue; later calls
 * resolve to the same API. A failed load is not cached, so it can be retried.
 */
export function makeLoad(instantiate) {
  let loading = null
  return function load() {
    loading ??= instantiate(glueOptions).then(
      (module) => {
        const scenes = bindModule(module)
        return Object.freeze({ ...scenes, memoryBytes: () => module.HEAPU8.buffer.byteLength })
      },
      (error) => {
        loading = null
        throw error
      },
    )
    return loading
  }
}
