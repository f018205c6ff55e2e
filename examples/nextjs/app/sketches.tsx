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
    </>
  )
}
