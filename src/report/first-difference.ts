import type { Verdict } from '../match/verdict.js'
import { describeMismatch } from './describe-mismatch.js'

/**
 * The first difference of a failing verdict in one line, on the call closest to the expected one when calls were
 * paired (`arguments.city: expected "Paris", received "Rome"`): what an asymmetric matcher shows inside a runner's
 * diff. `undefined` for a passing verdict.
 */
export function describeFirstDifference(verdict: Verdict): string | undefined {
  if (verdict.pass) return undefined
  const paired = new Set(verdict.pairs.map((pair) => pair.received))
  const closest = verdict.mismatches.find(
    (mismatch) => mismatch.call?.received !== undefined && paired.has(mismatch.call.received),
  )
  const first = closest ?? verdict.mismatches[0]
  if (first === undefined) return undefined
  return describeMismatch(first, { singleCall: (verdict.turn?.calls.length ?? 0) <= 1 })
}
