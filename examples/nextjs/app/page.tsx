// A server component: the page's words, and the client component that
// brings the elements.
import Sketches from './sketches'

export default function Page() {
  return (
    <article>
      <h1>Soft things</h1>
      <p>Two built-in sketches, a jiggle, and a World of our own, in a Next.js page.</p>
      <Sketches />
    </article>
  )
}
