// purupuru/colors: the palette every page, sketch and embed draws with.
export declare const colors: {
  /** The background: a warm off-white (a warm near-black when the reader prefers dark). */
  readonly paper: string
  /** Lines and text: near-black (near-white when dark). */
  readonly ink: string
  /** The accent hue at lightness n% (mirrored when dark, keeping its contrast): tint(30) is darker than tint(58). */
  tint(n: number): string
}

/** CSS giving the elements matching `selector` the palette as custom properties (--paper, --ink, --tint-30, -45, -58, -85), light and dark. */
export declare function paletteCss(selector: string): string
