import { describe, expect, test } from 'vitest'
import { score } from '../../src/score/score.js'
import type { ScoreOptions } from '../../src/score/types.js'
import { call, expectUsageError } from './helpers.js'

describe('score: options', () => {
  test.each([5, null, ['simple']])('a category that is not a string (%j) is a usage error', (category) => {
    const options = { category } as unknown as ScoreOptions
    const error = expectUsageError(
      () => score(call('f'), [call('f')], options),
      ['options', 'category'],
      'category must be a string',
    )
    expect(error.message).toBe('Matcher error: category must be a string at options.category')
  })

  test('without a category the score has no category key', () => {
    const result = score(call('f'), [call('f')])
    expect(Object.hasOwn(result, 'category')).toBe(false)
    expect(Object.hasOwn(score(call('f'), [call('f')], { category: 'simple' }), 'category')).toBe(true)
  })
})

describe('score: the decision axis of a plain call under the default profile', () => {
  test.each<[string, unknown, number | null]>([
    ['an SDK call: no decision axis', [call('f')], null],
    ['unreadable text: no decision axis', '{"name":', null],
    [
      'Action IR: the decision counts',
      { decision: 'CALL', mode: 'SINGLE', calls: [{ tool: 'f', args: {} }] },
      1,
    ],
    [
      'Action IR that fails its schema: the decision still counts, and is wrong',
      { decision: 'CALL', mode: 'BAD', calls: [] },
      0,
    ],
  ])('%s', (_title, received, decision) => {
    expect(score(call('f'), received).axes.decision).toBe(decision)
  })

  test("the failure of invalid Action IR is the reader's, in the Action IR format", () => {
    const result = score(call('f'), { decision: 'CALL', mode: 'BAD', calls: [] })
    expect(result.verdict.failure).toMatchObject({ kind: 'schema_invalid', format: 'action-ir' })
    expect(result.decision).toEqual({ expected: 'CALL', received: 'INVALID' })
  })
})
