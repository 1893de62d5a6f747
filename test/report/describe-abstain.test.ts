import { describe, expect, test } from 'vitest'
import { match } from '../../src/match/match.js'
import type { Mismatch } from '../../src/mismatch.js'
import { describeAbstainFailure } from '../../src/report/describe-abstain.js'

const call = (id: number) => ({ name: 'lookup', arguments: { id } })

describe('describeAbstainFailure', () => {
  test.each<[string, unknown, string]>([
    ['one call', [call(1)], 'expected no tool call (abstain), received a tool call: lookup({"id": 1})'],
    [
      'two calls',
      [call(1), call(2)],
      'expected no tool call (abstain), received 2 tool calls: lookup({"id": 1}), lookup({"id": 2})',
    ],
  ])('%s: said once, with the calls', (_, received, words) => {
    const failure = describeAbstainFailure(match(received, { abstain: true }).mismatches)
    expect(failure).toEqual({ first: words, rest: [] })
  })

  test('another decision that made calls: the decision, then its calls', () => {
    const mismatches: Mismatch[] = [
      { kind: 'decision', path: ['decision'], expected: 'ABSTAIN', received: 'CONFIRM' },
      { kind: 'extra_call', path: ['calls', 0], received: call(1) },
      { kind: 'extra_call', path: ['calls', 1], received: call(2) },
    ]
    expect(describeAbstainFailure(mismatches)?.first).toBe(
      'expected no tool call (abstain), received a confirmation request (CONFIRM) with 2 calls: lookup({"id": 1}), lookup({"id": 2})',
    )
    expect(describeAbstainFailure(mismatches.slice(0, 2))?.first).toBe(
      'expected no tool call (abstain), received a confirmation request (CONFIRM) with the call: lookup({"id": 1})',
    )
  })

  test('past ten calls the rest are counted', () => {
    const calls = Array.from({ length: 12 }, (_, i) => call(i))
    const failure = describeAbstainFailure(match(calls, { abstain: true }).mismatches)
    expect(failure?.first).toMatch(
      /received 12 tool calls: lookup\({"id": 0}\), .*lookup\({"id": 9}\), … and 2 more$/,
    )
  })

  test('other differences are kept to be listed', () => {
    const other: Mismatch = { kind: 'schema', path: ['calls', 0, 'name'], reason: 'unknown_tool' }
    const mismatches: Mismatch[] = [...match([call(1)], { abstain: true }).mismatches, other]
    expect(describeAbstainFailure(mismatches)?.rest).toEqual([other])
  })

  test.each<[string, Mismatch[]]>([
    ['nothing', []],
    ['another first difference', [{ kind: 'extra_call', path: ['calls', 0] }]],
    [
      'a decision other than abstain',
      [{ kind: 'decision', path: ['decision'], expected: 'CLARIFY', received: 'CALL' }],
    ],
    [
      'an abstention expected, a clarifying question received (no call)',
      [{ kind: 'decision', path: ['decision'], expected: 'ABSTAIN', received: 'CLARIFY' }],
    ],
  ])('%s: undefined', (_, mismatches) => {
    expect(describeAbstainFailure(mismatches)).toBeUndefined()
  })
})
