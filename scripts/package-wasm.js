// Turns Emscripten's output and the API's sources into the package's
// generated files:
//   dist/purupuru.js     one module: the Embind glue and js/'s load.js,
//                        scenes.js, world.js, checks.js, memory.js and
//                        snapshots.js, bundled and minified. One file gzips
//                        1.8 KB smaller than seven (the names and
//                        imports they share are not repeated) and is one
//                        request, not seven
//   dist/purupuru.wasm   the module, fetched next to the bundle in browsers
// The entries js/index.js, js/node.js and js/builders.js import the bundle.
// The glue finds the .wasm through new URL('purupuru.wasm', import.meta.url),
// the form bundlers (Vite, webpack) recognize and copy as an asset. In Node
// js/node.js reads the file and hands the bytes over instead.
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { rolldown } from 'rolldown'
import { minify } from 'terser'

const [built, out] = process.argv.slice(2)
if (!built || !out) {
  console.error('usage: node scripts/package-wasm.js BUILD_DIR OUT_DIR')
  process.exit(2)
}

const gluePath = resolve(`${built}/purupuru.mjs`)
const siblingUrl = 'new URL("purupuru.wasm",import.meta.url)'
if (!readFileSync(gluePath, 'utf8').includes(siblingUrl)) {
  console.error('package-wasm: the glue no longer names its .wasm as expected; Emscripten changed?')
  process.exit(1)
}

// What the entries import, and nothing else: the bundle's only exports.
const api = (name) => JSON.stringify(fileURLToPath(new URL(`../js/${name}`, import.meta.url)))
const entry = [
  `export { default as createPurupuru } from ${JSON.stringify(gluePath)}`,
  `export { makeLoad } from ${api('load.js')}`,
  `export { describe } from ${api('checks.js')}`,
].join('\n')
const ENTRY = '\0purupuru-entry'
const bundle = await rolldown({
  input: ENTRY,
  plugins: [{ name: 'entry', resolveId: (id) => (id === ENTRY ? id : null), load: (id) => (id === ENTRY ? entry : null) }],
  // A module it cannot find must stop the build, not be left as an import.
  onLog: (level, log, pass) => (log.code === 'UNRESOLVED_IMPORT' ? pass('error', log) : pass(level, log)),
})
const { output } = await bundle.generate({ format: 'es' })
await bundle.close()
if (output.length !== 1) {
  console.error(`package-wasm: the bundle came out as ${output.length} files; a dynamic import() would split it`)
  process.exit(1)
}

// pure_getters: neither the glue nor the API defines getters that matter
// when read for nothing, so a property read whose value goes unused
// (process.versions.node, say) can go. A statement a line, most lines
// within 200 characters: a stack trace shows the line that threw (a newline
// where a semicolon would go gzips as well).
const { code } = await minify(output[0].code, {
  module: true,
  ecma: 2020,
  compress: { passes: 3, pure_getters: true },
  mangle: true,
  format: { semicolons: false, max_line_len: 200 },
})
if (!code.includes('"purupuru.wasm",import.meta.url')) {
  console.error('package-wasm: the bundle lost the .wasm URL in the form bundlers look for')
  process.exit(1)
}
mkdirSync(out, { recursive: true })
// The files an older build wrote, which nothing imports any more.
for (const name of ['purupuru.mjs', 'load.js', 'scenes.js', 'world.js', 'checks.js', 'memory.js', 'snapshots.js']) {
  rmSync(`${out}/${name}`, { force: true })
}
writeFileSync(`${out}/purupuru.js`, `${code}\n`)
copyFileSync(`${built}/purupuru.wasm`, `${out}/purupuru.wasm`)
