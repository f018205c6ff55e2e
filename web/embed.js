// The one script a blog needs: defines <purupuru-sketch>, <purupuru-world>
// and <purupuru-jiggle>.
//   <script type="module" src="/purupuru/web/embed.js"></script>
// defineSketch(name, module) names a sketch module of the page's own.
export { defineSketch } from './purupuru-sketch.js'
import './purupuru-world.js'
import './purupuru-jiggle.js'
