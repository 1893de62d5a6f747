import { expect } from 'vitest'
import type { CallExpectation, FieldExpectation, TurnExpectation } from '../../src/expect/types.js'
import { match } from '../../src/match/match.js'
import { getProfile } from '../../src/score/profiles/index.js'
import { score } from '../../src/score/score.js'
import type { AxisName, Score, ScoreOptions } from '../../src/score/types.js'
import { MatcherUsageError } from '../../src/usage-error.js'

/** One row of an axis table: what was expected, what was received, and the value the axis must have. */
export interface AxisRow {
  title: string
  expected: TurnExpectation
  received: unknown
  value: number | null
  options?: ScoreOptions
}

/** The match options a profile stands for, merged with the row's own policies. */
export function matchOptionsOf(options: ScoreOptions = {}) {
  const { profile, category: _category, ...policies } = options
  return { ...getProfile(profile).options, ...policies }
}

/** Scores a row, checks that `pass` agrees with `match` (outside `action-ir`), and returns the score. */
export function scoreRow(row: Pick<AxisRow, 'expected' | 'received' | 'options'>): Score {
  const result = score(row.expected, row.received, row.options)
  if (result.profile !== 'action-ir') {
    expect(result.pass).toBe(match(row.received, row.expected, matchOptionsOf(row.options)).pass)
  }
  return result
}

/** Checks one axis of a row (to 12 decimal places: the values are sums of fractions). */
export function expectAxis(row: AxisRow, axis: AxisName): void {
  const value = scoreRow(row).axes[axis]
  if (row.value === null) expect(value).toBeNull()
  else {
    expect(value).not.toBeNull()
    expect(value).toBeCloseTo(row.value, 12)
  }
}

/** A call: an expectation, or (with plain values) a canonical received call. */
export const call = (
  name: string,
  args: Record<string, FieldExpectation> = {},
): CallExpectation & { name: string } => ({
  name,
  arguments: args,
})

/** An Action IR v1 object. */
export const actionIr = {
  call: (
    mode: 'SINGLE' | 'SERIAL' | 'PARALLEL',
    calls: { tool: string; args: Record<string, unknown> }[],
  ) => ({
    decision: 'CALL',
    mode,
    calls,
  }),
  confirm: (calls: { tool: string; args: Record<string, unknown> }[]) => ({
    decision: 'CONFIRM',
    mode: 'SINGLE',
    calls,
  }),
  clarify: (missing: string[]) => ({ decision: 'CLARIFY', missing }),
  abstain: () => ({ decision: 'ABSTAIN' }),
}

/** Runs `run`, which must throw a `MatcherUsageError` naming `path` and `problem`; returns the error. */
export function expectUsageError(
  run: () => unknown,
  path: (string | number)[],
  problem: string,
): MatcherUsageError {
  let caught: unknown
  try {
    run()
  } catch (error) {
    caught = error
  }
  expect(caught).toBeInstanceOf(MatcherUsageError)
  const error = caught as MatcherUsageError
  expect(error.path).toEqual(path)
  expect(error.problem).toBe(problem)
  return error
}
