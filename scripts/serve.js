// A small static file server for the sketches and for tests, on sirv: serves
// the project folder on 127.0.0.1 (or the given host); "/" leads to the
// gallery in web/. Run: node scripts/serve.js [--port 8080] [--host 127.0.0.1]
import { createServer } from 'node:http'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import sirv from 'sirv'

// A short plain-text answer; if a head was already written, the connection is
// dropped instead (a half-sent response cannot be turned into an error).
function reply(response, status, text) {
  if (response.headersSent) return response.destroy()
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' })
  response.end(text)
}

// True when a segment of the URL's path, decoded, starts with a dot.
function hiddenPath(url) {
  const path = url.split('?')[0]
  return path.split('/').some((segment) => {
    let decoded = segment
    try {
      decoded = decodeURIComponent(segment)
    } catch {
      // undecodable: sirv answers it (404)
    }
    return decoded.startsWith('.')
  })
}

/**
 * Serves folder; resolves to { url, close }. With home set, "/" redirects
 * there. port 0 picks a free port.
 */
export function serveFolder(folder, { port = 0, host = '127.0.0.1', home = null } = {}) {
  // dev: files are looked up on disk at each request, so edits show at once
  // and the big project folder is not indexed at start; etag: sirv then sends
  // "cache-control: no-cache" with an ETag, so browsers always revalidate.
  // sirv keeps paths inside the folder, serves index.html for directories and
  // types .wasm as application/wasm, .js/.mjs as text/javascript.
  const files = sirv(resolve(folder), {
    dev: true,
    etag: true,
    onNoMatch: (request, response) => reply(response, 404, 'not found'),
  })
  const server = createServer((request, response) => {
    // sirv pipes a file stream into the response without listening for its
    // errors (an unreadable file): unhandled, that 'error' would end the process.
    response.on('pipe', (file) => {
      file.on('error', () => response.destroy())
      response.on('close', () => file.destroy())
    })
    try {
      if (home && request.url === '/') {
        response.writeHead(302, { location: home })
        response.end()
        return
      }
      // sirv trusts Range headers ("bytes=5-2" throws after the head is
      // written); the pages need no partial content, so answer whole files.
      delete request.headers.range
      // sirv's dev mode serves dotfiles (.git/, .ci/): nothing a page needs.
      if (hiddenPath(request.url)) return reply(response, 404, 'not found')
      files(request, response)
    } catch {
      reply(response, 400, 'bad request')
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
    else throw new Error(`serve: unknown argument ${flag} (use --port N, --host H)`)
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
