// The scenarios of tests/wasm/native_trajectories.cpp, replayed through the
// JS API. Each yields points() after every frame. Keep both files in step.
export const FRAMES = 3000

function* plain(P, Scene, options) {
  const scene = new P[Scene]({ width: 640, height: 360, ...options })
  try {
    for (let f = 0; f < FRAMES; f++) {
      scene.step()
      yield scene.points()
    }
  } finally {
    scene.delete()
  }
}

function* dragged(P, Scene, options) {
  const scene = new P[Scene]({ width: 640, height: 360, ...options })
  try {
    for (let f = 0; f < FRAMES; f++) {
      if (f === 100) {
        const last = scene.count - 1
        const xy = scene.points()
        scene.grab(xy[2 * last], xy[2 * last + 1])
      }
      if (f > 100 && f < 200) scene.drag(100 + 3 * (f - 100), 300 - 1.5 * (f - 100))
      if (f === 200) scene.release()
      scene.step()
      yield scene.points()
    }
  } finally {
    scene.delete()
  }
}

function* scripted(P, Scene, options, script) {
  const scene = new P[Scene]({ width: 640, height: 360, ...options })
  try {
    for (let f = 0; f < FRAMES; f++) {
      script(scene, f)
      scene.step()
      yield scene.points()
    }
  } finally {
    scene.delete()
  }
}

export const scenarios = {
  'FallingPoint-defaults': (P) => plain(P, 'FallingPoint', {}),
  'FallingPoint-dragged': (P) => dragged(P, 'FallingPoint', {}),
  'Chain-defaults': (P) => plain(P, 'Chain', {}),
  'Chain-options-dragged': (P) => dragged(P, 'Chain', { n: 30, iter: 12, gravity: 0.3 }),
  'EulerChain-defaults': (P) => plain(P, 'EulerChain', {}),
  'Balloon-defaults': (P) => plain(P, 'Balloon', {}),
  'Balloon-options-dragged': (P) => dragged(P, 'Balloon', { count: 40, press: 2, k: 0.4 }),
  'Balloon-odd-dragged': (P) => dragged(P, 'Balloon', { count: 41, press: 2, k: 0.4 }),
  'Cloth-defaults': (P) => plain(P, 'Cloth', {}),
  'Cloth-options-dragged': (P) => dragged(P, 'Cloth', { cols: 10, rows: 8, iter: 7 }),
  'Cloth-odd-dragged': (P) => dragged(P, 'Cloth', { cols: 33, rows: 17, pinEvery: 3, iter: 5 }),
  'Cloth-coincident': (P) =>
    scripted(P, 'Cloth', { cols: 6, rows: 5, spacing: 40, gravity: 0, top: 40, iter: 1 }, (cloth, f) => {
      const held = f < 1500 ? 12 : 16
      if (f === 0 || f === 1500) {
        cloth.release()
        const xy = cloth.points()
        cloth.grab(xy[2 * held], xy[2 * held + 1])
      }
      if (f % 100 === 0) {
        const xy = cloth.points()
        cloth.drag(xy[2 * (held + 1)], xy[2 * (held + 1) + 1])
      }
    }),
  'Arm-moving-target': (P) =>
    scripted(P, 'Arm', {}, (arm, f) => {
      if (f % 50 === 0) arm.setTarget(170 + ((f * 37) % 300), 120 + ((f * 53) % 200))
    }),
  'Spring-defaults-set': (P) =>
    scripted(P, 'Spring', {}, (spring, f) => {
      if (f === 1500) spring.set(25, -3)
    }),
  'Jiggle-poked': (P) =>
    scripted(P, 'Jiggle', {}, (jiggle, f) => {
      if (f === 0) jiggle.poke(0.3, -0.2, 0, 0)
      if (f === 1500) jiggle.poke(0.1, 0.2, 0.5, -0.5)
    }),
}
