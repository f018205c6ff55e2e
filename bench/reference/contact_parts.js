// What the jelly pile's and the drape's references share, as the previous
// World had each once: the grid (a counting sort each sub-step), the walls'
// contacts and clamp, friction's share, the walls' friction once a sub-step,
// and coming to rest. Each takes plain numbers or reads a
// reference's fields once a call, so the hot loops that call frictionShare
// see one function of numbers, and the others loop over typed arrays.
const REST_MOTION = 0.02 // px a frame (core/world/world.hpp kRestMotion)
const REST_FRAMES = 60

// The share (0 to 1) of the slide (tx, ty) that friction takes away, with
// reach push: held below staticFriction (still), else shortened by friction (kinetic).
export function frictionShare(tx, ty, push, kinetic, still) {
  const slide2 = tx * tx + ty * ty
  const hold = still * push
  if (slide2 < hold * hold) return 1
  if (!(slide2 > 0)) return 0
  const share = (kinetic * push) / Math.sqrt(slide2)
  return share < 1 ? share : 1
}

// The walls' friction, once a sub-step, reaching as far as each was pressed.
export function rubWalls(ref) {
  const { x, y, px, py, walls, wallPoint, wallNx, wallNy, wallPush, friction, staticFriction } = ref
  for (let k = 0; k < walls; k++) {
    const q = wallPoint[k]
    const nx = wallNx[k]
    const ny = wallNy[k]
    const mx = x[q] - px[q]
    const my = y[q] - py[q]
    const along = mx * nx + my * ny
    const tx = mx - along * nx
    const ty = my - along * ny
    const share = frictionShare(tx, ty, wallPush[k], friction, staticFriction)
    x[q] -= tx * share
    y[q] -= ty * share
  }
}

// A world still for REST_FRAMES frames rests, its velocities gone.
export function watchForRest(ref) {
  const { x, y, lastX, lastY, n } = ref
  let moved = 0
  for (let i = 0; i < n; i++) {
    const along = Math.max(Math.abs(x[i] - lastX[i]), Math.abs(y[i] - lastY[i]))
    if (along > moved) moved = along
    lastX[i] = x[i]
    lastY[i] = y[i]
  }
  ref.quietFrames = moved <= REST_MOTION ? ref.quietFrames + 1 : 0
  if (ref.quietFrames >= REST_FRAMES) {
    ref.resting = true
    ref.px.set(x)
    ref.py.set(y)
  }
}

// The links of ends [a0, b0, ...] coloured as LinkSets colours them (each
// the first colour free at both its ends, in the order added) and laid out
// colour by colour in linkA, linkB and linkRest (the distances now).
export function layLinks(ref, ends, name) {
  const links = ends.length / 2
  const coloursAt = new Int32Array(ref.n)
  const colourOf = new Int32Array(links)
  let colours = 0
  for (let l = 0; l < links; l++) {
    const taken = coloursAt[ends[2 * l]] | coloursAt[ends[2 * l + 1]]
    let colour = 0
    while (taken & (1 << colour)) colour++
    if (colour > 30) throw new RangeError(`${name}: a point with over 30 links`)
    coloursAt[ends[2 * l]] |= 1 << colour
    coloursAt[ends[2 * l + 1]] |= 1 << colour
    colourOf[l] = colour
    colours = Math.max(colours, colour + 1)
  }
  ref.linkA = new Int32Array(links)
  ref.linkB = new Int32Array(links)
  ref.linkRest = new Float64Array(links)
  let at = 0
  for (let c = 0; c < colours; c++) {
    for (let l = 0; l < links; l++) {
      if (colourOf[l] !== c) continue
      const a = ends[2 * l]
      const b = ends[2 * l + 1]
      const dx = ref.x[b] - ref.x[a]
      const dy = ref.y[b] - ref.y[a]
      ref.linkA[at] = a
      ref.linkB[at] = b
      ref.linkRest[at] = Math.sqrt(dx * dx + dy * dy)
      at++
    }
  }
}

// What every contact reference starts from: the canvas, the disks' radius,
// the sub-steps and relaxations, gravity per sub-step, the walls' and
// disks' friction, and the points at rest (x, y and where they were, px, py).
export function layPoints(ref, { width, height, substeps, iter, radius, x, y, gravity, friction, staticFriction }) {
  ref.n = x.length
  ref.width = width
  ref.height = height
  ref.radius = radius
  ref.substeps = substeps
  ref.iter = iter
  ref.gravity = substepGravity(gravity, substeps)
  ref.friction = friction
  ref.staticFriction = staticFriction
  ref.x = Float64Array.from(x)
  ref.y = Float64Array.from(y)
  ref.px = Float64Array.from(x)
  ref.py = Float64Array.from(y)
}

// Gravity in px per sub-step², as World::step divides a frame's: a sub-step
// is 1/substeps of a frame, so it takes 1/substeps² of the acceleration (and
// 1 sub-step keeps the frame's own value to the bit).
export function substepGravity(gravity, substeps) {
  return substeps === 1 ? gravity : gravity / (substeps * substeps)
}

// Verlet motion with damping `keep` (the share of velocity kept) and gravity.
export function integrate(ref, keep) {
  const { x, y, px, py, n, gravity } = ref
  for (let i = 0; i < n; i++) {
    const xi = x[i]
    const yi = y[i]
    const vx = (xi - px[i]) * keep
    const vy = (yi - py[i]) * keep
    px[i] = xi
    py[i] = yi
    x[i] = xi + vx
    y[i] = yi + (vy + gravity)
  }
}

// CellGrid::lay: cells at least a pair's reach wide, no more of them than
// four a point (from 1024 to 2^20).
export function layGrid(ref, maxPoints) {
  const { width, height } = ref
  const maxCells = Math.min(Math.max(4 * maxPoints, 1024), 2 ** 20)
  const size = 2 * ref.radius + ref.margin
  const least = Math.sqrt((width * height) / maxCells)
  let side = size > least ? size : least
  for (;;) {
    ref.cols = Math.trunc(width / side) + 1
    ref.rows = Math.trunc(height / side) + 1
    if (ref.cols * ref.rows <= maxCells) break
    side *= 1.25
  }
  ref.inverse = 1 / side
}

// A stable counting sort (CellGrid::sort): cellStart[c] up to
// cellStart[c + 1] are cell c's disks in sorted, in index order.
export function sortIntoCells(ref) {
  const { x, y, n, cols, rows, inverse, cellStart: start, cellOf, sorted } = ref
  const cells = cols * rows
  const lastCol = cols - 1
  const lastRow = rows - 1
  start.fill(0)
  for (let i = 0; i < n; i++) {
    const u = x[i] * inverse
    const v = y[i] * inverse
    const col = u >= 1 ? (u < lastCol ? Math.trunc(u) : lastCol) : 0
    const row = v >= 1 ? (v < lastRow ? Math.trunc(v) : lastRow) : 0
    const cell = row * cols + col
    cellOf[i] = cell
    start[cell + 1]++
  }
  for (let c = 0; c < cells; c++) start[c + 1] += start[c]
  // start[c + 1], cell c's end, is its cursor from the back down to its start.
  for (let i = n - 1; i >= 0; i--) sorted[--start[cellOf[i] + 1]] = i
  start.copyWithin(0, 1)
  start[cells] = n
}

// The walls each disk is pressed past, with the inward normal and how far,
// listed in the reference's wall arrays; past `room` of them, counted dropped.
export function findWallContacts(ref, room) {
  const { x, y, n, radius: r } = ref
  const highX = ref.width - r
  const highY = ref.height - r
  ref.walls = 0
  for (let q = 0; q < n; q++) {
    const xq = x[q]
    const yq = y[q]
    if (xq < r) addWall(ref, room, q, 1, 0, r - xq)
    if (xq > highX) addWall(ref, room, q, -1, 0, xq - highX)
    if (yq < r) addWall(ref, room, q, 0, 1, r - yq)
    if (yq > highY) addWall(ref, room, q, 0, -1, yq - highY)
  }
}

function addWall(ref, room, q, nx, ny, push) {
  const k = ref.walls
  if (k === room) {
    ref.dropped++
    return
  }
  ref.wallPoint[k] = q
  ref.wallNx[k] = nx
  ref.wallNy[k] = ny
  ref.wallPush[k] = push
  ref.walls = k + 1
}

// The walls' clamp: every disk kept its radius inside the canvas.
export function clamp(ref) {
  const { x, y, n, radius: r } = ref
  const highX = ref.width - r
  const highY = ref.height - r
  for (let i = 0; i < n; i++) {
    const xi = x[i]
    const yi = y[i]
    if (xi < r) x[i] = r
    else if (xi > highX) x[i] = highX
    if (yi < r) y[i] = r
    else if (yi > highY) y[i] = highY
  }
}

// Each pair of disks of mass 1 pushed apart to touching, half each, with
// its friction; the pair's ends are kept in locals from its first load to
// its last store, so V8 does not load them again after the stores.
export function relaxPairs(ref) {
  const { x, y, px, py, pairs, pairA, pairB, pairNx, pairNy, pairPush, friction, staticFriction } = ref
  const touch = ref.radius + ref.radius
  const touching = touch * touch
  for (let k = 0; k < pairs; k++) {
    const a = pairA[k]
    const b = pairB[k]
    let xa = x[a]
    let ya = y[a]
    let xb = x[b]
    let yb = y[b]
    const dx = xb - xa
    const dy = yb - ya
    const dd = dx * dx + dy * dy
    if (dd >= touching) continue
    const d = Math.sqrt(dd)
    const inverse = d > 0 ? 1 / d : 0
    const nx = d > 0 ? dx * inverse : pairNx[k]
    const ny = d > 0 ? dy * inverse : pairNy[k]
    const depth = touch - d
    xa -= nx * depth * 0.5
    ya -= ny * depth * 0.5
    xb += nx * depth * 0.5
    yb += ny * depth * 0.5
    pairNx[k] = nx
    pairNy[k] = ny
    pairPush[k] += depth
    // Friction: b's motion over the sub-step seen from a, along the tangent.
    const mx = xb - px[b] - (xa - px[a])
    const my = yb - py[b] - (ya - py[a])
    const along = mx * nx + my * ny
    const tx = mx - along * nx
    const ty = my - along * ny
    const share = frictionShare(tx, ty, depth, friction, staticFriction)
    x[a] = xa + tx * share * 0.5
    y[a] = ya + ty * share * 0.5
    x[b] = xb - tx * share * 0.5
    y[b] = yb - ty * share * 0.5
  }
}

// Restitution 0: a wall contact left separating stops, by moving the
// position a sub-step ago.
export function stopWalls(ref) {
  const { x, y, px, py, walls, wallPoint, wallNx, wallNy } = ref
  for (let k = 0; k < walls; k++) {
    const q = wallPoint[k]
    const nx = wallNx[k]
    const ny = wallNy[k]
    const now = (x[q] - px[q]) * nx + (y[q] - py[q]) * ny
    if (!(now > 0)) continue
    px[q] += nx * now
    py[q] += ny * now
  }
}

// The same for a pair of disks that pushed this sub-step, half each.
export function stopPairs(ref) {
  const { x, y, px, py, pairs, pairA, pairB, pairNx, pairNy, pairPush } = ref
  for (let k = 0; k < pairs; k++) {
    if (!(pairPush[k] > 0)) continue
    const a = pairA[k]
    const b = pairB[k]
    const nx = pairNx[k]
    const ny = pairNy[k]
    const now = (x[b] - px[b] - (x[a] - px[a])) * nx + (y[b] - py[b] - (y[a] - py[a])) * ny
    if (!(now > 0)) continue
    const change = -now * 0.5
    px[a] += nx * change
    py[a] += ny * change
    px[b] -= nx * change
    py[b] -= ny * change
  }
}

// The centres as x0, y0, x1, y1, ..., as a World's points() gives them.
export function positions(ref) {
  const out = new Float64Array(2 * ref.n)
  for (let i = 0; i < ref.n; i++) {
    out[2 * i] = ref.x[i]
    out[2 * i + 1] = ref.y[i]
  }
  return out
}

// Pressure bodies (AreaBodies): each ring's points, laid end to end in ring
// with ringStart[b] its first, and its area now as its target.
export function layBodies(ref, rings, press) {
  ref.bodies = rings.length
  ref.ringStart = new Int32Array(rings.length + 1)
  for (let b = 0; b < rings.length; b++) ref.ringStart[b + 1] = ref.ringStart[b] + rings[b].length
  ref.ring = Int32Array.from(rings.flat())
  ref.press = press
  ref.target = new Float64Array(rings.length)
  for (let b = 0; b < rings.length; b++) {
    const area = signedArea(ref, ref.ringStart[b], ref.ringStart[b + 1])
    ref.target[b] = area < 0 ? -area : area
  }
}

// The signed area of the ring's points ring[from, to).
function signedArea(ref, from, to) {
  const { x, y, ring } = ref
  let twice = 0
  for (let p = from; p < to; p++) {
    const a = ring[p]
    const b = ring[p + 1 < to ? p + 1 : from]
    twice += x[a] * y[b] - x[b] * y[a]
  }
  return twice / 2
}

// Each ring moved along its area's gradient (taken at the ring as it was) by
// the share press of the step that would restore its area.
export function relaxBodies(ref) {
  const { x, y, ring, ringStart, target, press } = ref
  for (let body = 0; body < ref.bodies; body++) {
    const from = ringStart[body]
    const to = ringStart[body + 1]
    const area = signedArea(ref, from, to)
    const sign = area < 0 ? -1 : 1
    let weight = 0
    for (let p = from; p < to; p++) {
      const before = ring[p === from ? to - 1 : p - 1]
      const after = ring[p + 1 < to ? p + 1 : from]
      const gx = 0.5 * (y[after] - y[before])
      const gy = 0.5 * (x[before] - x[after])
      weight += gx * gx + gy * gy
    }
    if (weight === 0) continue
    const step = ((press * (target[body] - sign * area)) / weight) * sign
    let beforeX = x[ring[to - 1]]
    let beforeY = y[ring[to - 1]]
    const firstX = x[ring[from]]
    const firstY = y[ring[from]]
    for (let p = from; p < to; p++) {
      const at = ring[p]
      const last = p + 1 === to
      const afterX = last ? firstX : x[ring[p + 1]]
      const afterY = last ? firstY : y[ring[p + 1]]
      const gx = 0.5 * (afterY - beforeY)
      const gy = 0.5 * (beforeX - afterX)
      beforeX = x[at]
      beforeY = y[at]
      x[at] += step * gx
      y[at] += step * gy
    }
  }
}
