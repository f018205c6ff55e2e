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
  /** > 0: its points are disks and its links solid. Default 0. */
  radius?: number
  /** Above 1: its links break past breakAt × their rest (World.link). Default Infinity: never. */
  breakAt?: number
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
  /** > 0: its points are disks, one group of their own. Default 0. */
  radius?: number
  /** Above 1: its links break past breakAt × their rest, so it tears. Default Infinity: never. */
  breakAt?: number
}
export interface RingOptions {
  x?: number
  y?: number
  count?: number
  radius?: number
  stiffness?: number
  press?: number
  /** > 0: its points are disks of this radius and its links solid. Default 0. */
  pointRadius?: number
}
export interface JellyOptions {
  x?: number
  y?: number
  cols?: number
  rows?: number
  spacing?: number
  stiffness?: number
  press?: number
  /** > 0: its points are disks and its rim's links solid. Default 0. */
  radius?: number
}
export interface RagdollOptions {
  x?: number
  y?: number
  /** Head to feet, px. */
  size?: number
  stiffness?: number
  joints?: number
  angles?: number
  /** > 0: its points are disks, its bones solid, its limbs one group. Default 0. */
  radius?: number
}
export interface BallOptions {
  x?: number
  y?: number
  radius?: number
  mass?: number
}
export interface PileOptions {
  /** The box the disks fill from its bottom up: its left, top, width and height. */
  x?: number
  y?: number
  width?: number
  height?: number
  radius?: number
  /** Default: as many as the box holds. */
  count?: number
}

export function rope(world: World, options?: RopeOptions): Shape
export function cloth(world: World, options?: ClothOptions): Shape
export function ring(world: World, options?: RingOptions): Shape
export function jelly(world: World, options?: JellyOptions): Shape & { rim: number[] }
export function ragdoll(
  world: World,
  options?: RagdollOptions,
): Shape & { bones: number[]; head: number; pelvis: number; hands: number[]; feet: number[] }
export function ball(world: World, options?: BallOptions): Shape
export function pile(world: World, options?: PileOptions): Shape
