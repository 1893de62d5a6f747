import { describe, expect, test } from 'vitest'
import { compileField } from '../../src/compile/compile-field.js'
import { compareField } from '../../src/rules/compare-field.js'
import { AT, checkContext, expectPass, expectUsageError } from './helpers.js'

const pattern = (value: string, flags: string) => ({ $rule: 'pattern', value, flags })

describe('pattern: the g and y flags', () => {
  test.each(['g', 'y', 'gy', 'gi', 'yu'])(
    'one compiled rule with %j gives the same answer every time',
    (flags) => {
      const node = compileField(pattern('ab', flags), AT, 'nfc')
      const context = checkContext()
      for (let round = 0; round < 3; round++) expect(compareField(node, 'xab', AT, context)).toEqual([])
    },
  )

  test.each(['y', 'gy'])('with %j the pattern still matches anywhere, not only at the start', (flags) => {
    expectPass(pattern('b', flags), 'ab')
  })

  test('the other flags are kept', () => {
    expectPass(pattern('^AB$', 'gi'), 'ab')
  })
})

describe('pattern: usage errors say what is wrong', () => {
  test.each<[string, unknown, string, string]>([
    ['an invalid flag', pattern('a', 'z'), 'flags', 'invalid regular expression flags: '],
    ['an invalid pattern', pattern('(', ''), 'value', 'invalid regular expression: '],
  ])('%s', (_, expectation, at, message) => {
    expect(expectUsageError(expectation, [at]).message).toContain(message)
  })
})
