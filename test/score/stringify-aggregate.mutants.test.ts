import { describe, expect, test } from 'vitest'
import { stringifyAggregate } from '../../src/score/stringify-aggregate.js'

describe('stringifyAggregate: numbers JSON cannot write', () => {
  test.each([
    [Number.NaN, 'cannot write the number NaN'],
    [Number.POSITIVE_INFINITY, 'cannot write the number Infinity'],
    [Number.NEGATIVE_INFINITY, 'cannot write the number -Infinity'],
  ])('%d is refused, naming it', (value, message) => {
    expect(() => stringifyAggregate({ nested: [{ value }] })).toThrow(new TypeError(message))
  })
})
