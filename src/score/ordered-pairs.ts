import type { CallPair } from '../match/verdict.js'

/**
 * The engine's pairs (expected → received), kept whole for `single` and `parallel`; for `serial`, only the longest
 * run of pairs in order (the rest count as missing), so calls out of order earn nothing. The engine's serial pairs
 * are already in order unless it reported `call_order`.
 */
export function orderedPairs(pairs: readonly CallPair[], serial: boolean): Map<number, number> {
  const sorted = [...pairs].sort((a, b) => a.expected - b.expected)
  const kept = serial ? longestIncreasing(sorted) : sorted
  return new Map(kept.map((pair) => [pair.expected, pair.received]))
}

/** The longest subsequence with increasing received indexes (the earliest one on ties). */
function longestIncreasing(pairs: readonly CallPair[]): CallPair[] {
  // Stryker disable next-line ArrayDeclaration: each entry is written before it is read
  const length: number[] = []
  // Stryker disable next-line ArrayDeclaration: each entry is written before it is read
  const previous: number[] = []
  let best = -1
  for (let index = 0; index < pairs.length; index++) {
    length[index] = 1
    previous[index] = -1
    for (let before = 0; before < index; before++) {
      if (pairs[before]!.received < pairs[index]!.received && length[before]! + 1 > length[index]!) {
        length[index] = length[before]! + 1
        previous[index] = before
      }
    }
    if (best === -1 || length[index]! > length[best]!) best = index
  }
  const out: CallPair[] = []
  for (let index = best; index !== -1; index = previous[index]!) out.unshift(pairs[index]!)
  return out
}
