import type { ReadFailure } from '../read/types.js'

/**
 * Thrown by `expect.toolCall(…)` and `expect.toolRun(…)` on a received value they cannot read: it neither equals
 * nor differs from the expectation, so `expect(x).not.toEqual(expect.toolCall(…))` must not pass on it (Jest's rule
 * for a value a matcher cannot check). The message names the matcher and the read failure; `failure` holds it.
 */
export class UnreadableValueError extends Error {
  override readonly name = 'UnreadableValueError'
  /** Why the value could not be read, as data. */
  readonly failure: ReadFailure

  constructor(matcher: string, words: string, failure: ReadFailure) {
    super(`${matcher} cannot judge the received value, negated or not: ${words}`)
    this.failure = failure
  }
}
