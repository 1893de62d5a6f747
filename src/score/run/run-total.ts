import type { RunShares } from './run-shares.js'

/**
 * A run item's total under `default` and `arabic`: the mean of the shares of the checks its expectation makes
 * (`runShares`), so it is 1 exactly when every check holds — when the item passes; 0 for a run that could not be
 * read.
 */
export function meanOfRunShares(shares: RunShares, pass: boolean): number {
  if (shares === null) return 0
  const values = Object.values(shares)
  if (values.length === 0) return pass ? 1 : 0
  return values.reduce((sum, value) => sum + value, 0) / values.length
}

/** A run item's total under the profiles whose totals are the verdict (`bfcl`, `action-ir`): 1 or 0. */
export const passTotal = (_shares: RunShares, pass: boolean): number => (pass ? 1 : 0)
