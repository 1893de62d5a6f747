import { describe, expect, test } from 'vitest'
import { field } from '../../src/expect/field.js'
import type { TurnExpectation } from '../../src/expect/types.js'
import type { JsonObject } from '../../src/json/types.js'
import { match } from '../../src/match/match.js'
import type { MatchOptions } from '../../src/match/options.js'
import type { Verdict } from '../../src/match/verdict.js'

const call = (name: string, args: JsonObject = {}) => ({ name, arguments: args })

describe('matchCalls: whole verdicts', () => {
  test.each<[string, unknown[], TurnExpectation, MatchOptions, Omit<Verdict, 'turn'>]>([
    [
      'serial, extra calls allowed: a call costlier than a wrong name is left missing, not paired',
      [call('b')],
      { calls: [{ name: 'a', arguments: { x: 1 } }], order: 'serial' },
      { extraCalls: 'allow' },
      {
        pass: false,
        mismatches: [
          {
            kind: 'missing_call',
            path: ['calls'],
            expected: { name: 'a', arguments: { x: 1 } },
            call: { expected: 0 },
          },
        ],
        pairs: [],
        credit: [{ expected: 0, received: null, name: false, arguments: { matched: 0, expected: 1 } }],
        extraCalls: [0],
        closest: [{ expected: 0, received: 0 }],
      },
    ],
    [
      'serial, an extra call after the expected one',
      [call('a'), call('x')],
      { calls: [{ name: 'a' }], order: 'serial' },
      {},
      {
        pass: false,
        mismatches: [{ kind: 'extra_call', path: ['calls', 1], received: call('x'), call: { received: 1 } }],
        pairs: [{ expected: 0, received: 0 }],
        credit: [{ expected: 0, received: 0, name: true, arguments: { matched: 0, expected: 0 } }],
        extraCalls: [1],
        closest: [],
      },
    ],
    [
      'serial, the right calls in another order',
      [call('b', { y: 1 }), call('a')],
      { calls: [{ name: 'a' }, { name: 'b' }], order: 'serial' },
      {},
      {
        pass: false,
        mismatches: [
          {
            kind: 'call_order',
            path: ['calls'],
            expected: [{ name: 'a' }, { name: 'b' }],
            received: [call('b', { y: 1 }), call('a')],
          },
        ],
        pairs: [
          { expected: 0, received: 1 },
          { expected: 1, received: 0 },
        ],
        credit: [
          { expected: 0, received: 1, name: true, arguments: { matched: 0, expected: 0 } },
          { expected: 1, received: 0, name: true, arguments: { matched: 0, expected: 0 } },
        ],
        extraCalls: [],
        closest: [],
      },
    ],
    [
      'parallel, plain calls paired before a call with a rule: pairs still listed by expected call',
      [call('b'), call('c'), call('a', { x: 1 })],
      { calls: [{ name: 'a', arguments: { x: field.number(1) } }, call('c'), call('b')], order: 'parallel' },
      {},
      {
        pass: true,
        mismatches: [],
        pairs: [
          { expected: 0, received: 2 },
          { expected: 1, received: 1 },
          { expected: 2, received: 0 },
        ],
        credit: [
          { expected: 0, received: 2, name: true, arguments: { matched: 1, expected: 1 } },
          { expected: 1, received: 1, name: true, arguments: { matched: 0, expected: 0 } },
          { expected: 2, received: 0, name: true, arguments: { matched: 0, expected: 0 } },
        ],
        extraCalls: [],
        closest: [],
      },
    ],
  ])('%s', (_, received, expectation, options, verdict) => {
    const { turn: _turn, ...rest } = match(received, expectation, options)
    expect(rest).toEqual(verdict)
  })
})
