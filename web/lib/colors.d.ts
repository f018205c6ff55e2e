// purupuru/colors: the palette every page, sketch and embed draws with.

/** A palette: what colors reads, for one scheme and the author's choices. */
export interface Palette {
  /** Whether it is the dark scheme's (tints mirrored). */
  readonly dark: boolean
  readonly paper: string
  readonly ink: string
  /** The tint's hue, in degrees. */
  readonly hue: number
  tint(n: number): string
}

/**
 * The palette: the system's (prefers-color-scheme), or, while an embed
 * draws, the embed's (the page's color-scheme and --purupuru-paper, --purupuru-ink, --purupuru-hue).
 */
export declare const colors: {
  /** The background: a warm off-white (a warm near-black when dark). */
  readonly paper: string
  /** Lines and text: near-black (near-white when dark). */
  readonly ink: string
  /** The accent hue at lightness n% (mirrored when dark, keeping its contrast): tint(30) is darker than tint(58). */
  tint(n: number): string
}

/** The palette of the dark or the light scheme, with the author's paper and ink (CSS colours) and hue (degrees) where given. */
export declare function makePalette(choices?: { dark?: boolean; paper?: string; ink?: string; hue?: number }): Palette

/** Runs draw() with palette in force for colors (null: the system's), then restores the one before. */
export declare function drawingWith<T>(palette: Palette | null, draw: () => T): T

/** The palette as custom properties for CSS: --paper, --ink, --tint-30, -45, -58 and -85. */
export declare function paletteProperties(palette: Palette): Record<string, string>

/** CSS giving the elements matching `selector` one scheme's palette as custom properties (--paper, --ink, --tint-30, -45, -58, -85), overridable by --purupuru-paper, --purupuru-ink, --purupuru-hue. */
export declare function schemeCss(selector: string, dark: boolean): string

/** CSS giving the elements matching `selector` the palette as custom properties (--paper, --ink, --tint-30, -45, -58, -85), light and dark. */
export declare function paletteCss(selector: string): string
