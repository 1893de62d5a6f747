import type { Verdict } from './verdict.js'

/**
 * The most mismatches a verdict returned by `match` or `score` lists; the rest are counted in `omittedMismatches`.
 * No person reads 125,000 differences, and a stored sample must stay small enough to merge.
 */
export const MISMATCH_LIMIT = 1000

/**
 * The verdict with its mismatch list cut to the first `MISMATCH_LIMIT` (the ones a person reads first: the list is
 * already in reading order) and the count of the rest in `omittedMismatches`. A verdict within the limit is
 * returned as it is. Pass or fail, the pairing and the credit never change: they were decided on every mismatch.
 */
export function capMismatches(verdict: Verdict): Verdict {
  const omitted = verdict.mismatches.length - MISMATCH_LIMIT
  if (omitted <= 0) return verdict
  return { ...verdict, mismatches: verdict.mismatches.slice(0, MISMATCH_LIMIT), omittedMismatches: omitted }
}
