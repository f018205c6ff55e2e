// A small static file server on 127.0.0.1 for tests: serves a folder, picks
// a free port, and answers 404 for anything outside it.
import { createServer } from 'node:http'
import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize, resolve, sep } from 'node:path'

export const MIME_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
}

export async function resolveFile(root, urlPath) {
  const decoded = decodeURIComponent(urlPath.split('?')[0])
  const path = normalize(join(root, decoded))
  if (path !== root && !path.startsWith(root + sep)) return null
  try {
    const info = await stat(path)
    return info.isDirectory() ? join(path, 'index.html') : path
  } catch {
    return null
  }
}

export function serveFolder(folder, { port = 0, host = '127.0.0.1' } = {}) {
  const root = resolve(folder)
  const server = createServer(async (request, response) => {
    const path = await resolveFile(root, request.url)
    try {
      if (!path) throw new Error('not found')
      const body = await readFile(path)
      response.writeHead(200, { 'content-type': MIME_TYPES[extname(path)] ?? 'application/octet-stream' })
      response.end(body)
    } catch {
      response.writeHead(404, { 'content-type': 'text/plain' })
      response.end('not found')
    }
  })
  return new Promise((done, fail) => {
    server.once('error', fail)
    server.listen(port, host, () => {
      const { port: actual } = server.address()
      done({ url: `http://${host}:${actual}/`, close: () => new Promise((c) => server.close(c)) })
    })
  })
}
