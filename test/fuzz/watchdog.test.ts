// A hung input fails the fuzz run instead of stalling it: the watchdog thread stops the process and prints the
// input's replay line (fixtures/hang.fixture.ts hangs on its third input, in a child Vitest).
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { CHILD_RUN_TIMEOUT, runVitest } from '../reporter/run-vitest.js'

const CONFIG = fileURLToPath(new URL('./fixtures/hang.config.ts', import.meta.url))

test(
  'an input that never returns stops the run, naming the input and how to replay it',
  async () => {
    const run = await runVitest(['run', '--config', CONFIG], { FUZZ_INPUT_MS: '200' })
    expect(run.code).not.toBe(0)
    expect(run.stderr).toMatch(
      /fuzz watchdog: input 2 of "hangs on its third input" \(seed 42\) has run \d+ ms, over 600 ms: a hang\./,
    )
    expect(run.stderr).toContain(`replay: FUZZ_ONLY="hangs on its third input" FUZZ_REPLAY=42:2 npm run fuzz`)
  },
  CHILD_RUN_TIMEOUT,
)
