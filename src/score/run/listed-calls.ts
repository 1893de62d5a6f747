import type { CompiledRun, CompiledRunCall } from '../../match/run/compiled-run.js'

/**
 * The calls a run expectation lists, for precision, recall and F1: its `calls` (the run's calls across steps), else
 * the calls of its `steps`; `undefined` when it lists none (only `never`, `maxCalls`, `maxSteps`). A step's calls are
 * matched against the whole run: a call made one step late still counts as made (step accuracy tells the steps).
 */
export function listedCalls(expectation: CompiledRun): readonly CompiledRunCall[] | undefined {
  if (expectation.calls !== undefined) return expectation.calls.calls
  return expectation.steps?.flatMap((step) => step.calls)
}
