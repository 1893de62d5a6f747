import type { CompiledCall } from '../compile/compile-turn.js'
import type { Verdict } from '../match/verdict.js'
import type { Mismatch } from '../mismatch.js'
import type { Call } from '../read/types.js'
import { callViews } from './call-view.js'
import { andMore } from './shorten.js'
import { Placeholder, type View, ViewObject } from './view.js'

/** Calls in the diff (expected and unpaired received) past which only those that differ are shown. */
const MAX_DIFF_CALLS = 20

/**
 * The two sides of the diff for a list of calls. Past `MAX_DIFF_CALLS` calls, only the calls that differ (the first
 * `listed` expected ones with their partners, and the first `listed` unpaired received ones) are shown, the rest
 * counted on each side.
 */
export function callsViews(
  expected: readonly CompiledCall[],
  received: readonly Call[],
  verdict: Verdict,
  order: string,
  listed: number,
): { expected: View; received: View; omitted: number } {
  const expectedViews: View[] = []
  const receivedViews: [number, View][] = []
  let omitted = 0
  const byExpected = new Map(verdict.pairs.map((pair) => [pair.expected, pair.received]))
  const mismatchesOf = new Map<number, Mismatch[]>()
  for (const mismatch of verdict.mismatches) {
    const index = mismatch.call?.expected
    if (index === undefined) continue
    const list = mismatchesOf.get(index)
    if (list === undefined) mismatchesOf.set(index, [mismatch])
    else list.push(mismatch)
  }
  const many = expected.length + verdict.extraCalls.length > MAX_DIFF_CALLS
  const shownExpected = many
    ? expected.filter((call) => mismatchesOf.has(call.index) || !byExpected.has(call.index)).slice(0, listed)
    : expected
  const shownExtra = many ? verdict.extraCalls.slice(0, listed) : verdict.extraCalls
  for (const call of shownExpected) {
    const col = byExpected.get(call.index)
    const mismatches =
      col === undefined
        ? []
        : (mismatchesOf.get(call.index) ?? []).map((mismatch) => ({
            ...mismatch,
            path: mismatch.path.slice(2),
          }))
    const views = callViews(call, col === undefined ? undefined : received[col], mismatches)
    expectedViews.push(views.expected)
    if (col !== undefined) receivedViews.push([col, views.received])
    omitted += views.omitted
  }
  for (const col of shownExtra) receivedViews.push([col, receivedCallView(received[col]!)])
  // Ordered expectations show the received calls in the order they came; order-free ones, in pairing order.
  if (order === 'serial') receivedViews.sort((a, b) => a[0] - b[0])
  const receivedList = receivedViews.map(([, view]) => view)
  if (order === 'single' && expectedViews.length === 1 && receivedList.length <= 1) {
    return { expected: expectedViews[0]!, received: receivedList[0] ?? new Placeholder('<no call>'), omitted }
  }
  const hiddenExpected = expected.length - expectedViews.length
  const hiddenReceived = verdict.pairs.length + verdict.extraCalls.length - receivedList.length
  if (hiddenExpected > 0) expectedViews.push(new Placeholder(andMore(hiddenExpected)))
  if (hiddenReceived > 0) receivedList.push(new Placeholder(andMore(hiddenReceived)))
  return { expected: expectedViews, received: receivedList, omitted }
}

/** A received call as the diff shows it, its arguments whole. */
export function receivedCallView(call: Call): View {
  return new ViewObject([
    ['name', call.name],
    ['arguments', call.arguments],
  ])
}
