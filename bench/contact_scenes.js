// The jelly pile and the drape: each scene's settings, the World a user
// would make of it with the builders (passed in, so that the bench uses the
// package's own), and what its JS reference is made from.

// 100 jellies of 5 x 5 points (the builder's defaults: 16 px apart, links
// of stiffness 0.5, a pressure body round the rim) with disks of radius 3,
// so their rims are solid, in ten rows of ten, every other row shifted by
// half a jelly, 24 px apart, the lowest just off the floor: each row falls
// onto the two below it. The walls are the box; four sub-steps, as the
// playground has.
export const JELLY_PILE = {
  width: 840, height: 1000, substeps: 4, iter: 8, gravity: 0.5, friction: 0.3, staticFriction: 0.5,
  cols: 5, rows: 5, spacing: 16, stiffness: 0.5, press: 1, radius: 3,
  jellies: 100, perRow: 10, pitchX: 80, pitchY: 88,
}

// The top-left corner of each jelly, [x0, y0, x1, y1, ...].
export function jellyCorners({ height, spacing, rows, jellies, perRow, pitchX, pitchY }) {
  const corners = []
  const tall = (rows - 1) * spacing
  for (let j = 0; j < jellies; j++) {
    const row = Math.floor(j / perRow)
    corners.push(8 + pitchX * (j % perRow) + (pitchX / 2) * (row % 2), height - 4 - tall - pitchY * row)
  }
  return corners
}

// The pile's points, links and rims as the jelly builder adds them (the
// same order, so the same indices): [x, y] of every point, [a0, b0, ...] of
// every link with a 1 in solid for a rim link, and each rim's points.
export function jellyPileParts(scene = JELLY_PILE) {
  const { cols, rows, spacing } = scene
  const corners = jellyCorners(scene)
  const x = []
  const y = []
  const ends = []
  const solid = []
  const rings = []
  for (let j = 0; j < corners.length; j += 2) {
    const first = x.length
    const at = (r, c) => first + r * cols + c
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        x.push(corners[j] + c * spacing)
        y.push(corners[j + 1] + r * spacing)
      }
    }
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        if (c + 1 < cols) ends.push(at(r, c), at(r, c + 1)), solid.push(r === 0 || r === rows - 1 ? 1 : 0)
        if (r + 1 < rows) ends.push(at(r, c), at(r + 1, c)), solid.push(c === 0 || c === cols - 1 ? 1 : 0)
        if (c + 1 < cols && r + 1 < rows) ends.push(at(r, c), at(r + 1, c + 1), at(r, c + 1), at(r + 1, c)), solid.push(0, 0)
      }
    }
    const rim = []
    for (let c = 0; c < cols; c++) rim.push(at(0, c))
    for (let r = 1; r < rows; r++) rim.push(at(r, cols - 1))
    for (let c = cols - 2; c >= 0; c--) rim.push(at(rows - 1, c))
    for (let r = rows - 2; r >= 1; r--) rim.push(at(r, 0))
    rings.push(rim)
  }
  return { x, y, ends, solid, rings }
}

export function jellyPileWorld(P, { jelly }, scene = JELLY_PILE) {
  const { width, height, substeps, iter, gravity, friction, staticFriction, cols, rows, spacing, stiffness, press, radius } = scene
  const world = new P.World({ width, height, substeps, iter, gravity, friction, staticFriction, maxPoints: scene.jellies * cols * rows })
  const corners = jellyCorners(scene)
  for (let j = 0; j < corners.length; j += 2) {
    jelly(world, { x: corners[j], y: corners[j + 1], cols, rows, spacing, stiffness, press, radius })
  }
  return world
}

// How deep the pile's jellies sink into each other, in radii: the deepest
// that a disk overlaps a disk of another jelly or one of its solid links
// (the capsule the link's disks sweep); points are x0, y0, x1, y1, ...
// Each jelly is cols x rows points in a row, as jellyPileParts lays them.
export function jellyPileOverlap(points, { ends, solid }, scene = JELLY_PILE) {
  const { cols, rows, radius: r } = scene
  const jellyOf = (i) => Math.floor(i / (cols * rows))
  const touch = 2 * r
  const n = points.length / 2
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => points[2 * a] - points[2 * b])
  const xs = Float64Array.from(order, (i) => points[2 * i])
  // The first of order whose x is at least x.
  const from = (x) => {
    let lo = 0
    let hi = n
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (xs[mid] < x) lo = mid + 1
      else hi = mid
    }
    return lo
  }
  let deepest = 0
  for (let l = 0; l < solid.length; l++) {
    if (!solid[l]) continue
    const a = ends[2 * l]
    const b = ends[2 * l + 1]
    const [xa, ya, xb, yb] = [points[2 * a], points[2 * a + 1], points[2 * b], points[2 * b + 1]]
    const ex = xb - xa
    const ey = yb - ya
    const ee = ex * ex + ey * ey
    for (let s = from(Math.min(xa, xb) - touch); s < n && xs[s] <= Math.max(xa, xb) + touch; s++) {
      const q = order[s]
      if (jellyOf(q) === jellyOf(a)) continue
      const t = ee > 0 ? Math.min(1, Math.max(0, ((points[2 * q] - xa) * ex + (points[2 * q + 1] - ya) * ey) / ee)) : 0
      deepest = Math.max(deepest, touch - Math.hypot(points[2 * q] - xa - ex * t, points[2 * q + 1] - ya - ey * t))
    }
  }
  for (let s = 0; s < n; s++) {
    const a = order[s]
    for (let t = s + 1; t < n && xs[t] - xs[s] < touch; t++) {
      const b = order[t]
      if (jellyOf(a) === jellyOf(b)) continue
      deepest = Math.max(deepest, touch - Math.hypot(points[2 * b] - points[2 * a], points[2 * b + 1] - points[2 * a + 1]))
    }
  }
  return deepest / r
}

// The drape sketch (web/sketches/drape.js) at its gallery size, 640 x 360:
// a 40 x 20 cloth of disks of radius 3, 7 px apart, nothing pinned, falling
// from near the top onto a static ball of radius 50; four sub-steps of four
// relaxations.
export const DRAPE = {
  width: 640, height: 360, substeps: 4, iter: 4, gravity: 0.5, friction: 0.3, staticFriction: 0.5, maxPoints: 1200,
}

// What the sketch works out from its size: the ball and the cloth (the
// builder's options).
export function drapeLayout({ width, height }) {
  const u = height / 360
  const spacing = 7 * u
  const cols = Math.min(40, Math.floor((width * 0.8) / spacing))
  return {
    ball: { x: width / 2, y: height * 0.62, r: 50 * u },
    cloth: { cols, rows: 20, spacing, pinEvery: 0, radius: 3 * u, x: (width - (cols - 1) * spacing) / 2, y: height * 0.05 },
  }
}

export function drapeWorld(P, { cloth }, scene = DRAPE) {
  const { width, height, substeps, iter, gravity, friction, staticFriction, maxPoints } = scene
  const world = new P.World({ width, height, substeps, iter, gravity, friction, staticFriction, maxPoints })
  const layout = drapeLayout(scene)
  world.addCircle(layout.ball.x, layout.ball.y, layout.ball.r)
  cloth(world, layout.cloth)
  return world
}

// The cloth's points and links as the cloth builder adds them.
export function drapeParts(scene = DRAPE) {
  const { ball, cloth } = drapeLayout(scene)
  const { cols, rows, spacing } = cloth
  const x = []
  const y = []
  const ends = []
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      x.push(cloth.x + c * spacing)
      y.push(cloth.y + r * spacing)
    }
  }
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (c + 1 < cols) ends.push(r * cols + c, r * cols + c + 1)
      if (r + 1 < rows) ends.push(r * cols + c, (r + 1) * cols + c)
    }
  }
  return { x, y, ends, radius: cloth.radius, ball }
}
