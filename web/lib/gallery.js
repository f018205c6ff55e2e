// The gallery's entries, one per sketch in the registry (sketches/index.js),
// in its order: the sketch's title linking to its page (name.html), and the
// sketch itself running compact. A new sketch appears here by being listed there.
import { sketches } from '../sketches/index.js'

const list = document.querySelector('.gallery')
const modules = await Promise.all(Object.values(sketches).map((load) => load()))
Object.keys(sketches).forEach((name, i) => {
  const heading = document.createElement('h2')
  const link = Object.assign(document.createElement('a'), { href: `./${name}.html`, textContent: modules[i].title })
  heading.append(link)
  const sketch = document.createElement('purupuru-sketch')
  sketch.setAttribute('sketch', name)
  sketch.setAttribute('compact', '')
  const item = document.createElement('li')
  item.append(heading, sketch)
  list.append(item)
})
