// Bad input throws a TypeError or RangeError naming the option, leaves
// nothing allocated, and the module keeps working, also after 100000
// rejections in a row.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { load } from '../../js/node.js'
import { sceneNames } from '../support/registry.js'

const P = await load()
const size = { width: 640, height: 360 }
const kinds = sceneNames(P)

// The option names of a scene, read from its documentation-facing error.
function optionNames(kind) {
  try {
    new P[kind]({ ...size, notAnOption: 1 })
  } catch (error) {
    return error.message.match(/known: (.*)\)/)[1].split(', ').filter((n) => n !== 'width' && n !== 'height')
  }
  throw new Error('unknown option was accepted')
}

const bad = [
  [NaN, RangeError],
  [Infinity, RangeError],
  [-Infinity, RangeError],
  [-1e9, RangeError],
  ['3', TypeError],
  [null, TypeError],
  [{}, TypeError],
  [true, TypeError],
]

for (const kind of kinds) {
  test(`${kind}: every option refuses NaN, Infinity, negatives and non-numbers by name`, () => {
    const names = optionNames(kind)
    assert.ok(names.length >= 4, `${kind} lists its options`)
    for (const name of names) {
      for (const [value, type] of bad) {
        assert.throws(
          () => new P[kind]({ ...size, [name]: value }),
          (error) => error instanceof type && error.message.startsWith(`${kind}: ${name} must be`),
          `${kind} ${name} = ${String(value)}`,
        )
      }
    }
  })

  test(`${kind}: an unknown option name is refused and the known ones listed`, () => {
    assert.throws(() => new P[kind]({ ...size, iterations: 4 }), {
      name: 'TypeError',
      message: new RegExp(`^${kind}: unknown option 'iterations' \\(known: width, height, `),
    })
  })
}

test('the issue\'s example message', () => {
  assert.throws(() => new P.Chain({ ...size, iter: -3 }), {
    name: 'RangeError',
    message: 'Chain: iter must be an integer from 1 to 1000, got -3',
  })
  assert.throws(() => new P.Chain({ ...size, n: 2.5 }), {
    name: 'RangeError',
    message: 'Chain: n must be an integer from 2 to 10000, got 2.5',
  })
})

test('sizes are required for spatial scenes and checked', () => {
  assert.throws(() => new P.Chain(), { name: 'TypeError', message: /Chain: width is required/ })
  assert.throws(() => new P.Chain({ width: 640 }), { name: 'TypeError', message: /height is required/ })
  assert.throws(() => new P.Cloth({ width: -5, height: 3 }), { name: 'RangeError', message: /Cloth: width must be a number from 1/ })
  assert.throws(() => new P.Chain('big'), { name: 'TypeError', message: /options must be an object/ })
  assert.throws(() => new P.Chain([640, 360]), TypeError)
})

test('a 100000 x 100000 cloth is refused without allocating it', () => {
  const before = P.memoryBytes()
  assert.throws(() => new P.Cloth({ ...size, cols: 100000, rows: 100000 }), { name: 'RangeError', message: /Cloth: cols must be an integer/ })
  assert.throws(() => new P.Cloth({ ...size, cols: 1000, rows: 1000 }), {
    name: 'RangeError',
    message: 'Cloth: cols * rows must be at most 250000, got 1000000',
  })
  assert.throws(() => new P.Balloon({ ...size, margin: 200 }), {
    name: 'RangeError',
    message: "Balloon: margin must be less than half the canvas's smaller side, got 200",
  })
  assert.equal(P.memoryBytes(), before)
})

test('the module still works after 100000 rejected constructions in a row', () => {
  const before = P.memoryBytes()
  for (let i = 0; i < 100000; i++) {
    try {
      new P.Balloon({ ...size, k: i % 2 ? NaN : -1 })
      assert.fail('accepted a bad option')
    } catch (error) {
      if (!(error instanceof RangeError)) throw error
    }
  }
  assert.equal(P.memoryBytes(), before, 'rejections leave nothing behind')
  const chain = new P.Chain(size)
  for (let f = 0; f < 100; f++) chain.step()
  assert.ok(chain.points().every(Number.isFinite))
  chain.delete()
})

test('bad arguments to methods are refused by name', () => {
  const chain = new P.Chain(size)
  assert.throws(() => chain.grab('a', 1), { name: 'TypeError', message: 'Chain.grab: x must be a number, got the string \'a\'' })
  assert.throws(() => chain.drag(1, NaN), { name: 'RangeError', message: 'Chain.drag: y must be finite, got NaN' })
  chain.step()
  assert.ok(chain.points().every(Number.isFinite))
  chain.delete()
})

test('messages describe what was given plainly, and quote option names', () => {
  const chain = new P.Chain(size)
  assert.throws(() => chain.grab(), { message: 'Chain.grab: x must be a number, got undefined' })
  assert.throws(() => chain.drag(1, () => 1), { message: 'Chain.drag: y must be a number, got a function' })
  assert.throws(() => chain.getOption('nope'), { name: 'TypeError', message: "Chain: no option named 'nope'" })
  assert.throws(() => chain.getOption(), { name: 'TypeError', message: 'Chain: no option named undefined' })
  assert.throws(() => new P.Chain({ ...size, n: null }), { message: 'Chain: n must be a number, got null' })
  chain.delete()
})

// As the World takes its own, and as TypeScript's optional options allow
// ({ n: props.n } with no n given): undefined is the default.
test('an option given as undefined takes its default; an unknown one is still refused', () => {
  const chain = new P.Chain({ ...size, n: undefined, iter: undefined })
  assert.deepEqual([chain.getOption('n'), chain.getOption('iter')], [14, 4])
  chain.delete()
  assert.throws(() => new P.Chain({ width: undefined, height: 360 }), { name: 'TypeError', message: 'Chain: width is required (the canvas size in CSS pixels)' })
  assert.throws(() => new P.Chain({ ...size, nn: undefined }), { name: 'TypeError', message: /^Chain: unknown option 'nn'/ })
  assert.throws(() => new P.World({ width: undefined, height: 100 }), { name: 'TypeError', message: 'World: width is required (the canvas size in CSS pixels)' })
})

test('width and height read like the other options and are fixed', () => {
  const chain = new P.Chain(size)
  assert.equal(chain.getOption('width'), 640)
  assert.equal(chain.getOption('height'), 360)
  assert.throws(() => chain.setOption('width', 100), { name: 'TypeError', message: /width is fixed when the scene is made/ })
  chain.delete()
})

test('a deleted scene says so first, whatever else is wrong with the call', () => {
  const chain = new P.Chain(size)
  chain.delete()
  for (const call of [() => chain.getOption('bad'), () => chain.setOption('n', 'x'), () => chain.setOption('bad', 1)]) {
    assert.throws(call, { message: 'Chain: this scene was deleted' })
  }
})

test('options inherited from a prototype are not options', () => {
  const inherited = Object.create({ width: '640', height: 360, iter: 'abc' })
  assert.throws(() => new P.Chain(inherited), { name: 'TypeError', message: /width is required/ })
  const chain = new P.Chain(Object.assign(Object.create({ iter: 'abc' }), size))
  assert.equal(chain.getOption('iter'), 4)
  chain.delete()
})
