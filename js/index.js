// purupuru: soft, jiggly physics from a C++ core compiled to WebAssembly.
//
//   import { load } from 'purupuru'
//   const P = await load()
//   const chain = new P.Chain({ width: 640, height: 360 })
//   chain.step(); chain.points()  // Float64Array view [x0, y0, x1, y1, ...]
import createPurupuru from '../dist/purupuru.mjs'
import wasmBase64 from '../dist/purupuru-wasm.js'
import { bindModule, scenes } from './scenes.js'

let loading = null

function decodeBase64(text) {
  const binary = atob(text)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

/**
 * Instantiates the wasm module once; later calls resolve to the same API.
 * A failed load is not cached, so it can be retried.
 */
export function load() {
  // The bytes are handed over, never fetched: nothing to resolve, nothing
  // for a Content-Security-Policy to block but the compile itself.
  loading ??= createPurupuru({ wasmBinary: decodeBase64(wasmBase64) }).then(
    (module) => {
      bindModule(module)
      return Object.freeze({ ...scenes, memoryBytes: () => module.HEAP8.buffer.byteLength })
    },
    (error) => {
      loading = null
      throw error
    },
  )
  return loading
}
