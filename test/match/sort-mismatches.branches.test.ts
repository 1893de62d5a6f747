import { describe, expect, test } from 'vitest'
import { sortMismatches } from '../../src/match/sort-mismatches.js'
import type { Mismatch } from '../../src/mismatch.js'

describe('sortMismatches: branches', () => {
  test('a call-level mismatch naming neither call ranks with the extra calls, first among them', () => {
    const extra: Mismatch = { kind: 'extra_call', path: ['calls', 0], call: { received: 0 } }
    const neither: Mismatch = { kind: 'value', path: ['calls'], call: {} }
    const first: Mismatch = { kind: 'name', path: ['calls', 1, 'name'], call: { expected: 0, received: 1 } }
    expect(sortMismatches([extra, neither, first])).toEqual([first, neither, extra])
  })

  test('mismatches alike in call, kind and path keep the order they came in', () => {
    const a: Mismatch = {
      kind: 'missing',
      path: ['calls', 0, 'arguments', 'x'],
      expected: 1,
      rule: 'unordered',
    }
    const b: Mismatch = {
      kind: 'missing',
      path: ['calls', 0, 'arguments', 'x'],
      expected: 2,
      rule: 'unordered',
    }
    expect(sortMismatches([a, b])).toEqual([a, b])
    expect(sortMismatches([b, a])).toEqual([b, a])
  })
})
