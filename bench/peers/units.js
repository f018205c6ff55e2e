// The pit is measured in px and frames of 1/60 s; the peers step 1/60 s a frame.
export const FRAMES_PER_SECOND = 60
// Box2D and Rapier are tuned for metres, moving bodies from 0.1 to 10 m: at
// 10 px a metre the pit's disks are 0.3 to 0.4 m.
export const PIXELS_PER_METRE = 10
// px per frame² into px per s².
export const perSecondSquared = (gravity) => gravity * FRAMES_PER_SECOND ** 2

// The pit's four walls for a peer in metres, as boxes outside the w × h box,
// thick enough that nothing is pushed through: [centre x, centre y, half
// width, half height] each.
const WALL = 10 // m
export const wallBoxes = (w, h) => [
  [w / 2, h + WALL, w / 2 + 2 * WALL, WALL],
  [w / 2, -WALL, w / 2 + 2 * WALL, WALL],
  [-WALL, h / 2, WALL, h / 2],
  [w + WALL, h / 2, WALL, h / 2],
]
