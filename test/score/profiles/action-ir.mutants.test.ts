import { describe, expect, test } from 'vitest'
import type { TurnExpectation } from '../../../src/expect/types.js'
import type { Mismatch } from '../../../src/mismatch.js'
import type { ReadFailure } from '../../../src/read/types.js'
import { score } from '../../../src/score/score.js'
import { actionIr, call } from '../helpers.js'

const profile = { profile: 'action-ir' } as const
const expected = call('a')

describe('action-ir: input that is not Action IR v1 becomes a read failure verdict', () => {
  test.each<[string, unknown, ReadFailure]>([
    [
      'prose',
      'no call today',
      { format: 'text', expected: ['action-ir'], kind: 'not_json', detail: 'no JSON object' },
    ],
    [
      'a top-level array',
      [call('a', {})],
      { format: 'canonical', expected: ['action-ir'], kind: 'not_an_object', detail: 'array' },
    ],
    [
      'an object',
      '{"name":"a","arguments":{}}',
      { format: 'canonical', expected: ['action-ir'], kind: 'schema_invalid', detail: 'not Action IR v1' },
    ],
    [
      'an object after leading white space',
      '  \n{"name":"a","arguments":{}}',
      { format: 'canonical', expected: ['action-ir'], kind: 'schema_invalid', detail: 'not Action IR v1' },
    ],
  ])('%s', (_title, received, failure) => {
    expect(score(expected, received, profile).verdict).toEqual({
      pass: false,
      mismatches: [{ kind: 'read_failure', path: [], failure }],
      pairs: [],
      credit: [],
      extraCalls: [],
      closest: [],
      failure,
    })
  })
})

describe('action-ir: the mode mismatch', () => {
  const one = [{ tool: 'a', args: { x: 1 } }]
  test.each<[string, TurnExpectation, unknown, Mismatch[]]>([
    [
      'an abstention expected: a received mode is not compared',
      { abstain: true },
      actionIr.call('SINGLE', one),
      [
        { kind: 'decision', path: ['decision'], expected: 'ABSTAIN', received: 'CALL' },
        {
          kind: 'extra_call',
          path: ['calls', 0],
          received: { name: 'a', arguments: { x: 1 } },
          call: { received: 0 },
        },
      ],
    ],
    [
      'a call expected, an abstention (which has no mode) received',
      call('a', { x: 1 }),
      actionIr.abstain(),
      [
        {
          kind: 'missing_call',
          path: ['calls'],
          expected: { name: 'a', arguments: { x: 1 } },
          call: { expected: 0 },
        },
      ],
    ],
    [
      'the mode comes after the decision and before the calls',
      call('a', { x: 2 }),
      { decision: 'CONFIRM', mode: 'PARALLEL', calls: one },
      [
        { kind: 'decision', path: ['decision'], expected: 'CALL', received: 'CONFIRM' },
        { kind: 'value', path: ['mode'], expected: 'SINGLE', received: 'PARALLEL' },
        {
          kind: 'value',
          path: ['calls', 0, 'arguments', 'x'],
          expected: 2,
          received: 1,
          call: { expected: 0, received: 0 },
        },
      ],
    ],
    [
      'the right mode adds nothing',
      call('a', { x: 2 }),
      actionIr.call('SINGLE', one),
      [
        {
          kind: 'value',
          path: ['calls', 0, 'arguments', 'x'],
          expected: 2,
          received: 1,
          call: { expected: 0, received: 0 },
        },
      ],
    ],
  ])('%s', (_title, expectedTurn, received, mismatches) => {
    const result = score(expectedTurn, received, profile)
    expect(result.pass).toBe(false)
    expect(result.verdict.mismatches).toEqual(mismatches)
  })
})
