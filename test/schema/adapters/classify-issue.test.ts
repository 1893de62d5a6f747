import { describe, expect, test } from 'vitest'
import type { JsonValue, Path } from '../../../src/json/types.js'
import { classifyIssue } from '../../../src/schema/adapters/classify-issue.js'
import type { SchemaIssue } from '../../../src/schema/adapters/types.js'

const SCHEMA = {
  type: 'object',
  properties: {
    n: { type: 'integer' },
    unit: { type: ['string', 'null'], enum: ['EUR', 'USD', null] },
    kind: { const: { a: 1 } },
    free: {},
    nested: { type: 'object', properties: { s: { type: 'string' } } },
  },
  additionalProperties: false,
}

describe('classifyIssue', () => {
  test.each([
    [['n'], 1.5, { reason: 'wrong_type', path: ['n'], expectedType: 'integer', received: 1.5 }],
    [['n'], '1', { reason: 'wrong_type', path: ['n'], expectedType: 'integer', received: '1' }],
    [['n'], 7, { reason: 'invalid', path: ['n'], received: 7 }],
    [['unit'], 5, { reason: 'wrong_type', path: ['unit'], expectedType: 'string', received: 5 }],
    [
      ['unit'],
      'GBP',
      { reason: 'not_in_enum', path: ['unit'], allowed: ['EUR', 'USD', null], received: 'GBP' },
    ],
    [['kind'], { a: 2 }, { reason: 'not_in_enum', path: ['kind'], allowed: [{ a: 1 }], received: { a: 2 } }],
    [['free'], 1, { reason: 'invalid', path: ['free'], received: 1 }],
    [
      ['nested', 's'],
      true,
      { reason: 'wrong_type', path: ['nested', 's'], expectedType: 'string', received: true },
    ],
    [['extra'], 1, { reason: 'undeclared', path: ['extra'], received: 1 }],
    [['nested', 'x', 'y'], 1, { reason: 'invalid', path: ['nested', 'x', 'y'], received: 1 }],
  ] as [Path, JsonValue, SchemaIssue][])('%j = %j', (path, received, expected) => {
    expect(classifyIssue(SCHEMA, path, received)).toEqual(expected)
  })
})
