// The README's first command: npm start builds what is missing and serves the
// gallery, printing its address; a port can be chosen.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const project = fileURLToPath(new URL('../../', import.meta.url))

function startServer(args) {
  const child = spawn('npm', ['start', '--silent', '--', ...args], { cwd: project, detached: true })
  const address = new Promise((resolve, reject) => {
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
      const match = output.match(/http:\/\/localhost:(\d+)\//)
      if (match) resolve(match[0])
    })
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('exit', (code) => reject(new Error(`npm start exited with ${code}: ${output}`)))
  })
  const stop = () => process.kill(-child.pid, 'SIGTERM')
  return { address, stop }
}

test('npm start serves the gallery and the pages, and prints the address', { timeout: 300_000 }, async () => {
  const { address, stop } = startServer(['--port', '0'])
  try {
    const url = await address
    const home = await fetch(url)
    assert.equal(home.status, 200)
    assert.match(home.url, /\/web\/$/)
    assert.match(await home.text(), /<ul class="gallery">/)
    for (const path of ['web/chain.html', 'web/lib/gallery.js', 'web/sketches/index.js', 'web/purupuru-sketch.js', 'js/index.js', 'dist/purupuru.js']) {
      assert.equal((await fetch(new URL(path, url))).status, 200, path)
    }
    assert.equal((await fetch(new URL('../../etc/passwd', url))).status, 404)
  } finally {
    stop()
  }
})

test('a bad port is refused with a clear message', async () => {
  const { address } = startServer(['--port', 'eighty'])
  await assert.rejects(address, /--port must be an integer from 0 to 65535, got NaN/)
})
