// load(), shared by the browser entry (index.js) and the Node one (node.js),
// which differ only in how the wasm bytes arrive.
import { bindModule } from './scenes.js'

/**
 * Makes load(): instantiates the wasm module once through instantiate();
 * later calls resolve to the same API. A failed load is not cached, so it
 * can be retried.
 */
export function makeLoad(instantiate) {
  let loading = null
  return function load() {
    loading ??= instantiate().then(
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
