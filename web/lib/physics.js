// The wasm module's classes, for the sketches: loaded once for the page. On
// a server (a framework rendering the page first, with no DOM) nothing is
// loaded, so a sketch module imports there too; it is drawn only in a browser.
import { load } from '../../js/index.js'
import { inBrowser } from './element.js'

export const P = inBrowser ? await load() : null
