// Writes each reference trajectory as raw little-endian float64, frame after
// frame, into the folder given as the first argument. The Catch2 fidelity
// tests read these files.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chainFrames } from './chain.js'
import { balloonFrames } from './balloon.js'
import { springFrames } from './spring.js'
import { jiggleFrames } from './jiggle.js'

export const FRAMES = 3000
const [outDir] = process.argv.slice(2)
if (!outDir) {
  console.error('usage: node write_trajectories.js OUT_DIR')
  process.exit(2)
}
mkdirSync(outDir, { recursive: true })

const save = (name, frames) => {
  const chunks = [...frames].map((f) => Buffer.from(f.buffer, f.byteOffset, f.byteLength))
  writeFileSync(join(outDir, `${name}.f64`), Buffer.concat(chunks))
}
save('chain', chainFrames(640, 360, FRAMES))
save('balloon', balloonFrames(640, 360, FRAMES))
save('spring', springFrames(FRAMES))
save('jiggle', jiggleFrames(FRAMES))
