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
