import { describe, expect, test } from 'vitest'
import { compileTurn } from '../../src/compile/compile-turn.js'
import type { CallExpectation } from '../../src/expect/types.js'
import { type CallComparison, compareCall } from '../../src/match/compare-call.js'
import { checkContext } from '../../src/match/match.js'
import { normalizeMatchOptions } from '../../src/match/options.js'
import type { Call } from '../../src/read/types.js'

const options = normalizeMatchOptions({})

function compare(expected: CallExpectation, received: Call): CallComparison {
  const turn = compileTurn({ calls: [expected] }, options)
  if (turn.kind !== 'calls') throw new Error('not calls')
  return compareCall(turn.calls[0]!, received, checkContext(options))
}

describe('compareCall: exact comparisons', () => {
  test.each<[string, CallExpectation, Call, CallComparison]>([
    [
      'a wrong name',
      { name: 'a' },
      { name: 'b', arguments: {} },
      {
        mismatches: [{ kind: 'name', path: ['name'], expected: 'a', received: 'b' }],
        nameMatched: false,
        argumentsMatched: 0,
        cost: 1000,
      },
    ],
    [
      'one argument of two wrong',
      { name: 'a', arguments: { x: 1, y: 2 } },
      { name: 'a', arguments: { x: 1, y: 3 } },
      {
        mismatches: [{ kind: 'value', path: ['arguments', 'y'], expected: 2, received: 3 }],
        nameMatched: true,
        argumentsMatched: 1,
        cost: 1,
      },
    ],
    [
      'the only expected argument right, one argument too many',
      { name: 'a', arguments: { x: 1 } },
      { name: 'a', arguments: { x: 1, y: 2 } },
      {
        mismatches: [{ kind: 'unexpected', path: ['arguments', 'y'], received: 2 }],
        nameMatched: true,
        argumentsMatched: 1,
        cost: 1,
      },
    ],
    [
      'the stale call, reported first',
      { name: 'a', arguments: { x: 1 }, stale: { name: 'a', arguments: { old: 1 } } },
      { name: 'a', arguments: { old: 1 } },
      {
        mismatches: [
          {
            kind: 'stale_schema',
            path: [],
            expected: { name: 'a', arguments: { old: 1 } },
            received: { name: 'a', arguments: { old: 1 } },
          },
          { kind: 'missing', path: ['arguments', 'x'], expected: 1 },
          { kind: 'unexpected', path: ['arguments', 'old'], received: 1 },
        ],
        nameMatched: true,
        argumentsMatched: 0,
        cost: 2,
      },
    ],
    [
      'an argument named "*" among others is counted like any other',
      { name: 'a', arguments: { '*': 1, b: 2 } },
      { name: 'a', arguments: { '*': 1, b: 3 } },
      {
        mismatches: [{ kind: 'value', path: ['arguments', 'b'], expected: 2, received: 3 }],
        nameMatched: true,
        argumentsMatched: 1,
        cost: 1,
      },
    ],
    [
      'a passing call that a stale call would also describe: nothing to report',
      { name: 'a', arguments: { x: 1 }, stale: { name: 'a' } },
      { name: 'a', arguments: { x: 1 } },
      { mismatches: [], nameMatched: true, argumentsMatched: 1, cost: 0 },
    ],
  ])('%s', (_, expected, received, comparison) => {
    expect(compare(expected, received)).toEqual(comparison)
  })
})
