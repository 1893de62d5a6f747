import type { CompiledCall } from '../compile/compile-turn.js'
import type { Verdict } from '../match/verdict.js'
import type { Mismatch } from '../mismatch.js'
import type { Call } from '../read/types.js'
import { describeCall, describeReceivedCall } from './describe-mismatch.js'
import { andMore } from './shorten.js'

/** Rows of the two orders listed before the rest are counted. */
export const LISTED_ROWS = 20

/** The widest the expected column is padded to; a longer call pushes its own row's received side right. */
const COLUMN_WIDTH = 60

/**
 * True when the calls differ only in their order: they match as a multiset, so the one difference is `call_order`
 * (a position-by-position diff would read like value errors).
 */
export function onlyOrderDiffers(mismatches: readonly Mismatch[]): boolean {
  return mismatches.length === 1 && mismatches[0]!.kind === 'call_order'
}

/**
 * The expected order and the received order side by side, one row per position: each received call says which
 * expected call it matches (`= #2`), or that it is an extra call the policy allows.
 */
export function orderLines(
  expected: readonly CompiledCall[],
  received: readonly Call[],
  verdict: Verdict,
): string[] {
  const expectedOf = new Map(verdict.pairs.map((pair) => [pair.received, pair.expected]))
  const rows = Math.max(expected.length, received.length)
  const shown = Math.min(rows, LISTED_ROWS)
  const left: string[] = []
  const right: string[] = []
  for (let row = 0; row < shown; row++) {
    const call = expected[row]
    left.push(call === undefined ? '' : `#${row + 1} ${describeCall(call.source)}`)
    if (row >= received.length) {
      right.push('')
      continue
    }
    const match = expectedOf.get(row)
    const which = match === undefined ? '(an extra call, allowed)' : `= #${match + 1}`
    right.push(`calls[${row}] ${describeReceivedCall(received[row])} ${which}`)
  }
  return sideBySide(left, right, rows)
}

/**
 * The two orders' rows as two columns under their headings, the expected one padded (up to `COLUMN_WIDTH`), and a
 * count of the rows not listed (`rows` in all; `left` and `right` hold the listed ones).
 */
export function sideBySide(left: readonly string[], right: readonly string[], rows: number): string[] {
  const width = Math.min(
    COLUMN_WIDTH,
    left.reduce((widest, text) => Math.max(widest, text.length), 'expected order'.length),
  )
  const line = (a: string, b: string) => `  ${a.padEnd(width)} │ ${b}`.trimEnd()
  const out = [line('expected order', 'received order')]
  for (let row = 0; row < left.length; row++) out.push(line(left[row]!, right[row]!))
  if (rows > left.length) out.push(`  ${andMore(rows - left.length)}`)
  return out
}

/** The hint under the two orders: the matcher (and the JSON form) for calls whose order does not matter. */
export const ORDER_HINT = 'If any order is right, use toMatchParallelCalls (in JSON: "order": "parallel").'
