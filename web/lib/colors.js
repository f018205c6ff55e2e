// The palette, defined once for every page, sketch and embed.
//   colors.paper   background, a warm off-white (a warm near-black when dark)
//   colors.ink     lines, near-black (near-white when dark)
//   colors.tint(n) the accent hue at lightness n%: tint(30) is darker than tint(58)
// Under prefers-color-scheme: dark, paper and ink swap and tint's lightness is
// mirrored (n becomes 100 - n), so a tint keeps its contrast with the paper.
// Page chrome and the embeds' controls read the same values through CSS
// custom properties (paletteCss).

const HUE = 22
const SATURATION = 58
const LIGHT = { paper: 'hsl(40 45% 95%)', ink: 'hsl(30 12% 12%)' }
const DARK = { paper: 'hsl(30 12% 9%)', ink: 'hsl(40 35% 92%)' }
const CSS_TINTS = [30, 45, 58, 85]

const hsl = (lightness) => `hsl(${HUE} ${SATURATION}% ${lightness}%)`
const darkQuery = typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : null
const isDark = () => darkQuery?.matches ?? false

export const colors = {
  get paper() {
    return isDark() ? DARK.paper : LIGHT.paper
  },
  get ink() {
    return isDark() ? DARK.ink : LIGHT.ink
  },
  tint(n) {
    return hsl(Math.min(100, Math.max(0, isDark() ? 100 - n : n)))
  },
}

/**
 * CSS that gives the elements matching selector the palette as custom
 * properties (--paper, --ink, --tint-30, -45, -58, -85), light and dark: an
 * embed scopes them to itself and leaves the host page's own variables and
 * colour scheme alone; the project's pages set them on :root.
 */
export function paletteCss(selector) {
  const rules = (scheme, paper, ink, tint) =>
    `${selector} { --paper: ${paper}; --ink: ${ink}; ${CSS_TINTS.map((n) => `--tint-${n}: ${tint(n)};`).join(' ')} color-scheme: ${scheme}; }`
  const light = rules('light', LIGHT.paper, LIGHT.ink, (n) => hsl(n))
  const dark = rules('dark', DARK.paper, DARK.ink, (n) => hsl(100 - n))
  return `${light}\n@media (prefers-color-scheme: dark) { ${dark} }`
}
