// The Node entry of purupuru (see index.js): Node's fetch() cannot read a
// file URL, so the wasm bytes are read from disk and handed to the glue.
import { readFile } from 'node:fs/promises'
import { createPurupuru, makeLoad } from '../dist/purupuru.js'

export const load = makeLoad(async (glueOptions) =>
  createPurupuru({ ...glueOptions, wasmBinary: await readFile(new URL('../dist/purupuru.wasm', import.meta.url)) }),
)
