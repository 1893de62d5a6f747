import { describe, expect, test } from 'vitest'
import { expectedValue } from '../../src/bfcl/expected-value.js'
import type { BfclParameter } from '../../src/bfcl/types.js'
import { field, MatcherUsageError } from '../../src/index.js'
import type { JsonValue } from '../../src/json/types.js'
import { answer, call, decide, doc, question } from './helpers.js'

const ABSENT = Symbol('absent')
const list = (items: string): BfclParameter => ({ type: 'array', items: { type: items } })
const preferences: BfclParameter = {
  type: 'dict',
  properties: { size: { type: 'string', enum: ['small', 'large'] }, shots: { type: 'integer' } },
}
const drinks = { size: ['large'], shots: [2, ''] }
const transactions: BfclParameter = { type: 'array', items: { type: 'dict', properties: {} } }

/**
 * One parameter `x` of a simple entry: its doc, the answer's acceptable values, a received value (or `ABSENT`), and
 * the verdicts of the `bfcl` and `default` imports.
 */
const cases: [string, BfclParameter, JsonValue[], unknown, boolean, boolean][] = [
  ['one of several values', { type: 'string' }, ['cm', 'centimeters'], 'centimeters', true, true],
  ['another case of one', { type: 'string' }, ['cm', 'centimeters'], 'CM', true, false],
  ['none of them', { type: 'string' }, ['cm', 'centimeters'], 'inches', false, false],
  ['required by the answer, absent', { type: 'string' }, ['cm'], ABSENT, false, false],
  ['"" among them, absent', { type: 'string' }, ['', 'cm'], ABSENT, true, true],
  ['"" only, given " . "', { type: 'string' }, [''], ' . ', true, false],
  ['no Unicode normalisation', { type: 'string' }, ['é'], 'e\u0301', false, true],
  ['`any` is compared as a string', { type: 'any' }, ['x'], ' X', true, false],
  ['an integer for a float', { type: 'float' }, [5.5, 5], 5, true, true],
  ['a float for an integer', { type: 'integer' }, [5], 5.5, false, false],
  ['false for 0', { type: 'integer' }, [0], false, false, false],
  ['a number has no tolerance', { type: 'float' }, [0.1], 0.1000001, false, false],
  ['variable: null where the answer says None', { type: 'integer' }, [null], null, true, false],
  ['variable: a value of the doc type against null', { type: 'integer' }, [null], 5, false, false],
  ['variable: exact, not standardised', { type: 'string' }, [true], 'True', false, false],
  ['variable: the answer type itself', { type: 'string' }, [true], true, true, false],
  ['a list, in order', list('string'), [['a', 'b']], ['A', 'b'], true, false],
  ['a list reordered', list('string'), [['a', 'b']], ['b', 'a'], false, false],
  [
    'a list with the other order listed',
    list('string'),
    [
      ['a', 'b'],
      ['b', 'a'],
    ],
    ['b', 'a'],
    true,
    true,
  ],
  ['an optional list given []', list('string'), [['a'], ''], [], true, false],
  [
    'an optional list: elements unchecked, Python ==',
    list('integer'),
    [[1, 0], ''],
    [true, false],
    true,
    false,
  ],
  ['a required list: elements type-checked', list('integer'), [[1, 0]], [true, false], false, false],
  ['the element type of the answer (escape)', list('integer'), [['a', 'b']], ['a', 'b'], true, false],
  ['a dict: strings standardised', preferences, [drinks], { size: 'LARGE', shots: 2 }, true, false],
  ['a dict: a key with "" omitted', preferences, [drinks], { size: 'large' }, true, true],
  ['a dict: a key without "" omitted', preferences, [drinks], { shots: 2 }, false, false],
  ['a dict: another key', preferences, [drinks], { size: 'large', milk: 'oat' }, false, false],
  ['a dict: values untyped, Python ==', preferences, [{ size: [true] }], { size: 1 }, true, false],
  ['a dict: "3" is not 3', preferences, [{ shots: [3] }], { shots: '3' }, false, false],
  [
    'a dict: the second alternative',
    preferences,
    [{ size: ['small'] }, drinks],
    { size: 'large' },
    true,
    true,
  ],
  ['a dict with only "": given', preferences, [''], { size: 'large' }, false, false],
  ['dicts in order', transactions, [[{ a: [1] }, { a: [2, ''] }]], [{ a: 1 }, {}], true, true],
  ['dicts reordered', transactions, [[{ a: [1] }, { a: [2] }]], [{ a: 2 }, { a: 1 }], false, false],
  ['dicts: "" stands for []', transactions, [[{ a: [1] }], ''], [], true, false],
  ['dicts: one too many', transactions, [[{ a: [1] }]], [{ a: 1 }, { a: 1 }], false, false],
]

describe('one parameter, in both directions (bfcl profile, then default)', () => {
  test.each(cases)('%s', (_, parameter, values, received, bfcl, plain) => {
    const entry = [
      question('simple_python_1', doc('f', { x: parameter })),
      answer('simple_python_1', ['f', { x: values }]),
    ] as const
    const args = received === ABSENT ? {} : { x: received }
    expect(decide([...entry], [call('f', args)])).toBe(bfcl)
    expect(decide([...entry], [call('f', args)], { profile: 'default' })).toBe(plain)
  })
})

describe('expectedValue', () => {
  test.each<[string, BfclParameter | undefined, JsonValue[], unknown]>([
    ['one value stays plain', { type: 'integer' }, [5], 5],
    ['several: oneOf', { type: 'integer' }, [5, 6], field.oneOf(5, 6)],
    ['"": optional', { type: 'integer' }, [5, ''], field.optional(5)],
    [
      'strings: bfclString, "" kept',
      { type: 'string' },
      ['a', ''],
      field.optional(field.oneOf(field.bfclString('a'), field.bfclString(''))),
    ],
    ['a number only "": absent', { type: 'integer' }, [''], field.absent()],
    [
      'a list: "" is also []',
      list('string'),
      [['a'], ''],
      field.optional(field.oneOf([field.bfclString('a')], [])),
    ],
    [
      'Python == only where untyped',
      list('integer'),
      [[1], ''],
      field.optional(field.oneOf([field.oneOf(1, true)], [])),
    ],
    [
      'a dict',
      preferences,
      [drinks],
      { size: field.bfclString('large'), shots: field.optional(field.oneOf(2, field.bfclString(''))) },
    ],
    ['not in the doc: exact', undefined, ['a'], 'a'],
  ])('%s', (_, parameter, values, expected) => {
    expect(expectedValue(values, parameter, 'bfcl', ['x'])).toEqual(expected)
  })

  test('no acceptable value is a usage error naming the path', () => {
    expect(() => expectedValue([], { type: 'string' }, 'bfcl', ['answer', 'x'])).toThrow(MatcherUsageError)
    expect(() => expectedValue([], { type: 'string' }, 'bfcl', ['answer', 'x'])).toThrow('at answer.x')
  })
})
