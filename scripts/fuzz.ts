/**
 * `npm run fuzz`: at least a million generated inputs across the invariants of `test/fuzz/`, seeded, reproducible and
 * resumable. Runs under Vitest (`vitest run --config scripts/fuzz.config.ts`), which compiles the TypeScript.
 *
 * - `FUZZ_SEED` (default: from the clock, printed first): the same seed generates the same inputs.
 * - `FUZZ_RUNS` (default 1000000): inputs in all, split over the invariants (cheap ones get more).
 * - `FUZZ_CHUNK` (default 5000): inputs per step; each step prints a line.
 * - `FUZZ_FROM` (default 0): resume at this step, with the same seed.
 * - `FUZZ_SHARD=i/n` (default 0/1): only the steps whose number is `i` modulo `n`; `n` processes with the same seed
 *   and `i` = 0 … n − 1 run the whole run on `n` cores.
 * - `FUZZ_ONLY`: only invariants whose name contains this text.
 * - `FUZZ_MODE=assert`: stop at the first failure and shrink it.
 * - `FUZZ_INPUT_MS` (default 10000): an input that takes longer is a violation; one still running at three times
 *   that is a hang: a watchdog thread stops the run at once (exit by SIGKILL) and prints the input's replay line.
 * - `FUZZ_REPLAY=<seed>:<index>` (with `FUZZ_ONLY`): replays one failing input the report printed, and shrinks it.
 *
 * The report lists inputs, invariant violations and uncaught exceptions per invariant; the test fails if any.
 */
import { expect, test } from 'vitest'
import { INVARIANTS } from '../test/fuzz/invariants/index.js'
import { registerMatchers } from '../test/fuzz/invariants/matchers.js'
import { assertInvariant, formatReport, runFuzz, settingsFromEnv } from '../test/fuzz/run-fuzz.js'

registerMatchers()

const replay = process.env.FUZZ_REPLAY

if (replay !== undefined && replay !== '') {
  test(`replay ${replay}`, async () => {
    const [seed, index] = replay.split(':').map(Number)
    const chosen = INVARIANTS.filter((item) => item.name.includes(process.env.FUZZ_ONLY ?? ''))
    expect(chosen.length, 'FUZZ_ONLY must name exactly one invariant').toBe(1)
    await assertInvariant(chosen[0]!, { seed: seed!, path: String(index), endOnFailure: false })
  })
} else {
  test('fuzz', async () => {
    const settings = settingsFromEnv(process.env)
    console.log(
      `fuzz seed ${settings.seed}: FUZZ_SEED=${settings.seed} reproduces this run; ` +
        `if it stops after step n, FUZZ_SEED=${settings.seed} FUZZ_FROM=n resumes it`,
    )
    const started = Date.now()
    const report = await runFuzz(INVARIANTS, settings, (line) => console.log(line))
    console.log(`${formatReport(report)}\n\n${((Date.now() - started) / 1000).toFixed(0)} s`)
    const failed = report.counts.reduce((sum, count) => sum + count.violations + count.exceptions, 0)
    expect(failed, 'invariant violations and uncaught exceptions').toBe(0)
  })
}
