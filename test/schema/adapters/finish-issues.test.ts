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
