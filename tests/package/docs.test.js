// The documentation holds together: every relative link in the README, the
// contributing guide and docs/ reaches a file that exists (and a heading
// there, for a link with #), and the README stays a short page for users.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const project = fileURLToPath(new URL('../../', import.meta.url))
const pages = ['README.md', 'CONTRIBUTING.md', 'examples/README.md', ...readdirSync(join(project, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)]

// A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to dashes.
const slug = (heading) => heading.trim().toLowerCase().replace(/[^\p{L}\p{N} _-]/gu, '').replace(/ /g, '-')

function anchors(file) {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '')
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => slug(m[1])))
}

test('every relative link in the README and the docs reaches a file, and a heading when it names one', () => {
  const broken = []
  for (const page of pages) {
    const file = join(project, page)
    const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '')
    for (const [, target] of text.matchAll(/!?\[[^\]]*\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/i.test(target)) continue // http:, https:, mailto:
      const [path, anchor] = target.split('#')
      const to = path === '' ? file : join(dirname(file), path)
      if (!existsSync(to)) broken.push(`${page}: ${target} (no ${relative(project, to)})`)
      else if (anchor && to.endsWith('.md') && !anchors(to).has(anchor)) broken.push(`${page}: ${target} (no heading #${anchor})`)
    }
  }
  assert.deepEqual(broken, [])
})

test('the README is a short page for users', () => {
  const readme = readFileSync(join(project, 'README.md'), 'utf8')
  const lines = readme.split('\n').length
  assert.ok(lines <= 250, `${lines} lines`)
  // The embed in the first screen, and the API one click away.
  assert.ok(readme.split('\n').slice(0, 50).some((line) => line.includes('<purupuru-sketch')), 'the embed in the first 50 lines')
  assert.match(readme, /\(docs\/api\.md\)/)
  assert.doesNotMatch(readme, /\b(issue|session)s?\b|this machine/i)
})
