import { describe, expect, test } from 'vitest'
import { compileField } from '../../src/compile/compile-field.js'
import { objectEntries } from '../../src/rules/object-entries.js'

/** The keys an expectation names, each with the kind of its node; `undefined` when it is not an object. */
function keysOf(expectation: unknown): Array<[string, string]> | undefined {
  return objectEntries(compileField(expectation, [], 'nfc'))?.map(([key, node]) => [key, node.kind])
}

describe('objectEntries', () => {
  test.each<[string, unknown, Array<[string, string]> | undefined]>([
    [
      'a plain object',
      { b: 1, a: { c: 2 } },
      [
        ['a', 'value'],
        ['b', 'value'],
      ],
    ],
    ['an empty object', {}, []],
    [
      'an object with a rule',
      { a: 1, b: { $rule: 'casefold', value: 'x' } },
      [
        ['a', 'value'],
        ['b', 'rule'],
      ],
    ],
    ['an array', [1, 2], undefined],
    ['an array with a rule', [{ $rule: 'casefold', value: 'x' }], undefined],
    ['null', null, undefined],
    ['a string', 'text', undefined],
    ['a number', 5, undefined],
    ['a rule for the whole object', { $rule: 'subset', value: { a: 1 } }, undefined],
  ])('%s', (_, expectation, keys) => {
    expect(keysOf(expectation)).toEqual(keys)
  })

  test('the entries of a plain object hold its canonical values', () => {
    const entries = objectEntries(compileField({ a: [1, { b: 'café' }] }, [], 'nfc'))
    expect(entries).toEqual([['a', { kind: 'value', value: [1, { b: 'café' }] }]])
  })
})
