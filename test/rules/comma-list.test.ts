import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import type { JsonValue } from '../../src/json/types.js'
import { splitCommaList } from '../../src/rules/comma-list.js'
import { check, type Expected, expectFail, expectPass, expectUsageError } from './helpers.js'

const commaList = (value: string, unordered?: boolean) =>
  unordered === undefined ? { $rule: 'commaList', value } : { $rule: 'commaList', value, unordered }

describe('commaList', () => {
  test.each<[string, unknown, JsonValue]>([
    ['the same text', commaList('web,hero'), 'web,hero'],
    ['a space after the comma (seed 002)', commaList('web,hero'), 'web, hero'],
    ['spaces in the expected value', commaList('web, hero'), 'web,hero'],
    ['white space around every part', commaList('web,hero'), '  web ,\thero\n'],
    ['a single part', commaList('web'), ' web '],
    ['an empty list', commaList(''), '  '],
    ['another order when unordered', commaList('web,hero', true), 'hero, web'],
    ['duplicates in another order when unordered', commaList('a,a,b', true), 'b,a, a'],
    ['ordered when unordered is false', commaList('a,b', false), 'a, b'],
    ['composed and decomposed text', commaList('café,b'), 'cafe\u0301, b'],
  ])('passes: %s', (_, expectation, received) => {
    expectPass(expectation, received)
  })

  test.each<[string, unknown, JsonValue | undefined, Expected[]]>([
    [
      'another order',
      commaList('web,hero'),
      'hero,web',
      [{ kind: 'value', rule: 'commaList', reason: 'part_order' }],
    ],
    [
      'a part missing',
      commaList('web,hero'),
      'web',
      [{ kind: 'value', rule: 'commaList', reason: 'part_count' }],
    ],
    [
      'a part too many',
      commaList('web,hero'),
      'web,hero,x',
      [{ kind: 'value', rule: 'commaList', reason: 'part_count' }],
    ],
    [
      'a trailing comma',
      commaList('web,hero'),
      'web,hero,',
      [{ kind: 'value', rule: 'commaList', reason: 'part_count' }],
    ],
    [
      'another separator',
      commaList('web,hero'),
      'web;hero',
      [{ kind: 'value', rule: 'commaList', reason: 'part_count' }],
    ],
    [
      'a part in another case',
      commaList('web,hero'),
      'Web,hero',
      [{ kind: 'value', rule: 'commaList', reason: 'parts_differ' }],
    ],
    [
      'white space inside a part',
      commaList('web,hero'),
      'w eb,hero',
      [{ kind: 'value', rule: 'commaList', reason: 'parts_differ' }],
    ],
    [
      'duplicates counted when unordered',
      commaList('a,a,b', true),
      'a,b,b',
      [{ kind: 'value', rule: 'commaList', reason: 'parts_differ' }],
    ],
    [
      'a part missing when unordered',
      commaList('a,b', true),
      'b',
      [{ kind: 'value', rule: 'commaList', reason: 'part_count' }],
    ],
    ['an array', commaList('web,hero'), ['web', 'hero'], [{ kind: 'type', rule: 'commaList' }]],
    ['a number', commaList('1'), 1, [{ kind: 'type', rule: 'commaList' }]],
    ['an absent key', commaList('a'), undefined, [{ kind: 'missing' }]],
  ])('fails: %s', (_, expectation, received, mismatches) => {
    expectFail(expectation, received, mismatches)
  })

  test.each<[string, string[]]>([
    ['a, b', ['a', 'b']],
    ['a,,b', ['a', '', 'b']],
    ['a,b,', ['a', 'b', '']],
    ['', ['']],
    [' x ', ['x']],
  ])('splitCommaList(%j)', (text, parts) => {
    expect(splitCommaList(text)).toEqual(parts)
  })

  test.each<[string, unknown, (string | number)[]]>([
    ['a value that is not a string', { $rule: 'commaList', value: ['a', 'b'] }, ['value']],
    ['unordered that is not a boolean', { $rule: 'commaList', value: 'a', unordered: 'yes' }, ['unordered']],
  ])('usage error: %s', (_, expectation, path) => {
    expectUsageError(expectation, path)
  })

  describe('properties', () => {
    const part = fc
      .string({ unit: fc.constantFrom('a', 'b', 'C', '1', '-', 'é', ' ') })
      .map((text) => text.trim())
    const parts = fc.array(part, { minLength: 1, maxLength: 6 })
    const padding = fc.constantFrom('', ' ', '  ', '\t')

    test('reflexive: a list matches itself and itself with white space around the parts', () => {
      fc.assert(
        fc.property(parts, fc.array(fc.tuple(padding, padding)), (items, pads) => {
          const text = items.join(',')
          const padded = items
            .map((item, index) => `${pads[index]?.[0] ?? ''}${item}${pads[index]?.[1] ?? ''}`)
            .join(',')
          expect(check(commaList(text), text)).toEqual([])
          expect(check(commaList(text), padded)).toEqual([])
        }),
        { seed: 21, numRuns: 300 },
      )
    })

    test('reflexive when unordered: any permutation of the parts matches', () => {
      fc.assert(
        fc.property(
          parts.chain((items) =>
            fc.tuple(
              fc.constant(items),
              fc.shuffledSubarray(items, { minLength: items.length, maxLength: items.length }),
            ),
          ),
          ([items, permutation]) => {
            expect(check(commaList(items.join(', '), true), permutation.join(','))).toEqual([])
          },
        ),
        { seed: 22, numRuns: 300 },
      )
    })
  })
})
