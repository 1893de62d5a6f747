// What a sample keeps of a mismatch, at the edges of each allowance: where a string is cut next to a surrogate,
// how many items or keys a field keeps, that a path is bounded by its own allowance only, and the omitted count.
import { describe, expect, test } from 'vitest'
import type { JsonValue } from '../../src/json/types.js'
import type { Mismatch } from '../../src/mismatch.js'
import {
  abridgeMismatch,
  abridgeMismatches,
  SAMPLE_MISMATCHES,
  SAMPLE_STRING,
  SAMPLE_VALUES,
} from '../../src/score/abridge-mismatches.js'

const valueMismatch = (received: JsonValue, path: Mismatch['path'] = []): Mismatch => ({
  kind: 'value',
  path,
  received,
})

describe('abridgeMismatch: a string is cut at SAMPLE_STRING code units, never inside a surrogate pair', () => {
  // Rows: the units placed from index `at` on (after `at` letters a), and how many units the cut keeps.
  test.each<[string, number, string, number]>([
    ['U+D7FF, the last unit before the surrogates, is kept', SAMPLE_STRING - 1, '\uD7FF', SAMPLE_STRING],
    [
      'U+D800, the first high surrogate, is left out with its pair',
      SAMPLE_STRING - 1,
      '\uD800\uDC00',
      SAMPLE_STRING - 1,
    ],
    [
      'U+DBFF, the last high surrogate, is left out with its pair',
      SAMPLE_STRING - 1,
      '\uDBFF\uDFFF',
      SAMPLE_STRING - 1,
    ],
    ['a whole pair ending at the cut is kept', SAMPLE_STRING - 2, '\uD83D\uDE00', SAMPLE_STRING],
    ['U+E000, past the surrogates, is kept', SAMPLE_STRING - 1, '\uE000', SAMPLE_STRING],
  ])('%s', (_title, at, units, kept) => {
    const text = `${'a'.repeat(at)}${units}${'b'.repeat(10)}`
    const abridged = abridgeMismatch(valueMismatch(text))
    expect(abridged.received).toBe(text.slice(0, kept))
    expect(abridged.abridged).toBe(true)
  })
})

describe('abridgeMismatch: a field holds SAMPLE_VALUES values, the array or object itself one of them', () => {
  const numbers = (count: number) => Array.from({ length: count }, (_, index) => index)
  const entries = (count: number) => Object.fromEntries(numbers(count).map((index) => [`k${index}`, index]))

  test.each<[number, number, boolean]>([
    [SAMPLE_VALUES - 1, SAMPLE_VALUES - 1, false],
    [SAMPLE_VALUES, SAMPLE_VALUES - 1, true],
    [SAMPLE_VALUES + 50, SAMPLE_VALUES - 1, true],
  ])('%i items: the first %i kept, abridged %s', (count, kept, abridged) => {
    const array = abridgeMismatch(valueMismatch(numbers(count)))
    expect(array.received).toEqual(numbers(kept))
    expect(array.abridged === true).toBe(abridged)
    const object = abridgeMismatch(valueMismatch(entries(count)))
    expect(object.received).toEqual(entries(kept))
    expect(object.abridged === true).toBe(abridged)
  })

  test('a kept `__proto__` key is a plain own property, as writable and configurable as any other', () => {
    const abridged = abridgeMismatch(valueMismatch(JSON.parse('{"__proto__": 1, "k": 2}')))
    const copy = abridged.received as object
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype)
    expect(Object.getOwnPropertyDescriptor(copy, '__proto__')).toEqual({
      value: 1,
      enumerable: true,
      writable: true,
      configurable: true,
    })
    expect(Object.getOwnPropertyDescriptor(copy, '__proto__')).toEqual({
      ...Object.getOwnPropertyDescriptor(copy, 'k'),
      value: 1,
    })
  })
})

describe('abridgeMismatch: the path has its own allowance of characters, not of values', () => {
  test('a path of 150 steps (a deep argument) is kept whole, without the mark', () => {
    const path = Array.from({ length: 150 }, (_, index) => (index % 2 === 0 ? `k${index}` : index))
    const abridged = abridgeMismatch(valueMismatch(1, path))
    expect(abridged.path).toEqual(path)
    expect(abridged).not.toHaveProperty('abridged')
  })
})

describe('abridgeMismatches: the first SAMPLE_MISMATCHES kept, the rest and those already left out counted', () => {
  test.each<[number, number, number]>([
    [3, 0, 0],
    [3, 4, 4],
    [SAMPLE_MISMATCHES + 5, 0, 5],
    [SAMPLE_MISMATCHES + 5, 4, 9],
  ])('%i mismatches, %i already left out: %i omitted', (count, alreadyOmitted, omitted) => {
    const mismatches = Array.from({ length: count }, (_, index) => valueMismatch(index))
    const abridged = abridgeMismatches(mismatches, alreadyOmitted)
    expect(abridged.kept).toEqual(mismatches.slice(0, SAMPLE_MISMATCHES))
    expect(abridged.omitted).toBe(omitted)
  })
})
