// What the contact references (ball_pit.js, jelly_pile.js, drape.js) share,
// as the World has each once: friction's share (core/contacts/friction.hpp),
// the walls' friction once a sub-step, and coming to rest (core/world.cpp).
// Each takes plain numbers or reads a reference's own fields once a call,
// so the hot loops that call frictionShare see one function of numbers.
const REST_MOTION = 0.02 // px a frame (core/world.hpp kRestMotion)
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
