// For the project's own pages (the gallery, the sketch pages, the post): the
// palette on :root, so their layout (style.css) uses it. Embeds never touch
// the page they are put in.
import { paletteCss } from './colors.js'
import { adoptStyle } from './style.js'

adoptStyle(paletteCss(':root'))
