// The core's folders tell its architecture (docs/architecture.md): common/
// stands alone, posts/ and world/ stand on it and never on each other. And
// every core path the docs name is where they say.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const project = fileURLToPath(new URL('../../', import.meta.url))
const core = join(project, 'core')

function sources(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.(cpp|hpp)$/.test(entry.name) ? [path] : []
  })
}

const mayInclude = { common: ['common'], posts: ['common', 'posts'], world: ['common', 'world'] }

test('core/common includes only itself; posts/ and world/ include common/ and themselves, never each other', () => {
  assert.deepEqual(readdirSync(core).filter((name) => !name.endsWith('.txt')).sort(), Object.keys(mayInclude).sort())
  const wrong = []
  for (const [part, allowed] of Object.entries(mayInclude)) {
    for (const file of sources(join(core, part))) {
      for (const [, included] of readFileSync(file, 'utf8').matchAll(/#include "([^"]+)"/g)) {
        const top = included.split('/')[0]
        if (!allowed.includes(top)) wrong.push(`${relative(project, file)} includes ${included}`)
        else if (!existsSync(join(core, included))) wrong.push(`${relative(project, file)}: no core/${included}`)
      }
    }
  }
  assert.deepEqual(wrong, [])
})

test('every core/ path the README and the docs name exists', () => {
  const pages = ['README.md', 'CONTRIBUTING.md', ...readdirSync(join(project, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)]
  const missing = []
  for (const page of pages) {
    for (const [, path] of readFileSync(join(project, page), 'utf8').matchAll(/`(core\/[\w/.]+)`/g)) {
      if (!existsSync(join(project, path))) missing.push(`${page}: ${path}`)
    }
  }
  assert.deepEqual(missing, [])
})
