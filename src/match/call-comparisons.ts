import { stableStringify } from '../canonical.js'
import type { CompiledCall } from '../expect/compile-turn.js'
import type { Call } from '../read/types.js'
import type { CheckContext } from '../rules/types.js'
import { type CallComparison, compareCall } from './compare-call.js'

/** Up to this many expected × received cells, every comparison is kept; above, only those asked as pairs. */
const CACHED_CELLS = 1_000_000

/** The comparisons of one turn's expected and received calls, asked lazily. */
export interface CallComparisons {
  /** The full comparison of a pair (kept: the verdict is built from it). */
  compare(row: number, col: number): CallComparison
  /** The cost of a pair alone (kept only for small turns, so that huge alignments stay in bounded memory). */
  cost(row: number, col: number): number
  /**
   * The received indexes in canonical order: by name, then canonical arguments, then index. Pairings that tie are
   * settled in this order rather than in the order the calls came, so that permuting parallel calls cannot change
   * which call is paired (and credited, or reported stale); equal calls are interchangeable.
   */
  canonicalOrder(): readonly number[]
  /** The canonical key of a received call: its name and its canonical arguments. */
  receivedKey(col: number): string
}

/** Compares expected with received calls on demand, each pair at most once while it is kept. */
export function callComparisons(
  expected: readonly CompiledCall[],
  received: readonly Call[],
  context: CheckContext,
): CallComparisons {
  const cache = new Map<number, CallComparison>()
  const keepAll = expected.length * received.length <= CACHED_CELLS
  let order: number[] | undefined
  // Each received call's key is built when first asked: sorting by name first rarely needs them.
  const keys: Array<string | undefined> = []
  const receivedKey = (col: number): string => {
    let key = keys[col]
    if (key === undefined) {
      const call = received[col]!
      key = `${call.name}\u0000${stableStringify(call.arguments)}`
      keys[col] = key
    }
    return key
  }
  const compare = (row: number, col: number): CallComparison => {
    // Stryker disable next-line ArithmeticOperator: row * length - col numbers the cells one to one as well
    const key = row * received.length + col
    let result = cache.get(key)
    if (result === undefined) {
      result = compareCall(expected[row]!, received[col]!, context)
      cache.set(key, result)
    }
    return result
  }
  return {
    compare,
    cost: (row, col) =>
      keepAll
        ? compare(row, col).cost
        : (cache.get(row * received.length + col) ?? compareCall(expected[row]!, received[col]!, context))
            .cost,
    canonicalOrder: () => {
      order ??= sortCanonically(received, receivedKey)
      return order
    },
    receivedKey,
  }
}

/** Received indexes by name, then canonical key (built only for calls whose names tie), then index. */
function sortCanonically(received: readonly Call[], key: (col: number) => string): number[] {
  const indexes = Array.from({ length: received.length }, (_, index) => index)
  // Stryker disable next-line ConditionalExpression: sorting none or one index leaves it as it is
  if (received.length < 2) return indexes
  return indexes.sort((a, b) => {
    const nameA = received[a]!.name
    const nameB = received[b]!.name
    if (nameA !== nameB) return nameA < nameB ? -1 : 1
    const keyA = key(a)
    const keyB = key(b)
    return keyA < keyB ? -1 : keyA > keyB ? 1 : a - b
  })
}
