import type { CompiledRun } from '../../match/run/compiled-run.js'
import { matchList } from '../../match/run/match-list.js'
import type { RunContext } from './run-comparisons.js'
import type { StepCounts } from './run-types.js'

/**
 * Step accuracy's counts: a step is met when its calls meet its expectation (the engine's own step check, in the
 * step's order mode); steps beyond the expected ones count against it unless `extraSteps: 'allow'` (as an extra call
 * counts in the slots), missing ones always. `null` without `steps`.
 */
export function stepCounts(expectation: CompiledRun, steps: number, run: RunContext): StepCounts | null {
  if (expectation.steps === undefined) return null
  const expected = expectation.steps.length
  let met = 0
  expectation.steps.forEach((list, step) => {
    if (step >= steps) return
    const scope = run.calls.filter((placed) => placed.at.step === step)
    if (matchList(list, scope, run.calls, run.check, run.options, step).length === 0) met++
  })
  const counted = expectation.extraSteps === 'allow' ? expected : Math.max(expected, steps)
  return { expected, met, counted }
}
