// The weight budget: everything `import { load } from 'purupuru'` loads in a
// browser (the modules, and the .wasm the glue fetches beside it), gzipped at
// level 9, stays within 52 KB: the budget decided on 2026-12-05 (raised from
// 46), shared by the contacts' speed, the fingers, and the time issue's
// snapshots.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { importWeight, formatWeight } from '../../scripts/weight.js'

const BUDGET = 52000
const entry = fileURLToPath(new URL('../../js/index.js', import.meta.url))

test(`import { load } from 'purupuru' weighs at most ${BUDGET / 1000} KB gzipped`, () => {
  const files = importWeight(entry)
  const names = files.map((f) => f.file.replace(/.*\/(js|dist)\//, '$1/'))
  for (const expected of ['js/index.js', 'dist/purupuru.js', 'dist/purupuru.wasm']) {
    assert.ok(names.includes(expected), `${expected} is counted (counted: ${names.join(', ')})`)
  }
  const total = files.reduce((sum, f) => sum + f.gzip, 0)
  assert.ok(total <= BUDGET, `${total} bytes gzipped, over the budget of ${BUDGET}:\n${formatWeight(files)}`)
})

// The bundle (the glue and the API) is minified a statement a line, so that
// a stack trace from it shows the statement that threw rather than the
// whole module.
test('the minified bundle keeps its lines short enough to read in a stack trace', () => {
  const bundles = importWeight(entry).filter((f) => f.file.endsWith('/dist/purupuru.js'))
  assert.equal(bundles.length, 1, 'dist/purupuru.js is loaded')
  const lines = readFileSync(bundles[0].file, 'utf8').split('\n').filter(Boolean)
  const longest = Math.max(...lines.map((line) => line.length))
  assert.ok(longest <= 300 && lines.length > 100, `${lines.length} lines, the longest of ${longest} characters`)
})
