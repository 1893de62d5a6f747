import { describe, expect, test } from 'vitest'
import type { TurnExpectation } from '../../../src/expect/types.js'
import { match } from '../../../src/match/match.js'
import { score } from '../../../src/score/score.js'
import { actionIr, call } from '../helpers.js'

const profile = { profile: 'action-ir' } as const
const showMap = { tool: 'show_map', args: { query: 'Cubbon Park' } }
const send = { tool: 'send_message', args: { body: 'Running late', to: 'Asha' } }
const mapCall = call('show_map', { query: 'Cubbon Park' })
const sendCall = call('send_message', { body: 'Running late', to: 'Asha' })

interface Row {
  title: string
  expected: TurnExpectation
  received: unknown
  pass: boolean
  failure: string | null
}

describe('action-ir: exact AST, decisions and modes must match (seed 001)', () => {
  test.each<Row>([
    {
      title: 'seed 001 CALL',
      expected: mapCall,
      received: JSON.stringify(actionIr.call('SINGLE', [showMap])),
      pass: true,
      failure: null,
    },
    {
      title: 'seed 001 CONFIRM',
      expected: { confirm: [sendCall] },
      received: actionIr.confirm([send]),
      pass: true,
      failure: null,
    },
    {
      title: 'seed 001 CLARIFY',
      expected: { clarify: ['datetime'] },
      received: '{"decision":"CLARIFY","missing":["datetime"]}',
      pass: true,
      failure: null,
    },
    {
      title: 'seed 001 ABSTAIN',
      expected: { abstain: true },
      received: '{"decision":"ABSTAIN"}',
      pass: true,
      failure: null,
    },
    {
      title: 'SINGLE expected, SERIAL received',
      expected: mapCall,
      received: actionIr.call('SERIAL', [showMap]),
      pass: false,
      failure: 'mismatch',
    },
    {
      title: 'an explicit serial order is SERIAL',
      expected: { calls: [mapCall], order: 'serial' },
      received: actionIr.call('SERIAL', [showMap]),
      pass: true,
      failure: null,
    },
    {
      title: 'SERIAL expected, PARALLEL received',
      expected: { calls: [mapCall, sendCall], order: 'serial' },
      received: actionIr.call('PARALLEL', [showMap, send]),
      pass: false,
      failure: 'mismatch',
    },
    {
      title: 'PARALLEL: a multiset, any order',
      expected: { calls: [mapCall, sendCall], order: 'parallel' },
      received: actionIr.call('PARALLEL', [send, showMap]),
      pass: true,
      failure: null,
    },
    {
      title: 'SERIAL: order matters',
      expected: { calls: [mapCall, sendCall] },
      received: actionIr.call('SERIAL', [send, showMap]),
      pass: false,
      failure: 'mismatch',
    },
    {
      title: 'PARALLEL expected, SERIAL received in order',
      expected: { calls: [mapCall, sendCall], order: 'parallel' },
      received: actionIr.call('SERIAL', [showMap, send]),
      pass: false,
      failure: 'mismatch',
    },
    {
      title: 'CALL expected, CONFIRM received',
      expected: mapCall,
      received: actionIr.confirm([showMap]),
      pass: false,
      failure: 'mismatch',
    },
    {
      title: 'whitespace inside strings stays exact',
      expected: mapCall,
      received: actionIr.call('SINGLE', [{ tool: 'show_map', args: { query: 'Cubbon  Park' } }]),
      pass: false,
      failure: 'mismatch',
    },
    {
      title: 'prose around the JSON',
      expected: mapCall,
      received: `Sure: ${JSON.stringify(actionIr.call('SINGLE', [showMap]))}`,
      pass: false,
      failure: 'parse_failure',
    },
    {
      title: 'prose with no JSON is not an abstention here',
      expected: { abstain: true },
      received: 'No action needed.',
      pass: false,
      failure: 'parse_failure',
    },
    {
      title: 'a top-level array',
      expected: mapCall,
      received: '[{"name":"show_map","arguments":{"query":"Cubbon Park"}}]',
      pass: false,
      failure: 'parse_failure',
    },
    {
      title: 'an object that is not Action IR',
      expected: mapCall,
      received: '{"name":"show_map","arguments":{"query":"Cubbon Park"}}',
      pass: false,
      failure: 'schema_invalid',
    },
    {
      title: 'an SDK object that is not Action IR',
      expected: mapCall,
      received: mapCall,
      pass: false,
      failure: 'schema_invalid',
    },
    {
      title: 'an unknown field',
      expected: mapCall,
      received: { ...actionIr.call('SINGLE', [showMap]), note: 1 },
      pass: false,
      failure: 'schema_invalid',
    },
    {
      title: 'a duplicate key',
      expected: { abstain: true },
      received: '{"decision":"ABSTAIN","decision":"ABSTAIN"}',
      pass: false,
      failure: 'parse_failure',
    },
  ])('$title', ({ expected, received, pass, failure }) => {
    const result = score(expected, received, profile)
    expect(result.pass).toBe(pass)
    expect(result.failure).toBe(failure)
    expect(result.total).toBe(pass ? 1 : 0)
    expect(result.axes.decision).not.toBeNull()
    if (pass) expect(match(received, expected).pass).toBe(true)
  })

  test('the mode mismatch is data, after the decision and before the calls', () => {
    const result = score(mapCall, actionIr.confirm([{ tool: 'show_map', args: { query: 'x' } }]), profile)
    expect(result.verdict.mismatches.map((item) => [item.kind, item.path])).toEqual([
      ['decision', ['decision']],
      ['value', ['calls', 0, 'arguments', 'query']],
    ])
    const serial = score(mapCall, actionIr.call('SERIAL', [showMap]), profile)
    expect(serial.verdict.mismatches).toEqual([
      { kind: 'value', path: ['mode'], expected: 'SINGLE', received: 'SERIAL' },
    ])
  })

  test('input that is not Action IR becomes a read failure with 0 on every axis', () => {
    const result = score(mapCall, [mapCall], profile)
    expect(result.verdict.failure).toMatchObject({
      kind: 'not_an_object',
      format: 'canonical',
      expected: ['action-ir'],
    })
    expect(result.verdict.turn).toBeUndefined()
    expect(result.axes).toMatchObject({ functionSelection: 0, argumentAccuracy: 0, decision: 0 })
  })

  test('the engine alone ignores the mode; the profile does not', () => {
    const received = actionIr.call('PARALLEL', [showMap])
    expect(match(received, mapCall).pass).toBe(true)
    expect(score(mapCall, received).pass).toBe(true)
    expect(score(mapCall, received, profile).pass).toBe(false)
  })
})
