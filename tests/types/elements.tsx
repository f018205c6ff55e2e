// Compiled (not run) by tests/package/types.test.js: the elements in a React
// 19 TSX file, their attributes typed from each sketch's options; a
// misspelled option, or one of another sketch, does not compile.
import 'purupuru/embed'
import { defineSketch, type SketchHost } from 'purupuru/embed'
import type { PurupuruSketch } from 'purupuru/sketch'
import type { PurupuruJiggle } from 'purupuru/jiggle'
import type { PurupuruWorld } from 'purupuru/world'
import * as balloon from 'purupuru/sketches/balloon'
import chain, { title as chainTitleExport, ja as chainJapanese } from 'purupuru/sketches/chain'
import { sketches } from 'purupuru/sketches/index'

declare global {
  interface PurupuruDefinedSketches {
    pendulum: { length?: number | string }
  }
}

const pendulum = {
  title: 'A pendulum',
  default: (ctx: CanvasRenderingContext2D, host: SketchHost) => {
    const world = new host.physics.World({ width: host.width, height: host.height })
    host.pointer({ down: (x, y) => void world.grab(x, y), move: (x, y, pressed) => pressed && world.drag(x, y) })
    return Object.assign(() => (world.step(), ctx.fillRect(0, 0, 1, 1)), { scene: world, dispose: () => world.delete() })
  },
}
defineSketch('pendulum', pendulum)
// @ts-expect-error: a module needs its default export
defineSketch('nothing', { title: 'no sketch' })

// A built-in sketch module, named again, or run the posts' way on a canvas.
defineSketch('my-balloon', balloon)
const frame = chain(document.createElement('canvas').getContext('2d')!)
frame()
frame.dispose?.()
const chainTitle: string = chainTitleExport
const iterInJapanese: string | undefined = chainJapanese.controls?.iter
// @ts-expect-error: a sketch draws on a 2-D context
chain('canvas')
// Every built-in sketch by name, loaded when asked for.
void sketches.cloth().then((cloth) => defineSketch('my-cloth', cloth))
// @ts-expect-error: only the built-in sketches are listed
void sketches.pendulum

export function Post() {
  return (
    <article>
      <purupuru-sketch sketch="chain" iter={8} n="24" compact />
      <purupuru-sketch sketch="cloth" cols={40} tear="2.5" label="A cloth" className="wide" />
      <purupuru-sketch sketch="pile" count={800} radius={3} friction={0.2} />
      <purupuru-sketch src="/sketches/mine.js" anything={3} />
      <purupuru-jiggle k={400} d="0.9">
        <img src="logo.png" alt="Our logo" />
      </purupuru-jiggle>
      <purupuru-sketch sketch="pendulum" length={120} />
      <div lang="ja">
        <purupuru-sketch sketch="chain" label-play="▶" label-pause="❚❚" label-step="1 コマ" label-reset="最初から" label-iter="硬さ" />
      </div>
      {/* @ts-expect-error: a label is text */}
      <purupuru-sketch sketch="chain" label-reset={3} />
      {/* @ts-expect-error: a defined sketch takes the attributes declared for it */}
      <purupuru-sketch sketch="pendulum" lenght={120} />
      <purupuru-world viewbox="0 0 640 360" gravity={0.3} substeps="4" cut label="A rope holds a weight">
        <purupuru-rope id="rope" x={320} y="0" segments="14" length={150} radius={2} tint="30" />
        <purupuru-point id="weight" x={320} y={170} radius={10} />
        <purupuru-link from="rope.last" to="weight" />
        <purupuru-circle x="140" y="280" r="40" draggable />
        <purupuru-polygon points="0 0 10 0 5 8" />
      </purupuru-world>
      {/* @ts-expect-error: a rope has no cols */}
      <purupuru-rope cols={3} />
      {/* @ts-expect-error: a link needs its ends */}
      <purupuru-link from="rope.last" />
      {/* @ts-expect-error: the world has no segments */}
      <purupuru-world segments={3} />
      {/* @ts-expect-error: a misspelled option */}
      <purupuru-sketch sketch="chain" itre={8} />
      {/* @ts-expect-error: the cloth's option on a chain */}
      <purupuru-sketch sketch="chain" cols={8} />
      {/* @ts-expect-error: no such sketch */}
      <purupuru-sketch sketch="chian" />
      {/* @ts-expect-error: an option is a number or its text */}
      <purupuru-sketch sketch="chain" iter={[8]} />
      {/* @ts-expect-error: the jiggle has no iter */}
      <purupuru-jiggle iter={4} />
    </article>
  )
}

const sketch: PurupuruSketch | null = document.querySelector('purupuru-sketch')
sketch?.step()
if (sketch) sketch.paused = true
const steps: number = sketch?.steps ?? 0
const shown: number = sketch?.frame ?? 0
if (sketch) sketch.frame = 240
if (sketch) sketch.time = 'scroll'
const held: number | 'scroll' | null = sketch?.time ?? null
void sketch?.frameFunction?.scene
// @ts-expect-error: time is a frame, 'scroll' or null
if (sketch) sketch.time = 'soon'
const jiggle: PurupuruJiggle | null = document.querySelector('purupuru-jiggle')
const world: PurupuruWorld | null = document.querySelector('purupuru-world')
world?.reset()
jiggle?.wobble(0.5, 1)
export const seen = [steps, shown, held]
