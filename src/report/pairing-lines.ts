import type { CompiledCall } from '../compile/compile-turn.js'
import type { Verdict } from '../match/verdict.js'
import type { Call } from '../read/types.js'
import { describeCall, describeReceivedCall } from './describe-mismatch.js'
import { andMore } from './shorten.js'

/** Lines of the pairing listed before the rest are counted. */
const LISTED_PAIRS = 20

/**
 * The pairing of expected with received calls, one line each, then the unpaired received calls. Past 20 lines,
 * the lines that say something (a call that differs, is missing or unpaired) are kept first, in order, and the rest
 * are counted.
 */
export function pairingLines(
  expected: readonly CompiledCall[],
  received: readonly Call[],
  verdict: Verdict,
): string[] {
  const byExpected = new Map(verdict.pairs.map((pair) => [pair.expected, pair.received]))
  const closest = new Map(verdict.closest.map((pair) => [pair.expected, pair.received]))
  const differing = new Set(verdict.mismatches.map((mismatch) => mismatch.call?.expected))
  const total = expected.length + verdict.extraCalls.length
  const lines: Array<{ at: number; text: () => string }> = []
  const quiet: Array<{ at: number; text: () => string }> = []
  for (const call of expected) {
    const col = byExpected.get(call.index)
    const label = () => `  #${call.index + 1} ${describeCall(call.source)}`
    if (col !== undefined) {
      const same = !differing.has(call.index)
      const line = { at: call.index, text: () => `${label()} → calls[${col}]${same ? '' : ' (differs)'}` }
      if (same) quiet.push(line)
      else lines.push(line)
      continue
    }
    const candidate = closest.get(call.index)
    lines.push({
      at: call.index,
      text: () =>
        candidate === undefined
          ? `${label()} → no call`
          : `${label()} → no call; closest: calls[${candidate}] ${describeReceivedCall(received[candidate])}`,
    })
  }
  verdict.extraCalls.forEach((col, index) => {
    lines.push({
      at: expected.length + index,
      text: () => `  unpaired: calls[${col}] ${describeReceivedCall(received[col])}`,
    })
  })
  const shown = [...lines.slice(0, LISTED_PAIRS), ...quiet.slice(0, Math.max(0, LISTED_PAIRS - lines.length))]
  shown.sort((a, b) => a.at - b.at)
  const out = ['Pairing (expected → received):', ...shown.map((line) => line.text())]
  if (total > shown.length) out.push(`  ${andMore(total - shown.length)}`)
  return out
}
