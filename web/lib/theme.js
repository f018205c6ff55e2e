// An embed's palette, from the page it sits in: the colour scheme the page
// gives it (color-scheme on the element or an ancestor, or the page's
// <meta name="color-scheme">) where that names one scheme, else the
// reader's system's; and the author's --purupuru-paper, --purupuru-ink and
// --purupuru-hue (degrees) on the element or an ancestor.
// Changes arrive without polling: a hidden probe in the shadow root
// transitions for 1 ms, discretely, on exactly those inherited values, so
// transitionrun fires when one changes and nothing runs while none does; the
// system's preference arrives through matchMedia. An element hidden
// (display: none) computes no style and so hears nothing: its owner calls
// check() when it shows again.
import { makePalette, paletteProperties } from './colors.js'

const WATCHED = ['color-scheme', '--purupuru-paper', '--purupuru-ink', '--purupuru-hue']

/**
 * The shadow root's CSS: each scheme's color-scheme (for the form controls
 * and light-dark()), and the probe's. The palette's custom properties are
 * set on the themed element by embedTheme, from the palette the canvas uses.
 */
export const THEME_CSS = `
.puru-light { color-scheme: light; }
.puru-dark { color-scheme: dark; }
.puru-theme { position: absolute; width: 0; height: 0; overflow: hidden; visibility: hidden; pointer-events: none; }
.puru-theme-probe { transition: ${WATCHED.map((property) => `${property} 1ms allow-discrete`).join(', ')}; }
.puru-theme-colors {
  color: transparent; background-color: var(--purupuru-paper, transparent); border-top-color: var(--purupuru-ink, transparent);
  outline-color: hsl(var(--purupuru-hue) 100% 50%);
}
`

// Whether a color-scheme value makes the embed dark: one scheme named is
// that scheme ("dark", "only dark"); both or none, the system's.
function darkFor(colorScheme, systemDark) {
  const named = new Set(colorScheme.split(/\s+/).filter((name) => name === 'light' || name === 'dark'))
  return named.size === 1 ? named.has('dark') : systemDark
}

// The page's color-scheme as it reaches host; a meta tag speaks where no CSS does.
function schemeOf(host) {
  const computed = getComputedStyle(host).colorScheme
  if (computed !== 'normal') return computed
  return document.querySelector('meta[name="color-scheme"]')?.content ?? computed
}

// An author's colour, resolved; an unset or invalid one comes out transparent: none.
const given = (css) => (css === 'rgba(0, 0, 0, 0)' ? undefined : css)

// An author's hue: a number of degrees (200) as given; any other angle CSS
// takes (200deg, 0.5turn, calc(100)) read back from the colour it makes,
// hsl(hue 100% 50%); anything else, none.
function hueOf(text, resolved) {
  const number = Number(text.trim())
  if (text.trim() !== '' && Number.isFinite(number)) return number
  const rgb = resolved.match(/^rgb\((\d+), (\d+), (\d+)\)$/)
  if (!rgb) return undefined
  const [r, g, b] = rgb.slice(1).map(Number)
  const max = Math.max(r, g, b)
  const spread = max - Math.min(r, g, b)
  if (spread === 0) return undefined
  const sector = max === r ? (g - b) / spread : max === g ? 2 + (b - r) / spread : 4 + (r - g) / spread
  return (60 * sector + 360) % 360
}

function span(className) {
  const node = document.createElement('span')
  node.className = className
  return node
}

/**
 * Keeps themed (an element in host's shadow root, whose root has THEME_CSS)
 * in host's palette: gives it the class puru-light or puru-dark, and calls
 * changed() whenever the palette changes. Returns { palette (colors.js's
 * shape), check() (reads the page again), dispose() }.
 */
export function embedTheme(host, themed, changed) {
  const probe = span('puru-theme-probe')
  const colors = span('puru-theme-colors')
  const box = span('puru-theme')
  box.append(probe, colors)
  host.shadowRoot.append(box)
  const system = matchMedia('(prefers-color-scheme: dark)')
  let palette = null
  let key = ''

  const check = () => {
    const dark = darkFor(schemeOf(host), system.matches)
    const scheme = dark ? 'puru-dark' : 'puru-light'
    colors.className = `puru-theme-colors ${scheme}` // author's colours resolve in this scheme (light-dark())
    const resolved = getComputedStyle(colors)
    const next = makePalette({
      dark,
      paper: given(resolved.backgroundColor),
      ink: given(resolved.borderTopColor),
      hue: hueOf(getComputedStyle(host).getPropertyValue('--purupuru-hue'), resolved.outlineColor),
    })
    const nextKey = `${next.dark} ${next.paper} ${next.ink} ${next.hue}`
    if (nextKey === key) return
    key = nextKey
    palette = next
    themed.classList.toggle('puru-dark', dark)
    themed.classList.toggle('puru-light', !dark)
    // The controls take the palette the canvas draws in, so that a value the
    // canvas cannot use (an invalid or transparent colour) leaves both on the default.
    for (const [name, value] of Object.entries(paletteProperties(next))) themed.style.setProperty(name, value)
    changed()
  }

  probe.addEventListener('transitionrun', check)
  system.addEventListener('change', check)
  check()
  return {
    get palette() {
      return palette
    },
    check,
    dispose() {
      probe.removeEventListener('transitionrun', check)
      system.removeEventListener('change', check)
      box.remove()
    },
  }
}
