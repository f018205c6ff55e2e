// The palette, defined once for every page, sketch and embed.
//   colors.paper   background, a warm off-white (a warm near-black when dark)
//   colors.ink     lines, near-black (near-white when dark)
//   colors.tint(n) the accent hue at lightness n%: tint(30) is darker than tint(58)
// Under prefers-color-scheme: dark, paper and ink swap and tint's lightness is
// mirrored (n becomes 100 - n), so a tint keeps its contrast with the paper.
// An embed draws in the palette of the page it sits in (lib/theme.js): it
// puts that palette in force around each of its draws (drawingWith), so a
// sketch module's colors.paper is its embed's, while it draws.
// Page chrome and the embeds' controls read the same values through CSS
// custom properties (paletteCss, schemeCss), which an author's
// --purupuru-paper, --purupuru-ink and --purupuru-hue override.

const HUE = 22
const SATURATION = 58
const LIGHT = { paper: 'hsl(40 45% 95%)', ink: 'hsl(30 12% 12%)' }
const DARK = { paper: 'hsl(30 12% 9%)', ink: 'hsl(40 35% 92%)' }
const CSS_TINTS = [30, 45, 58, 85]

const darkQuery = typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : null
const isDark = () => darkQuery?.matches ?? false

/** The palette of the dark or the light scheme, with the author's paper and ink (CSS colours) and hue (degrees) where given. */
export function makePalette({ dark = false, paper, ink, hue = HUE } = {}) {
  const scheme = dark ? DARK : LIGHT
  return {
    dark,
    paper: paper ?? scheme.paper,
    ink: ink ?? scheme.ink,
    hue,
    tint: (n) => `hsl(${hue} ${SATURATION}% ${Math.min(100, Math.max(0, dark ? 100 - n : n))}%)`,
  }
}

const SYSTEM = { light: makePalette(), dark: makePalette({ dark: true }) }
let inForce = null // an embed's palette, while it draws

/** Runs draw() with palette in force for colors (null: the system's), then restores the one before; returns what draw returns. */
export function drawingWith(palette, draw) {
  const before = inForce
  inForce = palette
  try {
    return draw()
  } finally {
    inForce = before
  }
}

const current = () => inForce ?? (isDark() ? SYSTEM.dark : SYSTEM.light)

export const colors = {
  get paper() {
    return current().paper
  },
  get ink() {
    return current().ink
  },
  tint(n) {
    return current().tint(n)
  },
}

/** The palette as the controls' custom properties: { '--paper': ..., '--ink': ..., '--tint-30': ..., ... }. */
export function paletteProperties(palette) {
  return { '--paper': palette.paper, '--ink': palette.ink, ...Object.fromEntries(CSS_TINTS.map((n) => [`--tint-${n}`, palette.tint(n)])) }
}

/**
 * CSS that gives the elements matching selector the custom properties of
 * one scheme (dark or not): --paper, --ink, --tint-30, -45, -58 and -85,
 * each the author's where they set --purupuru-paper, --purupuru-ink or
 * --purupuru-hue, and that color-scheme (for the form controls).
 */
export function schemeCss(selector, dark) {
  const { paper, ink } = dark ? DARK : LIGHT
  const tints = CSS_TINTS.map((n) => `--tint-${n}: hsl(var(--purupuru-hue, ${HUE}) ${SATURATION}% ${dark ? 100 - n : n}%);`)
  return `${selector} { --paper: var(--purupuru-paper, ${paper}); --ink: var(--purupuru-ink, ${ink}); ${tints.join(' ')} color-scheme: ${dark ? 'dark' : 'light'}; }`
}

/**
 * CSS that gives the elements matching selector the palette as custom
 * properties (schemeCss), light, or dark under prefers-color-scheme: dark:
 * the project's pages set them on :root.
 */
export function paletteCss(selector) {
  return `${schemeCss(selector, false)}\n@media (prefers-color-scheme: dark) { ${schemeCss(selector, true)} }`
}
