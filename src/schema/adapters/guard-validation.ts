import type { Path } from '../../json/types.js'
import { MatcherUsageError } from '../../usage-error.js'
import type { SchemaIssue } from './types.js'

/** The problem named when a schema turns out to be asynchronous. */
export const ASYNC_PROBLEM = 'the schema validates asynchronously; tool schemas must validate synchronously'

/** True for a thenable: what an asynchronous Standard Schema returns. */
export function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  )
}

function isZodAsyncError(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.constructor.name === '$ZodAsyncError' || /Encountered Promise/.test(error.message))
  )
}

/**
 * Runs one validation so it never throws because of the arguments: an error thrown inside the validator (a
 * transform that throws, a stack overflow on absurdly deep data) becomes one `invalid` issue at the root. An
 * asynchronous schema is the test's mistake and throws a `MatcherUsageError` at `path`.
 */
export function guardValidation(path: Path, run: () => SchemaIssue[]): SchemaIssue[] {
  try {
    return run()
  } catch (error) {
    if (error instanceof MatcherUsageError) throw error
    if (isZodAsyncError(error)) throw new MatcherUsageError(path, ASYNC_PROBLEM)
    return [{ reason: 'invalid', path: [] }]
  }
}
