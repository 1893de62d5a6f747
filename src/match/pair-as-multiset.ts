import { pairMultiset } from '../assignment/index.js'
import type { CompiledCall } from '../compile/compile-turn.js'
import type { Call } from '../read/types.js'
import { callCandidates } from './call-candidates.js'
import type { CallComparisons } from './call-comparisons.js'

/**
 * Pairs as a multiset, over the received calls in canonical order: ties between pairings of equal cost are settled
 * by what the calls are, never by where they came. Large turns compare each expected call only with the received
 * calls that could pass it (same name, equal plain arguments: see `callCandidates`) in the search for a pairing
 * where every call passes. `gaveUp` when that search would ask more than `maxCells` comparisons.
 */
export function pairAsMultiset(
  expected: readonly CompiledCall[],
  received: readonly Call[],
  comparisons: CallComparisons,
  maxCells: number,
): { pairs: Array<[number, number]>; gaveUp: boolean } {
  const order = comparisons.canonicalOrder()
  // One call each way: the only pairing there is (what `pairMultiset` returns for it, without its machinery).
  // Stryker disable next-line ConditionalExpression: the pairing `pairMultiset` returns for one call each way
  if (expected.length === 1 && order.length === 1) return { pairs: [[0, 0]], gaveUp: false }
  // Stryker disable next-line ConditionalExpression: with no call keyed, no row pairs by key either
  const keyed = expected.some((call) => call.key !== undefined)
  const problem = {
    rows: expected.length,
    cols: order.length,
    cost: (row: number, col: number) => comparisons.cost(row, order[col]!),
    passes: (row: number, col: number) => comparisons.passes(row, order[col]!),
    candidates: (cols: readonly number[]) =>
      callCandidates(
        expected,
        received,
        cols.map((col) => order[col]!),
      ),
  }
  const options = { maxCells }
  const pairing = !keyed
    ? pairMultiset(problem, options)
    : pairMultiset(
        {
          ...problem,
          rowKey: (row: number) => expected[row]!.key,
          colKey: (col: number) => comparisons.receivedKey(order[col]!),
        },
        options,
      )
  return { pairs: pairing.pairs.map(([row, col]) => [row, order[col]!]), gaveUp: pairing.gaveUp }
}
