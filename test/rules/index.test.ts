import { describe, expect, test } from 'vitest'
import { compileField } from '../../src/compile/compile-field.js'
import { rules } from '../../src/rules/index.js'
import { parseSnapshot } from '../../src/snapshot/parse-snapshot.js'
import { MatcherUsageError } from '../../src/usage-error.js'
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
        'date',
        'duration',
        'enum',
        'exact',
        'ignore',
        'instant',
        'json',
        'mentions',
        'number',
        'oneOf',
        'optional',
        'pattern',
        'present',
        'satisfies',
        'shape',
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

  test('only satisfies holds a function: it has no JSON form', () => {
    expect(
      Object.values(rules)
        .filter((rule) => rule.codeOnly === true)
        .map((rule) => rule.name),
    ).toEqual(['satisfies'])
  })

  /** The names an unknown rule's usage error offers, compiled as written in `written`. */
  function offered(compile: () => unknown): string[] {
    try {
      compile()
    } catch (error) {
      if (!(error instanceof MatcherUsageError)) throw error
      const list = /\(known(?: in JSON)?: ([^)]*)\)/.exec(error.problem)?.[1]
      if (list === undefined) throw new Error(`no list in ${error.problem}`)
      return list.split(', ')
    }
    throw new Error('no usage error')
  }

  test('in code, an unknown rule lists every rule', () => {
    const names = offered(() => compileField({ $rule: 'fuzzy' }, [], 'nfc'))
    expect(names.sort()).toEqual(Object.keys(rules).sort())
  })

  test('in JSON (a snapshot), the list leaves out the rules JSON cannot hold', () => {
    const names = offered(() => compileField({ $rule: 'fuzzy' }, [], 'nfc', 'json'))
    expect(names).not.toContain('satisfies')
    expect(names.sort()).toEqual(
      Object.keys(rules)
        .filter((name) => name !== 'satisfies')
        .sort(),
    )
    const snapshot = '{"name": "a", "arguments": {"city": {"$rule": "casefld", "value": "x"}}}'
    const fromSnapshot = offered(() => parseSnapshot(snapshot, 'snapshot `weather 1`'))
    expect([...fromSnapshot].sort()).toEqual(names)
    expect(fromSnapshot).not.toContain('satisfies')
    expect(fromSnapshot).toContain('casefold')
  })
})
