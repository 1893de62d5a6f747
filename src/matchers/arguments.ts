import { MatcherUsageError } from '../usage-error.js'

/** Checks that a matcher argument is an array, or throws a usage error naming it. */
export function usageArray<T>(name: string, value: readonly T[]): readonly T[] {
  if (!Array.isArray(value)) throw new MatcherUsageError([name], `${name} must be an array`)
  return value
}
