import { describe, expect, test } from 'vitest'
import { compileTurn } from '../../src/compile/compile-turn.js'
import { checkContext, matchCompiled } from '../../src/match/match.js'
import { normalizeMatchOptions } from '../../src/match/options.js'
import type { CallCredit, Verdict } from '../../src/match/verdict.js'
import { getProfile } from '../../src/score/profiles/index.js'
import type { PairedCall, Profile } from '../../src/score/profiles/profile.js'
import type { PlanTurn } from '../../src/score/resolve-plan.js'
import { scoreCalls } from '../../src/score/score-calls.js'
import { call } from './helpers.js'

const options = normalizeMatchOptions({})
const context = { check: checkContext(options), unicode: 'nfc' as const, extraCalls: 'forbid' as const }
const expected = { calls: [call('a', { x: 1 }), call('b', { y: 2 })] }
const plan = compileTurn(expected, options) as PlanTurn

/** A profile that gives each call the number of mismatches of its pair, and keeps the pairs it was given. */
function recording(): { profile: Profile; pairs: (PairedCall | undefined)[] } {
  const pairs: (PairedCall | undefined)[] = []
  const profile: Profile = {
    ...getProfile('default'),
    argumentCredit(_call, pair) {
      pairs.push(pair)
      return pair === undefined ? null : pair.mismatches.length
    },
  }
  return { profile, pairs }
}

describe('scoreCalls: what a profile is given for each expected call', () => {
  test("the pair with the verdict's mismatches of that pair, in order, or none", () => {
    const received = [call('a', { x: 1 }), call('b', { y: 3, z: 4 })]
    const verdict = matchCompiled(received, compileTurn(expected, options), options)
    const { profile, pairs } = recording()
    const axes = scoreCalls(plan, verdict, profile, context)
    expect(axes.calls.map((item) => item.arguments)).toEqual([0, 2])
    expect(pairs.map((pair) => pair?.mismatches.map((mismatch) => [mismatch.kind, mismatch.path]))).toEqual([
      [],
      [
        ['value', ['calls', 1, 'arguments', 'y']],
        ['unexpected', ['calls', 1, 'arguments', 'z']],
      ],
    ])
    expect(pairs.map((pair) => pair?.received)).toEqual(received)
  })

  test('the first credit the verdict gives an expected call is the one used', () => {
    const credit = (name: boolean): CallCredit => ({
      expected: 0,
      received: 0,
      name,
      arguments: { matched: 1, expected: 1 },
    })
    const verdict: Verdict = {
      pass: false,
      mismatches: [],
      pairs: [{ expected: 0, received: 0 }],
      credit: [credit(true), credit(false)],
      extraCalls: [],
      closest: [],
      turn: { calls: [{ name: 'a', arguments: { x: 1 } }], format: 'canonical', fromText: false },
    }
    const axes = scoreCalls(plan, verdict, getProfile('default'), context)
    expect(axes.calls).toEqual([
      { tool: 'a', received: 0, name: 1, arguments: 1 },
      { tool: 'b', received: null, name: 0, arguments: 0 },
    ])
  })

  const credited: CallCredit = {
    expected: 0,
    received: 0,
    name: true,
    arguments: { matched: 1, expected: 1 },
  }
  const paired = {
    pass: false,
    mismatches: [],
    pairs: [{ expected: 0, received: 0 }],
    credit: [credited],
    extraCalls: [],
    closest: [],
  }
  test.each<[string, Verdict]>([
    [
      'a pair whose received call is not in the turn',
      { ...paired, turn: { calls: [], format: 'canonical', fromText: false } },
    ],
    ['a pair without any turn', paired],
  ])('%s earns nothing', (_title, verdict) => {
    const { profile, pairs } = recording()
    const axes = scoreCalls(plan, verdict, profile, context)
    expect(pairs).toEqual([undefined, undefined])
    expect(axes.calls).toStrictEqual([
      { tool: 'a', received: null, name: 0, arguments: null },
      { tool: 'b', received: null, name: 0, arguments: null },
    ])
    expect(axes.functionSelection).toBe(0)
  })
})
