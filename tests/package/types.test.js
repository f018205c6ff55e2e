// The hand-written declarations compile against a use of the whole API and
// of the elements in React 19 TSX, and misuse (a missing size, a string
// option, an unknown name, a misspelled attribute) fails to compile.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const project = fileURLToPath(new URL('../../', import.meta.url))

test('the declarations type-check the documented API and the elements under strict TypeScript', () => {
  const tsc = `${project}node_modules/typescript/bin/tsc`
  const result = spawnSync(process.execPath, [tsc, '-p', 'tests/types/tsconfig.json'], { cwd: project, encoding: 'utf8' })
  assert.equal(result.status, 0, result.stdout + result.stderr)
})
