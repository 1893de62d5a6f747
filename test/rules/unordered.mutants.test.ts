import { describe, expect, test } from 'vitest'
import { check } from './helpers.js'

const unordered = (value: unknown[]) => ({ $rule: 'unordered', value })

describe('unordered: what a missing element is reported as', () => {
  test('a plain element: its canonical value (NFC text)', () => {
    expect(check(unordered(['cafe\u0301', 'x']), ['x'])).toEqual([
      { kind: 'missing', path: ['arguments', 'x'], expected: 'café', rule: 'unordered' },
    ])
  })

  test('a rule: the rule as written', () => {
    const rule = { $rule: 'casefold', value: 'cafe\u0301' }
    expect(check(unordered([rule, 'x']), ['x'])).toEqual([
      { kind: 'missing', path: ['arguments', 'x'], expected: rule, rule: 'unordered' },
    ])
  })
})

describe('unordered: mismatches come in the order of the received elements', () => {
  test('elements received in reverse order, each with one wrong field', () => {
    const expectation = unordered([
      { key: 1, value: 1 },
      { key: 2, value: 2 },
    ])
    const received = [
      { key: 2, value: 20 },
      { key: 1, value: 10 },
    ]
    expect(check(expectation, received).map((mismatch) => mismatch.path)).toEqual([
      ['arguments', 'x', 0, 'value'],
      ['arguments', 'x', 1, 'value'],
    ])
  })

  test('three elements received in a shuffled order', () => {
    const expectation = unordered([
      { id: 'a', n: 1 },
      { id: 'b', n: 2 },
      { id: 'c', n: 3 },
    ])
    const received = [
      { id: 'c', n: 30 },
      { id: 'a', n: 10 },
      { id: 'b', n: 20 },
    ]
    expect(check(expectation, received).map((mismatch) => [mismatch.path, mismatch.received])).toEqual([
      [['arguments', 'x', 0, 'n'], 30],
      [['arguments', 'x', 1, 'n'], 10],
      [['arguments', 'x', 2, 'n'], 20],
    ])
  })
})
