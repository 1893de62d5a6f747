// The built package against the two corpora of real outputs beside this repository: 105 single responses recorded by
// SDKs and providers, and 46 multi-step agent runs recorded by SDK, framework and benchmark repositories, each with
// the reading a careful person gives it. Each corpus brings its own checker, which imports `dist/index.js` as a user
// would; here it must agree on every row. Skipped, saying so, in a clone without the corpora.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'

const root = fileURLToPath(new URL('../../', import.meta.url))
const shared = fileURLToPath(new URL('../../../shared/', import.meta.url))

const CORPORA = [
  { name: 'real-fixtures', total: 105, line: /^(\d+)\/(\d+) real fixtures read as expected/m },
  { name: 'real-runs', total: 46, line: /^(\d+)\/(\d+) real runs read as expected/m },
] as const

describe.each(CORPORA)('the $name corpus', ({ name, total, line }) => {
  const checker = `${shared}${name}/check.mjs`
  const present = existsSync(checker)
  const title = present
    ? 'every row reads as a careful person reads it'
    : `skipped: ${checker} is absent (a clone without the corpora)`
  test.skipIf(!present)(title, () => {
    const run = spawnSync(process.execPath, [checker, root, '--verbose'], { encoding: 'utf8' })
    // On a failure the checker's own list of the rows that disagree is the message.
    const found = line.exec(run.stdout)
    expect(found === null ? run.stdout + run.stderr : `${found[1]}/${found[2]}`).toBe(`${total}/${total}`)
    expect(run.status, run.stdout).toBe(0)
  })
})
