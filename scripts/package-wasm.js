// Turns Emscripten's output and the API's sources into the package's
// generated files:
//   dist/purupuru.mjs    the Embind glue, minified with terser
//   dist/purupuru.wasm   the module, fetched next to the glue in browsers
//   dist/load.js, dist/scenes.js, dist/world.js, dist/checks.js, dist/memory.js,
//   dist/snapshots.js
//                        js/'s modules of the same names, minified: the
//                        entries js/index.js and js/node.js import these, so
//                        a page loads about half the bytes it would
// The glue finds the .wasm through new URL('purupuru.wasm', import.meta.url),
// the form bundlers (Vite, webpack) recognize and copy as an asset. In Node
// js/node.js reads the file and hands the bytes over instead.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { minify } from 'terser'

const [built, out] = process.argv.slice(2)
if (!built || !out) {
  console.error('usage: node scripts/package-wasm.js BUILD_DIR OUT_DIR')
  process.exit(2)
}

const glue = readFileSync(`${built}/purupuru.mjs`, 'utf8')
const siblingUrl = 'new URL("purupuru.wasm",import.meta.url)'
if (!glue.includes(siblingUrl)) {
  console.error('package-wasm: the glue no longer names its .wasm as expected; Emscripten changed?')
  process.exit(1)
}
// pure_getters: the glue defines no getters, so a property read whose value
// goes unused (process.versions.node, say) can go.
const minified = await minify(glue, { module: true, ecma: 2020, compress: { passes: 3, pure_getters: true }, mangle: true })
if (!minified.code.includes('"purupuru.wasm",import.meta.url')) {
  console.error('package-wasm: terser rewrote the .wasm URL, which bundlers would then miss')
  process.exit(1)
}
mkdirSync(out, { recursive: true })
writeFileSync(`${out}/purupuru.mjs`, `${minified.code}\n`)
copyFileSync(`${built}/purupuru.wasm`, `${out}/purupuru.wasm`)

for (const name of ['load.js', 'scenes.js', 'world.js', 'checks.js', 'memory.js', 'snapshots.js']) {
  const source = readFileSync(new URL(`../js/${name}`, import.meta.url), 'utf8')
  // A statement a line, none much past 200 characters: a stack trace shows
  // the line that threw (a newline where a semicolon would go gzips as well).
  const format = { semicolons: false, max_line_len: 200 }
  const { code } = await minify(source, { module: true, ecma: 2020, compress: { passes: 3 }, mangle: true, format })
  writeFileSync(`${out}/${name}`, `${code}\n`)
}
