// Makes site/, what a static host serves: the post, and beside it the
// installed package's own files (those its package.json lists) as purupuru/.
import { cpSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'

const here = new URL('.', import.meta.url).pathname
const site = join(here, 'site')
const installed = join(here, 'node_modules', 'purupuru')
const { files } = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'))

rmSync(site, { recursive: true, force: true })
mkdirSync(site)
cpSync(join(here, 'index.html'), join(site, 'index.html'))
for (const file of files) cpSync(join(installed, file), join(site, 'purupuru', file), { recursive: true })
console.log(`site/: index.html and purupuru/ (${files.length} entries)`)
