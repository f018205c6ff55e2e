// The one script a blog needs: defines <purupuru-sketch> and <purupuru-jiggle>.
//   <script type="module" src="/purupuru/web/embed.js"></script>
import './purupuru-sketch.js'
import './purupuru-jiggle.js'
