// purupuru's browser entry: load() resolves to the scene classes and the
// World (README, "Use it from JavaScript"). The glue fetches
// dist/purupuru.wasm from beside itself; Node takes js/node.js instead.
import { createPurupuru, makeLoad } from '../dist/purupuru.js'

export const load = makeLoad((glueOptions) => createPurupuru(glueOptions))
