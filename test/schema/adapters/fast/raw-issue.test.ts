import { describe, expect, test } from 'vitest'
import {
  aborts,
  appendUnder,
  PASS,
  type RawIssue,
  typeIssue,
} from '../../../../src/schema/adapters/fast/raw-issue.js'

describe('raw issues', () => {
  test('appendUnder prefixes paths in place and appends', () => {
    const first = typeIssue('string')
    const out = appendUnder(undefined, 'a', [first])
    const second: RawIssue = { code: 'too_small', path: [1], continue: true }
    expect(appendUnder(out, 0, [second])).toBe(out)
    expect(out).toEqual([
      { code: 'invalid_type', expected: 'string', path: ['a'] },
      { code: 'too_small', path: [0, 1], continue: true },
    ])
  })

  test.each<[string, RawIssue[], boolean]>([
    ['none', [], false],
    ['continuing', [{ code: 'too_small', path: [], continue: true }], false],
    ['a type issue', [typeIssue('null')], true],
    ['an explicit stop', [{ code: 'too_big', path: [], continue: false }], true],
  ])('aborts: %s', (_, issues, expected) => {
    expect(aborts(issues)).toBe(expected)
  })

  test('PASS is empty and frozen', () => {
    expect(PASS).toEqual([])
    expect(Object.isFrozen(PASS)).toBe(true)
  })
})
