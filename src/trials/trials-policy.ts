import { guardReading } from '../expect/guard-reading.js'
import { closestKey } from '../option-keys.js'
import { MatcherUsageError } from '../usage-error.js'
import type { NormalizedTrialsCriterion, NormalizedTrialsPolicy, TrialErrors } from './types.js'

const CRITERIA = ['all', 'atLeast', 'passRate', 'passHatK', 'passAtK'] as const
const KEYS = [...CRITERIA, 'errors']
const ERRORS: readonly TrialErrors[] = ['fail', 'exclude']

const at = (...path: string[]) => ['trials', ...path]

/**
 * Checks the `trials` policy against the number of trials run and completes it: one criterion at most (none means
 * `{ all: true }`), `errors` `fail` by default. A count or k must be an integer from 1 to the trials run, a rate or
 * minimum a number from 0 to 1; anything else is a `MatcherUsageError` naming the key, before any trial is judged.
 */
export function normalizeTrialsPolicy(given: unknown, trialsRun: number): NormalizedTrialsPolicy {
  if (given === undefined) return { kind: 'all', errors: 'fail' }
  if (typeof given !== 'object' || given === null || Array.isArray(given))
    throw new MatcherUsageError(at(), 'the trials policy must be an object, e.g. { passRate: 0.8 }')
  return guardReading(given, at(), () => normalizeGiven(given as Record<string, unknown>, trialsRun))
}

function normalizeGiven(given: Record<string, unknown>, trialsRun: number): NormalizedTrialsPolicy {
  for (const key of Object.keys(given)) {
    if (!KEYS.includes(key))
      throw new MatcherUsageError(at(key), `unknown key "${key}" (did you mean "${closestKey(key, KEYS)}"?)`)
  }
  const errors = given.errors ?? 'fail'
  if (!ERRORS.includes(errors as TrialErrors))
    throw new MatcherUsageError(at('errors'), "errors must be 'fail' or 'exclude'")
  const named = CRITERIA.filter((key) => given[key] !== undefined)
  if (named.length > 1) throw new MatcherUsageError(at(), `give one criterion, not ${named.join(' and ')}`)
  const criterion = named[0] ?? 'all'
  return { ...criterionOf(criterion, given[criterion], trialsRun), errors: errors as TrialErrors }
}

function criterionOf(
  criterion: (typeof CRITERIA)[number],
  value: unknown,
  trialsRun: number,
): NormalizedTrialsCriterion {
  switch (criterion) {
    case 'all':
      if (value !== undefined && value !== true)
        throw new MatcherUsageError(at('all'), 'all must be true (it is the default)')
      return { kind: 'all' }
    case 'atLeast':
      return { kind: 'at_least', count: count(value, trialsRun, 'atLeast') }
    case 'passRate':
      return { kind: 'pass_rate', min: rate(value, 'passRate') }
    case 'passHatK':
    case 'passAtK': {
      if (typeof value !== 'object' || value === null)
        throw new MatcherUsageError(at(criterion), `${criterion} must be { k, min }`)
      const { k, min, ...rest } = value as Record<string, unknown>
      const extra = Object.keys(rest)[0]
      if (extra !== undefined)
        throw new MatcherUsageError(
          at(criterion, extra),
          `unknown key "${extra}" (a ${criterion} is { k, min })`,
        )
      const kind = criterion === 'passHatK' ? 'pass_hat_k' : 'pass_at_k'
      return { kind, k: count(k, trialsRun, criterion, 'k'), min: rate(min, criterion, 'min') }
    }
  }
}

function count(value: unknown, trialsRun: number, ...path: string[]): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1)
    throw new MatcherUsageError(at(...path), `must be an integer ≥ 1, received ${String(value)}`)
  if (value > trialsRun)
    throw new MatcherUsageError(
      at(...path),
      `must be at most the number of trials run (${trialsRun}), received ${value}`,
    )
  return value
}

function rate(value: unknown, ...path: string[]): number {
  if (typeof value !== 'number' || !(value >= 0 && value <= 1))
    throw new MatcherUsageError(at(...path), `must be a number from 0 to 1, received ${String(value)}`)
  return value
}
