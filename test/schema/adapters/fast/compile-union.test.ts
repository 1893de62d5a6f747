import { describe, expect, test } from 'vitest'
import { compileUnion } from '../../../../src/schema/adapters/fast/compile-union.js'
import { type Check, PASS, type RawIssue, UNSURE } from '../../../../src/schema/adapters/fast/raw-issue.js'

const fails =
  (...issues: RawIssue[]): Check =>
  () =>
    issues.map((issue) => ({ ...issue, path: [...issue.path] }))
const wrong = (expected: string): RawIssue => ({ code: 'invalid_type', expected, path: [] })
const small: RawIssue = { code: 'too_small', path: [], continue: true }

describe('compileUnion', () => {
  test('one branch is that branch', () => {
    const only = fails(wrong('string'))
    expect(compileUnion([only])).toBe(only)
  })

  test('the first branch that fits wins, and later ones do not run', () => {
    const union = compileUnion([fails(wrong('string')), () => PASS, () => UNSURE])
    expect(union(1)).toEqual([])
  })

  test('a single branch past its type check reports its own issues', () => {
    expect(compileUnion([fails(wrong('null')), fails(small)])(1)).toEqual([small])
  })

  test('otherwise one invalid_union carries every branch', () => {
    expect(compileUnion([fails(wrong('null')), fails(small), fails(small)])(1)).toEqual([
      { code: 'invalid_union', path: [], errors: [[wrong('null')], [small], [small]] },
    ])
  })

  test('an unsure branch makes the union unsure', () => {
    expect(compileUnion([fails(wrong('null')), () => UNSURE])(1)).toBe(UNSURE)
  })
})
