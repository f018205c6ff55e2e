// A small static file server for the sketches and for tests. Serves the
// project folder on 127.0.0.1 (or the given host); "/" leads to the gallery
// in web/. Run: node scripts/serve.js [--port 8080] [--host 127.0.0.1]
import { createServer } from 'node:http'
import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

const MIME_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
}

async function resolveFile(root, urlPath) {
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

/**
 * Serves folder; resolves to { url, close }. With home set, "/" redirects
 * there. port 0 picks a free port.
 */
export function serveFolder(folder, { port = 0, host = '127.0.0.1', home = null } = {}) {
  const root = resolve(folder)
  const server = createServer(async (request, response) => {
    if (home && request.url === '/') {
      response.writeHead(302, { location: home })
      response.end()
      return
    }
    const path = await resolveFile(root, request.url)
    try {
      if (!path) throw new Error('not found')
      const body = await readFile(path)
      response.writeHead(200, {
        'content-type': MIME_TYPES[extname(path)] ?? 'application/octet-stream',
        'cache-control': 'no-cache',
      })
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
      done({ url: `http://${host === '127.0.0.1' ? 'localhost' : host}:${actual}/`, close: () => new Promise((c) => server.close(c)) })
    })
  })
}

/** Serves the project with the gallery at "/". */
export function serveSketches(options = {}) {
  const project = fileURLToPath(new URL('..', import.meta.url))
  return serveFolder(project, { home: '/web/', ...options })
}

function parseArguments(args) {
  const options = { port: Number(process.env.PORT ?? 8080), host: '127.0.0.1' }
  for (let i = 0; i < args.length; i++) {
    const [flag, inline] = args[i].split('=')
    const value = inline ?? args[++i]
    if (flag === '--port') options.port = Number(value)
    else if (flag === '--host') options.host = value
    else throw new Error(`serve: unknown argument ${args[i]} (use --port N, --host H)`)
  }
  if (!Number.isInteger(options.port) || options.port < 0 || options.port > 65535) {
    throw new Error(`serve: --port must be an integer from 0 to 65535, got ${options.port}`)
  }
  return options
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const { url } = await serveSketches(parseArguments(process.argv.slice(2)))
    console.log(`purupuru sketches: ${url}`)
  } catch (error) {
    console.error(error.message)
    process.exit(1)
  }
}
