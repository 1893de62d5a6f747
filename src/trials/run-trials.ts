import { MatcherUsageError } from '../usage-error.js'
import { checkInteger } from './check-counts.js'
import { TRIALS, type Trial, type Trials } from './types.js'

/** Options of `runTrials`. */
export interface RunTrialsOptions {
  /** How many trials are in flight at once: an integer ≥ 1, default 1 (one after another). */
  concurrency?: number
}

/**
 * Calls `fn(index)` for index 0 … n − 1 (it may return a value or a promise) and resolves to the Trials: each
 * trial's output, or the error it threw. It never rejects because a trial threw; a bad `n` or `concurrency` is a
 * `MatcherUsageError`, thrown before any trial runs.
 */
export function runTrials<T>(
  n: number,
  fn: (index: number) => T | PromiseLike<T>,
  options: RunTrialsOptions = {},
): Promise<Trials<Awaited<T>>> {
  checkInteger('n', n, 1)
  if (typeof fn !== 'function')
    throw new MatcherUsageError(['fn'], 'fn must be a function of the trial index')
  if (typeof options !== 'object' || options === null)
    throw new MatcherUsageError(['options'], 'options must be an object')
  const concurrency = options.concurrency ?? 1
  checkInteger('concurrency', concurrency, 1)
  return collect(n, fn, concurrency)
}

async function collect<T>(
  n: number,
  fn: (index: number) => T | PromiseLike<T>,
  concurrency: number,
): Promise<Trials<Awaited<T>>> {
  const trials: Trial<Awaited<T>>[] = new Array(n)
  let next = 0
  const worker = async () => {
    while (next < n) {
      const index = next++
      trials[index] = await runOne(fn, index)
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, n) }, worker))
  return trialsOf(trials)
}

async function runOne<T>(
  fn: (index: number) => T | PromiseLike<T>,
  index: number,
): Promise<Trial<Awaited<T>>> {
  try {
    return { kind: 'output', index, output: await fn(index) }
  } catch (error) {
    return { kind: 'error', index, error }
  }
}

/** Wraps trials already in index order as a Trials value (frozen). */
export function trialsOf<T>(trials: readonly Trial<T>[]): Trials<T> {
  return Object.freeze({ [TRIALS]: true as const, trials: Object.freeze([...trials]) })
}

/** True for a value `runTrials` made (by its brand, so that either build's value counts). */
export function isTrials(value: unknown): value is Trials {
  if (typeof value !== 'object' || value === null) return false
  try {
    return (value as Partial<Trials>)[TRIALS] === true
  } catch {
    // A revoked Proxy or a throwing trap: not Trials; the reader says what it is.
    return false
  }
}
