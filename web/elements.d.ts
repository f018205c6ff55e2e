// The elements' attributes, typed from each sketch's scene options: shared
// by the declarations of purupuru/sketch, purupuru/jiggle and purupuru/embed.
import type {
  ArmOptions,
  BalloonOptions,
  ChainOptions,
  ClothOptions,
  FallingPointOptions,
  JiggleOptions,
  SpringOptions,
  WorldOptions,
} from '../js/index.js'
import type {
  BallOptions,
  ClothOptions as BuilderClothOptions,
  JellyOptions,
  PileOptions,
  RagdollOptions,
  RingOptions,
  RopeOptions,
} from '../js/builders.js'
import type { Purupuru } from '../js/index.js'

/** Options as attributes: each a number, or the text of one (walls: "true" or "false"). */
type AsAttributes<Options> = { [Name in Exclude<keyof Options, 'width' | 'height'>]?: number | string }

/** Each built-in sketch by name, and the options it takes as attributes. */
export interface SketchOptions {
  'falling-point': AsAttributes<FallingPointOptions>
  chain: AsAttributes<ChainOptions>
  'euler-vs-verlet': AsAttributes<ChainOptions>
  balloon: AsAttributes<BalloonOptions>
  spring: AsAttributes<SpringOptions>
  pudding: AsAttributes<JiggleOptions>
  arm: AsAttributes<ArmOptions>
  cloth: AsAttributes<ClothOptions>
  world: AsAttributes<Pick<WorldOptions, 'gravity' | 'iter' | 'damping' | 'walls' | 'maxPoints' | 'maxLinks'>>
  pile: AsAttributes<WorldOptions & { count?: number; radius?: number }>
  drape: AsAttributes<WorldOptions>
}
export type SketchName = keyof SketchOptions

/** What every <purupuru-sketch> takes. */
export interface SketchCommon {
  /** The canvas's accessible name (default: the sketch's title). */
  label?: string
  /** The caption (default: the sketch's own description). */
  description?: string
  /** No Step and Reset buttons; the sliders stay. */
  compact?: boolean | ''
  /** Starts paused. */
  paused?: boolean | ''
  /** A frame to show and hold, or "scroll": the frame follows the element's way up the viewport. */
  time?: number | `${number}` | 'scroll'
  /** With time="scroll": the frame as the element's bottom leaves the viewport's top (default 600). */
  frames?: number | `${number}`
  /** Physics frames for each of real time's: above 0, at most 4 (default 1). */
  speed?: number | `${number}`
  /** A time slider under the sketch. */
  scrub?: boolean | ''
  /** A snapshot in base64 (stateText()) to start from. */
  state?: string
  /** The play button's text and accessible name while paused (default: the language's, "Play"). */
  'label-play'?: string
  /** The play button's text and accessible name while running (default: the language's, "Pause"). */
  'label-pause'?: string
  /** The Step button's text (default: the language's, "Step"). */
  'label-step'?: string
  /** The Reset button's text (default: the language's, "Reset"). */
  'label-reset'?: string
  /** A slider's label, by the slider's name: label-iter="stiffness" (default: the sketch's, in the language). */
  [slider: `label-${string}`]: string | undefined
}

/**
 * A sketch's words in Japanese, shown where the nearest lang is ja; each
 * left out is the module's own (English) one.
 */
export interface SketchWords {
  title?: string
  description?: string
  /** The sliders' labels, by the sliders' names. */
  controls?: { readonly [name: string]: string }
}

/**
 * The attributes of <purupuru-sketch>: a built-in sketch by name with its
 * options (a misspelled option is a type error), or a sketch module of your
 * own by URL with whatever options it reads.
 */
export type PurupuruSketchAttributes =
  | { [Name in SketchName]: SketchCommon & { sketch: Name; src?: undefined } & SketchOptions[Name] }[SketchName]
  | {
      [Name in keyof PurupuruDefinedSketches]: SketchCommon & { sketch: Name; src?: undefined } & PurupuruDefinedSketches[Name]
    }[keyof PurupuruDefinedSketches]
  | (SketchCommon & { src: string; sketch?: undefined } & { [option: string]: unknown })

/** The attributes of <purupuru-jiggle>: the Jiggle scene's options. */
export type PurupuruJiggleAttributes = AsAttributes<JiggleOptions>

/** <purupuru-sketch>: a live sketch on a canvas, with its controls. */
export declare class PurupuruSketch extends HTMLElement {
  /** The running sketch's frame function (with .scene or .scenes), or null before it starts. */
  readonly frameFunction: (((...args: unknown[]) => unknown) & { scene?: unknown; scenes?: unknown[] }) | null
  /** The frame shown (steps from the start); setting it sets the time attribute, holding that frame (docs/embedding.md "Time"). */
  frame: number
  /** The same as frame. */
  readonly steps: number
  /** The time attribute: a frame held, 'scroll', or null while it plays; null removes the attribute. */
  time: number | 'scroll' | null
  /** True while its scene rests and it asks for no frames. */
  readonly resting: boolean
  paused: boolean
  /** The sketch's state as a snapshot, or null where the sketch takes none. */
  snapshot(): Uint8Array | null
  /** The sketch's state in base64, for state="...", or null where the sketch takes none. */
  stateText(): string | null
  /** Advances the sketch one step and draws it. */
  step(): void
  /** Draws the sketch again as it stands, without a step, in the page's palette. */
  redraw(): void
  /** Starts the sketch afresh; its controls keep their values. */
  reset(): void
}

/** What a sketch module gets besides its canvas's 2-D context. */
export interface SketchHost {
  /** The canvas's size in CSS pixels. */
  readonly width: number
  readonly height: number
  /** The wasm module's classes, loaded once for the page: what load() from 'purupuru' resolves to. */
  readonly physics: Purupuru
  /** A labelled slider under the canvas, starting from the attribute of its name; returns its value. */
  control(spec: {
    name: string
    label: string
    min: number
    max: number
    step: number
    value: number
    onInput?: (value: number) => void
    format?: (value: number) => string
  }): number
  /**
   * Pointer handlers on the canvas, in CSS pixels. finger is 0 for a mouse
   * or pen, 0 to 3 for fingers on a touch screen. A touch is the page's (it
   * scrolls) unless down() returns true: it took something; only such a
   * press (or a secondaryDown) is a reader's hand for time control, whose
   * snapshots after it are forgotten. secondaryDown takes a right-button
   * press, or on touch a long press on empty paper.
   */
  pointer(handlers: {
    down?: (x: number, y: number, finger: number, touch: boolean) => boolean | void
    secondaryDown?: (x: number, y: number, finger: number) => void
    move?: (x: number, y: number, pressed: boolean, finger: number) => void
    up?: (x: number, y: number, finger: number) => void
    leave?: () => void
  }): void
  /**
   * The element's other attributes as options, named as `Scene` names them
   * and checked by it (a scene class, or your own list and check, which
   * throws to refuse a value; the element shows its message).
   */
  options(Scene: { optionNames: readonly string[]; check(options: Record<string, unknown>): void }): Record<string, number>
}

/** A sketch module: the posts' `(ctx) => frame` shape, with the host as a second argument. */
export interface SketchModule {
  default: (ctx: CanvasRenderingContext2D, host: SketchHost) => (() => void) & {
    /** Draws the scene as it stands (a repaint while paused). */
    draw?: () => void
    /** A step not drawn: a sketch behind after a slow frame takes its steps with this and draws once. */
    advance?: () => void
    dispose?: () => void
    readonly resting?: boolean
  }
  title?: string
  description?: string
  /** Its words in Japanese. */
  ja?: SketchWords
  /** The canvas's aspect ratio, as CSS's aspect-ratio takes it ("16 / 9", the default). */
  aspect?: string
}

/**
 * Names `module` for <purupuru-sketch sketch="name">: a sketch module bundled
 * with your own code. An element may come before the definition; it waits
 * until the page has loaded. Its attributes are typed once you declare them:
 * `declare global { interface PurupuruDefinedSketches { pendulum: { length?: number | string } } }`.
 */
export declare function defineSketch(name: string, module: SketchModule): void

/** What every child of <purupuru-world> takes besides its options: an id to link to, a tint (lightness 0 to 100). */
type ChildCommon = { id?: string; tint?: number | string }
type ShapeMaterial = { friction?: number | string; staticFriction?: number | string; restitution?: number | string; draggable?: boolean | '' }
type Coordinates<Names extends string> = { [Name in Names]?: number | string }

/** <purupuru-world>'s own attributes: the World's options, the scene's units, cutting. */
export type PurupuruWorldAttributes = SketchCommon &
  AsAttributes<WorldOptions> & {
    /** The scene's units: "0 0 width height"; the element keeps its aspect and scales to its CSS width. */
    viewbox?: string
    /** A swipe on empty space cuts the links it crosses. */
    cut?: boolean | ''
  }

/** The children of <purupuru-world>, by tag, with their attributes: the builders' options, the shapes' geometry. */
export interface PurupuruWorldChildren {
  'purupuru-rope': ChildCommon & AsAttributes<RopeOptions>
  'purupuru-cloth': ChildCommon & AsAttributes<BuilderClothOptions>
  'purupuru-ring': ChildCommon & AsAttributes<RingOptions>
  'purupuru-jelly': ChildCommon & AsAttributes<JellyOptions>
  'purupuru-ragdoll': ChildCommon & AsAttributes<RagdollOptions>
  'purupuru-ball': ChildCommon & AsAttributes<BallOptions>
  'purupuru-pile': ChildCommon & AsAttributes<PileOptions>
  'purupuru-circle': ChildCommon & ShapeMaterial & Coordinates<'x' | 'y' | 'r'>
  'purupuru-box': ChildCommon & ShapeMaterial & Coordinates<'x' | 'y' | 'width' | 'height' | 'angle'>
  'purupuru-capsule': ChildCommon & ShapeMaterial & Coordinates<'x0' | 'y0' | 'x1' | 'y1' | 'r'>
  'purupuru-segment': ChildCommon & ShapeMaterial & Coordinates<'x0' | 'y0' | 'x1' | 'y1' | 'r'>
  /** points: "x0 y0 x1 y1 ...", 3 to 8 corners of a convex polygon. */
  'purupuru-polygon': ChildCommon & ShapeMaterial & { points: string }
  'purupuru-point': ChildCommon & Coordinates<'x' | 'y' | 'radius' | 'mass' | 'group'> & { pinned?: boolean | '' }
  /** from and to: a purupuru-point's id, or id.first, id.last or id.N of a builder's points. */
  'purupuru-link': { from: string; to: string; stiffness?: number | string; solid?: boolean | ''; breakAt?: number | string }
}

/** <purupuru-world>: a World written as markup, with a sketch's controls and manners. */
export declare class PurupuruWorld extends PurupuruSketch {}

/** <purupuru-jiggle>: whatever it wraps wobbles when struck. */
export declare class PurupuruJiggle extends HTMLElement {
  /** The Jiggle scene behind it, or null when it could not start. */
  readonly scene: unknown
  /** Pokes it as a press at (across, up): across from -1 (left) to 1, up from 0 (base) to 1. */
  wobble(across?: number, up?: number): void
}

declare global {
  /** Sketches you define with defineSketch, by name, with the attributes each reads. */
  interface PurupuruDefinedSketches {}
  interface HTMLElementTagNameMap {
    'purupuru-sketch': PurupuruSketch
    'purupuru-jiggle': PurupuruJiggle
    'purupuru-world': PurupuruWorld
  }
}

// React 19's JSX: the elements with their attributes typed. (Without React
// installed this block has nothing to add to, and is left out.)
// @ts-ignore
import type { DetailedHTMLProps, HTMLAttributes } from 'react'
type PurupuruWorldChildrenJsx = { [Tag in keyof PurupuruWorldChildren]: PurupuruWorldChildren[Tag] & { key?: string | number; children?: never } }
// @ts-ignore
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'purupuru-sketch': PurupuruSketchAttributes & DetailedHTMLProps<HTMLAttributes<PurupuruSketch>, PurupuruSketch>
      'purupuru-jiggle': PurupuruJiggleAttributes & DetailedHTMLProps<HTMLAttributes<PurupuruJiggle>, PurupuruJiggle>
      'purupuru-world': PurupuruWorldAttributes & DetailedHTMLProps<HTMLAttributes<PurupuruWorld>, PurupuruWorld>
    }
    // The world's children: their own attributes only (HTMLAttributes would let a misspelled one through as any).
    interface IntrinsicElements extends PurupuruWorldChildrenJsx {}
  }
}
