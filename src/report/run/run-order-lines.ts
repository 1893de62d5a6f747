import type { RunMismatch } from '../../match/run/types.js'
import type { Run } from '../../read/run/types.js'
import { describeCall, describeReceivedCall } from '../describe-mismatch.js'
import { LISTED_ROWS, sideBySide } from '../order-lines.js'
import { callPath } from './describe-call-mismatch.js'

/**
 * A run's expected order and received order side by side, one row per position, as `toMatchToolCalls` shows a
 * turn's: each received call (named by its step and call) says which expected call it meets (`= #2`), or that it
 * is another call the mode lets come between.
 */
export function runOrderLines(mismatch: Extract<RunMismatch, { kind: 'call_order' }>, run: Run): string[] {
  const rows = Math.max(mismatch.expected.length, mismatch.received.length)
  const shown = Math.min(rows, LISTED_ROWS)
  const left: string[] = []
  const right: string[] = []
  for (let row = 0; row < shown; row++) {
    const call = mismatch.expected[row]
    left.push(row < mismatch.expected.length ? `#${row + 1} ${describeCall(call)}` : '')
    const entry = mismatch.received[row]
    if (entry === undefined) {
      right.push('')
      continue
    }
    const received = run.steps[entry.at.step]?.calls[entry.at.call]
    const which = entry.matches === undefined ? '(another call, allowed between)' : `= #${entry.matches + 1}`
    right.push(`${callPath(entry.at)} ${describeReceivedCall(received ?? { name: entry.name })} ${which}`)
  }
  return sideBySide(left, right, rows)
}
