import { alignSequences } from '../assignment/index.js'
import type { CompiledCall } from '../compile/compile-turn.js'
import type { CallOrder, ExtraCallsPolicy } from '../expect/types.js'
import type { Mismatch } from '../mismatch.js'
import type { Call } from '../read/types.js'
import type { CheckContext } from '../rules/types.js'
import { type CallComparisons, callComparisons } from './call-comparisons.js'
import { CLOSEST_CELLS, closestCall } from './closest-call.js'
import { NAME_COST } from './compare-call.js'
import { pairAsMultiset } from './pair-as-multiset.js'
import { sortMismatches } from './sort-mismatches.js'
import type { CallCredit, CallPair } from './verdict.js'

/** Above this many residual cells, a failing serial match does not look for a matching order (`call_order`). */
const REORDER_CELLS = 4_000_000

/** Most comparisons an order-free turn may ask in the search for a pairing; above, it fails with `pairing_limit`. */
export const PAIRING_CELLS = 1_000_000

/** The outcome of matching a list of expected calls against the received calls. */
export interface CallsOutcome {
  pass: boolean
  mismatches: Mismatch[]
  pairs: CallPair[]
  credit: CallCredit[]
  extraCalls: number[]
  closest: CallPair[]
}

/**
 * Pairs expected calls with received calls and compares each pair. `single` and `parallel` pair as a multiset
 * (maximum matching, then optimal assignment for the message); `serial` aligns in order (see `alignSequences`), and
 * reports `call_order` when the calls would match in another order (asked only when pairing by key leaves at most
 * 4,000,000 cells to compare).
 */
export function matchCalls(
  expected: readonly CompiledCall[],
  order: 'single' | CallOrder,
  received: readonly Call[],
  extraCalls: ExtraCallsPolicy,
  context: CheckContext,
): CallsOutcome {
  const comparisons = callComparisons(expected, received, context)
  if (order !== 'serial') {
    const pairing = pairAsMultiset(expected, received, comparisons, PAIRING_CELLS)
    if (pairing.gaveUp) return gaveUp(expected, received, pairing.pairs, extraCalls, comparisons)
    return outcome(expected, received, pairing.pairs, extraCalls, comparisons)
  }
  const steps = alignSequences(
    expected.length,
    received.length,
    comparisons.cost,
    NAME_COST,
    extraCalls === 'allow' ? 0 : NAME_COST,
  )
  const aligned: [number, number][] = []
  for (const step of steps)
    if (step.row !== undefined && step.col !== undefined) aligned.push([step.row, step.col])
  const serial = outcome(expected, received, aligned, extraCalls, comparisons)
  if (serial.pass) return serial
  // Would the calls match in another order? Not asked when that takes more than REORDER_CELLS comparisons.
  const multiset = pairAsMultiset(expected, received, comparisons, REORDER_CELLS)
  if (multiset.gaveUp) return serial
  const unordered = outcome(expected, received, multiset.pairs, extraCalls, comparisons)
  if (!unordered.pass) return serial
  const callOrder: Mismatch = {
    kind: 'call_order',
    path: ['calls'],
    expected: expected.map((call) => call.source),
    received: received.map((call) => ({ name: call.name, arguments: call.arguments })),
  }
  return { ...unordered, pass: false, mismatches: [callOrder] }
}

/**
 * A turn too large to pair: the calls paired by equal canonical text are kept, the rest are neither called missing
 * nor extra (nobody compared them) and one `pairing_limit` mismatch says why the verdict fails.
 */
function gaveUp(
  expected: readonly CompiledCall[],
  received: readonly Call[],
  pairs: readonly (readonly [number, number])[],
  extraCalls: ExtraCallsPolicy,
  comparisons: CallComparisons,
): CallsOutcome {
  const partial = outcome(expected, received, pairs, extraCalls, comparisons, false)
  const limit: Mismatch = {
    kind: 'pairing_limit',
    path: ['calls'],
    expected: expected.length - pairs.length,
    received: received.length - pairs.length,
    reason: 'too_many_comparisons',
  }
  const kept = partial.mismatches.filter((item) => item.kind !== 'missing_call' && item.kind !== 'extra_call')
  return { ...partial, pass: false, mismatches: [limit, ...kept] }
}

function outcome(
  expected: readonly CompiledCall[],
  received: readonly Call[],
  pairs: readonly (readonly [number, number])[],
  extraCalls: ExtraCallsPolicy,
  comparisons: CallComparisons,
  lookForClosest = true,
): CallsOutcome {
  const { compare } = comparisons
  const closestBudget = { left: lookForClosest ? CLOSEST_CELLS : 0 }
  const mismatches: Mismatch[] = []
  const credit: CallCredit[] = []
  const closest: CallPair[] = []
  // Plain arrays by index (turns are small; a Map and a Set per turn cost more than the lookups).
  const colOfRow: Array<number | undefined> = new Array(expected.length).fill(undefined)
  const pairedCols: boolean[] = new Array(received.length).fill(false)
  for (const [row, col] of pairs) {
    colOfRow[row] = col
    pairedCols[col] = true
  }
  for (const call of expected) {
    const col = colOfRow[call.index]
    const argumentsExpected = call.argumentKeys.length
    if (col === undefined) {
      mismatches.push({
        kind: 'missing_call',
        path: ['calls'],
        expected: call.source,
        call: { expected: call.index },
      })
      credit.push({
        expected: call.index,
        received: null,
        name: false,
        arguments: { matched: 0, expected: argumentsExpected },
      })
      const candidate = closestCall(call.index, comparisons, closestBudget)
      if (candidate !== undefined) closest.push({ expected: call.index, received: candidate })
      continue
    }
    const comparison = compare(call.index, col)
    for (const mismatch of comparison.mismatches) {
      // Not a spread with a new key (`call`): on Node 20 that costs about a microsecond per mismatch.
      mismatches.push(
        Object.assign({}, mismatch, {
          path: ['calls', col, ...mismatch.path],
          call: { expected: call.index, received: col },
        }),
      )
    }
    credit.push({
      expected: call.index,
      received: col,
      name: comparison.nameMatched,
      arguments: { matched: comparison.argumentsMatched, expected: argumentsExpected },
    })
  }
  const extra: number[] = []
  for (let col = 0; col < received.length; col++) {
    if (pairedCols[col]) continue
    extra.push(col)
    if (extraCalls === 'forbid') {
      const call = received[col]!
      const data = { name: call.name, arguments: call.arguments }
      mismatches.push({ kind: 'extra_call', path: ['calls', col], received: data, call: { received: col } })
    }
  }
  const sortedPairs: CallPair[] = []
  colOfRow.forEach((col, row) => {
    if (col !== undefined) sortedPairs.push({ expected: row, received: col })
  })
  return {
    pass: mismatches.length === 0,
    mismatches: sortMismatches(mismatches),
    pairs: sortedPairs,
    credit,
    extraCalls: extra,
    closest,
  }
}
