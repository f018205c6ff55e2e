// <purupuru-sketch sketch="chain"></purupuru-sketch>: one tag that embeds a
// live sketch, with its canvas (named and described for assistive tech), its
// parameter controls and play/pause, step and reset buttons.
//
// Attributes: sketch (a name in ./sketches/index.js, or one given to
// defineSketch) or src (a sketch
// module's URL, relative to the page); label and description (default: the
// module's title and description); compact (only play/pause); paused (start
// paused); label-play, label-pause, label-step, label-reset and
// label-<slider's name> (a control's text and accessible name). Its words are
// in the language of the nearest lang (English or Japanese), followed live.
// Other attributes are options of the sketch's scene, matched
// without regard to case (HTML lowercases them):
// <purupuru-sketch sketch="balloon" press="1.2">; sliders start from them.
// Changing one on a running sketch (a framework's prop) starts it again with
// it; another sketch or src starts afresh.
// HTML's own attributes (id, class, translate, on..., data-..., aria-..., and
// any with a -, : or @ in its name, as frameworks add) are left alone. A bad
// option shows the API's message in the embed's box.
// Time (lib/timeline.js): time="240" shows frame 240 and holds it (removing
// it plays on from there); time="scroll" with frames="600" follows the
// element's way up the viewport, 0 as its top enters, 600 as its bottom
// leaves; speed="0.25" (above 0, at most 4) runs that many physics frames
// for each of real time's; scrub adds a time slider; state="..." (a
// snapshot in base64) starts from a moment a reader chose. While time is
// set the canvas takes no pointer (a touch scrolls the page); without it, a
// reader's hand changes the future, and what was kept after that frame goes.
// Events, bubbling, with { frame } in detail: rest, wake, and tear (also
// { broken, whole, links }: how many links broke and are left, and the
// broken ones' points [a0, b0, ...], lib/tears.js). element.frame is the
// frame shown (setting it sets time), element.time the attribute.
// Keyboard, with focus in the sketch: Space pauses and resumes, the right
// arrow steps one frame while paused.
// Colours: the page's color-scheme and the author's --purupuru-paper,
// --purupuru-ink and --purupuru-hue, followed live (lib/theme.js).
import { attributeValue, flag, notAnOption } from './lib/attributes.js'
import { drawingWith } from './lib/colors.js'
import { createLoop } from './lib/loop.js'
import { fitCanvas } from './lib/canvas.js'
import { listenPointer } from './lib/pointer.js'
import { adoptStyle } from './lib/style.js'
import { THEME_CSS, embedTheme } from './lib/theme.js'
import { findSketch } from './lib/sketch-registry.js'
import { WORDS, languageOf } from './lib/words.js'
import { onLanguageChange } from './lib/language-changes.js'
import { ElementBase, defineOnce, prefersReducedMotion } from './lib/element.js'
import { Timeline } from './lib/timeline.js'
import { Tears } from './lib/tears.js'

const STYLE = `
:host { display: block; }
:host([hidden]) { display: none; }
figure { margin: 0; position: relative; }
canvas {
  display: block; width: 100%; aspect-ratio: var(--sketch-aspect, 16 / 9);
  background: var(--paper); border: 1px solid var(--tint-85); border-radius: 6px;
  box-sizing: border-box; touch-action: manipulation; cursor: grab;
  user-select: none; -webkit-user-select: none; -webkit-touch-callout: none;
}
canvas:focus-visible, button:focus-visible, input:focus-visible {
  outline: 3px solid var(--tint-45); outline-offset: 2px;
}
figcaption { color: var(--ink); font-size: 0.95rem; margin: 0.5rem 0; }
.puru-controls { display: flex; flex-wrap: wrap; gap: 0.5rem 1.25rem; align-items: center; }
.puru-controls[hidden] { display: none; }
button {
  font: inherit; color: var(--ink); background: var(--paper);
  border: 1px solid var(--tint-45); border-radius: 4px; padding: 0.2rem 0.8rem; cursor: pointer;
}
label { display: inline-flex; gap: 0.4rem; align-items: center; color: var(--ink); }
input[type=range] { accent-color: var(--tint-45); }
output { font-variant-numeric: tabular-nums; min-width: 3.5em; }
canvas.puru-failed { visibility: hidden; }
canvas.puru-far { opacity: 0; }
@media print { canvas.puru-far { opacity: 1; } }
.puru-error {
  position: absolute; top: 0; left: 0; right: 0; box-sizing: border-box; min-height: 4rem;
  margin: 0; padding: 1rem; color: var(--ink); background: var(--paper);
  border: 1px solid var(--tint-45); border-radius: 6px; font-family: ui-monospace, monospace;
}
`

let nextId = 0

// Time control: the most frames time="..." may name, and how long seeking
// may take of a display frame before it goes on in the next.
const MOST_FRAMES = 1e6
const FRAMES = 600 // frames="..." when absent: time="scroll"'s span, and the time slider's least
const SEEK_MS = 12

// How far beyond the viewport a canvas stays opaque: enough for a fast
// swipe's frame or two before the observer says it is near.
const FAR = '100px 0px'

function addStyle(root) {
  adoptStyle(THEME_CSS, root)
  adoptStyle(STYLE, root)
}

// The sketch module: a built-in or defined one by name, or the module at src.
function importSketch(host) {
  const src = host.getAttribute('src')
  // A URL known only at run time: bundlers are told to leave it to the browser.
  if (src !== null) return import(/* webpackIgnore: true */ /* @vite-ignore */ new URL(src, document.baseURI).href)
  return findSketch(host.getAttribute('sketch'))
}

function element(tag, properties = {}, children = []) {
  const node = Object.assign(document.createElement(tag), properties)
  node.append(...children)
  return node
}

export class PurupuruSketch extends ElementBase {
  #module = null
  #physics = null // the wasm module's classes, which the host hands to the sketch
  #stage = null
  #frame = null
  #loop = createLoop((steps) => this.#run(steps))
  #controls = new Map()
  #pointer = {}
  #paused = false
  #pausedChoice = null // set through .paused (a reader, a script): kept while moved
  #onScreen = false
  #steps = 0
  #resting = false // the sketch's scene came to rest: no frames until the reader acts
  #cleanup = []
  #parts = null
  // control name -> { value, attribute }: the reader's setting, kept while
  // the element is moved or restarted, for as long as the attribute of that
  // name is still the one the slider was made from.
  #settings = new Map()
  #connections = 0 // counts connections, so a load that outlived one can tell
  #logged = null // the last message logged, so each is logged once
  #observer = null // watches the markup while connected (markupChanged)
  #theme = null // the page's palette for it, followed while connected (lib/theme.js)
  #language = 'en' // a key of WORDS: the language its words were last shown in
  #timeline = new Timeline()
  #target = null // the frame time control is going to, or null
  #lettingGo = new Map() // a control holding -> what lets it go
  #pointerHolds = false // a press on the canvas took hold and has not let go
  #owed = 0 // physics frames due at the speed set, not yet run
  #furthest = 0 // the furthest frame reached since the start, for the time slider
  #tears = new Tears() // which links a step broke, for the tear event
  #followsScroll = false // listening to the page's scroll, for time="scroll"

  constructor() {
    super()
    // The canvas and controls live in a shadow root: the element's own
    // children stay the page's, so a framework that rendered the tag on the
    // server (React, hydrating) finds them as it left them.
    this.attachShadow({ mode: 'open' })
    addStyle(this.shadowRoot)
    // A script may have set .paused before this element was defined: that
    // own property hides the accessor; take its value through the setter.
    if (Object.hasOwn(this, 'paused')) {
      const paused = this.paused
      delete this.paused
      this.paused = paused
    }
  }

  async connectedCallback() {
    if (this.#parts) return
    const connection = ++this.#connections
    // An attribute set to the value it had is no change, for any element built on this one.
    this.#observer ??= new MutationObserver((records) =>
      this.markupChanged(records.filter((r) => r.type !== 'attributes' || r.target.getAttribute(r.attributeName) !== r.oldValue)),
    )
    this.#observer.observe(this, this.watchedMarkup())
    const id = `puru-sketch-${nextId++}`
    const canvas = element('canvas', { tabIndex: 0 })
    canvas.setAttribute('role', 'img')
    canvas.setAttribute('aria-describedby', `${id}-description`)
    const caption = element('figcaption', { id: `${id}-description` })
    const play = element('button', { type: 'button', className: 'puru-play' })
    const stepButton = element('button', { type: 'button' })
    const reset = element('button', { type: 'button' })
    const controls = element('div', { className: 'puru-controls' }, [play])
    if (!flag(this, 'compact')) controls.append(stepButton, reset)
    // Part names, so a page can style them from outside: purupuru-sketch::part(canvas).
    canvas.setAttribute('part', 'canvas')
    caption.setAttribute('part', 'caption')
    controls.setAttribute('part', 'controls')
    this.#parts = { canvas, caption, play, stepButton, reset, controls }
    this.#labelButtons()
    const figure = element('figure', {}, [canvas, caption, controls])
    this.shadowRoot.replaceChildren(figure)
    this.#theme = embedTheme(this, figure, () => this.redraw())

    // The sketch module and the physics load together; when the physics
    // fails, so does every sketch module (they import it), and it is the
    // physics that the message names.
    const sketchModule = this.sketchModule()
    sketchModule.catch(() => {}) // its failure is reported below, after the physics'
    let module
    try {
      this.#physics = (await import('./lib/physics.js')).P
      module = await sketchModule
    } catch (error) {
      const what = this.getAttribute('src') ?? this.getAttribute('sketch')
      const which = this.#physics === null || what === null ? 'the physics' : `the sketch ${what}` // a world runs a sketch of its own
      const message = error.message.startsWith('sketch must be') ? error.message : `cannot load ${which}: ${error.message}`
      if (connection === this.#connections) this.#showError(new Error(message))
      return
    }
    // Removed (or moved) while the module loaded: that connection is over.
    if (connection !== this.#connections || !this.isConnected) return
    this.#module = module
    this.relabel()
    if (this.#module.aspect) this.style.setProperty('--sketch-aspect', this.#module.aspect)

    play.addEventListener('click', () => (this.paused = !this.paused))
    stepButton.addEventListener('click', () => this.step())
    reset.addEventListener('click', () => this.reset())
    this.addEventListener('keydown', this.#onKey) // the same function: once however often connected
    // Any pointer event on the canvas or change of a control wakes a sketch at rest.
    // A hand that takes hold on the canvas (not a mouse passing over it) or a moved control changes the future.
    this.#cleanup.push(listenPointer(canvas, () => (this.#timeHeld() ? this.#letGoOnly : (this.#wake(), this.#pointer)), this.#pointerHand))
    // change is not composed: heard in the shadow root (the same function: once however often connected).
    for (const type of ['input', 'change']) this.shadowRoot.addEventListener(type, this.#controlHand)
    this.#followScroll()
    this.#cleanup.push(() => this.#followScroll(false))
    this.#makeScrub()

    const visibility = () => this.#update()
    document.addEventListener('visibilitychange', visibility)
    this.#cleanup.push(() => document.removeEventListener('visibilitychange', visibility))
    this.#cleanup.push(onLanguageChange(() => this.relabel()))
    const observer = new IntersectionObserver(([entry]) => {
      this.#onScreen = entry.isIntersecting
      if (this.#onScreen) this.#theme?.check() // a change while it was hidden (display: none) went unheard
      this.#update()
    })
    observer.observe(canvas)
    this.#cleanup.push(() => observer.disconnect())
    // A canvas far from the viewport is made transparent, which keeps it in
    // the layout and the accessibility tree but out of the compositor's
    // frames: without a GPU, Chromium copies every visible canvas of the page
    // into each frame while any one of them draws (a post with a dozen
    // embeds spent most of a phone's frame on it).
    const near = new IntersectionObserver(([entry]) => canvas.classList.toggle('puru-far', !entry.isIntersecting), { rootMargin: FAR })
    near.observe(canvas)
    this.#cleanup.push(() => near.disconnect())

    this.#paused = this.#pausedChoice ?? (prefersReducedMotion() || flag(this, 'paused'))
    this.#stage = fitCanvas(canvas, (size) => this.resized(size))
    this.#update()
    this.dataset.ready = 'true'
    this.dispatchEvent(new Event('ready'))
  }

  /** The canvas took a new size (CSS px): a sketch starts afresh at it. */
  resized() {
    this.reset()
  }

  /** The sketch module this element runs: by its sketch or src attribute (<purupuru-world> makes its own). */
  sketchModule() {
    return importSketch(this)
  }

  /** What of its markup the element watches while connected: its attributes (a world, its children too), with their old values. */
  watchedMarkup() {
    return { attributes: true, attributeOldValue: true }
  }

  /**
   * Its markup changed (MutationObserver records, each a real change), as a
   * framework changes a prop: another sketch or src starts afresh; a changed
   * option starts the sketch again with it, its slider (if it has one) set
   * to the attribute, the others keeping the reader's settings; label,
   * description, label-..., lang, compact and paused are shown. The page's
   * own attributes (class, data-..., aria-...) change nothing.
   */
  markupChanged(records) {
    const names = new Set(records.map((r) => r.attributeName))
    if (names.has('sketch') || names.has('src')) {
      this.disconnectedCallback()
      this.#settings.clear()
      delete this.dataset.ready
      this.connectedCallback()
      return
    }
    if (!this.#module || !this.#parts) return // still loading: it reads the attributes when it starts
    const { controls, stepButton, reset } = this.#parts
    if ([...names].some((name) => ['label', 'description', 'lang'].includes(name) || name.startsWith('label-'))) this.relabel()
    if (names.has('compact')) {
      if (flag(this, 'compact')) {
        stepButton.remove()
        reset.remove()
      } else controls.querySelector('.puru-play').after(stepButton, reset)
    }
    if (names.has('paused')) this.paused = flag(this, 'paused')
    if (names.has('scrub')) this.#makeScrub()
    if (names.has('state')) {
      this.reset()
      return
    }
    if (['time', 'frames', 'speed'].some((name) => names.has(name))) {
      this.#followScroll()
      this.#clearError()
      if (!this.#frame) return this.reset()
      this.#applyTime()
      this.#showTime()
    }
    // The sliders are made again in the sketch's order: a changed option's
    // from its attribute, every other at the reader's setting.
    if ([...names].some((name) => !notAnOption(name))) {
      this.#keepSettings()
      this.reset()
    }
  }

  /**
   * Shows its words in its language (the nearest lang's) or as its
   * attributes give them: the canvas's name, the caption, the buttons and
   * the sliders' labels. Called when any of those may have changed.
   */
  relabel() {
    if (!this.#module || !this.#parts) return
    const { canvas, caption } = this.#parts
    this.#labelButtons()
    this.#labelPlay()
    const own = this.#module[this.#language] ?? {} // the sketch's words in a language besides its own English
    canvas.setAttribute('aria-label', this.getAttribute('label') || own.title || this.#module.title || WORDS[this.#language].sketch)
    caption.textContent = this.getAttribute('description') ?? own.description ?? this.#module.description ?? ''
    for (const [name, entry] of this.#controls) entry.text.data = this.#sliderLabel(name, entry.label)
  }

  // Step and Reset in the language of the element's place in the page,
  // unless its label-... attributes name them (Play waits for the sketch's
  // state: #update).
  #labelButtons() {
    this.#language = languageOf(this)
    const { stepButton, reset } = this.#parts
    stepButton.textContent = this.getAttribute('label-step') || WORDS[this.#language].step
    reset.textContent = this.getAttribute('label-reset') || WORDS[this.#language].reset
  }

  // The play button says what a press would do; an attribute's word is both its text and its name.
  #labelPlay() {
    const press = this.#paused ? 'play' : 'pause'
    const given = this.getAttribute(`label-${press}`) || null // an empty one is no word
    const { text, name } = WORDS[this.#language][press]
    this.#parts.play.textContent = given ?? text
    this.#parts.play.setAttribute('aria-label', given ?? name)
  }

  // A slider's label: its label-<name> attribute, else the sketch's word in the element's language.
  #sliderLabel(name, label) {
    return this.getAttribute(`label-${name.toLowerCase()}`) || this.#module[this.#language]?.controls?.[name] || label
  }

  disconnectedCallback() {
    this.#connections++
    this.#observer?.disconnect()
    this.#loop.running = false
    for (const undo of this.#cleanup.splice(0)) undo()
    this.#stage?.dispose()
    this.#stage = null
    this.#frame?.dispose?.()
    this.#frame = null
    this.#parts = null
    this.#theme?.dispose()
    this.#theme = null
    // The inputs go with the old DOM; their values come back on reconnection.
    this.#keepSettings()
  }

  // The sliders' values kept and the sliders forgotten, for the next start to make again.
  #keepSettings() {
    for (const [name, { input, attribute }] of this.#controls) {
      this.#settings.set(name, { value: Number(input.value), attribute })
      input.closest('label').remove()
    }
    this.#controls.clear()
  }

  /** The running sketch's frame function (with .scene or .scenes for inspection), or null before it starts. */
  get frameFunction() {
    return this.#frame
  }

  /** The same as frame: the steps from the start to the frame shown. */
  get steps() {
    return this.#steps
  }

  get paused() {
    return this.#paused
  }

  set paused(value) {
    this.#paused = this.#pausedChoice = Boolean(value)
    this.#update()
  }

  // The loop's steps due this frame: all but the last without drawing,
  // where the frame function can advance alone (sceneFrame's frame.advance);
  // a frame of one's own without it takes each step drawn, as it always did.
  #run(frames) {
    if (this.#target !== null) return this.#seek()
    this.#owed += frames * (this.#speedAsked() || 1) // a bad speed is shown by #applyTime
    const steps = Math.floor(this.#owed)
    this.#owed -= steps
    if (steps === 0) return
    for (let k = 1; k < steps && !this.#resting; k++) {
      if (!this.#frame?.advance) {
        this.step()
        continue
      }
      try {
        this.#drawing(() => this.#frame.advance())
      } catch (error) {
        this.#showError(error)
        return
      }
      this.#stepped()
    }
    if (this.#resting) this.redraw() // it came to rest on a step not drawn
    else this.step()
  }

  /** Advances the sketch one step and draws it. */
  step() {
    if (!this.#frame) return
    try {
      this.#drawing(() => this.#frame())
    } catch (error) {
      this.#showError(error) // a sketch of one's own that throws stops, and says why
      return
    }
    this.#stepped()
    this.#showTime()
  }

  // A step was taken: counted, kept on the timeline, told (tear, rest), and
  // a scene that came to rest asks for no more frames.
  #stepped() {
    this.#steps++
    this.#furthest = Math.max(this.#furthest, this.#steps)
    this.#timeline.reached(this.#steps, this.#frame)
    const links = this.#tears.stepped(this.#frame.scene)
    if (links) this.#tell('tear', { broken: links.length / 2, whole: this.#frame.scene.linkCount, links })
    if (this.#frame.resting) {
      this.#resting = true
      this.#tell('rest')
      this.#update()
    }
  }

  #tell(name, detail = {}) {
    this.dispatchEvent(new CustomEvent(name, { bubbles: true, composed: true, detail: { frame: this.#steps, ...detail } }))
  }

  // Toward the frame time control asks for. The latest state kept at or
  // before it is restored when the way is back or that state lies ahead of
  // the frame shown (back with none kept: afresh), so a scroll back and forth
  // over a heavy sketch replays at most a kept interval. Then steps not
  // drawn, for at most SEEK_MS a display frame so the page never freezes;
  // drawn once where it stops.
  #seek() {
    const target = this.#target
    const kept = this.#frame?.restore ? this.#timeline.before(target) : null
    if (kept && (target < this.#steps || kept.frame > this.#steps)) {
      this.#drawing(() => this.#frame.restore(kept.state))
      this.#steps = kept.frame
      this.#resting = false
      this.#timeline.restoredTo(kept.frame)
      this.#tears.from(this.#frame.scene)
    } else if (target < this.#steps && !this.#restart()) return
    const end = performance.now() + SEEK_MS
    try {
      while (this.#steps < target && !this.#resting && performance.now() < end) {
        this.#drawing(() => (this.#frame.advance ? this.#frame.advance() : this.#frame()))
        this.#stepped()
      }
    } catch (error) {
      this.#showError(error)
      return
    }
    // A scene at rest stays as it is: every later frame is this one.
    if (this.#resting) this.#steps = target
    if (this.#steps === target) this.#target = null
    this.redraw()
    this.#showTime()
    this.#update()
  }

  /** The frame shown: the steps since the start, or where time control put it. Setting it sets the time attribute, holding that frame (null lets it play). */
  get frame() {
    return this.#steps
  }

  set frame(value) {
    this.time = value
  }

  /** The time attribute: a frame to hold, 'scroll', or null (playing; a bad value reads as written); setting it sets or (null) removes the attribute. */
  get time() {
    const time = this.getAttribute('time')
    return time === null ? null : attributeValue(time.trim())
  }

  set time(value) {
    if (value === null || value === undefined) this.removeAttribute('time')
    else this.setAttribute('time', String(value))
  }

  /** The frame's state as bytes (the sketch's scene's snapshot), for a state="..." link; null where the sketch cannot take one. */
  snapshot() {
    return this.#frame?.snapshot ? this.#frame.snapshot() : null
  }

  // The frame that time="..." asks for: a number, the scroll's, or null
  // (no time control); a bad value is shown as the embed's error.
  #timeAsked() {
    const text = this.getAttribute('time')
    if (text === null) return null
    if (text.trim() === 'scroll') {
      const frames = this.#whole('frames', FRAMES, 1)
      const { top, height } = this.getBoundingClientRect()
      const way = (innerHeight - top) / (innerHeight + height)
      return Math.round(Math.min(1, Math.max(0, way)) * frames)
    }
    return this.#whole('time', null, 0, text)
  }

  // An attribute that must be a whole number from low to MOST_FRAMES; its default when absent.
  #whole(name, fallback, low, text = this.getAttribute(name)) {
    if (text === null) return fallback
    const value = attributeValue(text)
    if (!Number.isInteger(value) || value < low || value > MOST_FRAMES) {
      const also = name === 'time' ? ' or "scroll"' : ''
      throw new RangeError(`${name} must be a whole number from ${low} to ${MOST_FRAMES}${also}, got ${text}`)
    }
    return value
  }

  // speed="...": physics frames for each of real time's, above 0 and at most 4 (default 1); NaN for a bad one.
  #speedAsked() {
    const text = this.getAttribute('speed')
    if (text === null) return 1
    const value = attributeValue(text)
    return typeof value === 'number' && value > 0 && value <= 4 ? value : NaN
  }

  // Reads time, frames and speed again: where time control goes, or an error shown.
  #applyTime() {
    try {
      if (Number.isNaN(this.#speedAsked())) {
        throw new RangeError(`speed must be a number above 0 and at most 4, got ${this.getAttribute('speed')}`)
      }
      // Asked for the frame shown, a seek still on its way elsewhere (held
      // while the canvas was off screen) is called off.
      const asked = this.#timeAsked()
      if (asked !== null) this.#target = asked === this.#steps ? null : asked
    } catch (error) {
      this.#showError(error)
      return
    }
    this.#update()
  }

  #onScroll = () => {
    if (this.#frame) this.#applyTime()
  }

  // Only an embed with time="scroll" listens to the page's scroll (and the
  // window's size): the others add nothing to a scroll's frames.
  #followScroll(follow = this.getAttribute('time')?.trim() === 'scroll') {
    if (follow === this.#followsScroll) return
    this.#followsScroll = follow
    for (const type of ['scroll', 'resize']) {
      if (follow) addEventListener(type, this.#onScroll, { passive: true })
      else removeEventListener(type, this.#onScroll)
    }
  }

  // The time slider: made, labelled and kept in step with the frame shown.
  #showTime() {
    const slider = this.#parts?.time
    if (!slider) return
    const frames = attributeValue(this.getAttribute('frames') ?? String(FRAMES)) // a bad one is shown by #applyTime
    slider.max = String(Math.max(Number.isInteger(frames) ? frames : FRAMES, this.#furthest))
    slider.value = String(this.#steps)
    slider.setAttribute('aria-valuetext', String(this.#steps))
  }

  #makeScrub() {
    const { controls } = this.#parts
    controls.querySelector('.puru-time')?.remove()
    this.#parts.time = null
    if (!flag(this, 'scrub')) return
    const input = element('input', { type: 'range', min: 0, max: FRAMES, step: 1, value: 0, name: 'time' })
    const label = element('label', { className: 'puru-time' }, [this.getAttribute('label-time') || WORDS[this.#language].time, ' ', input])
    label.setAttribute('part', 'time')
    input.addEventListener('input', () => {
      this.paused = true
      this.#target = Number(input.value)
      this.#update()
    })
    controls.append(label)
    this.#parts.time = input
    this.#showTime()
  }

  // Time control holds the frame: the sketch runs on its own only without it.
  #timeHeld() {
    return this.hasAttribute('time')
  }

  /** Draws the sketch again as it stands, without a step (a new palette or size, a control moved while paused). */
  redraw() {
    if (!this.#frame?.draw) return
    try {
      this.#drawing(() => this.#frame.draw())
    } catch (error) {
      this.#showError(error)
    }
  }

  // Runs draw with the page's palette in force, so the sketch module's colors are this embed's.
  #drawing(draw) {
    return drawingWith(this.#theme?.palette ?? null, draw)
  }

  /** True while the sketch's scene rests and the element asks for no frames. */
  get resting() {
    return this.#resting
  }

  #wake = () => {
    if (!this.#resting) return
    this.#resting = false
    this.#tell('wake')
    this.#update()
  }

  // A reader's hand (who: the pointer, or a control) changes the future from
  // the frame it takes hold at, and the frame all let go at is kept (lib/timeline.js).
  #hand(holding, who) {
    if (holding) {
      this.#timeline.handFrom(this.#steps, who)
      this.#furthest = this.#steps
      this.#wake()
      this.#showTime()
    } else this.#timeline.handDone(this.#steps, this.#frame, who)
  }

  // While time is held the canvas takes no new hand (its handlers have no
  // down), but a press that took hold before is still let go: a script may
  // set time in the middle of a drag.
  #letGoOnly = {
    up: (...args) => {
      if (this.#pointerHolds) this.#pointer.up?.(...args)
    },
  }

  #pointerHand = (holding) => {
    if (holding && this.#timeHeld()) return
    this.#pointerHolds = holding
    this.#hand(holding, 'pointer')
  }

  // A control holds from its first input until it is set (change) or the
  // pointer or focus moving it leaves: a slider dragged back where it was
  // sets nothing. The time slider moves in time, not the future.
  #controlHand = (event) => {
    const control = event.composedPath()[0]
    if (control === this.#parts?.time || this.#lettingGo.has(control)) {
      if (event.type === 'change') this.#lettingGo.get(control)?.()
      return
    }
    if (event.type !== 'input') return
    const listening = new AbortController()
    const letGo = () => {
      listening.abort()
      this.#lettingGo.delete(control)
      this.#hand(false, control)
    }
    this.#lettingGo.set(control, letGo)
    for (const type of ['pointerup', 'pointercancel']) addEventListener(type, letGo, { capture: true, signal: listening.signal })
    control.addEventListener('focusout', letGo, { signal: listening.signal })
    this.#hand(true, control)
  }

  /** Starts the sketch afresh at the canvas's current size; controls keep their values. */
  reset() {
    this.#timeline.clear()
    this.#furthest = 0
    if (!this.#restart()) return
    // A control still moving (a reset from a second finger, a turned phone) holds on.
    for (const control of this.#lettingGo.keys()) this.#timeline.handFrom(0, control)
    this.#clearError()
    this.#applyTime()
    this.#showTime()
  }

  // The sketch made afresh at frame 0 (from state="..." when given); false when it could not start.
  #restart() {
    if (!this.#stage) return false
    const { width, height } = this.#stage.size
    if (!width || !height) return false
    this.#frame?.dispose?.()
    this.#frame = null
    this.#pointer = {}
    this.#steps = 0
    this.#owed = 0
    this.#resting = false
    try {
      this.#drawing(() => {
        this.#frame = this.#module.default(this.#stage.context, this.#host(width, height))
        const state = this.getAttribute('state')
        if (state !== null) this.#startFrom(state)
        this.#frame.draw?.()
      })
    } catch (error) {
      this.#showError(error)
      return false
    }
    this.#timeline.reached(0, this.#frame)
    this.#timeline.restoredTo(0)
    this.#tears.from(this.#frame.scene)
    this.#update()
    return true
  }

  #startFrom(text) {
    if (!this.#frame.restore) throw new TypeError('state: this sketch cannot start from a state (its frame takes no snapshot)')
    let bytes
    try {
      bytes = Uint8Array.from(atob(text.trim()), (c) => c.charCodeAt(0))
    } catch {
      throw new TypeError('state must be a snapshot in base64 (as stateText() gives), got text that is not base64')
    }
    try {
      this.#frame.restore(bytes)
    } catch (error) {
      throw new RangeError(`state: ${error.message}`)
    }
  }

  /** The frame's state in base64, for state="..." (a share link); null where the sketch cannot take one. */
  stateText() {
    const bytes = this.snapshot()
    if (!bytes) return null
    let text = ''
    for (let k = 0; k < bytes.length; k += 0x8000) text += String.fromCharCode(...bytes.subarray(k, k + 0x8000))
    return btoa(text)
  }

  // The message over the canvas, readable where the sketch would be; logged
  // once, not thrown: one bad embed must not stop the page. The canvas keeps
  // its place (hidden), so a resize that makes the options fit again (a
  // margin too wide for a phone held upright) restarts the sketch.
  #showError(error) {
    const message = error instanceof Error ? error.message : String(error)
    this.#frame?.dispose?.()
    this.#frame = null
    this.#loop.running = false
    if (this.#parts) {
      const { canvas, controls } = this.#parts
      let box = this.shadowRoot.querySelector('.puru-error')
      if (!box) {
        box = element('p', { className: 'puru-error' })
        box.setAttribute('role', 'alert')
        canvas.after(box)
      }
      box.textContent = message
      canvas.classList.add('puru-failed')
      controls.hidden = true // controls of a sketch that could not start would act on nothing
    }
    for (const entry of this.#controls.values()) entry.onInput = null
    if (this.#logged !== message) console.error(`<${this.localName}>: ${message}`)
    this.#logged = message
    this.dataset.error = message
  }

  #clearError() {
    if (this.dataset.error === undefined) return
    this.shadowRoot.querySelector('.puru-error')?.remove()
    this.#parts?.canvas.classList.remove('puru-failed')
    if (this.#parts) this.#parts.controls.hidden = false
    delete this.dataset.error
    this.#logged = null
  }

  #host(width, height) {
    return {
      width,
      height,
      physics: this.#physics,
      control: (spec) => this.#control(spec),
      pointer: (handlers) => (this.#pointer = handlers),
      options: (Scene) => this.#options(Scene, width, height),
    }
  }

  // The element's option attributes, named as Scene names its options and
  // checked as the API checks them (a slider's value, which the sketch puts
  // after these, could otherwise hide a bad one).
  #options(Scene, width, height) {
    const names = new Map(Scene.optionNames.map((name) => [name.toLowerCase(), name]))
    names.delete('width')
    names.delete('height')
    const options = {}
    for (const { name, value } of this.attributes) {
      if (notAnOption(name)) continue
      if (name === 'width' || name === 'height') {
        throw new TypeError(`${name} is the canvas's size, which the page's layout sets (style="${name}: 300px"), not an option`)
      }
      // Named here rather than by the scene, whose list of known options
      // would offer width and height, which an embed refuses.
      if (!names.has(name)) {
        const scene = Scene.sceneName ? `${Scene.sceneName}: ` : ''
        throw new TypeError(`${scene}unknown option '${name}' (known: ${[...names.values()].join(', ')})`)
      }
      options[names.get(name)] = attributeValue(value)
    }
    Scene.check({ width, height, ...options })
    return options
  }

  // An attribute's text as a finite number, or undefined.
  #attributeNumber(text) {
    const value = text === null ? NaN : attributeValue(text)
    return typeof value === 'number' && Number.isFinite(value) ? value : undefined
  }

  // A labelled range input; the same name on a restart reuses the input and
  // returns its current value, so a reset keeps the reader's settings.
  // fromAttribute turns the attribute of that name into the slider's value
  // (the cloth's tear="0", never, is its slider's lowest stop).
  #control({ name, label, min, max, step, value, onInput, format = String, fromAttribute = (v) => v }) {
    const existing = this.#controls.get(name)
    if (existing) {
      existing.onInput = onInput
      return Number(existing.input.value)
    }
    const text = this.getAttribute(name.toLowerCase())
    const attribute = this.#attributeNumber(text)
    const given = attribute === undefined ? undefined : fromAttribute(attribute)
    const kept = this.#settings.get(name)
    const start = kept !== undefined && kept.attribute === text ? kept.value : given ?? value
    // An attribute beyond the slider's span widens it, and one between its
    // steps frees the step, so the slider shows the attribute's own value.
    const low = Math.min(min, given ?? min)
    const steps = given === undefined ? 0 : (given - low) / step
    const input = element('input', {
      type: 'range',
      min: low,
      max: Math.max(max, given ?? max),
      step: Math.abs(steps - Math.round(steps)) < 1e-9 ? step : 'any',
      value: start,
      name,
    })
    const output = element('output', { textContent: format(Number(input.value)) })
    const entry = { input, onInput, attribute: text, label, text: document.createTextNode(this.#sliderLabel(name, label)) }
    input.addEventListener('input', () => {
      const number = Number(input.value)
      output.textContent = format(number)
      entry.onInput?.(number)
      this.#showTime()
      if (this.#paused) this.redraw()
    })
    this.#controls.set(name, entry)
    this.#parts.controls.append(element('label', {}, [entry.text, ' ', input, output]))
    return Number(input.value)
  }

  #onKey = (event) => {
    const tag = event.composedPath()[0].tagName // the control inside the shadow root, not the element
    if (tag === 'INPUT' || tag === 'BUTTON') return
    if (event.key === ' ') {
      event.preventDefault()
      this.paused = !this.paused
    } else if (event.key === 'ArrowRight' && this.#paused) {
      event.preventDefault()
      this.step()
    }
  }

  #update() {
    if (!this.#parts) return
    this.#labelPlay()
    this.#parts.stepButton.disabled = !this.#paused
    this.dataset.paused = String(this.#paused)
    this.dataset.resting = String(this.#resting)
    this.dataset.time = String(this.#steps)
    const playing = !this.#paused && !this.#resting && !this.#timeHeld()
    this.#loop.running = this.#frame !== null && (this.#target !== null || playing) && this.#onScreen && !document.hidden
  }
}

export { defineSketch } from './lib/sketch-registry.js'

defineOnce('purupuru-sketch', PurupuruSketch)
