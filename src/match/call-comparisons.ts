import { stableStringify } from '../canonical.js'
import type { CompiledCall } from '../compile/compile-turn.js'
import { compareJson } from '../json/compare-json.js'
import type { Call } from '../read/types.js'
import type { CheckContext } from '../rules/types.js'
import { type CallComparison, callPasses, compareCall, passingComparison } from './compare-call.js'

/** Up to this many expected × received cells, every comparison is kept; above, only those asked as pairs. */
const CACHED_CELLS = 1_000_000

/** The comparisons of one turn's expected and received calls, asked lazily. */
export interface CallComparisons {
  /** The full comparison of a pair (kept: the verdict is built from it). */
  compare(row: number, col: number): CallComparison
  /** The cost of a pair alone (kept only for small turns, so that huge alignments stay in bounded memory). */
  cost(row: number, col: number): number
  /** Whether a pair passes (`cost` is 0), without building the mismatches of one that fails; a pass is kept as `compare`'s. */
  passes(row: number, col: number): boolean
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
  // Each received call's key is built when first asked (pairing by key asks; sorting does not).
  const keys: Array<string | undefined> = []
  const receivedKey = (col: number): string => {
    let key = keys[col]
    // Stryker disable next-line ConditionalExpression: building the key again gives the same key
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
  const passes = (row: number, col: number): boolean => {
    const key = row * received.length + col
    const known = cache.get(key)
    if (known !== undefined) return known.cost === 0
    const call = expected[row]!
    if (!callPasses(call, received[col]!, context)) return false
    // Stryker disable next-line ConditionalExpression: keeping the pass in a huge turn too changes only memory
    if (keepAll) cache.set(key, passingComparison(call))
    return true
  }
  return {
    compare,
    passes,
    cost: (row, col) =>
      keepAll
        ? compare(row, col).cost
        : (cache.get(row * received.length + col) ?? compareCall(expected[row]!, received[col]!, context))
            .cost,
    canonicalOrder: () => {
      order ??= sortCanonically(received)
      return order
    },
    receivedKey,
  }
}

/** Received indexes by name, then canonical arguments (`compareJson`, no text built), then index. */
function sortCanonically(received: readonly Call[]): number[] {
  // A loop, not `Array.from({ length }, …)`: that goes through the iteration protocol and costs more than the sort.
  const indexes: number[] = []
  for (let index = 0; index < received.length; index++) indexes.push(index)
  // Stryker disable next-line ConditionalExpression: sorting none or one index leaves it as it is
  if (received.length < 2) return indexes
  return indexes.sort((a, b) => {
    const callA = received[a]!
    const callB = received[b]!
    // Stryker disable next-line EqualityOperator: the names differ here, so `<=` is `<`
    if (callA.name !== callB.name) return callA.name < callB.name ? -1 : 1
    // Stryker disable next-line ArithmeticOperator: equal calls are interchangeable; V8's sort is stable
    return compareJson(callA.arguments, callB.arguments) || a - b
  })
}
