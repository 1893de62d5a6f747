import { describe, expect, test } from 'vitest'
import { countMembers } from '../../src/json/count-members.js'
import type { JsonValue } from '../../src/json/types.js'

const arrayPrototype = Array.prototype as unknown as Record<number, unknown>

/** `countMembers` of `value` while `Array.prototype` holds `inherited` at `index` (as some polyfill might). */
function countWithInheritedIndex(value: JsonValue, index: number, inherited: unknown): number {
  Object.defineProperty(Array.prototype, index, { value: inherited, configurable: true, writable: true })
  try {
    return countMembers(value, 64)
  } finally {
    delete arrayPrototype[index]
  }
}

describe('countMembers: an array is walked up to its length only', () => {
  // The index just past the end holds nothing of the array's own; read there, an inherited value would count.
  test.each<[string, JsonValue, number, unknown, number]>([
    ['an object past the end', [{}], 1, { a: 1, b: 2 }, 0],
    ['an overflowed number past the end', [{ a: 1 }], 1, Number.POSITIVE_INFINITY, 1],
    ['an object past the end of a nested array', { a: [1, 2] }, 2, { b: 1 }, 1],
  ])('%s: %j with Array.prototype[%i] set (%j) counts %i', (_name, value, index, inherited, members) => {
    expect(countWithInheritedIndex(value, index, inherited)).toBe(members)
  })
})
