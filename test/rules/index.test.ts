import { describe, expect, test } from 'vitest'
import { rules } from '../../src/rules/index.js'
import { expectUsageError } from './helpers.js'

describe('the rule registry', () => {
  test('every rule is registered under its own name', () => {
    for (const [name, definition] of Object.entries(rules)) expect(definition.name).toBe(name)
    expect(Object.keys(rules).sort()).toEqual(
      [
        'absent',
        'arabic',
        'bfclString',
        'casefold',
        'commaList',
        'duration',
        'enum',
        'exact',
        'ignore',
        'instant',
        'json',
        'number',
        'oneOf',
        'optional',
        'pattern',
        'present',
        'satisfies',
        'subset',
        'trimmed',
        'unordered',
        'withDefault',
      ].sort(),
    )
  })

  test.each<[string, unknown, (string | number)[]]>([
    ['an unknown $rule', { $rule: 'fuzzy', value: 'x' }, ['$rule']],
    ['a $rule that is not a string', { $rule: 5 }, ['$rule']],
    ['a $rule naming an Object.prototype member', { $rule: 'toString' }, ['$rule']],
    ['an unknown $rule deep inside', { a: [{ b: { $rule: 'nope' } }] }, ['a', 0, 'b', '$rule']],
  ])('usage error: %s', (_, expectation, path) => {
    expectUsageError(expectation, path)
  })

  test('an unknown $rule lists the known ones', () => {
    expect(expectUsageError({ $rule: 'fuzzy' }, ['$rule']).message).toMatch(
      /^Matcher error: unknown rule "fuzzy" \(known: .*casefold.*\) at arguments\.x\.\$rule$/,
    )
  })
})
