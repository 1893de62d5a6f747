import { describe, expect, test } from 'vitest'
import { compileTurn } from '../../src/compile/compile-turn.js'
import type { CallExpectation } from '../../src/expect/types.js'
import { match } from '../../src/match/match.js'
import { type MatchOptions, normalizeMatchOptions } from '../../src/match/options.js'
import type { Mismatch } from '../../src/mismatch.js'
import type { Call } from '../../src/read/types.js'
import { onlyOrderDiffers, orderLines } from '../../src/report/order-lines.js'

const call = (id: number, name = 'lookup'): Call => ({ name, arguments: { id } })

function linesOf(expected: CallExpectation[], received: Call[], options: MatchOptions = {}): string[] {
  const expectation = { calls: expected, order: 'serial' as const }
  const compiled = compileTurn(expectation, normalizeMatchOptions(options))
  if (compiled.kind !== 'calls') throw new Error('not calls')
  const verdict = match(received, expectation, options)
  expect(onlyOrderDiffers(verdict.mismatches)).toBe(true)
  return orderLines(compiled.calls, received, verdict)
}

describe('onlyOrderDiffers', () => {
  const order: Mismatch = { kind: 'call_order', path: ['calls'] }
  const extra: Mismatch = { kind: 'extra_call', path: ['calls', 1] }
  test.each<[string, Mismatch[], boolean]>([
    ['the order alone', [order], true],
    ['nothing', [], false],
    ['another difference alone', [extra], false],
    ['the order and another difference', [order, extra], false],
  ])('%s', (_, mismatches, expected) => {
    expect(onlyOrderDiffers(mismatches)).toBe(expected)
  })
})

describe('orderLines', () => {
  test('each received call names the expected call it matches', () => {
    expect(linesOf([call(1), call(2, 'book')], [call(2, 'book'), call(1)])).toEqual([
      '  expected order       │ received order',
      '  #1 lookup({"id": 1}) │ calls[0] book({"id": 2}) = #2',
      '  #2 book({"id": 2})   │ calls[1] lookup({"id": 1}) = #1',
    ])
  })

  test('an extra call the policy allows is said to be one', () => {
    const lines = linesOf([call(1), call(2)], [call(2), call(7, 'log'), call(1)], { extraCalls: 'allow' })
    expect(lines).toEqual([
      '  expected order       │ received order',
      '  #1 lookup({"id": 1}) │ calls[0] lookup({"id": 2}) = #2',
      '  #2 lookup({"id": 2}) │ calls[1] log({"id": 7}) (an extra call, allowed)',
      '                       │ calls[2] lookup({"id": 1}) = #1',
    ])
  })

  test('past 20 rows the rest are counted', () => {
    const expected = Array.from({ length: 25 }, (_, i) => call(i))
    const lines = linesOf(expected, [...expected].reverse())
    expect(lines).toHaveLength(1 + 20 + 1)
    expect(lines.at(-1)).toBe('  … and 5 more')
    expect(lines[1]).toBe('  #1 lookup({"id": 0})   │ calls[0] lookup({"id": 24}) = #25')
  })

  test('a long expected call does not widen the column past 60 characters', () => {
    const long = { name: 'lookup', arguments: { id: 1, note: 'x'.repeat(60) } }
    const lines = linesOf([long, call(2)], [call(2), long])
    expect(lines[0]!.indexOf('│')).toBe(2 + 60 + 1)
    expect(lines[2]!.indexOf('│')).toBe(2 + 60 + 1)
    expect(lines[1]!.indexOf('│')).toBeGreaterThan(2 + 60 + 1)
  })
})
