import { alignSequences, pairMultiset } from '../assignment/index.js'
import { stableStringify } from '../canonical.js'
import type { CompiledCall } from '../expect/compile-turn.js'
import type { CallOrder, ExtraCallsPolicy } from '../expect/types.js'
import type { Mismatch } from '../mismatch.js'
import type { Call } from '../read/types.js'
import type { CheckContext } from '../rules/types.js'
import { type CallComparison, compareCall, NAME_COST } from './compare-call.js'
import { sortMismatches } from './sort-mismatches.js'
import type { CallCredit, CallPair } from './verdict.js'

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
 * (maximum matching, then optimal assignment for the message); `serial` aligns in order, and reports `call_order`
 * when the calls would match in another order.
 */
export function matchCalls(
  expected: readonly CompiledCall[],
  order: 'single' | CallOrder,
  received: readonly Call[],
  extraCalls: ExtraCallsPolicy,
  context: CheckContext,
): CallsOutcome {
  const compare = memoize(expected, received, context)
  const multiset = pairAsMultiset(expected, received, compare)
  if (order !== 'serial') return outcome(expected, received, multiset, extraCalls, compare)
  const steps = alignSequences(
    expected.length,
    received.length,
    (row, col) => compare(row, col).cost,
    NAME_COST,
    extraCalls === 'allow' ? 0 : NAME_COST,
  )
  const aligned: [number, number][] = []
  for (const step of steps)
    if (step.row !== undefined && step.col !== undefined) aligned.push([step.row, step.col])
  const serial = outcome(expected, received, aligned, extraCalls, compare)
  if (serial.pass) return serial
  const unordered = outcome(expected, received, multiset, extraCalls, compare)
  if (!unordered.pass) return serial
  const callOrder: Mismatch = {
    kind: 'call_order',
    path: ['calls'],
    expected: expected.map((call) => call.source),
    received: received.map((call) => ({ name: call.name, arguments: call.arguments })),
  }
  return { ...unordered, pass: false, mismatches: [callOrder] }
}

type Compare = (row: number, col: number) => CallComparison

function memoize(
  expected: readonly CompiledCall[],
  received: readonly Call[],
  context: CheckContext,
): Compare {
  const cache = new Map<number, CallComparison>()
  return (row, col) => {
    const key = row * received.length + col
    let result = cache.get(key)
    if (result === undefined) {
      result = compareCall(expected[row]!, received[col]!, context)
      cache.set(key, result)
    }
    return result
  }
}

function pairAsMultiset(expected: readonly CompiledCall[], received: readonly Call[], compare: Compare) {
  const keyed = expected.some((call) => call.key !== undefined)
  const problem = {
    rows: expected.length,
    cols: received.length,
    cost: (row: number, col: number) => compare(row, col).cost,
  }
  if (!keyed) return pairMultiset(problem).pairs
  return pairMultiset({
    ...problem,
    rowKey: (row: number) => expected[row]!.key,
    colKey: (col: number) => `${received[col]!.name}\u0000${stableStringify(received[col]!.arguments)}`,
  }).pairs
}

function outcome(
  expected: readonly CompiledCall[],
  received: readonly Call[],
  pairs: readonly (readonly [number, number])[],
  extraCalls: ExtraCallsPolicy,
  compare: Compare,
): CallsOutcome {
  const mismatches: Mismatch[] = []
  const credit: CallCredit[] = []
  const closest: CallPair[] = []
  const pairedRows = new Map<number, number>()
  const pairedCols = new Set<number>()
  for (const [row, col] of pairs) {
    pairedRows.set(row, col)
    pairedCols.add(col)
  }
  for (const call of expected) {
    const col = pairedRows.get(call.index)
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
      const candidate = closestCall(call.index, received.length, compare)
      if (candidate !== undefined) closest.push({ expected: call.index, received: candidate })
      continue
    }
    const comparison = compare(call.index, col)
    for (const mismatch of comparison.mismatches) {
      mismatches.push({
        ...mismatch,
        path: ['calls', col, ...mismatch.path],
        call: { expected: call.index, received: col },
      })
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
    if (pairedCols.has(col)) continue
    extra.push(col)
    if (extraCalls === 'forbid') {
      const call = received[col]!
      const data = { name: call.name, arguments: call.arguments }
      mismatches.push({ kind: 'extra_call', path: ['calls', col], received: data, call: { received: col } })
    }
  }
  const sortedPairs = [...pairedRows]
    .sort((a, b) => a[0] - b[0])
    .map(([row, col]) => ({ expected: row, received: col }))
  return {
    pass: mismatches.length === 0,
    mismatches: sortMismatches(mismatches),
    pairs: sortedPairs,
    credit,
    extraCalls: extra,
    closest,
  }
}

function closestCall(row: number, cols: number, compare: Compare): number | undefined {
  let best: number | undefined
  let bestCost = Number.POSITIVE_INFINITY
  for (let col = 0; col < cols; col++) {
    const cost = compare(row, col).cost
    if (cost < bestCost) {
      best = col
      bestCost = cost
    }
  }
  return best
}
