// Links drawn as lines: the sketches' cloths, ropes and bones.

/**
 * Adds to c's current path a segment for each link [a, b] in ends (point
 * indices into xy, [x0, y0, x1, y1, ...]), except those skip(a, b) is true for.
 */
export function traceLinks(c, xy, ends, skip = null) {
  for (let k = 0; k < ends.length; k += 2) {
    const a = ends[k]
    const b = ends[k + 1]
    if (skip?.(a, b)) continue
    c.moveTo(xy[2 * a], xy[2 * a + 1])
    c.lineTo(xy[2 * b], xy[2 * b + 1])
  }
}

/**
 * The width of one device pixel in c's units (1 on a plain canvas, 0.5 on a
 * phone's, drawn at twice its CSS size). A mesh of many links is stroked at
 * most this wide: without a GPU, Chromium draws lines one device pixel wide
 * by a fast path, and wider ones about five times slower (a 40 × 30 cloth:
 * 2 against 10 ms a frame at DPR 2).
 */
export function devicePixel(c) {
  const { a, b } = c.getTransform()
  return 1 / (Math.hypot(a, b) || 1)
}
