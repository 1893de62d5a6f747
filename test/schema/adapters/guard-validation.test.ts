import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { guardValidation, isThenable } from '../../../src/schema/adapters/guard-validation.js'
import { MatcherUsageError } from '../../../src/usage-error.js'
import { usageError } from './helpers.js'

describe('guardValidation', () => {
  test('passes issues through', () => {
    expect(guardValidation([], () => [{ reason: 'invalid', path: ['a'] }])).toEqual([
      { reason: 'invalid', path: ['a'] },
    ])
  })

  test.each([
    ['an error', new Error('boom')],
    ['a stack overflow', new RangeError('Maximum call stack size exceeded')],
    ['a thrown string', 'boom'],
  ])('turns %s into one invalid issue', (_, thrown) => {
    expect(
      guardValidation([], () => {
        throw thrown
      }),
    ).toEqual([{ reason: 'invalid', path: [] }])
  })

  test("zod's asynchronous-parse error is a usage error at the path", () => {
    const schema = z.string().refine(async () => true)
    const run = () => {
      schema.safeParse('x')
      return []
    }
    usageError(() => guardValidation(['s'], run), ['s'])
  })

  test('usage errors pass through', () => {
    const error = new MatcherUsageError(['x'], 'bad')
    expect(() =>
      guardValidation([], () => {
        throw error
      }),
    ).toThrow(error)
  })

  test.each([
    [Promise.resolve(1), true],
    [Object.fromEntries([['then', () => undefined]]), true],
    [Object.fromEntries([['then', 1]]), false],
    [null, false],
    [{ value: 1 }, false],
  ])('isThenable(%o) → %s', (value, expected) => {
    expect(isThenable(value)).toBe(expected)
  })
})
