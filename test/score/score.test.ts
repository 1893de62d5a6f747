import { afterEach, describe, expect, test } from 'vitest'
import { configure } from '../../src/match/options.js'
import { score } from '../../src/score/score.js'
import { SCORE_VERSION } from '../../src/score/types.js'
import { MatcherUsageError } from '../../src/usage-error.js'
import { type AxisRow, actionIr, call, expectAxis, scoreRow } from './helpers.js'

const a = call('a', { x: 1 })
const b = call('b', { y: 2 })

describe('abstention (items whose right answer is no call)', () => {
  test.each<AxisRow>([
    { title: 'text with no call', expected: { abstain: true }, received: 'You are welcome!', value: 1 },
    { title: 'an empty list of calls', expected: { abstain: true }, received: [], value: 1 },
    { title: 'Action IR ABSTAIN', expected: { abstain: true }, received: actionIr.abstain(), value: 1 },
    {
      title: 'Action IR CLARIFY makes no call (the decision axis tells it apart)',
      expected: { abstain: true },
      received: actionIr.clarify(['x']),
      value: 1,
    },
    { title: 'a needless call', expected: { abstain: true }, received: [a], value: 0 },
    {
      title: 'a malformed call is not an abstention',
      expected: { abstain: true },
      received: '{"name": "a", "arguments": {"x": 1,}}',
      value: 0,
    },
    { title: 'a call item', expected: a, received: 'no call', value: null },
    {
      title: 'the chosen plan decides',
      expected: { plans: [a, { abstain: true }] },
      received: 'no call',
      value: 1,
    },
  ])('$title', (row) => expectAxis(row, 'abstention'))
})

describe('decision (Action IR)', () => {
  const one = [{ tool: 'a', args: { x: 1 } }]
  test.each<AxisRow>([
    { title: 'plain calls on both sides: does not apply', expected: a, received: [a], value: null },
    { title: 'Action IR CALL for a call', expected: a, received: actionIr.call('SINGLE', one), value: 1 },
    { title: 'Action IR CONFIRM for a call', expected: a, received: actionIr.confirm(one), value: 0 },
    {
      title: 'CONFIRM expected, CONFIRM received',
      expected: { confirm: [a] },
      received: actionIr.confirm(one),
      value: 1,
    },
    { title: 'CONFIRM expected, a plain call received', expected: { confirm: [a] }, received: [a], value: 0 },
    {
      title: 'CLARIFY expected and received',
      expected: { clarify: ['date'] },
      received: actionIr.clarify(['date']),
      value: 1,
    },
    {
      title: 'CLARIFY with other slots is still CLARIFY',
      expected: { clarify: ['date'] },
      received: actionIr.clarify(['time']),
      value: 1,
    },
    {
      title: 'CLARIFY expected, ABSTAIN received',
      expected: { clarify: true },
      received: actionIr.abstain(),
      value: 0,
    },
    { title: 'ABSTAIN expected, text received', expected: { abstain: true }, received: 'no', value: 1 },
    {
      title: 'ABSTAIN expected, CLARIFY received',
      expected: { abstain: true },
      received: actionIr.clarify(['x']),
      value: 0,
    },
    {
      title: 'no call expected ({ calls: [] }) stands for ABSTAIN: Action IR ABSTAIN received',
      expected: { calls: [] },
      received: actionIr.abstain(),
      value: 1,
    },
    {
      title: 'no call expected, Action IR CALL received',
      expected: { calls: [] },
      received: actionIr.call('SINGLE', one),
      value: 0,
    },
    {
      title: 'no call expected, CONFIRM received',
      expected: { calls: [] },
      received: actionIr.confirm(one),
      value: 0,
    },
    {
      title: 'unreadable Action IR',
      expected: { clarify: true },
      received: '{"decision": "CLARIFY", "missing": []}',
      value: 0,
    },
  ])('$title', (row) => expectAxis(row, 'decision'))
})

describe('category axes (seed 000: equal to functionSelection in their category)', () => {
  test.each<AxisRow & { axis: 'dialectUnderstanding' | 'errorHandling' }>([
    {
      title: 'dialect, right tool',
      axis: 'dialectUnderstanding',
      expected: a,
      received: [a],
      options: { category: 'dialect_handling' },
      value: 1,
    },
    {
      title: 'dialect, wrong tool',
      axis: 'dialectUnderstanding',
      expected: a,
      received: [b],
      options: { category: 'dialect_handling' },
      value: 0,
    },
    {
      title: 'dialect, another category',
      axis: 'dialectUnderstanding',
      expected: a,
      received: [a],
      options: { category: 'simple' },
      value: null,
    },
    {
      title: 'error recovery, right tool',
      axis: 'errorHandling',
      expected: a,
      received: [a],
      options: { category: 'error_recovery' },
      value: 1,
    },
    {
      title: 'error recovery, half the tools',
      axis: 'errorHandling',
      expected: { calls: [a, b] },
      received: [a],
      options: { category: 'error_recovery' },
      value: 0.5,
    },
    { title: 'error recovery, no category', axis: 'errorHandling', expected: a, received: [a], value: null },
  ])('$title', (row) => expectAxis(row, row.axis))
})

describe('score', () => {
  test('carries the profile, the scorer version and the category', () => {
    const result = score(a, [a], { category: 'simple' })
    expect(result).toMatchObject({
      profile: 'default',
      version: SCORE_VERSION,
      category: 'simple',
      pass: true,
    })
    expect(score(a, [a], { profile: 'arabic' }).profile).toBe('arabic')
  })

  test('a read failure is counted as its failure kind, with 0 on every applicable axis', () => {
    const result = scoreRow({ expected: call('f', { city: 'الرياض' }), received: '{"a": 1, "a": 2}' })
    expect(result.failure).toBe('parse_failure')
    expect(result.verdict.failure?.kind).toBe('duplicate_key')
    expect(result.axes).toEqual({
      functionSelection: 0,
      argumentAccuracy: 0,
      arabicPreservation: 0,
      abstention: null,
      decision: null,
      dialectUnderstanding: null,
      errorHandling: null,
    })
    expect(result.total).toBe(0)
    expect(result.decision).toEqual({ expected: 'CALL', received: 'INVALID' })
  })

  test.each([
    ['a mismatch', [call('a', { x: 2 })], 'mismatch'],
    ['an unknown shape', { foo: 1 }, 'schema_invalid'],
    ['invalid Action IR', { decision: 'CALL', mode: 'SINGLE', calls: [] }, 'schema_invalid'],
    ['not JSON', '{"name": "a"', 'parse_failure'],
    ['a pass', [a], null],
  ])('failure kind of %s', (_title, received, kind) => {
    expect(scoreRow({ expected: a, received }).failure).toBe(kind)
  })

  test('per-call credit and stale-schema use', () => {
    const expected = {
      name: 'refund',
      arguments: { order_id: 'o-1', amount: 5 },
      stale: { name: 'refund_order' },
    }
    const result = scoreRow({ expected, received: [call('refund_order', { id: 'o-1' })] })
    expect(result.stale).toBe(true)
    expect(result.calls).toEqual([{ tool: 'refund', received: 0, name: 0, arguments: 0 }])
  })

  test('plans are scored against the chosen plan', () => {
    const expected = {
      plans: [{ calls: [call('lookup', { id: 1 }), call('refund', { id: 1 })] }, call('refund', { id: 1 })],
    }
    const result = scoreRow({ expected, received: [call('refund', { id: 1 })] })
    expect(result.pass).toBe(true)
    expect(result.axes.functionSelection).toBe(1)
    expect(result.calls.map((item) => item.tool)).toEqual(['refund'])
  })

  test('nested plans resolve to the innermost chosen plan', () => {
    const expected = {
      plans: [{ abstain: true as const }, { plans: [call('x'), call('refund', { id: 1 })] }],
    }
    const result = scoreRow({ expected, received: [call('refund', { id: 1 })] })
    expect(result.calls.map((item) => item.tool)).toEqual(['refund'])
    expect(result.total).toBe(1)
  })

  test.each([
    ['an unknown profile', { profile: 'bfcl-v9' }],
    ['a profile that is not a string', { profile: 3 }],
    ['a category that is not a string', { category: 1 }],
    ['a bad policy', { extraCalls: 'sometimes' }],
  ])('%s is a MatcherUsageError', (_title, options) => {
    expect(() => score(a, [a], options as never)).toThrow(MatcherUsageError)
  })

  test('a malformed expectation is a MatcherUsageError', () => {
    expect(() => score({ name: '' }, [a])).toThrow(MatcherUsageError)
  })
})

describe('score with a frozen options object (a batch passes one for many items)', () => {
  afterEach(() => configure({}))

  test('scores as the same options unfrozen, call after call', () => {
    const options = { profile: 'arabic', category: 'dialect_handling', extraCalls: 'allow' } as const
    const frozen = Object.freeze({ ...options })
    for (const received of [[a], [a, b], [b], 'no call']) {
      expect(score(a, received, frozen)).toEqual(score(a, received, { ...options }))
      expect(score(a, received, frozen)).toEqual(score(a, received, { ...options }))
    }
  })

  test('sees `configure` change the defaults between two calls', () => {
    const frozen = Object.freeze({ category: 'simple' })
    expect(score(a, [a, b], frozen).pass).toBe(false)
    configure({ extraCalls: 'allow' })
    expect(score(a, [a, b], frozen).pass).toBe(true)
    configure({})
    expect(score(a, [a, b], frozen).pass).toBe(false)
  })

  test('a bad frozen options object is a MatcherUsageError every time', () => {
    const frozen = Object.freeze({ category: 1 })
    expect(() => score(a, [a], frozen as never)).toThrow(MatcherUsageError)
    expect(() => score(a, [a], frozen as never)).toThrow(MatcherUsageError)
  })
})
