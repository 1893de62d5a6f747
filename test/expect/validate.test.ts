import { describe, expect, test } from 'vitest'
import { field } from '../../src/expect/field.js'
import { match } from '../../src/match/match.js'
import { matchRun } from '../../src/match/run/match-run.js'
import { MatcherUsageError } from '../../src/usage-error.js'

const usageError = (thunk: () => unknown): MatcherUsageError => {
  try {
    thunk()
  } catch (error) {
    if (error instanceof MatcherUsageError) return error
    throw error
  }
  throw new Error('no usage error')
}

const run = [
  {
    role: 'assistant',
    content: null,
    tool_calls: [{ id: 'c1', type: 'function', function: { name: 'a', arguments: '{}' } }],
  },
]

describe('a key an expectation does not know: its path, and the closest key when it looks like one', () => {
  test.each<[string, unknown, (string | number)[], string]>([
    [
      'a run key',
      { calls: [{ name: 'a' }], order: 'in-order', nevr: [] },
      ['nevr'],
      'unknown key "nevr" (did you mean "never"?)',
    ],
    ['a transposed run key', { stpes: [] }, ['stpes'], 'unknown key "stpes" (did you mean "steps"?)'],
    [
      'a run call key',
      { calls: [{ name: 'a', argumnts: {} }] },
      ['calls', 0, 'argumnts'],
      'unknown key "argumnts" (did you mean "arguments"?)',
    ],
    [
      'a key like none',
      { calls: [{ name: 'a' }], order: 'in-order', bogus: 1 },
      ['bogus'],
      'unknown key "bogus"',
    ],
    [
      'several keys: the object holding them',
      { calls: [{ name: 'a' }], nevr: [], bogus: 1 },
      [],
      'unknown keys "nevr" (did you mean "never"?), "bogus"',
    ],
  ])('%s', (_, expectation, path, problem) => {
    const error = usageError(() => matchRun(run, expectation as never))
    expect(error.path).toEqual(path)
    expect(error.problem).toBe(problem)
  })
})

describe('fromResult where it cannot stand says where it can', () => {
  test.each<[string, () => unknown, (string | number)[]]>([
    [
      'inside field.subset in a run',
      () =>
        matchRun(run, {
          calls: [{ name: 'a', arguments: { x: field.subset({ y: field.fromResult('a', 'id') as never }) } }],
        }),
      ['calls', 0, 'arguments', 'x', 'value', 'y', '$rule'],
    ],
    [
      'in a turn expectation',
      () => match(run[0], { name: 'a', arguments: { x: field.fromResult('a', 'id') as never } }),
      ['arguments', 'x', '$rule'],
    ],
  ])('%s', (_, thunk, path) => {
    const error = usageError(thunk)
    expect(error.path).toEqual(path)
    expect(error.problem).toMatch(
      /^fromResult cannot stand here: it stands only in the arguments of a run expectation’s calls/,
    )
  })
})
