import type { Mismatch } from '../mismatch.js'
import type { ReadFailure, Turn } from '../read/types.js'

/** Credit for one expected call, for graded scoring: did the name match, and how many arguments did. */
export interface CallCredit {
  /** Index of the expected call. */
  expected: number
  /** Index of the received call paired with it, or `null` when none was. */
  received: number | null
  /** The name matched (always false when unpaired). */
  name: boolean
  /** Top-level expected arguments that matched, and how many were expected. */
  arguments: { matched: number; expected: number }
}

/** One expected call paired with one received call. */
export interface CallPair {
  expected: number
  received: number
}

/** The outcome of `match`: pass or fail, every mismatch in reading order, the pairing, and credit for scoring. */
export interface Verdict {
  pass: boolean
  /** Ordered so that the first is the one a person reads first: calls in order, name before arguments, then by path. */
  mismatches: Mismatch[]
  /** Expected calls paired with received calls (by index), sorted by expected index. */
  pairs: CallPair[]
  /** Per expected call; empty for abstain and clarify expectations. */
  credit: CallCredit[]
  /** Received calls that no expected call took. */
  extraCalls: number[]
  /**
   * For each expected call left unpaired: the received call closest to it (fewest differences), if any. In a huge
   * turn only the first missing calls get one (about 1,000,000 comparisons in all).
   */
  closest: CallPair[]
  /** What was read, when reading succeeded. */
  turn?: Turn
  /** Why reading failed, when it did. */
  failure?: ReadFailure
  /** For plan expectations: the plan that matched, or the closest one. */
  plan?: number
  /**
   * How many mismatches were left out of `mismatches` (set only when some were): `match` and `score` list the first
   * `MISMATCH_LIMIT` (1,000) in reading order and count the rest here.
   */
  omittedMismatches?: number
}
