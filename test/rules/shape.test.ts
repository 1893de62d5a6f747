import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import type { JsonValue } from '../../src/json/types.js'
import { describeMismatch } from '../../src/report/describe-mismatch.js'
import { shapeOf } from '../../src/rules/shape-of.js'
import { check, type Expected, expectFail, expectPass, expectUsageError, summarize } from './helpers.js'

const shape = (value: unknown) => ({ $rule: 'shape', value })

describe('shape', () => {
  test.each<[string, unknown, JsonValue]>([
    ['a string', shape('string'), 'anything at all'],
    ['a number', shape('number'), -0.5],
    ['a boolean', shape('boolean'), false],
    ['null', shape('null'), null],
    ['any object', shape('object'), { a: [1] }],
    ['any array', shape('array'), [1, 'a']],
    ['any value', shape('any'), [{ a: null }]],
    ['a choice', shape('string|null'), null],
    ['a choice with spaces', shape(' number | string '), 'x'],
    ['an object, key for key', shape({ id: 'string', total: 'number' }), { id: 'A-77', total: 18.9 }],
    ['an empty object', shape({}), {}],
    ['an array of one shape', shape(['string']), ['a', 'b', 'c']],
    ['elements of either shape', shape(['number', { id: 'string' }]), [{ id: 'x' }, 1, 2]],
    ['an empty array', shape([]), []],
    ['nested', shape({ order: { items: [{ sku: 'string' }] } }), { order: { items: [{ sku: 'm' }] } }],
    [
      'a rule in place of a shape',
      shape({ status: { $rule: 'exact', value: 'shipped' }, id: 'string' }),
      { status: 'shipped', id: 'x' },
    ],
    [
      'an optional key left out',
      shape({ id: 'string', note: { $rule: 'optional', value: shape('string') } }),
      { id: 'x' },
    ],
  ])('passes: %s', (_, expectation, received) => {
    expectPass(expectation, received)
  })

  test.each<[string, unknown, JsonValue | undefined, Expected[]]>([
    ['a number for a string', shape('string'), 5, [{ kind: 'type', rule: 'shape' }]],
    ['a string for null', shape('null'), 'null', [{ kind: 'type', rule: 'shape' }]],
    ['an array for an object', shape('object'), [], [{ kind: 'type', rule: 'shape' }]],
    ['outside a choice', shape('string|null'), 1, [{ kind: 'value', rule: 'shape' }]],
    ['absent', shape('any'), undefined, [{ kind: 'missing' }]],
    [
      'a key missing',
      shape({ id: 'string', total: 'number' }),
      { id: 'x' },
      [{ kind: 'missing', at: ['total'] }],
    ],
    ['a key added', shape({ id: 'string' }), { id: 'x', more: 1 }, [{ kind: 'unexpected', at: ['more'] }]],
    [
      'a value of another type',
      shape({ id: 'string' }),
      { id: 7 },
      [{ kind: 'type', at: ['id'], rule: 'shape' }],
    ],
    ['an object for an object shape', shape({ id: 'string' }), 'x', [{ kind: 'type' }]],
    ['an array for a list', shape(['string']), 'x', [{ kind: 'type', rule: 'shape' }]],
    [
      'an element of no listed shape',
      shape(['string']),
      ['a', 1],
      [{ kind: 'type', at: [1], rule: 'shape' }],
    ],
    [
      'the closest listed shape speaks for an element',
      shape(['number', { id: 'string', n: 'number' }]),
      [{ id: 'x', n: 'y' }],
      [{ kind: 'type', at: [0, 'n'], rule: 'shape' }],
    ],
    [
      'the closest listed shape speaks for an element when it is listed first',
      shape([{ id: 'string', n: 'number' }, 'number']),
      [{ id: 'x', n: 'y' }],
      [{ kind: 'type', at: [0, 'n'], rule: 'shape' }],
    ],
    [
      'an empty array where elements are listed',
      shape(['string']),
      [],
      [{ kind: 'value', rule: 'shape', reason: 'empty' }],
    ],
    [
      'elements where none are listed',
      shape([]),
      [1],
      [{ kind: 'value', rule: 'shape', reason: 'not_empty' }],
    ],
    [
      'a rule in place of a shape',
      shape({ status: { $rule: 'exact', value: 'shipped' } }),
      { status: 'lost' },
      [{ kind: 'value', at: ['status'] }],
    ],
  ])('fails: %s', (_, expectation, received, mismatches) => {
    expectFail(expectation, received, mismatches)
  })

  test.each<[string, unknown, (string | number)[]]>([
    ['an unknown type name', shape('text'), ['value']],
    ['an empty name in a choice', shape('string|'), ['value']],
    ['a number where a shape goes', shape({ id: 5 }), ['value', 'id']],
    ['null where a shape goes', shape([null]), ['value', 0]],
    ['no shape at all', { $rule: 'shape' }, ['value']],
    ['an unknown rule inside', shape({ a: { $rule: 'nope' } }), ['value', 'a', '$rule']],
    ['an extra key', { $rule: 'shape', value: 'string', other: 1 }, []],
  ])('usage error: %s', (_, expectation, path) => {
    expectUsageError(expectation, path)
  })

  test('of element shapes equally far from an element, the first listed speaks', () => {
    expect(check(shape(['number', 'boolean']), ['x'])).toMatchObject([
      { kind: 'type', expectedType: 'number' },
    ])
    expect(check(shape(['boolean', 'number']), ['x'])).toMatchObject([
      { kind: 'type', expectedType: 'boolean' },
    ])
    expect(check(shape([{ a: 'string' }, { b: 'string' }]), [{}]).map(summarize)).toEqual([
      { kind: 'missing', at: [0, 'a'] },
    ])
  })

  test('two keys of a shape that are one key after NFC are a usage error naming the second', () => {
    const error = expectUsageError(shape({ order: { '\u00e9': 'string', 'e\u0301': 'number' } }), [
      'value',
      'order',
      'e\u0301',
    ])
    expect(error.problem).toBe('the key "\u00e9" appears twice after Unicode normalisation')
  })

  test('the words name the shape and what came instead', () => {
    const words = (expectation: unknown, received: unknown) =>
      check(expectation, received).map((mismatch) => describeMismatch(mismatch, { singleCall: true }))
    expect(words(shape({ id: 'string' }), { id: 7 })).toEqual([
      'arguments.x.id: expected a string for shape, received a number 7',
    ])
    expect(words(shape('string|null'), 1)).toEqual(['arguments.x: expected shape("string|null"), received 1'])
    expect(words(shape(['string']), [])).toEqual([
      'arguments.x: expected shape(["string"]), received [] (no element, where the shape lists some)',
    ])
    expect(words(shape({ id: 'string' }), {})).toEqual(['arguments.x.id: missing (expected shape("string"))'])
  })
})

const key = fc.string({ maxLength: 4 }).filter((text) => text !== '$rule' && text !== '__proto__')
const json: fc.Arbitrary<JsonValue> = fc.letrec<{ value: JsonValue }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.string({ maxLength: 4 }),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(key, tie('value'), { maxKeys: 3 }),
  ),
})).value

describe('shape of a value (properties)', () => {
  test('a value has the shape shapeOf gives it', () => {
    fc.assert(
      fc.property(json, (value) => {
        expect(check(shape(shapeOf(value)), value)).toEqual([])
      }),
      { numRuns: 300 },
    )
  })

  test('any value of the same shape matches it', () => {
    fc.assert(
      fc.property(json, json, (a, b) => {
        fc.pre(JSON.stringify(shapeOf(a)) === JSON.stringify(shapeOf(b)))
        expect(check(shape(shapeOf(a)), b)).toEqual([])
      }),
      { numRuns: 300 },
    )
  })

  test('a value that matches a shape keeps matching after its leaves change within their types', () => {
    const vary = (value: JsonValue): JsonValue => {
      if (typeof value === 'string') return `${value}!`
      if (typeof value === 'number') return value + 1
      if (typeof value === 'boolean') return !value
      if (Array.isArray(value)) return [...value].reverse().map(vary)
      if (value === null) return null
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, vary(v)]))
    }
    fc.assert(
      fc.property(json, (value) => {
        expect(check(shape(shapeOf(value)), vary(value))).toEqual([])
      }),
      { numRuns: 300 },
    )
  })
})
