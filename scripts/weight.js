// What `import { load } from 'purupuru'` costs a page: every module the entry
// loads, following static imports, each gzipped at level 9.
import { readFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'

const IMPORT = /^\s*import\s+(?:[\w*{}\s,]+\s+from\s+)?['"](\.[^'"]+)['"]/gm

/** [{ file, bytes, gzip }] for the entry and everything it imports, entry first. */
export function importWeight(entry) {
  const seen = new Map()
  const visit = (file) => {
    if (seen.has(file)) return
    const source = readFileSync(file)
    seen.set(file, { file, bytes: source.length, gzip: gzipSync(source, { level: 9 }).length })
    for (const match of source.toString('utf8').matchAll(IMPORT)) visit(resolve(dirname(file), match[1]))
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
