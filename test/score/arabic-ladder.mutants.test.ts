import { describe, expect, test } from 'vitest'
import type { JsonValue } from '../../src/json/types.js'
import { LADDER, ladderCredit } from '../../src/score/arabic-ladder.js'

describe('ladderCredit', () => {
  test.each<[string, JsonValue, JsonValue, number]>([
    ['different objects', { a: 1 }, { a: 2 }, LADDER.none],
    ['equal objects in another key order', { a: 1, b: 2 }, { b: 2, a: 1 }, LADDER.exact],
    ['different arrays', [1, 2], [2, 1], LADDER.none],
    ['an object and a string', { a: 1 }, '[object Object]', LADDER.none],
    ['white space around the expected text', ' Riyadh ', 'Riyadh', LADDER.exact],
    ['white space around the received text', 'Riyadh', '\tRiyadh\n', LADDER.exact],
    ['white space and case', ' RIYADH', 'riyadh', LADDER.casefold],
    ['a number and its text', 5, '5', LADDER.exact],
  ])('%s', (_, expected, received, credit) => {
    expect(ladderCredit(expected, received)).toBe(credit)
  })
})
