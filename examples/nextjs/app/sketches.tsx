'use client'
// The elements are defined in the browser; on the server this module imports
// cleanly and the tags render as they are, to be upgraded on hydration.
import 'purupuru/embed'
import { defineSketch } from 'purupuru/embed'
import * as rope from './rope-sketch'

defineSketch('rope', rope)

declare global {
  interface PurupuruDefinedSketches {
    rope: { links?: number | string }
  }
}

export default function Sketches() {
  return (
    <>
      <purupuru-sketch sketch="chain" iter={8} n="24" compact />
      <purupuru-sketch sketch="balloon" press={1.2} />
      <purupuru-jiggle>
        <strong>Click me: I jiggle.</strong>
      </purupuru-jiggle>
      <purupuru-sketch sketch="rope" links={16} label="A rope with a weight" />
      <purupuru-world viewbox="0 0 640 300" gravity={0.3} substeps={4} friction={0.4} label="Jellies on a ramp">
        <purupuru-box x={300} y={200} width={520} height={14} angle={0.25} />
        <purupuru-jelly x={120} y={40} radius={3} />
        <purupuru-jelly x={260} y={30} radius={3} tint={30} />
      </purupuru-world>
    </>
  )
}
