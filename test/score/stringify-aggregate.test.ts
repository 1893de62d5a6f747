import { describe, expect, test } from 'vitest'
import { emptyAggregate } from '../../src/score/empty-aggregate.js'
import { finalizeAggregate } from '../../src/score/finalize-aggregate.js'
import { stringifyAggregate } from '../../src/score/stringify-aggregate.js'

describe('stringifyAggregate', () => {
  test('keys sorted by code unit at every level, integer-like keys included', () => {
    const text = stringifyAggregate({ b: 1, a: { z: [2, { y: 1, x: 0 }], '10': 1, '9': 2, Z: 3 } })
    expect(text).toBe(
      '{\n  "a": {\n    "10": 1,\n    "9": 2,\n    "Z": 3,\n    "z": [\n      2,\n      {\n        "x": 0,\n        "y": 1\n      }\n    ]\n  },\n  "b": 1\n}\n',
    )
  })

  test.each([
    [1 / 3, '0.333333333333'],
    [2 / 3, '0.666666666667'],
    [0.1 + 0.2, '0.3'],
    [0.30000000000000004, '0.3'],
    [-0, '0'],
    [-1e-20, '-1e-20'],
    [123456789012345, '123456789012345'],
    [0.75, '0.75'],
  ])('the number %d is written %s', (value, written) => {
    expect(stringifyAggregate({ value })).toBe(`{\n  "value": ${written}\n}\n`)
  })

  test('null stays null, undefined properties are left out, empty containers stay on one line', () => {
    expect(stringifyAggregate({ a: null, b: undefined, c: {}, d: [] })).toBe(
      '{\n  "a": null,\n  "c": {},\n  "d": []\n}\n',
    )
  })

  test('the output is JSON that reads back to the same metrics', () => {
    const final = finalizeAggregate(emptyAggregate())
    expect(JSON.parse(stringifyAggregate(final))).toEqual(JSON.parse(JSON.stringify(final)))
  })

  test('non-finite numbers are refused', () => {
    expect(() => stringifyAggregate({ value: Number.NaN })).toThrow(TypeError)
  })
})
