import { describe, expect, test } from 'vitest'
import { withinTolerance } from '../../src/rules/number.js'
import { check } from './helpers.js'

describe('withinTolerance: the boundary is inclusive, rounding slack included', () => {
  // Each difference is exactly the tolerance plus its slack (2 ε × the largest magnitude): still inside.
  test.each([
    [0.5, 0.9687500000000004, 0.46875],
    [3.375, 3.8906250000000018, 0.515625],
    [7.25, 7.9687500000000036, 0.71875],
  ])('%d and %d are within %d', (expected, received, tolerance) => {
    expect(withinTolerance(expected, received, tolerance)).toBe(true)
    expect(withinTolerance(received, expected, tolerance)).toBe(true)
  })

  // A few ulps further: outside.
  test.each([
    [0.5, 0.9687500000000011, 0.46875],
    [7.25, 7.968750000000011, 0.71875],
  ])('%d and %d are not within %d', (expected, received, tolerance) => {
    expect(withinTolerance(expected, received, tolerance)).toBe(false)
  })
})

describe('number: a string that is not allowed is a type mismatch expecting a number', () => {
  test.each<[string, object, string, string]>([
    ['text that is no number', {}, 'abc', 'not_numeric'],
    ['a numeric string without coercion', { coerce: false }, '5', 'string_not_allowed'],
  ])('%s', (_, options, received, reason) => {
    expect(check({ $rule: 'number', value: 5, ...options }, received)).toEqual([
      { kind: 'type', path: ['arguments', 'x'], expectedType: 'number', received, rule: 'number', reason },
    ])
  })
})
