import { describe, expect, test } from 'vitest'
import { compileTurn } from '../../src/compile/compile-turn.js'
import { match } from '../../src/match/match.js'
import { normalizeMatchOptions } from '../../src/match/options.js'
import type { Call } from '../../src/read/types.js'
import { pairingLines } from '../../src/report/pairing-lines.js'

const call = (id: number): Call => ({ name: 'lookup', arguments: { id } })

function linesOf(expected: Call[], received: Call[]): string[] {
  const expectation = { calls: expected, order: 'parallel' as const }
  const compiled = compileTurn(expectation, normalizeMatchOptions({}))
  if (compiled.kind !== 'calls') throw new Error('not calls')
  return pairingLines(compiled.calls, received, match(received, expectation))
}

describe('pairingLines', () => {
  test('a short pairing lists every call', () => {
    expect(linesOf([call(1), call(2)], [call(2), call(9)])).toEqual([
      'Pairing (expected → received):',
      '  #1 lookup({"id": 1}) → calls[1] (differs)',
      '  #2 lookup({"id": 2}) → calls[0]',
    ])
  })

  test.each<[string, number, number, number]>([
    // expected calls, of which differ, extra received calls → lines after the title
    ['25 calls, one differing: 20 lines, the differing one among them', 25, 1, 21],
    ['25 calls, all differing: 20 lines', 25, 25, 21],
    ['20 calls: all listed', 20, 3, 20],
  ])('%s', (_, count, differing, lines) => {
    const expected = Array.from({ length: count }, (_, i) => call(i))
    const received = expected.map((item, i) => (i >= count - differing ? call(-i - 1) : item))
    const out = linesOf(expected, received)
    expect(out).toHaveLength(lines + 1)
    expect(out.filter((line) => line.includes('(differs)'))).toHaveLength(Math.min(differing, 20))
    if (count > 20) expect(out.at(-1)).toBe(`  … and ${count - 20} more`)
  })

  test('unpaired received calls count as lines that say something', () => {
    const expected = Array.from({ length: 25 }, (_, i) => call(i))
    const out = linesOf(expected, [...expected, call(100)])
    expect(out.at(-2)).toBe('  unpaired: calls[25] lookup({"id": 100})')
    expect(out.at(-1)).toBe('  … and 6 more')
  })
})
