// Many disks of one radius and one colour, drawn into a canvas's pixels
// directly. Without a GPU, Chromium fills a path of 2700 small arcs in about
// 16 ms, which with the physics leaves no 60 frames a second; this takes a
// few. One anti-aliased disk is measured once, at 4 x 4 sub-pixel offsets;
// each disk stamps its coverage into a buffer, keeping the larger where
// disks overlap (so touching disks merge into one shape, edges and all); a
// last pass turns coverage into colour between the paper and the disks'.

const PHASES = 4 // sub-pixel offsets per axis
const SAMPLES = 4 // coverage samples per pixel per axis

// The sub-pixel offset of v past the pixel at (its floor). Just below an
// integer, v - at rounds up to 1: that is the last offset too.
const phase = (v, at) => Math.min(PHASES - 1, Math.floor((v - at) * PHASES))

// Coverage (0-255) of a disk of radius r (device px) whose centre lies
// (fx, fy) past the middle of the box's centre pixel, in a square box of side.
function coverage(r, fx, fy, side) {
  const out = new Uint8Array(side * side)
  const centre = (side - 1) / 2 + 0.5
  for (let py = 0; py < side; py++) {
    for (let px = 0; px < side; px++) {
      let inside = 0
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const dx = px + (sx + 0.5) / SAMPLES - centre - fx
          const dy = py + (sy + 0.5) / SAMPLES - centre - fy
          if (dx * dx + dy * dy <= r * r) inside++
        }
      }
      out[py * side + px] = Math.round((255 * inside) / (SAMPLES * SAMPLES))
    }
  }
  return out
}

// A CSS colour as [r, g, b], as the canvas resolves it. Known by its text,
// which a change of palette changes; forgotten now and then, as a page that
// animates its hue would otherwise pile up colours.
const REMEMBERED = 16

function resolver() {
  const probe = document.createElement('canvas').getContext('2d', { willReadFrequently: true })
  probe.canvas.width = probe.canvas.height = 1
  const known = new Map()
  return (css) => {
    if (!known.has(css)) {
      if (known.size >= REMEMBERED) known.clear()
      probe.clearRect(0, 0, 1, 1)
      probe.fillStyle = css
      probe.fillRect(0, 0, 1, 1)
      known.set(css, Array.from(probe.getImageData(0, 0, 1, 1).data.subarray(0, 3)))
    }
    return known.get(css)
  }
}

/**
 * A drawer for context: draw(xy, radius, paper, ink) fills the whole canvas
 * with the CSS colour paper and draws a disk of radius (CSS px) in the CSS
 * colour ink at each centre of xy = [x0, y0, x1, y1, ...], through the
 * context's transform as fitCanvas sets it (one scale for both axes and a
 * shift; no turn). Both colours are taken as opaque: their alpha is left out.
 */
export function diskPixels(context) {
  const rgb = resolver()
  let image = null
  let pixels = null
  let covered = null
  let stamps = null
  let stampKey = ''
  const lut = new Uint32Array(256)

  return function draw(xy, radius, paper, ink) {
    const { width, height } = context.canvas
    if (width < 1 || height < 1) return
    if (!image || image.width !== width || image.height !== height) {
      image = context.createImageData(width, height)
      pixels = new Uint32Array(image.data.buffer)
      covered = new Uint8Array(width * height)
    }
    const { a: scale, e: shiftX, f: shiftY } = context.getTransform()
    const r = radius * scale
    const side = 2 * Math.ceil(r + 1) + 1
    const key = `${r} ${side}`
    if (key !== stampKey) {
      stamps = []
      for (let fy = 0; fy < PHASES; fy++) {
        for (let fx = 0; fx < PHASES; fx++) stamps.push(coverage(r, (fx + 0.5) / PHASES, (fy + 0.5) / PHASES, side))
      }
      stampKey = key
    }
    const [pr, pg, pb] = rgb(paper)
    const [ir, ig, ib] = rgb(ink)
    for (let a = 0; a < 256; a++) {
      const mix = (from, to) => Math.round(from + ((to - from) * a) / 255)
      lut[a] = (255 << 24) | (mix(pb, ib) << 16) | (mix(pg, ig) << 8) | mix(pr, ir)
    }
    // Only the rows the disks reach are worked out pixel by pixel (a pile
    // fills the bottom of its box): the rest is plain paper.
    const half = (side - 1) / 2
    let top = height
    let bottom = 0
    for (let i = 1; i < xy.length; i += 2) {
      const y = Math.floor(xy[i] * scale + shiftY - 0.5)
      if (y - half < top) top = y - half
      if (y + half + 1 > bottom) bottom = y + half + 1
    }
    top = Math.max(0, Math.min(height, top))
    bottom = Math.max(top, Math.min(height, bottom))
    covered.fill(0, top * width, bottom * width)
    for (let i = 0; i < xy.length; i += 2) {
      const x = xy[i] * scale + shiftX - 0.5
      const y = xy[i + 1] * scale + shiftY - 0.5
      const cx = Math.floor(x)
      const cy = Math.floor(y)
      if (!(cx + half >= 0 && cx - half < width && cy + half >= 0 && cy - half < height)) continue
      const stamp = stamps[phase(y, cy) * PHASES + phase(x, cx)]
      const left = cx - half
      const top = cy - half
      const fromX = Math.max(0, -left)
      const toX = Math.min(side, width - left)
      for (let sy = Math.max(0, -top), toY = Math.min(side, height - top); sy < toY; sy++) {
        const row = (top + sy) * width + left
        const from = sy * side
        for (let sx = fromX; sx < toX; sx++) {
          const a = stamp[from + sx]
          if (a > covered[row + sx]) covered[row + sx] = a
        }
      }
    }
    for (let p = top * width; p < bottom * width; p++) pixels[p] = lut[covered[p]]
    context.save()
    context.setTransform(1, 0, 0, 1, 0, 0)
    context.fillStyle = paper
    context.fillRect(0, 0, width, top)
    context.fillRect(0, bottom, width, height - bottom)
    context.restore()
    if (bottom > top) context.putImageData(image, 0, 0, 0, top, width, bottom - top)
  }
}
