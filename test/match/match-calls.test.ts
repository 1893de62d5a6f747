import { describe, expect, test } from 'vitest'
import { field } from '../../src/expect/field.js'
import { match } from '../../src/match/match.js'

const call = (id: number) => ({ name: 'lookup', arguments: { id } })

describe('matchCalls on large turns: bounded work, documented degradations', () => {
  test.each<[string, number, string[]]>([
    // A swap among few calls: the order is looked for.
    ['20 calls with rules, two swapped: call_order', 20, ['call_order']],
    // One more call: over 4,000,000 cells without keys; the order is not looked for, the differences are listed.
    ['2,001 calls with rules, two swapped: the serial differences', 2001, ['value', 'value']],
  ])('%s', (_, count, kinds) => {
    const expected = Array.from({ length: count }, (_, i) => ({
      name: 'lookup',
      arguments: { id: field.number(i) },
    }))
    const received = Array.from({ length: count }, (_, i) => call(i === 5 ? 6 : i === 6 ? 5 : i))
    const verdict = match(received, { calls: expected, order: 'serial' })
    expect(verdict.mismatches.map((mismatch) => mismatch.kind)).toEqual(kinds)
  })

  test('closest calls are looked for within 1,000,000 comparisons: the first missing calls get one', () => {
    const expected = Array.from({ length: 2001 }, (_, i) => call(i))
    const received = expected.slice(0, 1000)
    const verdict = match(received, { calls: expected, order: 'serial' })
    // 1,001 missing calls: `match` lists the first 1,000 (MISMATCH_LIMIT) and counts the last.
    expect(verdict.mismatches.filter((mismatch) => mismatch.kind === 'missing_call')).toHaveLength(1000)
    expect(verdict.omittedMismatches).toBe(1)
    expect(verdict.closest).toHaveLength(1000)
    // Every received call differs from the missing ones by one value: the canonical first is the closest.
    expect(verdict.closest.at(-1)).toEqual({ expected: 1999, received: 0 })
  })
})
