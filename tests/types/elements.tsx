// Compiled (not run) by tests/package/types.test.js: the elements in a React
// 19 TSX file, their attributes typed from each sketch's options; a
// misspelled option, or one of another sketch, does not compile.
import 'purupuru/embed'
import type { PurupuruSketch } from 'purupuru/sketch'
import type { PurupuruJiggle } from 'purupuru/jiggle'

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
const jiggle: PurupuruJiggle | null = document.querySelector('purupuru-jiggle')
jiggle?.wobble(0.5, 1)
export const seen = steps
