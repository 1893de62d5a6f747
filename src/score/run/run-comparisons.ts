import type { NormalizedMatchOptions } from '../../match/options.js'
import { compareRunCall } from '../../match/run/compare-run-call.js'
import type { CompiledRunCall } from '../../match/run/compiled-run.js'
import type { Placed } from '../../match/run/resolve-from-result.js'
import type { RunCallComparison } from '../../match/run/types.js'
import type { CheckContext } from '../../rules/types.js'

/** Compares listed call `e` with received call `r`, each pair once. */
export type Compare = (e: number, r: number) => RunCallComparison

/** What comparing a run's calls needs: the run's positioned calls, the comparison context and the options. */
export interface RunContext {
  calls: readonly Placed[]
  check: CheckContext
  options: NormalizedMatchOptions
}

/** A cached comparison of `listed` call expectations with the run's received calls (the engine's own comparison). */
export function runComparisons(listed: readonly CompiledRunCall[], run: RunContext): Compare {
  const cache = new Map<number, RunCallComparison>()
  return (e, r) => {
    const key = e * run.calls.length + r
    let found = cache.get(key)
    if (found === undefined) {
      found = compareRunCall(listed[e]!, run.calls[r]!, run.calls, run.check, run.options)
      cache.set(key, found)
    }
    return found
  }
}
