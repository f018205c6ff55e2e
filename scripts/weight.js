// What `import { load } from 'purupuru'` costs a page: every module the entry
// loads, following static imports, and every file a module fetches beside it
// (new URL('file', import.meta.url), the .wasm), each gzipped at level 9.
import { readFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'

// Static imports, spaced as written or packed as terser leaves them.
const IMPORT = /(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+?\s*from\s*)?['"](\.[^'"]+)['"]/gm
const SIBLING = /new URL\(\s*['"]([^'"]+)['"]\s*,\s*import\.meta\.url\s*\)/g

/** [{ file, bytes, gzip }] for the entry and everything it imports, entry first. */
export function importWeight(entry) {
  const seen = new Map()
  const visit = (file) => {
    if (seen.has(file)) return
    const source = readFileSync(file)
    seen.set(file, { file, bytes: source.length, gzip: gzipSync(source, { level: 9 }).length })
    if (!/\.m?js$/.test(file)) return
    const text = source.toString('utf8')
    for (const match of text.matchAll(IMPORT)) visit(resolve(dirname(file), match[1]))
    for (const match of text.matchAll(SIBLING)) visit(resolve(dirname(file), match[1]))
  }
  visit(resolve(entry))
  return [...seen.values()]
}

/** The files and their total as a Markdown table, sizes in KB (1000 bytes). */
export function formatWeight(files) {
  const root = dirname(dirname(files[0].file))
  const kb = (n) => (n / 1000).toFixed(1)
  const lines = ['| file | bytes | gzip -9 |', '|---|---|---|']
  for (const f of files) lines.push(`| ${relative(root, f.file)} | ${kb(f.bytes)} KB | ${kb(f.gzip)} KB |`)
  const total = (key) => files.reduce((sum, f) => sum + f[key], 0)
  lines.push(`| **total** | ${kb(total('bytes'))} KB | **${kb(total('gzip'))} KB** |`)
  return lines.join('\n')
}
