import { maximumMatching } from '../assignment/index.js'
import type { CompiledCall } from '../compile/compile-turn.js'
import type { CallOrder, ExtraCallsPolicy } from '../expect/types.js'
import type { Call } from '../read/types.js'
import type { CheckContext } from '../rules/types.js'
import { callPasses } from './compare-call.js'
import { matchCalls } from './match-calls.js'

/**
 * Largest expected × received turn decided by a plain maximum matching; larger ones go through `matchCalls`, whose
 * pairing by key and comparison limit (`pairing_limit`) decide them.
 */
const DECIDED_CELLS = 4096

/**
 * Whether the received calls pass the expected ones: exactly `matchCalls(...).pass`, without pairing failing calls
 * for the message or building any mismatch. Order-free turns pass when a matching pairs every expected call with a
 * received call it passes (and, with extra calls forbidden, leaves none over); a serial turn is aligned by
 * `matchCalls`, whose order search the answer depends on.
 */
export function callsPass(
  expected: readonly CompiledCall[],
  order: 'single' | CallOrder,
  received: readonly Call[],
  extraCalls: ExtraCallsPolicy,
  context: CheckContext,
): boolean {
  // Stryker disable next-line EqualityOperator: at exactly the limit, both routes give the same answer
  if (order === 'serial' || expected.length * received.length > DECIDED_CELLS)
    return matchCalls(expected, order, received, extraCalls, context).pass
  return everyRowPairs(expected.length, received.length, extraCalls, (row, col) =>
    callPasses(expected[row]!, received[col]!, context),
  )
}

/**
 * Whether `rows` expected calls can each be paired with a distinct one of `cols` received calls that it passes
 * (`passes`, asked at most once per cell), leaving none over when extra calls are forbidden: the order-free half of
 * `callsPass`, shared by the route that decides on the expectation as written (`decideWritten`).
 */
export function everyRowPairs(
  rows: number,
  cols: number,
  extraCalls: ExtraCallsPolicy,
  passesCell: (row: number, col: number) => boolean,
): boolean {
  if (cols < rows) return false
  if (extraCalls === 'forbid' && cols > rows) return false
  // One call against one (most cases): nothing to pair.
  // Stryker disable next-line ConditionalExpression: the pairing below gives the same answer, more slowly
  if (rows === 1 && cols === 1) return passesCell(0, 0)
  // Each cell asked at most once: 1 passes, 0 fails, -1 not asked yet.
  const cells = new Int8Array(rows * cols).fill(-1)
  const passes = (row: number, col: number): boolean => {
    const cell = row * cols + col
    if (cells[cell] === -1) cells[cell] = passesCell(row, col) ? 1 : 0
    return cells[cell] === 1
  }
  if (pairsGreedily(rows, cols, passes)) return true
  const passing = (row: number): number[] => {
    const found: number[] = []
    for (let col = 0; col < cols; col++) if (passes(row, col)) found.push(col)
    return found
  }
  return maximumMatching(rows, cols, passing).every((col) => col !== -1)
}

/**
 * Whether taking, row by row, the first free column that passes pairs every row. When it does, a perfect pairing
 * exists; when it does not, one may still exist and a maximum matching decides.
 */
function pairsGreedily(rows: number, cols: number, passes: (row: number, col: number) => boolean): boolean {
  const taken = new Uint8Array(cols)
  for (let row = 0; row < rows; row++) {
    let col = 0
    while (col < cols && (taken[col] === 1 || !passes(row, col))) col++
    if (col === cols) return false
    taken[col] = 1
  }
  return true
}
