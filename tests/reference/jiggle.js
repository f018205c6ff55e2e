// Reference: the pudding post's Puddinizer update: damp the velocity, then
// accelerate toward the origin, then move; dt = 1/fps. Poked once at the
// start with (px, py, vx, vy) = (0.3, -0.2, 0, 0); purupuru's defaults
// k 400, m 1, d 0.9, fps 60.
export function* jiggleFrames(frames) {
  const k = 400, m = 1, d = 0.9, dt = 1 / 60
  let px = 0.3, py = -0.2, vx = 0, vy = 0
  for (let frame = 0; frame < frames; frame++) {
    const ax = (-px * k) / m
    const ay = (-py * k) / m
    vx *= d
    vy *= d
    vx += ax * dt
    vy += ay * dt
    px += vx * dt
    py += vy * dt
    yield Float64Array.of(px, py, vx, vy)
  }
}
