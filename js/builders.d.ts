// Type declarations for purupuru/builders (js/builders.js), written by hand.
import type { World } from './index.js'

/** What every builder returns: indices of what it added. */
export interface Shape {
  points: number[]
  links: number[]
  angles: number[]
  bodies: number[]
}

export interface RopeOptions {
  x?: number
  y?: number
  segments?: number
  length?: number
  /** Radians from +x; π/2 is down. */
  angle?: number
  stiffness?: number
  pinned?: boolean
}
export interface ClothOptions {
  x?: number
  y?: number
  cols?: number
  rows?: number
  spacing?: number
  /** Pins every pinEvery-th point of the top row (0: none). */
  pinEvery?: number
  stiffness?: number
}
export interface RingOptions {
  x?: number
  y?: number
  count?: number
  radius?: number
  stiffness?: number
  press?: number
}
export interface JellyOptions {
  x?: number
  y?: number
  cols?: number
  rows?: number
  spacing?: number
  stiffness?: number
  press?: number
}
export interface RagdollOptions {
  x?: number
  y?: number
  /** Head to feet, px. */
  size?: number
  stiffness?: number
  joints?: number
  angles?: number
}

export function rope(world: World, options?: RopeOptions): Shape
export function cloth(world: World, options?: ClothOptions): Shape
export function ring(world: World, options?: RingOptions): Shape
export function jelly(world: World, options?: JellyOptions): Shape & { rim: number[] }
export function ragdoll(
  world: World,
  options?: RagdollOptions,
): Shape & { bones: number[]; head: number; pelvis: number; hands: number[]; feet: number[] }
