// <purupuru-jiggle>: whatever it wraps wobbles when clicked or tapped, like
// the pudding post's pudding, because the jiggle is not about puddings.
//
//   <purupuru-jiggle><img src="logo.png" alt="..."></purupuru-jiggle>
//
// The children go into a wrapper (.puru-jiggle-body, in the light DOM, so a
// page's styles still reach them) which is sheared about its bottom edge by
// transform: matrix(1, 0, px, 1 + py, 0, 0), driven by the wasm Jiggle scene.
// Attributes k, m, d are the scene's options (validated as the API does);
// jiggle.wobble() pokes it from a script. At rest it asks for no animation
// frame and its transform is none; with prefers-reduced-motion it stays still.
// The wrapped content stays usable: a pointer press is watched, never
// stopped, so links and buttons inside work and text stays selectable.
import { load } from '../js/index.js'
import { attributeValue } from './lib/attributes.js'
import { createLoop } from './lib/loop.js'
import { adoptStyle } from './lib/style.js'

const P = await load()
const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)')
// Below these the wobble is invisible (a shear of a thousandth of the height).
const REST_OFFSET = 1e-3
const REST_SPEED = 1e-3

// Every jiggle on the page steps in one loop, which runs only while one moves.
const moving = new Set()
const loop = createLoop(() => {
  for (const jiggle of moving) jiggle.advance()
})

const STYLE = `
purupuru-jiggle { display: inline-block; }
purupuru-jiggle .puru-jiggle-body { display: block; transform-origin: 50% 100%; }`

export class PurupuruJiggle extends HTMLElement {
  #scene = null
  #body = null

  connectedCallback() {
    adoptStyle(STYLE)
    if (!this.#body) {
      this.#body = document.createElement('span')
      this.#body.className = 'puru-jiggle-body'
      this.#body.append(...this.childNodes)
      this.append(this.#body)
    }
    try {
      this.#scene = new P.Jiggle(this.#options())
    } catch (error) {
      if (this.dataset.error === undefined) console.error(`<purupuru-jiggle>: ${error.message}`)
      this.dataset.error = error.message
      return
    }
    this.addEventListener('pointerdown', this.#onPress)
  }

  disconnectedCallback() {
    this.removeEventListener('pointerdown', this.#onPress)
    this.#stop()
    this.#scene?.delete()
    this.#scene = null
  }

  /** The Jiggle scene behind it (for inspection), or null when it could not start. */
  get scene() {
    return this.#scene
  }

  /** Pokes it as a press at (across, up) would: across from -1 (left) to 1, up from 0 (base) to 1. */
  wobble(across = 0.6, up = 0.8) {
    if (!this.#scene || reducedMotion.matches) return
    this.#scene.poke(0, 0, across * 3, -1.5 - up)
    moving.add(this)
    loop.running = true
  }

  /** One step of the wobble; at rest the element goes still and leaves the loop. */
  advance() {
    const scene = this.#scene
    scene.step()
    const [x, y] = scene.points()
    const last = this.#last ?? [0, 0]
    this.#last = [x, y]
    const still = Math.abs(x) < REST_OFFSET && Math.abs(y) < REST_OFFSET
    const slow = Math.abs(x - last[0]) < REST_SPEED && Math.abs(y - last[1]) < REST_SPEED
    if (scene.diverged || (still && slow)) {
      scene.poke(0, 0, 0, 0)
      this.#stop()
      return
    }
    this.#body.style.transform = `matrix(1, 0, ${x}, ${1 + y}, 0, 0)`
  }

  #last = null

  #stop() {
    moving.delete(this)
    this.#last = null
    if (this.#body) this.#body.style.transform = ''
    if (moving.size === 0) loop.running = false
  }

  #onPress = (event) => {
    const box = this.#body.getBoundingClientRect()
    if (!box.width || !box.height) return
    const across = ((event.clientX - box.left) / box.width) * 2 - 1
    const up = (box.bottom - event.clientY) / box.height
    this.wobble(across, up)
  }

  #options() {
    const options = {}
    for (const name of ['k', 'm', 'd']) {
      const text = this.getAttribute(name)
      if (text !== null) options[name] = attributeValue(text)
    }
    return options
  }
}

customElements.define('purupuru-jiggle', PurupuruJiggle)
