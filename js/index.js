// purupuru: soft, jiggly physics from a C++ core compiled to WebAssembly.
//
//   import { load } from 'purupuru'
//   const P = await load()
//   const chain = new P.Chain({ width: 640, height: 360 })
//   chain.step(); chain.points()  // Float64Array view [x0, y0, x1, y1, ...]
//
// This is the browser entry: the glue fetches dist/purupuru.wasm from beside
// itself (a bundler copies it along). Node takes js/node.js instead, through
// the "node" condition of the package's exports.
import createPurupuru from '../dist/purupuru.mjs'
import { makeLoad } from '../dist/load.js'

export const load = makeLoad(() => createPurupuru())
