// The raw module's Embind functions: each one that bindings.cpp registers is
// there and callable. Embind leaves a function whose types were never
// registered as a stand-in that throws UnboundTypeError when called; the
// glue registers no string, val or memory-view type
// (bindings/unused_embind_types.js), so a binding that used one would load
// and fail only when called.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { readFile } from 'node:fs/promises'
import { createPurupuru } from '../../dist/purupuru.js'

const source = await readFile(new URL('../../bindings/bindings.cpp', import.meta.url), 'utf8')
const registered = [...source.matchAll(/function\("(\w+)"/g)].map((match) => match[1])

test('every function bindings.cpp registers has all its types, so it can be called', async () => {
  const module = await createPurupuru({ wasmBinary: await readFile(new URL('../../dist/purupuru.wasm', import.meta.url)) })
  assert.ok(registered.length > 20, `${registered.length} registrations read`)
  // A resolved Embind function carries argCount; the stand-in only numArguments.
  const unresolved = registered.filter((name) => typeof module[name] !== 'function' || !('argCount' in module[name]))
  assert.deepEqual(unresolved, [])
})
