import type { CompiledRunCall } from './compiled-run.js'
import type { Meets } from './match-list.js'
import type { Placed } from './resolve-from-result.js'
import type { ClosestCall, ClosestExpectation } from './types.js'

/**
 * The received call of the tool expectation `e` names that differs from it least (fewest mismatches, the earliest
 * of equals): among the calls `preferred` allows, else among all. `undefined` when no call of that tool was made, or
 * when some call meets it (then it was missed for its count or its place, not for how a call differs).
 */
export function closestRunCall(
  e: number,
  scope: readonly Placed[],
  meets: Meets,
  preferred: (r: number) => boolean = () => true,
): ClosestCall | undefined {
  // A call that meets it was made: it was missed for its count (or its place), which no other call explains.
  if (scope.some((_, r) => meets(e, r).pass)) return undefined
  for (const onlyPreferred of [true, false]) {
    let best: { r: number; count: number } | undefined
    for (let r = 0; r < scope.length; r++) {
      if (onlyPreferred && !preferred(r)) continue
      const comparison = meets(e, r)
      if (comparison.mismatches.some(isOtherTool)) continue
      if (best === undefined || comparison.mismatches.length < best.count)
        best = { r, count: comparison.mismatches.length }
    }
    if (best !== undefined) {
      const { mismatches, lookups } = meets(e, best.r)
      return { at: scope[best.r]!.at, mismatches, lookups }
    }
  }
  return undefined
}

function isOtherTool(mismatch: { readonly path: readonly (string | number)[] }): boolean {
  return mismatch.path.length === 1 && mismatch.path[0] === 'name'
}

/**
 * The expectation of received call `r`'s tool that it differs from least (fewest mismatches, the first of equals),
 * for a call no expectation took; `undefined` when none names its tool.
 */
export function closestExpectation(
  r: number,
  calls: readonly CompiledRunCall[],
  meets: Meets,
): ClosestExpectation | undefined {
  let best: { e: number; count: number } | undefined
  for (let e = 0; e < calls.length; e++) {
    const comparison = meets(e, r)
    if (comparison.mismatches.length === 0 || comparison.mismatches.some(isOtherTool)) continue
    if (best === undefined || comparison.mismatches.length < best.count)
      best = { e, count: comparison.mismatches.length }
  }
  if (best === undefined) return undefined
  const { mismatches, lookups } = meets(best.e, r)
  return { expected: calls[best.e]!.source, mismatches, lookups }
}
