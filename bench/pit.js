// The ball pit's two starting piles, the same for every subject, and how
// far its disks sink into each other.

// Poured: a loose grid, rows 2r + 1 apart and every other one shifted, the
// lowest on the floor (the native pile test's layout, core's pile_test.cpp);
// the rest fall onto it.
export function pouredPile({ width, height, radius: r, count }) {
  const gap = 2 * r + 1
  const perRow = Math.floor((width - 2 * r - 4) / gap) + 1
  const x = new Float64Array(count)
  const y = new Float64Array(count)
  for (let i = 0; i < count; i++) {
    const row = Math.floor(i / perRow)
    x[i] = r + 2 + gap * (i % perRow) + 2 * (row % 2)
    y[i] = height - r - gap * row
  }
  return { x, y }
}

// Settled: the densest pile, rows of touching disks on the floor, each row
// in the hollows of the one below. A poured pile takes hundreds of frames to
// settle, seconds to a minute of stepping for each subject of every
// repetition; this one is settled from its first frame.
export function settledPile({ width, height, radius: r, count }) {
  const rise = Math.sqrt(3) * r
  const x = new Float64Array(count)
  const y = new Float64Array(count)
  for (let i = 0, row = 0, along = 0; i < count; ) {
    const at = r + (row % 2) * r + 2 * r * along
    if (at > width - r) {
      row++
      along = 0
      continue
    }
    x[i] = at
    y[i] = height - r - rise * row
    i++
    along++
  }
  return { x, y }
}

// The deepest that two disks of radius r overlap, in radii; points are
// x0, y0, x1, y1, ... Disks sorted by x, each against those within 2r to
// its right.
export function largestOverlap(points, r) {
  const n = points.length / 2
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => points[2 * a] - points[2 * b])
  const touch = 2 * r
  let deepest = 0
  for (let s = 0; s < n; s++) {
    const a = order[s]
    for (let t = s + 1; t < n; t++) {
      const b = order[t]
      const dx = points[2 * b] - points[2 * a]
      if (dx >= touch) break
      const dy = points[2 * b + 1] - points[2 * a + 1]
      if (Math.abs(dy) < touch) deepest = Math.max(deepest, touch - Math.sqrt(dx * dx + dy * dy))
    }
  }
  return deepest / r
}
