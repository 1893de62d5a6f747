import { describe, expect, test } from 'vitest'
import { field } from '../../../src/expect/field.js'
import type { TurnExpectation } from '../../../src/expect/types.js'
import { score } from '../../../src/score/score.js'
import { call } from '../helpers.js'

const arabic = { profile: 'arabic' } as const

describe('arabic argument credit of calls whose arguments are not checked key by key', () => {
  test.each<[string, TurnExpectation, unknown, number | null]>([
    ['arguments not checked: not scored', { name: 'f' }, [call('f', { a: 'x' })], null],
    ['arguments not checked, call missing: not scored', { calls: [{ name: 'f' }] }, [], null],
    [
      'arguments checked as a whole, matching: 1',
      { name: 'f', arguments: field.exact({ a: 'x' }) },
      [call('f', { a: 'x' })],
      1,
    ],
    [
      'arguments checked as a whole, not matching: 0',
      { name: 'f', arguments: field.exact({ a: 'x' }) },
      [call('f', { a: 'y' })],
      0,
    ],
    ['no arguments expected: not scored', call('f'), [call('f')], null],
  ])('%s', (_title, expected, received, credit) => {
    const result = score(expected, received, arabic)
    expect(result.calls.map((item) => item.arguments)).toEqual([credit])
    expect(result.axes.argumentAccuracy).toBe(credit)
  })
})
