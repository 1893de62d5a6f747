import { MatcherUsageError } from '../usage-error.js'

/** Throws a `MatcherUsageError` unless `value` is an integer ≥ `min`, naming it. */
export function checkInteger(name: string, value: unknown, min: number): asserts value is number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min)
    throw new MatcherUsageError([name], `${name} must be an integer ≥ ${min}, received ${String(value)}`)
}

/** Throws a `MatcherUsageError` unless `n` trials of which `c` passed make sense: integers, 0 ≤ c ≤ n. */
export function checkCounts(n: unknown, c: unknown): asserts n is number {
  checkInteger('n', n, 0)
  checkInteger('c', c, 0)
  if (c > n) throw new MatcherUsageError(['c'], `c (${c}) must be at most n (${n})`)
}

/** Throws a `MatcherUsageError` unless `k` is an integer from 1 to the `n` trials run. */
export function checkK(k: unknown, n: number): asserts k is number {
  checkInteger('k', k, 1)
  if (k > n) throw new MatcherUsageError(['k'], `k (${k}) must be at most the number of trials (${n})`)
}
