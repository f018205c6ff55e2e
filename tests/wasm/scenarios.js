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

// As tornAndCutCloth() in native_trajectories.cpp: a Cloth that tears past
// 1.6 spacings, its lower corner pulled hard, then cut across.
export const TORN_CLOTH = { cols: 24, rows: 12, iter: 6, tear: 1.6 }
export function tearAndCut(cloth, f) {
  if (f === 100) {
    const last = cloth.count - 1
    const xy = cloth.points()
    cloth.grab(xy[2 * last], xy[2 * last + 1])
  }
  if (f > 100 && f < 220) cloth.drag(320 + 4 * (f - 100), 200 + 2 * (f - 100))
  if (f === 220) cloth.release()
  if (f === 1500) cloth.cut(0, 120, 640, 140)
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
  'Cloth-torn-cut': (P) => scripted(P, 'Cloth', TORN_CLOTH, tearAndCut),
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
  'World-composed': (P) => composedWorld(P),
  'World-contacts': (P) => contactWorld(P),
  'World-jelly-stack': (P) => jellyStack(P),
  'World-crowd': (P) => crowd(P),
  'World-crowd-full': (P) => crowd(P, 300),
  'World-pour': (P) => pour(P),
  'World-drape': (P) => drape(P),
  'World-torn-cloth': (P) => tornCloth(P),
  'World-cut-rope': (P) => cutRope(P),
}

// As composedWorld() in native_trajectories.cpp.
function* composedWorld(P) {
  const world = new P.World({ width: 640, height: 360, iter: 6, damping: 0.995, friction: 0, staticFriction: 0 })
  try {
    for (let i = 0; i < 12; i++) world.addPoint(100 + 12 * i, 30)
    world.pin(0)
    for (let i = 0; i < 11; i++) world.link(i, i + 1, { stiffness: i % 3 === 0 ? 0.6 : 1 })
    const grid = world.count
    for (let r = 0; r < 4; r++) for (let c = 0; c < 5; c++) world.addPoint(300 + 20 * c, 100 + 20 * r)
    const at = (r, c) => grid + r * 5 + c
    for (let r = 0; r < 4; r++) {
      for (let c = 0; c < 5; c++) {
        if (c + 1 < 5) world.link(at(r, c), at(r, c + 1))
        if (r + 1 < 4) world.link(at(r, c), at(r + 1, c))
        if (c + 1 < 5 && r + 1 < 4) world.link(at(r, c), at(r + 1, c + 1), { stiffness: 0.5 })
      }
    }
    const rim = []
    for (let c = 0; c < 5; c++) rim.push(at(0, c))
    for (let r = 1; r < 4; r++) rim.push(at(r, 4))
    for (let c = 3; c >= 0; c--) rim.push(at(3, c))
    for (let r = 2; r >= 1; r--) rim.push(at(r, 0))
    world.pressure(rim, { press: 0.8 })
    const stick = world.count
    for (let i = 0; i < 5; i++) world.addPoint(500 + 15 * i, 60)
    world.pin(stick)
    world.pin(stick + 1)
    for (let i = stick + 1; i < stick + 4; i++) world.link(i, i + 1)
    for (let j = stick + 1; j < stick + 4; j++) world.angle(j - 1, j, j + 1, { stiffness: 0.7 })
    world.angle(stick + 2, stick + 3, stick + 4, { angle: 2.5, stiffness: 0.3 })

    for (let f = 0; f < FRAMES; f++) {
      const xy = world.points()
      if (f === 100) world.grab(xy[2 * at(0, 0)], xy[2 * at(0, 0) + 1])
      if (f > 100 && f < 300) world.drag(320 + f - 100, 80 - 0.2 * (f - 100))
      if (f === 300) world.release(4, -3)
      if (f === 800) world.unpin(stick)
      if (f === 1200) world.pin(5, 200, 40)
      if (f === 1500) {
        const extra = world.addPoint(xy[22] + 10, xy[23])
        world.link(11, extra, { rest: 10 })
        world.link(extra, at(0, 2), { stiffness: 0.2 })
      }
      world.step()
      yield world.points()
    }
  } finally {
    world.delete()
  }
}

// As contactWorld() in native_trajectories.cpp.
function* contactWorld(P) {
  const world = new P.World({ width: 640, height: 360, substeps: 4, iter: 4, friction: 0.3, staticFriction: 0.5, restitution: 0.3 })
  try {
    world.addBox(200, 150, 300, 10, { angle: 0.3, friction: 0.3, staticFriction: 0.5, restitution: 0.3 })
    world.addCircle(420, 220, 25, { friction: 0.1, staticFriction: 0.1, restitution: 0.8 })
    world.addCapsule(480, 120, 560, 120, 3, { friction: 0.3, staticFriction: 0.5, restitution: 0.3 })
    world.addPolygon([270, 340, 330, 340, 320, 300, 280, 300])
    const paddle = world.addBox(100, 300, 300, 10, { friction: 0.6, staticFriction: 0.9, restitution: 0 })
    for (let i = 0; i < 60; i++) world.addPoint(120 + 9 * (i % 20), 20 + 9 * Math.floor(i / 20), { radius: 4, mass: 1 + (i % 3) })
    const first = world.count
    for (let k = 0; k < 4; k++) world.addPoint(400 + 20 * (k % 2), 40 + 20 * Math.floor(k / 2), { radius: 3, group: 7 })
    world.link(first, first + 1, { solid: true })
    world.link(first + 1, first + 3, { solid: true })
    world.link(first + 3, first + 2, { solid: true })
    world.link(first + 2, first, { solid: true })
    world.link(first, first + 3, { stiffness: 0.5 })
    for (let f = 0; f < FRAMES; f++) {
      if (f >= 500 && f < 1000) world.moveShape(paddle, 100 + 0.6 * (f - 500), 300, 0.002 * (f - 500))
      if (f === 1500) world.removeShape(1)
      world.step()
      yield world.points()
    }
  } finally {
    world.delete()
  }
}

// As jellyStack() in native_trajectories.cpp.
function* jellyStack(P) {
  const world = new P.World({ width: 640, height: 360, substeps: 4, iter: 6 })
  const side = 4
  try {
    for (let j = 0; j < 3; j++) {
      const first = world.count
      for (let r = 0; r < side; r++) {
        for (let c = 0; c < side; c++) world.addPoint(280 + 12 * j + 16 * c, 240 - 70 * j + 16 * r, { radius: 4 })
      }
      const at = (r, c) => first + r * side + c
      for (let r = 0; r < side; r++) {
        for (let c = 0; c < side; c++) {
          if (c + 1 < side) world.link(at(r, c), at(r, c + 1), { stiffness: 0.5, solid: r === 0 || r === side - 1 })
          if (r + 1 < side) world.link(at(r, c), at(r + 1, c), { stiffness: 0.5, solid: c === 0 || c === side - 1 })
          if (c + 1 < side && r + 1 < side) {
            world.link(at(r, c), at(r + 1, c + 1), { stiffness: 0.5 })
            world.link(at(r, c + 1), at(r + 1, c), { stiffness: 0.5 })
          }
        }
      }
      const rim = []
      for (let c = 0; c < side; c++) rim.push(at(0, c))
      for (let r = 1; r < side; r++) rim.push(at(r, side - 1))
      for (let c = side - 2; c >= 0; c--) rim.push(at(side - 1, c))
      for (let r = side - 2; r >= 1; r--) rim.push(at(r, 0))
      world.pressure(rim, { press: 1 })
    }
    for (let f = 0; f < FRAMES; f++) {
      world.step()
      yield world.points()
    }
  } finally {
    world.delete()
  }
}

// As crowd() in native_trajectories.cpp.
function* crowd(P, maxContacts) {
  const world = new P.World({ width: 640, height: 360, substeps: 8, iter: 2, friction: 0.3, staticFriction: 0.5, restitution: 0.4, maxContacts })
  try {
    for (let k = 0; k < 14; k++) world.pin(world.addPoint(40 + 15 * k, 150, { radius: 5 }))
    for (let i = 0; i < 600; i++) {
      world.addPoint(80 + 8 * (i % 60), 20 + 8 * Math.floor(i / 60), { radius: i % 3 === 0 ? 3 : 2, mass: 1 + (i % 2) })
    }
    const wide = world.addPoint(320, 300, { radius: 30, mass: 10 })
    for (let k = 0; k < 10; k++) world.addPoint(60 + 3 * k, 60 + 9 * k, { radius: 4, group: 5 })
    for (let f = 0; f < FRAMES; f++) {
      if (f % 600 === 300) world.grab(world.points()[2 * wide], world.points()[2 * wide + 1])
      if (f % 600 === 301) world.release(-30, -80)
      world.step()
      yield world.points()
    }
  } finally {
    world.delete()
  }
}

// As pour() in native_trajectories.cpp.
function* pour(P) {
  const world = new P.World({ width: 640, height: 360, substeps: 6, iter: 1, friction: 0.3, staticFriction: 0.5, restitution: 0 })
  try {
    for (let i = 0; i < 400; i++) {
      const row = Math.floor(i / 40)
      world.addPoint(20 + 15 * (i % 40) + 3 * (row % 2), 10 + 9 * row, { radius: i % 5 === 0 ? 3 : 4, mass: i % 7 === 0 ? 2 : 1 })
    }
    for (let f = 0; f < FRAMES; f++) {
      if (f === 1500) world.grab(world.points()[0], world.points()[1])
      if (f === 1501) world.release(0, 60)
      world.step()
      yield world.points()
    }
  } finally {
    world.delete()
  }
}

// As drape() in native_trajectories.cpp.
function* drape(P) {
  const world = new P.World({ width: 640, height: 360, substeps: 4, iter: 4 })
  const cols = 20
  const rows = 10
  try {
    const ball = world.addCircle(320, 230, 40)
    for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) world.addPoint(225 + 10 * c, 60 + 10 * r, { radius: 3, group: 5 })
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const i = r * cols + c
        if (c + 1 < cols) world.link(i, i + 1)
        if (r + 1 < rows) world.link(i, i + cols)
      }
    }
    for (let f = 0; f < FRAMES; f++) {
      if (f >= 1500 && f < 2000) world.moveShape(ball, 320 + 0.2 * (f - 1500), 230, 0)
      world.step()
      yield world.points()
    }
  } finally {
    world.delete()
  }
}

// As tornCloth() in native_trajectories.cpp.
function* tornCloth(P) {
  const world = new P.World({ width: 640, height: 360, iter: 6 })
  const cols = 24
  const rows = 12
  try {
    for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) world.addPoint(200 + 10 * c, 30 + 10 * r)
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const i = r * cols + c
        if (c + 1 < cols) world.link(i, i + 1, { breakAt: 1.4 })
        if (r + 1 < rows) world.link(i, i + cols, { breakAt: 1.4 })
      }
    }
    for (let c = 0; c < cols; c += 4) world.pin(c)
    for (let f = 0; f < FRAMES; f++) {
      if (f === 100) world.grab(world.points()[2 * 276], world.points()[2 * 276 + 1])
      if (f > 100 && f < 220) world.drag(320 + 2 * (f - 100), 150 + 1.5 * (f - 100))
      if (f === 220) world.release()
      world.step()
      yield world.points()
    }
  } finally {
    world.delete()
  }
}

// As cutRope() in native_trajectories.cpp.
function* cutRope(P) {
  const world = new P.World({ width: 640, height: 360 })
  try {
    for (let i = 0; i < 20; i++) world.addPoint(320 + 8 * i, 40)
    for (let i = 0; i + 1 < 20; i++) world.link(i, i + 1)
    world.pin(0)
    for (let f = 0; f < FRAMES; f++) {
      if (f === 500) world.cut(250, 120, 400, 110)
      world.step()
      yield world.points()
    }
  } finally {
    world.delete()
  }
}
