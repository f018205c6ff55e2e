// Reference: the pudding post's 1-D mass-spring update (k 64, len 10, m 1,
// d 0.95): accelerate, damp, move. Starts at x = 20, v = 0, dt = 1/60.
export function* springFrames(frames) {
  const k = 64, len = 10, m = 1, d = 0.95, dt = 1 / 60
  let x = 20, v = 0
  for (let frame = 0; frame < frames; frame++) {
    const a = (-(x - len) * k) / m
    v += a * dt
    v *= d
    x += v * dt
    yield Float64Array.of(x, v)
  }
}
