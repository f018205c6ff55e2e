// <purupuru-jiggle>: whatever it wraps wobbles when clicked or tapped, like
// the pudding post's pudding, because the jiggle is not about puddings.
//
//   <purupuru-jiggle><img src="logo.png" alt="..."></purupuru-jiggle>
//
// The element itself (an inline-block; style it display: block to wrap a
// block) is sheared about its bottom edge by
// transform: matrix(1, 0, px, 1 + py, 0, 0), driven by the wasm Jiggle scene.
// Its children are left where they are, so frameworks and scripts may change
// them at any time. Attributes k, m, d and fps are the scene's options
// (validated as the API does; any other but HTML's own is refused by
// name; changing one starts it again); jiggle.wobble() pokes it from a script. At
// rest it asks for no animation frame and its transform is none; a wobble
// stops after at most ten seconds whatever the options; with
// prefers-reduced-motion it stays still. The wrapped content stays usable:
// a press is watched, never stopped, so links and buttons inside work and
// text stays selectable. A jiggle inside another one takes the press alone.
// The wasm is loaded when the first jiggle is connected: once its scene is
// made, a jiggle has data-ready="true" and fires a ready event.
import { load } from '../js/index.js'
import { attributeValue, notAnOption } from './lib/attributes.js'
import { createLoop } from './lib/loop.js'
import { adoptStyle } from './lib/style.js'
import { ElementBase, defineOnce, prefersReducedMotion } from './lib/element.js'

// The wasm is loaded when the first jiggle is connected, not when this
// module is imported (on a server, with no DOM, none is ever connected).
let physics = null
let loaded = null
const loadPhysics = () => (physics ??= load().then((P) => (loaded = P)))

// Below these the wobble is invisible (a shear of a thousandth of the height).
const REST_OFFSET = 1e-3
const REST_SPEED = 1e-3
// Options that never settle (d = 1, k = 0) still stop: ten seconds of frames.
const MAX_WOBBLE_STEPS = 600
const OPTIONS = ['k', 'm', 'd', 'fps']
const STYLE = 'purupuru-jiggle { display: inline-block; transform-origin: 50% 100%; }'

// Every jiggle on the page steps in one loop, which runs only while one moves.
const moving = new Set()
const loop = createLoop((steps) => {
  for (let k = 0; k < steps; k++) for (const jiggle of moving) jiggle.advance()
})
// Presses an inner jiggle took, so the jiggles around it leave them alone.
const taken = new WeakSet()

export class PurupuruJiggle extends ElementBase {
  #scene = null
  #connections = 0 // a load that ends after its connection does is left alone
  #started = false // made its scene (or failed to) since it was connected
  #madeFrom = null // the option attributes it was made from, as #optionText() gives them
  #observer = null
  #last = null
  #steps = 0
  #logged = null

  // An attribute changed on a jiggle that has started (a framework's prop):
  // it starts again with its options, or says what is wrong with them. One
  // set to the value its scene was made from, and HTML's and frameworks'
  // own, change nothing.
  #attributesChanged = () => {
    if (!this.#started || !loaded || this.#optionText() === this.#madeFrom) return
    this.#start(() => new loaded.Jiggle(this.#options()))
  }

  #optionText() {
    return [...this.attributes].filter(({ name }) => !notAnOption(name)).map(({ name, value }) => `${name}=${value}`).join('\n')
  }

  connectedCallback() {
    adoptStyle(STYLE, this.getRootNode())
    const connection = ++this.#connections
    this.#observer ??= new MutationObserver(this.#attributesChanged)
    this.#observer.observe(this, { attributes: true })
    loadPhysics().then(
      (P) => connection === this.#connections && this.#start(() => new P.Jiggle(this.#options())),
      (error) => connection === this.#connections && this.#start(() => {
        throw new Error(`the wasm module could not load: ${error.message}`) // each jiggle says so and stays still
      }),
    )
  }

  // The scene made afresh (the last one, if any, stopped and deleted).
  #start(makeScene) {
    this.#dispose()
    this.#started = true
    this.#madeFrom = this.#optionText()
    try {
      this.#scene = makeScene()
    } catch (error) {
      if (this.#logged !== error.message) console.error(`<purupuru-jiggle>: ${error.message}`)
      this.#logged = this.dataset.error = error.message
      return
    }
    delete this.dataset.error
    this.#logged = null
    this.addEventListener('pointerdown', this.#onPress)
    this.dataset.ready = 'true'
    this.dispatchEvent(new Event('ready'))
  }

  disconnectedCallback() {
    this.#connections++
    this.#started = false
    this.#observer?.disconnect()
    this.#dispose()
  }

  // Still, unpressable and without a scene.
  #dispose() {
    this.#stop()
    this.removeEventListener('pointerdown', this.#onPress)
    this.#scene?.delete()
    this.#scene = null
    delete this.dataset.ready
  }

  /** The Jiggle scene behind it (for inspection), or null when it could not start. */
  get scene() {
    return this.#scene
  }

  /** Pokes it as a press at (across, up) would: across from -1 (left) to 1, up from 0 (base) to 1. */
  wobble(across = 0.6, up = 0.8) {
    if (!this.#scene || prefersReducedMotion()) return
    this.#scene.poke(0, 0, across * 3, -1.5 - up)
    this.#steps = 0
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
    if (scene.diverged || (still && slow) || ++this.#steps >= MAX_WOBBLE_STEPS) {
      scene.poke(0, 0, 0, 0)
      this.#stop()
      return
    }
    this.style.transform = `matrix(1, 0, ${x}, ${1 + y}, 0, 0)`
  }

  #stop() {
    moving.delete(this)
    this.#last = null
    this.style.transform = ''
    if (moving.size === 0) loop.running = false
  }

  #onPress = (event) => {
    if (taken.has(event)) return
    taken.add(event)
    const box = this.getBoundingClientRect()
    if (!box.width || !box.height) return
    const across = ((event.clientX - box.left) / box.width) * 2 - 1
    const up = (box.bottom - event.clientY) / box.height
    this.wobble(Math.max(-1, Math.min(1, across)), Math.max(0, Math.min(1, up)))
  }

  // The scene's options from the attributes, in any case (HTML lowercases
  // them); any other attribute that is not HTML's or a framework's is a
  // slip, refused by name like a sketch's.
  #options() {
    const options = {}
    for (const { name, value } of this.attributes) {
      if (notAnOption(name)) continue
      if (!OPTIONS.includes(name)) throw new TypeError(`unknown attribute ${name} (known: ${OPTIONS.join(', ')})`)
      options[name] = attributeValue(value)
    }
    return options
  }
}

defineOnce('purupuru-jiggle', PurupuruJiggle)
