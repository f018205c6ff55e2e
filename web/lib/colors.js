// The palette, defined once for every page, sketch and embed.
//   colors.paper   background, a warm off-white (a warm near-black when dark)
//   colors.ink     lines, near-black (near-white when dark)
//   colors.tint(n) the accent hue at lightness n%: tint(30) is darker than tint(58)
// Under prefers-color-scheme: dark, paper and ink swap and tint's lightness is
// mirrored (n becomes 100 - n), so a tint keeps its contrast with the paper.
// Page chrome reads the same values through CSS custom properties.

const HUE = 22
const SATURATION = 58
const LIGHT = { paper: 'hsl(40 45% 95%)', ink: 'hsl(30 12% 12%)' }
const DARK = { paper: 'hsl(30 12% 9%)', ink: 'hsl(40 35% 92%)' }
const CSS_TINTS = [30, 45, 58, 85]

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
    const lightness = Math.min(100, Math.max(0, isDark() ? 100 - n : n))
    return `hsl(${HUE} ${SATURATION}% ${lightness}%)`
  },
}

/** Sets --paper, --ink and --tint-N on the document so CSS uses the palette. */
export function paintDocument(root = document.documentElement) {
  const apply = () => {
    root.style.setProperty('--paper', colors.paper)
    root.style.setProperty('--ink', colors.ink)
    for (const n of CSS_TINTS) root.style.setProperty(`--tint-${n}`, colors.tint(n))
    root.style.colorScheme = isDark() ? 'dark' : 'light'
  }
  apply()
  darkQuery?.addEventListener('change', apply)
}
