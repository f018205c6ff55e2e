// scripts/serve.js, the server behind npm start, the browser tests and the
// benchmark: no request may stop it or read a file outside the served folder,
// and it serves what browsers need (wasm type, no caching, index pages).
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { connect } from 'node:net'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serveFolder } from '../../scripts/serve.js'

const SECRET = 'secret-outside-the-served-folder'
const HELLO = 'hello from inside'
const work = mkdtempSync(join(tmpdir(), 'purupuru-serve-'))
const site = join(work, 'site')
let server

before(async () => {
  // The secret sits in the served folder's parent and in a sibling whose name
  // starts like the folder's ("site-old"), the two places a ".." could reach.
  writeFileSync(join(work, 'secret.txt'), SECRET)
  mkdirSync(join(work, 'site-old'))
  writeFileSync(join(work, 'site-old', 'secret.txt'), SECRET)
  mkdirSync(join(site, 'home'), { recursive: true })
  writeFileSync(join(site, 'hello.txt'), HELLO)
  writeFileSync(join(site, 'home', 'index.html'), '<p>home</p>')
  writeFileSync(join(site, 'module.wasm'), Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]))
  writeFileSync(join(site, 'module.mjs'), 'export default 1\n')
  mkdirSync(join(site, '.git'))
  writeFileSync(join(site, '.git', 'config'), SECRET)
  writeFileSync(join(site, '.env'), SECRET)
  server = await serveFolder(site, { home: '/home/' })
})

after(async () => {
  await server?.close()
  rmSync(work, { recursive: true, force: true })
})

// Sends one GET over a raw socket, the path exactly as given (fetch and
// http.request would normalize or refuse some of these), and resolves to the
// status and the whole raw response; status is null if the server sent nothing.
function send(path, headers = '') {
  const { hostname, port } = new URL(server.url)
  return new Promise((resolve, reject) => {
    const chunks = []
    const socket = connect(Number(port), hostname)
    const finish = () => {
      const raw = Buffer.concat(chunks).toString('latin1')
      resolve({ status: Number(raw.match(/^HTTP\/1\.[01] (\d{3})/)?.[1]) || null, raw })
    }
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer to ${path.slice(0, 60)}`)))
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('end', finish)
    // A server may reset the connection after answering (e.g. a head too
    // long to read to the end); what arrived before still counts.
    socket.on('error', (error) => (chunks.length ? finish() : reject(error)))
    socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n${headers}\r\n`)
  })
}

const hostile = [
  ['/%E0%A4%A'],
  ['/%'],
  ['/%zz'],
  ['/%E0%A4%A/../../secret.txt'],
  ['/../secret.txt'],
  ['/a/../../secret.txt'],
  ['/../site-old/secret.txt'],
  ['../secret.txt'],
  ['http://localhost/../secret.txt'],
  ['/%2e%2e/secret.txt'],
  ['/%2e%2e/site-old/secret.txt'],
  ['/%2e%2e%2fsecret.txt'],
  ['/..%2fsecret.txt'],
  ['/..%5csecret.txt'],
  ['/%2e%2e%5csecret.txt'],
  ['/..\\secret.txt'],
  ['/%00'],
  ['/hello.txt%00'],
  ['/%00/../../secret.txt'],
  ['/' + 'a/'.repeat(50_000)],
  ['/hello.txt', 'Range: bytes=5-2\r\n'],
  ['/hello.txt', 'Range: bytes=-99999999999999999999\r\n'],
]

test('hostile requests get an answer, never a file from outside, and serving goes on', async () => {
  for (const [path, headers] of hostile) {
    const label = `${path.slice(0, 40)} ${headers ?? ''}`
    const { status, raw } = await send(path, headers)
    assert.ok(status, `no response to ${label}`)
    assert.ok((status >= 400 && status < 500) || (status === 200 && raw.endsWith(HELLO)), `${status} for ${label}`)
    assert.ok(!raw.includes(SECRET), `secret leaked by ${label}`)
  }
  const { status, raw } = await send('/hello.txt')
  assert.equal(status, 200)
  assert.ok(raw.endsWith(`\r\n\r\n${HELLO}`))
})

test('a file that fails to read ends its request, not the server', { skip: process.platform !== 'linux' && 'needs /proc' }, async () => {
  // Reading /proc/self/mem from its start fails with EIO, even for root.
  symlinkSync('/proc/self/mem', join(site, 'unreadable.txt'))
  const { status, raw } = await send('/unreadable.txt')
  assert.ok(!raw.includes(SECRET))
  assert.ok(status === null || status >= 400, `${status} for an unreadable file`)
  assert.equal((await send('/hello.txt')).status, 200)
})

test('wasm, modules and files are typed for browsers and never cached', async () => {
  const wasm = await fetch(new URL('module.wasm', server.url))
  assert.equal(wasm.status, 200)
  assert.equal(wasm.headers.get('content-type'), 'application/wasm')
  assert.equal(wasm.headers.get('cache-control'), 'no-cache')
  assert.ok(await WebAssembly.compile(await wasm.arrayBuffer()))
  const module = await fetch(new URL('module.mjs', server.url))
  assert.match(module.headers.get('content-type'), /^text\/javascript\b/)
  assert.equal(module.headers.get('cache-control'), 'no-cache')
})

test('dotfiles and dot folders (.git, .env) are not served, however the dot is spelled', async () => {
  for (const path of ['/.git/config', '/.env', '/%2egit/config', '/%2Eenv', '/home/../.env']) {
    const { status, raw } = await send(path)
    assert.equal(status, 404, path)
    assert.ok(!raw.includes(SECRET), `${path} leaked`)
  }
})

test('"/" leads home, directories serve index.html, missing files are 404', async () => {
  const root = await fetch(server.url, { redirect: 'manual' })
  assert.equal(root.status, 302)
  assert.equal(root.headers.get('location'), '/home/')
  const home = await fetch(server.url)
  assert.equal(home.status, 200)
  assert.match(home.headers.get('content-type'), /^text\/html\b/)
  assert.equal(await home.text(), '<p>home</p>')
  assert.equal((await fetch(new URL('missing.txt', server.url))).status, 404)
})
