import { describe, expect, test } from 'vitest'
import { sortMismatches } from '../../src/match/sort-mismatches.js'
import type { Mismatch } from '../../src/mismatch.js'

const decision: Mismatch = { kind: 'decision', path: ['decision'], expected: 'CALL', received: 'ABSTAIN' }
const nameOf0: Mismatch = { kind: 'name', path: ['calls', 1, 'name'], call: { expected: 0, received: 1 } }
const valueOf0: Mismatch = {
  kind: 'value',
  path: ['calls', 1, 'arguments', 'a'],
  call: { expected: 0, received: 1 },
}
const schemaOf0: Mismatch = {
  kind: 'schema',
  path: ['calls', 1, 'arguments', 'z'],
  call: { expected: 0, received: 1 },
}
const staleOf0: Mismatch = { kind: 'stale_schema', path: ['calls', 1], call: { expected: 0, received: 1 } }
const nameOf1: Mismatch = { kind: 'name', path: ['calls', 0, 'name'], call: { expected: 1, received: 0 } }
const extraAt0: Mismatch = { kind: 'extra_call', path: ['calls', 0], call: { received: 0 } }
const extra = (received: number, at: number): Mismatch => ({
  kind: 'extra_call',
  path: ['calls', at],
  call: { received },
})

describe('sortMismatches: exact orderings', () => {
  test.each<[string, Mismatch[], Mismatch[]]>([
    ['a turn-level mismatch before a call’s name', [nameOf0, decision], [decision, nameOf0]],
    ['expected call 0 before expected call 1, whatever the kinds', [nameOf1, valueOf0], [valueOf0, nameOf1]],
    ['an expected call before an extra call at an earlier path', [extraAt0, valueOf0], [valueOf0, extraAt0]],
    ['stale before name within a call', [nameOf0, staleOf0], [staleOf0, nameOf0]],
    ['schema before a value at an earlier path', [valueOf0, schemaOf0], [schemaOf0, valueOf0]],
    ['name before schema', [schemaOf0, nameOf0], [nameOf0, schemaOf0]],
    [
      'every rank at once',
      [extraAt0, schemaOf0, nameOf1, valueOf0, staleOf0, decision, nameOf0],
      [decision, staleOf0, nameOf0, schemaOf0, valueOf0, nameOf1, extraAt0],
    ],
    ['extra calls by received index, not by path', [extra(5, 0), extra(1, 9)], [extra(1, 9), extra(5, 0)]],
    ['extra calls at one path by received index', [extra(2, 3), extra(1, 3)], [extra(1, 3), extra(2, 3)]],
    ['extra calls already in order stay', [extra(1, 3), extra(2, 3)], [extra(1, 3), extra(2, 3)]],
  ])('%s', (_, input, sorted) => {
    expect(sortMismatches(input)).toEqual(sorted)
  })

  test('mismatches that tie on everything keep their order, however many', () => {
    const alike = (expected: number): Mismatch => ({ kind: 'value', path: ['calls', 0], expected })
    const items = [0, 1, 2, 3, 4].map(alike)
    expect(sortMismatches(items)).toEqual(items)
    expect(sortMismatches([...items].reverse())).toEqual([...items].reverse())
  })
})
