import type { CompiledList } from './compiled-run.js'
import type { Meets } from './match-list.js'
import type { Placed } from './resolve-from-result.js'
import type { RunMismatch } from './types.js'

/**
 * The expected and received orders of a list whose calls were all made, in another order: each received call with
 * the first expectation it meets (none: a call the mode lets come between).
 */
export function callOrder(
  list: CompiledList,
  scope: readonly Placed[],
  meets: Meets,
  where: { step?: number },
): RunMismatch {
  return {
    kind: 'call_order',
    expected: list.calls.map((call) => call.source),
    received: scope.map((placed, r) => {
      const e = list.calls.findIndex((_, index) => meets(index, r).pass)
      return { at: placed.at, name: placed.call.name, ...(e === -1 ? {} : { matches: e }) }
    }),
    mode: list.mode,
    ...where,
  }
}
