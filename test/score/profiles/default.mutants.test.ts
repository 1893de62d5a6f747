import { describe, expect, test } from 'vitest'
import { field } from '../../../src/expect/field.js'
import type { TurnExpectation } from '../../../src/expect/types.js'
import { score } from '../../../src/score/score.js'
import { call } from '../helpers.js'

describe('default argument credit: only forbidden top-level extra arguments add to the denominator', () => {
  test.each<[string, TurnExpectation, unknown, number]>([
    ['two extra arguments', call('f', { a: 1 }), [call('f', { a: 1, x: 1, y: 2 })], 1 / 3],
    [
      "an extra key inside an expected object is that argument's mismatch only",
      call('f', { a: 1, o: { b: 1 } }),
      [call('f', { a: 1, o: { b: 1, z: 1 } })],
      1 / 2,
    ],
    [
      'arguments expected as a whole earn 0 with an extra key, and nothing more is counted',
      { name: 'f', arguments: field.exact({ a: 1 }) },
      [call('f', { a: 1, z: 1 })],
      0,
    ],
  ])('%s', (_title, expected, received, credit) => {
    const result = score(expected, received)
    expect(result.calls.map((item) => item.arguments)).toEqual([credit])
    expect(result.axes.argumentAccuracy).toBe(credit)
  })
})
