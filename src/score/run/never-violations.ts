import { compareRunCall } from '../../match/run/compare-run-call.js'
import type { CompiledRun } from '../../match/run/compiled-run.js'
import type { RunContext } from './run-comparisons.js'

/**
 * How many received calls meet some `never` expectation (each call counted once, however many it meets): a `never`
 * with arguments counts only the calls with those arguments. `null` when no call is listed in `never`.
 */
export function neverViolations(expectation: CompiledRun, run: RunContext): number | null {
  if (expectation.never.length === 0) return null
  return run.calls.filter((placed) =>
    expectation.never.some((never) => compareRunCall(never, placed, run.calls, run.check, run.options).pass),
  ).length
}
