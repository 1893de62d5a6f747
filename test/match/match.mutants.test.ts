import { describe, expect, test } from 'vitest'
import { compileTurn } from '../../src/compile/compile-turn.js'
import type { TurnExpectation } from '../../src/expect/types.js'
import { match, matchReadTurn } from '../../src/match/match.js'
import { normalizeMatchOptions } from '../../src/match/options.js'
import type { Verdict } from '../../src/match/verdict.js'
import type { Turn } from '../../src/read/types.js'
import { refundTools } from './refund-tools.js'

const tools = refundTools

/** The verdict without the turn it read. */
function decide(received: unknown, expectation: TurnExpectation): Omit<Verdict, 'turn'> {
  const { turn: _, ...rest } = match(received, expectation)
  return rest
}

const none = { pairs: [], credit: [], extraCalls: [], closest: [] }
const call = (name: string) => ({ name, arguments: {} })

describe('match: whole verdicts of turn-level expectations', () => {
  test.each<[string, unknown, TurnExpectation, Omit<Verdict, 'turn'>]>([
    [
      'abstain, and none made',
      { decision: 'ABSTAIN' },
      { abstain: true },
      { pass: true, mismatches: [], ...none },
    ],
    [
      'abstain, but a call made',
      [call('a')],
      { abstain: true },
      {
        pass: false,
        mismatches: [
          { kind: 'decision', path: ['decision'], expected: 'ABSTAIN', received: 'CALL' },
          { kind: 'extra_call', path: ['calls', 0], received: call('a'), call: { received: 0 } },
        ],
        ...none,
        extraCalls: [0],
      },
    ],
    [
      'calls, but CLARIFY decided',
      { decision: 'CLARIFY', missing: ['a'] },
      { calls: [{ name: 'a' }] },
      {
        pass: false,
        mismatches: [
          { kind: 'decision', path: ['decision'], expected: 'CALL', received: 'CLARIFY' },
          { kind: 'missing_call', path: ['calls'], expected: { name: 'a' }, call: { expected: 0 } },
        ],
        ...none,
        credit: [{ expected: 0, received: null, name: false, arguments: { matched: 0, expected: 0 } }],
      },
    ],
    [
      'clarify, but a call made',
      [call('a')],
      { clarify: ['x'] },
      {
        pass: false,
        mismatches: [{ kind: 'decision', path: ['decision'], expected: 'CLARIFY', received: 'CALL' }],
        ...none,
      },
    ],
    [
      'clarify with any slots',
      { decision: 'CLARIFY', missing: ['a'] },
      { clarify: true },
      { pass: true, mismatches: [], ...none },
    ],
    [
      'clarify with one slot of two wrong',
      { decision: 'CLARIFY', missing: ['a', 'c'] },
      { clarify: ['a', 'b'] },
      {
        pass: false,
        mismatches: [{ kind: 'value', path: ['missing'], expected: ['a', 'b'], received: ['a', 'c'] }],
        ...none,
      },
    ],
    [
      'plans that fail alike: the first is the closest',
      [call('b')],
      { plans: [{ name: 'a' }, { name: 'c' }] },
      {
        pass: false,
        mismatches: [
          {
            kind: 'name',
            path: ['calls', 0, 'name'],
            expected: 'a',
            received: 'b',
            call: { expected: 0, received: 0 },
          },
        ],
        pairs: [{ expected: 0, received: 0 }],
        credit: [{ expected: 0, received: 0, name: false, arguments: { matched: 0, expected: 0 } }],
        extraCalls: [],
        closest: [],
        plan: 0,
      },
    ],
  ])('%s', (_, received, expectation, verdict) => {
    expect(decide(received, expectation)).toEqual(verdict)
  })

  test('plans: a later plan with fewer mismatches is the closest', () => {
    const verdict = decide([call('b')], { plans: [{ calls: [{ name: 'a' }, { name: 'x' }] }, { name: 'c' }] })
    expect(verdict.plan).toBe(1)
    expect(verdict.mismatches).toStrictEqual([
      {
        kind: 'name',
        path: ['calls', 0, 'name'],
        expected: 'c',
        received: 'b',
        call: { expected: 0, received: 0 },
      },
    ])
  })

  test('unreadable input fails with the read failure alone', () => {
    const failure = {
      kind: 'not_json',
      format: 'text',
      position: { offset: 27, line: 1, column: 28 },
      excerpt: { text: '{"name": "a", "arguments": ', offset: 27 },
    }
    expect(decide('{"name": "a", "arguments": ', { name: 'a' })).toStrictEqual({
      pass: false,
      mismatches: [{ kind: 'read_failure', path: [], failure }],
      ...none,
      failure,
    })
  })

  test('clarify slots received out of order and repeated are compared as a sorted set', () => {
    const options = normalizeMatchOptions({})
    const expectation = compileTurn({ clarify: ['a', 'b'] }, options)
    const turn = (missing: string[]): Turn => ({
      calls: [],
      format: 'action-ir',
      fromText: false,
      decision: 'CLARIFY',
      missing,
    })
    expect(matchReadTurn(turn(['b', 'a', 'b']), expectation, options).pass).toBe(true)
    const { turn: _, ...verdict } = matchReadTurn(turn(['c', 'b']), expectation, options)
    expect(verdict).toStrictEqual({
      pass: false,
      mismatches: [{ kind: 'value', path: ['missing'], expected: ['a', 'b'], received: ['b', 'c'] }],
      ...none,
    })
  })
})

describe('match: schema mismatches of a tool handle’s calls', () => {
  test('a paired call’s schema mismatches name its expected call, an extra call’s do not, and they sort by it', () => {
    const verdict = match(
      [
        { name: 'refund', arguments: { order_id: '1', amount: 'x' } },
        call('b'),
        { name: 'refund', arguments: { amount: 'y' } },
      ],
      { calls: [tools.refund.call({ order_id: '1', amount: 2 }), { name: 'b' }] },
      { extraCalls: 'allow' },
    )
    expect(verdict.pass).toBe(false)
    expect(verdict.mismatches).toStrictEqual([
      {
        kind: 'schema',
        path: ['calls', 0, 'arguments', 'amount'],
        expected: 'refund',
        reason: 'wrong_type',
        call: { received: 0, expected: 0 },
        expectedType: 'number',
        received: 'x',
      },
      {
        kind: 'type',
        path: ['calls', 0, 'arguments', 'amount'],
        expected: 2,
        expectedType: 'number',
        received: 'x',
        call: { expected: 0, received: 0 },
      },
      {
        kind: 'schema',
        path: ['calls', 1, 'name'],
        reason: 'unknown_tool',
        received: 'b',
        allowed: ['refund'],
        call: { received: 1, expected: 1 },
      },
      {
        kind: 'schema',
        path: ['calls', 2, 'arguments', 'amount'],
        expected: 'refund',
        reason: 'wrong_type',
        call: { received: 2 },
        expectedType: 'number',
        received: 'y',
      },
      {
        kind: 'schema',
        path: ['calls', 2, 'arguments', 'order_id'],
        expected: 'refund',
        reason: 'missing_required',
        call: { received: 2 },
      },
    ])
    expect(verdict.extraCalls).toEqual([2])
  })

  test('a tool handle’s call after a plain one still brings its tools', () => {
    const verdict = match([call('x'), { name: 'refund', arguments: { order_id: '1' } }], {
      calls: [{ name: 'x' }, tools.refund.call({ order_id: '1' })],
    })
    expect(verdict.pass).toBe(false)
    expect(
      verdict.mismatches.map((mismatch) => [mismatch.kind, mismatch.reason, mismatch.call]),
    ).toStrictEqual([
      ['schema', 'unknown_tool', { received: 0, expected: 0 }],
      ['schema', 'missing_required', { received: 1, expected: 1 }],
    ])
  })
})
