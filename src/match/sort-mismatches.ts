import type { Mismatch } from '../mismatch.js'
import { comparePaths } from '../path.js'

const FIRST = Number.NEGATIVE_INFINITY
const LAST = Number.POSITIVE_INFINITY

/** Where a mismatch stands among calls: by expected call, extra calls last (by received index). */
function callRank(mismatch: Mismatch): [number, number] {
  if (mismatch.call === undefined) return [FIRST, 0]
  if (mismatch.call.expected !== undefined) return [mismatch.call.expected, 0]
  return [LAST, mismatch.call.received ?? 0]
}

/** Within a call: stale first, then the name, then schema violations, then everything else by path. */
function kindRank(mismatch: Mismatch): number {
  if (mismatch.kind === 'stale_schema') return 0
  if (mismatch.kind === 'name') return 1
  if (mismatch.kind === 'schema') return 2
  return 3
}

/**
 * Orders mismatches the way a person reads them: turn-level first (read failure, decision, call order), then calls
 * in expected order, within a call stale before name before arguments, arguments by path; extra calls last.
 */
export function sortMismatches(mismatches: readonly Mismatch[]): Mismatch[] {
  return mismatches
    .map((mismatch, index) => ({ mismatch, index, call: callRank(mismatch), kind: kindRank(mismatch) }))
    .sort(
      (a, b) =>
        a.call[0] - b.call[0] ||
        a.call[1] - b.call[1] ||
        a.kind - b.kind ||
        comparePaths(a.mismatch.path, b.mismatch.path) ||
        // Stryker disable next-line ArithmeticOperator: V8's stable sort asks ties (later, earlier): + orders alike
        a.index - b.index,
    )
    .map((entry) => entry.mismatch)
}
