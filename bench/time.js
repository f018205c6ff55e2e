// What time control costs. In Node, for the 4000- and 16000-disk pits
// (poured, then stepped 120 frames: still landing, the list of pairs kept
// over frames): a step, a snapshot() and a restore(), and what keeping a snapshot
// every 60 frames adds to a frame. In headless Chromium, an embed of the
// pile sketch with 4000 disks: how long time="1200" takes to show, and then
// time="600" (a rewind of 600 frames), from setting the attribute to the
// frame shown.
import { launchBrowser } from '../tests/support/browser.js'
import { serveSketches } from '../scripts/serve.js'
import { pouredPile } from './pit.js'

const KEEP_EVERY = 60 // as web/lib/timeline.js

const mean = (f, n) => {
  const start = performance.now()
  for (let k = 0; k < n; k++) f()
  return (performance.now() - start) / n
}

function pile(P, { count, radius, substeps }) {
  const size = { width: 800, height: 800 }
  const world = new P.World({ ...size, substeps, maxPoints: count })
  const { x, y } = pouredPile({ ...size, radius, count })
  for (let i = 0; i < count; i++) world.addPoint(x[i], y[i], { radius })
  world.step(120)
  return world
}

export function snapshotCosts(P) {
  const rows = []
  for (const scene of [
    { count: 4000, radius: 4, substeps: 12 },
    { count: 16000, radius: 3, substeps: 16 },
  ]) {
    const world = pile(P, scene)
    const step = mean(() => world.step(), 20)
    if (world.resting) throw new Error(`bench: the ${scene.count}-disk pit came to rest; a step would cost nothing`)
    let bytes = world.snapshot()
    const snapshot = mean(() => (bytes = world.snapshot()), 10)
    const restore = mean(() => world.restore(bytes), 10)
    rows.push({ ...scene, bytes: bytes.length, step, snapshot, restore, keeping: snapshot / KEEP_EVERY / step })
    world.delete()
  }
  return rows
}

export function formatSnapshotCosts(rows) {
  const lines = ['| pit | snapshot size | a step | snapshot() | restore() | both, in steps | keeping one every 60 frames |', '|---|---|---|---|---|---|---|']
  for (const r of rows) {
    lines.push(
      `| ${r.count} disks, r ${r.radius}, ${r.substeps} sub-steps | ${(r.bytes / 1e6).toFixed(2)} MB | ${r.step.toFixed(2)} ms | ${r.snapshot.toFixed(2)} ms | ${r.restore.toFixed(2)} ms | ${((r.snapshot + r.restore) / r.step).toFixed(2)} | ${(100 * r.keeping).toFixed(2)}% of a frame |`,
    )
  }
  return lines.join('\n')
}

export async function rewindInChromium() {
  const server = await serveSketches({ port: 0 })
  const browser = await launchBrowser()
  try {
    const page = await browser.newPage({ viewport: { width: 1000, height: 800 } })
    await page.goto(new URL('/web/index.html', server.url).href)
    return await page.evaluate(async () => {
      document.body.innerHTML = '<purupuru-sketch sketch="pile" count="4000" time="0" style="width: 900px"></purupuru-sketch>'
      const sketch = document.querySelector('purupuru-sketch')
      await new Promise((done) => {
        const wait = () => (sketch.frameFunction ? done() : setTimeout(wait, 20))
        wait()
      })
      const until = (frame) =>
        new Promise((done) => {
          const start = performance.now()
          sketch.setAttribute('time', String(frame))
          const check = () => (sketch.frame === frame && sketch.dataset.time === String(frame) ? done(performance.now() - start) : requestAnimationFrame(check))
          check()
        })
      const forward = await until(1200)
      const back = await until(600)
      return { count: sketch.frameFunction.scene.count, forward, back }
    })
  } finally {
    await browser.close()
    await server.close()
  }
}

export function formatRewind({ count, forward, back }) {
  return `An embed of the pile sketch with ${count} disks (900 px wide): time="1200" from frame 0 shown in ${forward.toFixed(0)} ms, then time="600" (600 frames back) in ${back.toFixed(0)} ms.`
}
