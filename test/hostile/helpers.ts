import { expect } from 'vitest'
import type { TurnExpectation } from '../../src/expect/types.js'
import { match } from '../../src/match/match.js'
import type { Verdict } from '../../src/match/verdict.js'
import { type MatcherContextLike, matchers, type ToolCallMatcherResult } from '../../src/matchers/index.js'
import type { ReadFailure } from '../../src/read/types.js'
import { score } from '../../src/score/score.js'
import type { Score } from '../../src/score/types.js'

expect.extend(matchers)

type RawMatcher = (this: MatcherContextLike, received: unknown, ...rest: unknown[]) => ToolCallMatcherResult

/** What every face made of one received value: the verdict, the graded score, and the matcher's message. */
export interface Faces {
  verdict: Verdict
  graded: Score
  /** `toMatchTurn`'s message, rendered (for a pass, the `.not` message). */
  message: string
}

/**
 * Puts a received value (built fresh by `make` for each face: a hostile value may change when touched) through
 * `match`, `score`, the raw `toMatchTurn` matcher (message rendered, with and without `.not`) and Vitest's `expect`;
 * none may throw, and all must agree on pass or fail. `lean` skips the extra contexts and Vitest's `expect`.
 */
export function throughEveryFace(
  make: () => unknown,
  expectation: TurnExpectation,
  { lean = false }: { lean?: boolean } = {},
): Faces {
  const verdict = match(make(), expectation)
  const graded = score(expectation, make())
  expect(graded.pass).toBe(verdict.pass)
  const toMatchTurn = matchers.toMatchTurn as RawMatcher
  const result = toMatchTurn.call({}, make(), expectation)
  expect(result.pass).toBe(verdict.pass)
  const message = result.message()
  // `lean` (for inputs that take long to read): no other contexts, no Vitest `expect`.
  if (lean) return { verdict, graded, message }
  expect(typeof toMatchTurn.call({ isNot: true }, make(), expectation).message()).toBe('string')
  expect(typeof toMatchTurn.call({ diffPrinting: 'runner' }, make(), expectation).message()).toBe('string')
  let threw = false
  try {
    ;(expect(make()) as unknown as { toMatchTurn(expected: unknown): void }).toMatchTurn(expectation)
  } catch (error) {
    threw = true
    expect((error as Error).message).toContain('toMatchTurn')
  }
  expect(threw).toBe(!verdict.pass)
  return { verdict, graded, message }
}

/** Checks that every face failed reading, with this kind of failure (and these details when given). */
export function expectReadFailure(faces: Faces, failure: Partial<ReadFailure>): void {
  expect(faces.verdict.pass).toBe(false)
  expect(faces.verdict.failure).toMatchObject(failure)
  expect(faces.graded.failure).not.toBeNull()
  expect(faces.message.length).toBeGreaterThan(0)
}
