import { describe, expect, test } from 'vitest'
import type { SchemaIssue } from '../../../src/schema/adapters/types.js'
import { unionIssues } from '../../../src/schema/adapters/union-issues.js'

const at = ['u']
const wrong = (expectedType: SchemaIssue['expectedType'], path = at): SchemaIssue => ({
  reason: 'wrong_type',
  path,
  ...(expectedType ? { expectedType } : {}),
})
const enumOf = (...allowed: string[]): SchemaIssue => ({ reason: 'not_in_enum', path: at, allowed })

describe('unionIssues', () => {
  test.each([
    ['T or null: the T branch', [[wrong('boolean')], [wrong('null')]], [wrong('boolean')]],
    [
      'every branch rejects the type: the first type',
      [[wrong('string')], [wrong('number')]],
      [{ ...wrong('string'), received: 'x' }],
    ],
    [
      'only null branches: reported as such',
      [[wrong('null')], [wrong('null')]],
      [{ ...wrong('null'), received: 'x' }],
    ],
    [
      'enums merge',
      [[enumOf('a')], [enumOf('b', 'a')]],
      [{ reason: 'not_in_enum', path: at, allowed: ['a', 'b'], received: 'x' }],
    ],
    [
      'enum or null: null is allowed too',
      [[enumOf('a', 'b')], [wrong('null')]],
      [{ reason: 'not_in_enum', path: at, allowed: ['a', 'b', null] }],
    ],
    [
      'one branch failed deeper: its issues',
      [[wrong('string', ['u', 'city'])], [wrong('array')]],
      [wrong('string', ['u', 'city'])],
    ],
    [
      'two branches failed deeper: invalid',
      [[wrong('string', ['u', 'a'])], [wrong('string', ['u', 'b'])]],
      [{ reason: 'invalid', path: at, received: 'x' }],
    ],
    [
      'an enum and a type: invalid',
      [[enumOf('a')], [wrong('number')]],
      [{ reason: 'invalid', path: at, received: 'x' }],
    ],
    ['no branch at all (xor matching twice): invalid', [], [{ reason: 'invalid', path: at, received: 'x' }]],
  ] as [string, SchemaIssue[][], SchemaIssue[]][])('%s', (_, branches, expected) => {
    expect(unionIssues(branches, at, 'x')).toEqual(expected)
  })
})
