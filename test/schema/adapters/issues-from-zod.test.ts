import { describe, expect, test } from 'vitest'
import { unescapeKey } from '../../../src/schema/adapters/escape-key.js'
import { issuesFromZod } from '../../../src/schema/adapters/issues-from-zod.js'
import type { SchemaIssue } from '../../../src/schema/adapters/types.js'
import { args } from './helpers.js'

const ARGS = args('{"a": "x", "n": 1.5, "list": [1, "b"], "o": {"k": 1}, "__proto__": 2}')
const map = (issue: object) => issuesFromZod([issue], { args: ARGS, decodeKey: unescapeKey })

describe('issuesFromZod', () => {
  test.each([
    [
      'invalid_type',
      { code: 'invalid_type', expected: 'number', path: ['a'] },
      [{ reason: 'wrong_type', path: ['a'], expectedType: 'number', received: 'x' }],
    ],
    [
      'invalid_type int',
      { code: 'invalid_type', expected: 'int', path: ['n'] },
      [{ reason: 'wrong_type', path: ['n'], expectedType: 'integer', received: 1.5 }],
    ],
    [
      'invalid_type of another kind',
      { code: 'invalid_type', expected: 'date', path: ['a'] },
      [{ reason: 'wrong_type', path: ['a'], received: 'x' }],
    ],
    [
      'invalid_type never',
      { code: 'invalid_type', expected: 'never', path: ['a'] },
      [{ reason: 'undeclared', path: ['a'], received: 'x' }],
    ],
    [
      'a missing key, whatever the code',
      { code: 'invalid_value', values: ['x'], path: ['missing'] },
      [{ reason: 'missing_required', path: ['missing'] }],
    ],
    [
      'nonoptional',
      { code: 'invalid_type', expected: 'nonoptional', path: ['gone'] },
      [{ reason: 'missing_required', path: ['gone'] }],
    ],
    [
      'invalid_value',
      { code: 'invalid_value', values: ['y', 1n, null], path: ['a'] },
      [{ reason: 'not_in_enum', path: ['a'], allowed: ['y', null], received: 'x' }],
    ],
    [
      'zod 3 invalid_enum_value',
      { code: 'invalid_enum_value', options: ['y'], path: ['a'] },
      [{ reason: 'not_in_enum', path: ['a'], allowed: ['y'], received: 'x' }],
    ],
    [
      'zod 3 invalid_literal',
      { code: 'invalid_literal', expected: 'y', path: ['a'] },
      [{ reason: 'not_in_enum', path: ['a'], allowed: ['y'], received: 'x' }],
    ],
    [
      'unrecognized_keys, one issue per key',
      { code: 'unrecognized_keys', keys: ['n', 'a'], path: [] },
      [
        { reason: 'undeclared', path: ['a'], received: 'x' },
        { reason: 'undeclared', path: ['n'], received: 1.5 },
      ],
    ],
    [
      'unrecognized escaped __proto__',
      { code: 'unrecognized_keys', keys: ['__proto__~'], path: [] },
      [{ reason: 'undeclared', path: ['__proto__'], received: 2 }],
    ],
    [
      'nested unrecognized',
      { code: 'unrecognized_keys', keys: ['k'], path: ['o'] },
      [{ reason: 'undeclared', path: ['o', 'k'], received: 1 }],
    ],
    [
      'too_small',
      { code: 'too_small', path: ['n'] },
      [{ reason: 'out_of_range', path: ['n'], received: 1.5 }],
    ],
    [
      'too_big',
      { code: 'too_big', path: ['list'] },
      [{ reason: 'out_of_range', path: ['list'], received: [1, 'b'] }],
    ],
    [
      'not_multiple_of 1',
      { code: 'not_multiple_of', divisor: 1, path: ['n'] },
      [{ reason: 'wrong_type', path: ['n'], expectedType: 'integer', received: 1.5 }],
    ],
    [
      'not_multiple_of 5',
      { code: 'not_multiple_of', divisor: 5, path: ['n'] },
      [{ reason: 'invalid', path: ['n'], received: 1.5 }],
    ],
    [
      'invalid_format',
      { code: 'invalid_format', format: 'email', path: ['a'] },
      [{ reason: 'invalid_format', path: ['a'], received: 'x' }],
    ],
    [
      'zod 3 invalid_string',
      { code: 'invalid_string', path: ['a'] },
      [{ reason: 'invalid_format', path: ['a'], received: 'x' }],
    ],
    [
      'an array element',
      { code: 'invalid_type', expected: 'number', path: ['list', 1] },
      [{ reason: 'wrong_type', path: ['list', 1], expectedType: 'number', received: 'b' }],
    ],
    [
      'a union, paths relative to it',
      {
        code: 'invalid_union',
        path: ['o'],
        errors: [
          [{ code: 'invalid_type', expected: 'string', path: ['k'] }],
          [{ code: 'invalid_type', expected: 'null', path: [] }],
        ],
      },
      [{ reason: 'wrong_type', path: ['o', 'k'], expectedType: 'string', received: 1 }],
    ],
    ['custom', { code: 'custom', path: ['a'] }, [{ reason: 'invalid', path: ['a'], received: 'x' }]],
    [
      'invalid_key',
      { code: 'invalid_key', path: ['o', 'k'] },
      [{ reason: 'invalid', path: ['o', 'k'], received: 1 }],
    ],
    [
      'Standard Schema path segments',
      { code: 'custom', path: [{ key: 'o' }, { key: 'k' }] },
      [{ reason: 'invalid', path: ['o', 'k'], received: 1 }],
    ],
    ['junk', 'not an issue', [{ reason: 'invalid', path: [], received: ARGS }]],
  ] as [string, object, SchemaIssue[]][])('%s', (_, issue, expected) => {
    expect(map(issue)).toEqual(expected)
  })
})
