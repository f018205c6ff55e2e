// Type declarations for purupuru, written by hand (Emscripten 3.1.6 cannot
// emit them). Units: CSS pixels and frames unless stated otherwise.

/** Canvas size in CSS pixels: the scene's coordinate space. 1 to 16384 each. */
export interface Size {
  width: number
  height: number
}

/**
 * Shared by every scene.
 *
 * Views: points(), Cloth.links() and Jiggle.matrix() look straight into wasm
 * memory (no copy). They stay valid across step(), grab(), drag(), release(),
 * setTarget(), poke() and set(). Creating a scene may grow wasm memory, which
 * detaches older views; each call returns a fresh view when that happened,
 * so call points() where you read them (each frame), rather than keeping one.
 */
declare abstract class Scene<Options> {
  /** The names of this scene's options, width and height first. */
  static readonly optionNames: readonly string[]
  /** Throws the TypeError or RangeError the constructor would for these options; makes nothing. */
  static check(options?: object): void
  /**
   * Throws TypeError (wrong type, unknown option) or RangeError (bad value), naming the option;
   * RangeError too when wasm memory (2 GB at most) is full.
   */
  constructor(options: Options)
  readonly width: number
  readonly height: number
  /**
   * Advances `frames` frames of the post's sketch (default 1): exactly the
   * same as that many calls, without the cost of each call. An integer from
   * 0 to 10,000,000.
   */
  step(frames?: number): void
  /** [x0, y0, x1, y1, ...]: a view into wasm memory. */
  points(): Float64Array
  /** Number of points. */
  readonly count: number
  /**
   * True once the physics blew up (a point stopped being finite or flew past
   * ±1048576 px; the jiggle's shear past ±1000). The scene then
   * stops where it was; make a new one to start again.
   */
  readonly diverged: boolean
  /** Current value of an option. */
  getOption(name: keyof Options & string): number
  /** Changes an option marked live below while the scene runs. */
  setOption(name: keyof Options & string, value: number): void
  /** Frees the scene; any later call on it throws. */
  /** The whole state as bytes, the caller's own copy; restore() it here or into one made the same way. */
  snapshot(): Uint8Array
  /** Back to a snapshot's state: a RangeError (nothing changed) for one cut, altered, of another kind or made another way. */
  restore(snapshot: Uint8Array): void
  delete(): void
}

declare abstract class GrabbableScene<Options> extends Scene<Options> {
  /**
   * Takes hold of the nearest free point within 32 px that no other finger
   * holds; returns its index or -1. finger: 0 (default, a mouse) to 3, so
   * fingers on a touch screen each hold a point.
   */
  grab(x: number, y: number, finger?: number): number
  /** Moves the finger's held point; it arrives on the next step(). */
  drag(x: number, y: number, finger?: number): void
  /**
   * Lets go of the finger's point. With no velocity it keeps the motion of
   * its last frame; with (vx, vy) it leaves at that velocity, px per frame
   * (a measured throw).
   */
  release(vx?: number, vy?: number, finger?: number): void
}

export interface FallingPointOptions extends Size {
  /** px/frame², down. Default 0.5. Live. */
  gravity?: number
  /** Initial sideways speed, px/frame (prev = x - throwSpeed). Default 2.5. */
  throwSpeed?: number
  /** Speed kept off a wall or the floor, 0 to 1. Default 0.85. Live. */
  bounce?: number
  /** Walls' distance inside the canvas, px. Default min(width, height) * 0.03. */
  margin?: number
}
/** Verlet post: one point with no velocity variable, thrown, bouncing by mirroring prev. */
declare class FallingPoint extends GrabbableScene<FallingPointOptions> {}

export interface ChainOptions extends Size {
  /** Points, head included, 2 to 10000. Default 14. */
  n?: number
  /** Link length, px. Default min(width, height) * 0.045. */
  rest?: number
  /** Relaxation passes per frame, 1 to 1000: more is stiffer. Default 4. Live. */
  iter?: number
  /** px/frame², down. Default 0.5. Live. */
  gravity?: number
  /** y of the pinned head, px. Default 20. */
  top?: number
  /** Head's sideways amplitude as a fraction of width. Default 0.18. Live. */
  swing?: number
  /** Radians of swing per frame. Default 0.03. Live. */
  swingSpeed?: number
}
/** Verlet post: a pinned chain swung by its head, relaxed iter times a frame. */
declare class Chain extends GrabbableScene<ChainOptions> {
  /** Sum of |link length - rest| over the links, px. */
  lengthError(): number
}

/**
 * The Verlet post's counter-example: Chain's swing and relaxation with an
 * explicit velocity (v += g; x += v) that never learns of the corrections, so
 * the chain stretches further every frame. Same options as Chain.
 */
declare class EulerChain extends Scene<ChainOptions> {
  /** Sum of |link length - rest| over the links, px. */
  lengthError(): number
}

export interface BalloonOptions extends Size {
  /** Points on the ring, 3 to 10000. Default 26. */
  count?: number
  /** Starting radius, px. Default min(width, height) * 0.16. */
  radius?: number
  /** Spring stiffness, 0 to 2. Default 0.22. Live. */
  k?: number
  /** Pressure strength, 0 to 100. Default 0.7. Live. */
  press?: number
  /** Velocity kept per frame, 0 to 1. Default 0.97. Live. */
  damp?: number
  /** px/frame², down. Default min(width, height) * 0.0009. Live. */
  gravity?: number
  /** Fraction of the centre's offset pulled back per frame, 0 to 1. Default 0.014. Live. */
  anchor?: number
  /** Walls' distance inside the canvas, px. Default min(width, height) * 0.03. */
  margin?: number
  /** Speed kept off a wall, 0 to 1. Default 0.7. Live. */
  bounce?: number
  /** Target area over the starting circle's area. Default 1.15. */
  inflate?: number
}
/** Distance-relatives post: a ring of springs inflated by area pressure. */
declare class Balloon extends GrabbableScene<BalloonOptions> {
  /** Enclosed area, px². */
  area(): number
  /** Area the pressure pushes toward, px². */
  readonly targetArea: number
}

export interface ClothOptions extends Size {
  /** Points across, 2 to 1000 (cols * rows at most 250000). Default 24. */
  cols?: number
  /** Points down, 2 to 1000. Default 16. */
  rows?: number
  /** Link rest length, px. Default min(width, height) * 0.035. */
  spacing?: number
  /** Relaxation passes per frame. Default 4. Live. */
  iter?: number
  /** px/frame², down. Default 0.3. Live. */
  gravity?: number
  /** Pin every pinEvery-th top point (and the last). Default 4. */
  pinEvery?: number
  /** y of the top row, px. Default height * 0.08. */
  top?: number
  /**
   * 0: never tears (default). Above 1, at most 100: after each step every
   * link longer than tear * spacing breaks for good. Live.
   */
  tear?: number
}
/** A grid of Verlet points with structural links, pinned along the top. */
declare class Cloth extends GrabbableScene<ClothOptions> {
  /**
   * [a0, b0, a1, b1, ...] point indices of each whole link: a view into wasm
   * memory. A tear or a cut shortens the list when that step() or cut()
   * returns; call links() again after either.
   */
  links(): Uint32Array
  /** Number of whole links. */
  readonly linkCount: number
  /** Breaks every whole link the segment touches; returns how many. */
  cut(x0: number, y0: number, x1: number, y1: number): number
}

export interface ArmOptions extends Size {
  /** Links, 1 to 1000. Default 5. */
  segments?: number
  /** Length of each link, px. Default min(width, height) * 0.1. */
  length?: number
  /** FABRIK iterations per frame at most. Default 10. Live. */
  iter?: number
  /** Close enough to the target, px. Default 0.01. Live. */
  tolerance?: number
  /** y of the root (x is width / 2), px. Default height * 0.9. */
  rootY?: number
}
/** FABRIK arm: points() are the joints, root first. */
declare class Arm extends Scene<ArmOptions> {
  /** The point the tip reaches for; out of reach, the arm stretches toward it. */
  setTarget(x: number, y: number): void
  readonly target: { x: number; y: number }
}

export interface SpringOptions extends Partial<Size> {
  /** Stiffness. Default 64. Live. */
  k?: number
  /** Natural length. Default 10. Live. */
  len?: number
  /** Mass. Default 1. Live. */
  m?: number
  /** Velocity kept per frame, 0 to 1. Default 0.95. Live. */
  d?: number
  /** Frames per second: dt = 1 / fps. Default 60. Live. */
  fps?: number
  /** Starting position. Default 20. */
  x?: number
  /** Starting velocity. Default 0. */
  v?: number
}
/** Pudding post: the 1-D mass-spring solver. points() is [x, 0]. */
declare class Spring extends Scene<SpringOptions> {
  constructor(options?: SpringOptions)
  readonly x: number
  readonly v: number
  /** Places the mass at x with velocity v. */
  set(x: number, v: number): void
}

export interface JiggleOptions extends Partial<Size> {
  /** Stiffness. Default 400. Live. */
  k?: number
  /** Mass. Default 1. Live. */
  m?: number
  /** Velocity kept per frame, 0 to 1. Default 0.9. Live. */
  d?: number
  /** Frames per second: dt = 1 / fps. Default 60. Live. */
  fps?: number
}
/** Pudding post: the Puddinizer's 2-D zero-length spring. points() is [px, py]. */
declare class Jiggle extends Scene<JiggleOptions> {
  constructor(options?: JiggleOptions)
  /** Sets the shear offset (px, py) and its velocity (vx, vy). */
  poke(px: number, py: number, vx: number, vy: number): void
  /** [1, 0, px, 1 + py, 0, 0] as a view, for ctx.transform(m[0], m[1], m[2], m[3], m[4], m[5]) about the base. */
  matrix(): Float64Array
}

export interface WorldOptions extends Size {
  /** Downward acceleration, px per frame². Default 0.5. */
  gravity?: number
  /** Relaxations of every constraint per step, 1 to 1000. Default 8. */
  iter?: number
  /** Share of its velocity a point keeps each frame, 0 to 1. Default 1. */
  damping?: number
  /** Points kept inside the canvas. Default true. */
  walls?: boolean
  /** Most points the world will hold, 1 to 262144, reserved when it is made. Default 1024. */
  maxPoints?: number
  /** Most links it will hold, 0 to 1048576, reserved likewise. Default 4 × maxPoints. */
  maxLinks?: number
  /**
   * Sub-steps per step, 1 to 64: each has its own integration and `iter`
   * relaxations. Gravity, damping and velocities keep their per-frame
   * meaning. Default 1.
   */
  substeps?: number
  /** Kinetic friction of every contact (disks, solid links, walls; shapes' default), ≥ 0. Default 0.3. */
  friction?: number
  /** Static friction, ≥ friction: a resting contact below it does not slide. Default max(0.5, friction). */
  staticFriction?: number
  /** Share of the approach speed a contact gives back, 0 to 1. Default 0. */
  restitution?: number
  /**
   * Room for contacts, 0 to 4194304, reserved when made: for the disks' and
   * solid links' list together, and again for the shapes'; more are left
   * out (see contactsDropped). Default 6 × maxPoints.
   */
  maxContacts?: number
  /** Most shapes the world is given, 0 to 65536 (removed ones count). Default 64. */
  maxShapes?: number
  /** Tell what began and stopped touching in each step (events()). Default false. */
  touchEvents?: boolean
}

/**
 * What a World's last step() told: views into wasm memory; take them again
 * after the next step(), cut() or restore(). Pairs are flat: [a0, b0, a1, b1, ...].
 */
export interface WorldEvents {
  /** Pairs of disks that began touching (with the touchEvents option). */
  readonly began: Uint32Array
  /** Pairs of disks that stopped touching (with the touchEvents option). */
  readonly ended: Uint32Array
  /** [point, shape] pairs that began touching (with the touchEvents option). */
  readonly shapeBegan: Uint32Array
  /** [point, shape] pairs that stopped touching (with the touchEvents option). */
  readonly shapeEnded: Uint32Array
  /** The links the step broke, by index, and any cut() broke after it. */
  readonly broken: Uint32Array
}

/** A shape's surface: defaults from the world's options. */
export interface ShapeMaterial {
  friction?: number
  staticFriction?: number
  restitution?: number
}

/**
 * A scene of your own: points joined by links (distance constraints), angle
 * joints and pressure bodies. Indices count up from 0 in the order things
 * are added; adding after stepping is fine. points() and links() are views
 * into wasm memory of what there is when they are taken; their buffers never
 * move while the world lives and adding points or links never grows memory
 * (they are reserved for maxPoints and maxLinks; a point holding over 32 links
 * may need more for their colours), but as with the scenes, making
 * another scene or world may grow memory and detach them, so take them where
 * you read them. Bad arguments throw TypeError or RangeError naming them,
 * before anything changes; so does a full wasm memory (2 GB at most) when the
 * world is made or a link, angle joint or pressure body is added.
 */
declare class World {
  /** The names of its options, width and height first. */
  static readonly optionNames: readonly string[]
  /** Throws the TypeError or RangeError the constructor would for these options; makes nothing. */
  static check(options?: object): void
  constructor(options: WorldOptions)
  readonly width: number
  readonly height: number
  readonly maxPoints: number
  readonly maxLinks: number
  readonly substeps: number
  readonly maxContacts: number
  readonly maxShapes: number
  /**
   * Adds a point at rest at (x, y), within ±65536; returns its index. radius
   * > 0 makes it a disk that collides (default 0; at most half the world's
   * smaller side); mass > 0 weights its share
   * of every constraint (default 1); points of one non-zero group never
   * collide with each other (default 0).
   */
  addPoint(x: number, y: number, options?: { radius?: number; mass?: number; group?: number }): number
  /**
   * Links i and j: rest defaults to their distance now, stiffness in (0, 1]
   * to 1; a solid link is a capsule disks collide with; breakAt (above 1,
   * default Infinity: never): it breaks for good at the end of the first step after
   * which it is longer than breakAt × rest. Returns the link's index.
   */
  link(i: number, j: number, options?: { rest?: number; stiffness?: number; solid?: boolean; breakAt?: number }): number
  /** Breaks every whole link the segment (x0, y0)-(x1, y1) touches; returns how many. */
  cut(x0: number, y0: number, x1: number, y1: number): number
  /** The links still whole: links().length / 2. A link's index (from link()) is its place in links() only until a link breaks. */
  readonly linkCount: number
  /** Every link added, broken or whole: what maxLinks bounds. */
  readonly linksAdded: number
  /** A static circle; returns its shape index. */
  addCircle(x: number, y: number, r: number, options?: ShapeMaterial): number
  /** A static box centred at (x, y), turned by angle radians (default 0), each side at least 1e-6 px; returns its shape index. */
  addBox(x: number, y: number, width: number, height: number, options?: ShapeMaterial & { angle?: number }): number
  /** A static capsule (a segment when r is 0), its ends at least 1e-6 px apart; returns its shape index. */
  addCapsule(x0: number, y0: number, x1: number, y1: number, r: number, options?: ShapeMaterial): number
  /** A static convex polygon of 3 to 8 corners [x0, y0, x1, y1, ...], either winding, each at least 1e-6 px from the next; returns its shape index. */
  addPolygon(corners: ArrayLike<number>, options?: ShapeMaterial): number
  /**
   * Moves shape s (kinematic): its centre to (x, y), turned by angle from how
   * it was made (default: as now). The next step sweeps it there.
   */
  moveShape(s: number, x: number, y: number, angle?: number): void
  /** Where shape s is, or goes after moveShape. */
  shapePose(s: number): { x: number; y: number; angle: number }
  /** Removes shape s; its index is never given to another. */
  removeShape(s: number): void
  /** Shapes added so far, removed ones included. */
  readonly shapeCount: number
  /** Contacts in the last sub-step (touching, or within a margin of it). */
  readonly contactCount: number
  /** Contacts left out because maxContacts was reached (the disks' list when last made, the shapes' in the last sub-step). */
  readonly contactsDropped: number
  /** True while nothing moves: step() then does nothing until a call changes the world. */
  readonly resting: boolean
  /** Has a resting world step again; it rests anew after another second of stillness. */
  wake(): void
  /**
   * Keeps the angle at j from j→i to j→k (radians, default the angle now) by
   * turning the arms about j; stiffness in (0, 1], default 1. Returns the joint's index.
   */
  angle(i: number, j: number, k: number, options?: { angle?: number; stiffness?: number }): number
  /**
   * Makes the ring (3 or more distinct points, in order around a closed body)
   * keep its area near target (px², default its area now); press in [0, 1]
   * (default 1) is the share of the error removed per relaxation. Returns the body's index.
   */
  pressure(ring: ArrayLike<number>, options?: { target?: number; press?: number }): number
  /** The area of a pressure body now, px². */
  area(body: number): number
  /** Pins point i where it is, or at (x, y). */
  pin(i: number, x?: number, y?: number): void
  unpin(i: number): void
  /**
   * Takes hold of the nearest free point within 32 px that no other finger
   * holds; returns its index or -1. finger: 0 (default, a mouse) to 3.
   */
  grab(x: number, y: number, finger?: number): number
  /** Moves the finger's held point: it sits exactly at (x, y) from the next step. */
  drag(x: number, y: number, finger?: number): void
  /** Lets go of the finger's point; with (vx, vy) it leaves at that velocity, px per frame. */
  release(vx?: number, vy?: number, finger?: number): void
  /** Advances `frames` frames (default 1), the same bits as that many calls. */
  step(frames?: number): void
  /** [x0, y0, x1, y1, ...]: a view into wasm memory. */
  points(): Float64Array
  /** [a0, b0, a1, b1, ...]: each whole link's points in the order added, a view into wasm memory; a link that breaks (in step() or cut()) leaves it at once, so call links() again after either. */
  links(): Uint32Array
  /** What the last step() told (touches begun and ended, links broken); the same object each call. */
  events(): WorldEvents
  readonly count: number
  /** True once a point stopped being finite or flew past ±1048576 px; the world then stops. */
  readonly diverged: boolean
  /** Frees the world; any later call on it throws. */
  /** The whole state as bytes, the caller's own copy; restore() it here or into one made the same way. */
  snapshot(): Uint8Array
  /** Back to a snapshot's state: a RangeError (nothing changed) for one cut, altered, of another kind or made another way. */
  restore(snapshot: Uint8Array): void
  delete(): void
}

export interface Purupuru {
  World: typeof World
  FallingPoint: typeof FallingPoint
  Chain: typeof Chain
  EulerChain: typeof EulerChain
  Balloon: typeof Balloon
  Cloth: typeof Cloth
  Arm: typeof Arm
  Spring: typeof Spring
  Jiggle: typeof Jiggle
  /** Current size of wasm memory, bytes. */
  memoryBytes(): number
}

/** Instantiates the wasm module once; later calls resolve to the same object. */
export function load(): Promise<Purupuru>

// The scene classes come from load(), bound to the module it instantiated;
// they are exported as types only, for annotations (let c: Chain).
export type { FallingPoint, Chain, EulerChain, Balloon, Cloth, Arm, Spring, Jiggle, World }
