import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { compileTurn } from '../../src/compile/compile-turn.js'
import { field } from '../../src/expect/field.js'
import { callCandidates } from '../../src/match/call-candidates.js'
import { compareCall } from '../../src/match/compare-call.js'
import { checkContext } from '../../src/match/match.js'
import { normalizeMatchOptions } from '../../src/match/options.js'
import type { Call } from '../../src/read/types.js'

const options = normalizeMatchOptions({})

function compiled(expected: unknown[], extraArguments: 'forbid' | 'allow' = 'forbid') {
  const turn = compileTurn({ calls: expected, order: 'parallel' }, { ...options, extraArguments })
  if (turn.kind !== 'calls') throw new Error('not calls')
  return turn.calls
}

const received: Call[] = [
  { name: 'get', arguments: { id: 1, unit: 'C' } },
  { name: 'put', arguments: { id: 1 } },
  { name: 'get', arguments: { id: 2, unit: 'C' } },
  { name: 'get', arguments: { unit: 'F' } },
  { name: 'get', arguments: { id: 1, unit: 'F' } },
]
const identity = received.map((_, index) => index)

describe('callCandidates', () => {
  test.each<[string, unknown, readonly number[] | undefined]>([
    [
      'a name and a plain argument: both narrow',
      { name: 'get', arguments: { id: 1, unit: field.casefold('c') } },
      [0, 4],
    ],
    ['plain arguments: narrowed by one of them', { name: 'get', arguments: { id: 2, unit: 'C' } }, [2]],
    ['a value nobody sent: no candidate', { name: 'get', arguments: { id: 9, unit: field.ignore() } }, []],
    [
      'rules only: by name',
      { name: 'get', arguments: { id: field.number(1), unit: field.ignore() } },
      [0, 2, 3, 4],
    ],
    ['any name, a plain argument', { name: '*', arguments: { id: 1 } }, [0, 1, 4]],
    ['any name, arguments unchecked: not narrowed', { name: '*' }, undefined],
    ['a name nobody called', { name: 'delete', arguments: { id: field.number(1) } }, []],
    ['arguments as one rule: by name', { name: 'put', arguments: field.ignore() }, [1]],
  ])('%s', (_, expectation, want) => {
    expect(callCandidates(compiled([expectation]), received, identity)(0)).toEqual(want)
  })

  test('positions are in the given order, and only the listed calls are candidates', () => {
    const forRow = callCandidates(
      compiled([{ name: 'get', arguments: { id: 1 } }], 'allow'),
      received,
      [4, 3, 0],
    )
    expect(forRow(0)).toEqual([0, 2])
  })

  test('an argument indexed for one call is preferred by the next', () => {
    const calls = compiled([
      { name: 'get', arguments: { id: 1, unit: 'F' } },
      { name: 'get', arguments: { unit: 'F', id: field.number(1) } },
    ])
    const forRow = callCandidates(calls, received, identity)
    // `id` sorts first: row 0 indexes it; row 1 has only `unit` plain, and indexes it.
    expect([forRow(0), forRow(1)]).toEqual([
      [0, 4],
      [3, 4],
    ])
  })

  test('beyond 16 indexed argument names, calls are narrowed by name only', () => {
    const names = Array.from({ length: 17 }, (_, index) => `k${String(index).padStart(2, '0')}`)
    const calls = compiled(names.map((key) => ({ name: 'get', arguments: { [key]: 1 } })))
    const many: Call[] = [
      { name: 'get', arguments: { k16: 1 } },
      { name: 'get', arguments: {} },
      { name: 'put', arguments: {} },
    ]
    const forRow = callCandidates(calls, many, [0, 1, 2])
    expect(names.slice(0, 16).map((_, row) => forRow(row))).toEqual(Array(16).fill([]))
    expect(forRow(16)).toEqual([0, 1])
  })

  test('every received call that passes an expected call is among its candidates', () => {
    const value = fc.oneof(fc.integer({ min: 0, max: 2 }), fc.constantFrom('a', 'A', 'b'))
    const argument = fc.oneof(
      value,
      value.map((item) => (typeof item === 'string' ? field.casefold(item) : field.number(item))),
      fc.constant(field.ignore()),
    )
    const expectedCall = fc.record({
      name: fc.constantFrom('f', 'g', '*'),
      arguments: fc.dictionary(fc.constantFrom('x', 'y', 'z'), argument, { maxKeys: 3 }),
    })
    const receivedCall = fc.record({
      name: fc.constantFrom('f', 'g'),
      arguments: fc.dictionary(fc.constantFrom('x', 'y', 'z'), value, { maxKeys: 3 }),
    })
    fc.assert(
      fc.property(
        fc.array(expectedCall, { maxLength: 5 }),
        fc.array(receivedCall, { maxLength: 8 }),
        fc.constantFrom<'forbid' | 'allow'>('forbid', 'allow'),
        (expectations, calls, extra) => {
          const rows = compiled(expectations, extra)
          const order = calls.map((_, index) => calls.length - 1 - index)
          const forRow = callCandidates(rows, calls, order)
          const context = checkContext(options)
          rows.forEach((row, index) => {
            const listed = forRow(index)
            const passing = order.flatMap((col, position) =>
              compareCall(row, calls[col]!, context).cost === 0 ? [position] : [],
            )
            if (listed === undefined) return
            expect(passing.filter((position) => !listed.includes(position))).toEqual([])
            expect([...listed].sort((a, b) => a - b)).toEqual(listed)
          })
        },
      ),
      { seed: 20261130, numRuns: 500 },
    )
  })
})
