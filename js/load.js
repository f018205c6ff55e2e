// load(), shared by the browser entry (index.js) and the Node one (node.js),
// which differ only in how the wasm bytes arrive.
import { bindModule } from './scenes.js'

// What the glue prints on errors. A full memory makes it print "Aborted()";
// the call that ran out reports it as a RangeError (allocating() in
// scenes.js), so that line would only alarm.
const glueOptions = {
  printErr: (text) => {
    if (!String(text).startsWith('Aborted(')) console.warn(text)
  },
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
