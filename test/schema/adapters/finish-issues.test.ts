import { describe, expect, test } from 'vitest'
import { finishIssues } from '../../../src/schema/adapters/finish-issues.js'
import type { SchemaIssue } from '../../../src/schema/adapters/types.js'

describe('finishIssues', () => {
  test('sorts by path then reason, one issue per reason and path', () => {
    const issues: SchemaIssue[] = [
      { reason: 'wrong_type', path: ['b'] },
      { reason: 'undeclared', path: ['a', 'x'] },
      { reason: 'missing_required', path: ['a'] },
      { reason: 'wrong_type', path: ['b'], received: 1 },
      { reason: 'invalid', path: ['b'] },
      { reason: 'invalid', path: [0] },
    ]
    expect(finishIssues(issues)).toEqual([
      { reason: 'invalid', path: [0] },
      { reason: 'missing_required', path: ['a'] },
      { reason: 'undeclared', path: ['a', 'x'] },
      { reason: 'invalid', path: ['b'] },
      { reason: 'wrong_type', path: ['b'] },
    ])
  })

  test.each([
    [{ type: 'integer' }, 'integer'],
    [{ type: ['integer', 'null'] }, 'integer'],
    [{ type: ['integer', 'number'] }, 'number'],
    [{ type: 'number' }, 'number'],
    [{}, 'number'],
  ])('"expected number" in %j names %s', (property, expectedType) => {
    const jsonSchema = { type: 'object', properties: { n: property } }
    const [issue] = finishIssues([{ reason: 'wrong_type', path: ['n'], expectedType: 'number' }], jsonSchema)
    expect(issue?.expectedType).toBe(expectedType)
  })
})

describe('finishIssues, duplicates', () => {
  const many = (count: number): SchemaIssue[] =>
    Array.from({ length: count }, (_, index) => ({ reason: 'invalid', path: [index % 3, 'k'] }))

  test.each([4, 40])('among %i issues, one per reason and path, the first kept', (count) => {
    const issues = [{ reason: 'invalid', path: [0, 'k'], received: 'first' } as SchemaIssue, ...many(count)]
    expect(finishIssues(issues)).toEqual([
      { reason: 'invalid', path: [0, 'k'], received: 'first' },
      { reason: 'invalid', path: [1, 'k'] },
      { reason: 'invalid', path: [2, 'k'] },
    ])
  })

  test.each([2, 40])('paths equal as JSON text are one path (%i issues)', (count) => {
    const issues: SchemaIssue[] = [
      { reason: 'invalid', path: [Number.NaN] },
      { reason: 'invalid', path: [Number.POSITIVE_INFINITY] },
      { reason: 'invalid', path: [-0] },
      { reason: 'invalid', path: [0] },
      { reason: 'invalid', path: ['0'] },
      ...many(count - 2),
    ]
    const kept = finishIssues(issues).filter((issue) => issue.path.length === 1)
    expect(kept.map((issue) => issue.path[0])).toEqual([Number.NaN, -0, '0'])
  })
})
