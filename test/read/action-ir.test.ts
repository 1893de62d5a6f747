import { describe, expect, test } from 'vitest'
import { actionIr } from '../../src/read/action-ir.js'
import { fixture, plain, readFailure, readOk } from './helpers.js'

describe('action-ir reads', () => {
  test.each([
    [
      'CALL SINGLE',
      fixture('action-ir/call-single.json'),
      {
        decision: 'CALL',
        mode: 'SINGLE',
        calls: [{ name: 'show_map', arguments: { query: 'Cubbon Park' } }],
      },
    ],
    [
      'CONFIRM SINGLE',
      fixture('action-ir/confirm-single.json'),
      {
        decision: 'CONFIRM',
        mode: 'SINGLE',
        calls: [{ name: 'send_message', arguments: { body: 'Running late', to: 'Asha' } }],
      },
    ],
    [
      'CALL PARALLEL',
      fixture('action-ir/call-parallel.json'),
      {
        decision: 'CALL',
        mode: 'PARALLEL',
        calls: [
          { name: 'show_map', arguments: { query: 'Cubbon Park' } },
          {
            name: 'create_calendar_event',
            arguments: { datetime: '2025-03-01T09:00:00+05:30', title: 'Walk' },
          },
        ],
      },
    ],
    ['CLARIFY', fixture('action-ir/clarify.json'), { decision: 'CLARIFY', missing: ['datetime'], calls: [] }],
    ['ABSTAIN', fixture('action-ir/abstain.json'), { decision: 'ABSTAIN', calls: [] }],
  ])('%s', (_, received, expected) => {
    const turn = readOk(received)
    expect({ ...turn, calls: plain(turn.calls) }).toEqual({
      format: 'action-ir',
      fromText: false,
      ...expected,
    })
  })

  test('CLARIFY.missing is compared in NFC', () => {
    const turn = readOk({ decision: 'CLARIFY', missing: ['cafe\u0301'] })
    expect(turn.missing).toEqual(['café'])
  })
})

describe('action-ir fails (seed 001 validation)', () => {
  const call = { tool: 'show_map', args: { query: 'x' } }
  test.each([
    ['an unknown decision', { decision: 'MAYBE' }, ['decision'], ['CALL', 'CONFIRM', 'CLARIFY', 'ABSTAIN']],
    ['a lowercase decision', { decision: 'call', mode: 'SINGLE', calls: [call] }, ['decision'], undefined],
    [
      'an unknown field',
      { decision: 'CALL', mode: 'SINGLE', calls: [call], reason: 'x' },
      ['reason'],
      ['calls', 'decision', 'mode'],
    ],
    ['a missing mode', { decision: 'CALL', calls: [call] }, ['mode'], ['calls', 'decision', 'mode']],
    ['a missing calls', { decision: 'CONFIRM', mode: 'SINGLE' }, ['calls'], undefined],
    [
      'an unknown mode',
      { decision: 'CALL', mode: 'BATCH', calls: [call] },
      ['mode'],
      ['SINGLE', 'SERIAL', 'PARALLEL'],
    ],
    ['empty calls', { decision: 'CALL', mode: 'SERIAL', calls: [] }, ['calls'], undefined],
    ['calls not an array', { decision: 'CALL', mode: 'SERIAL', calls: call }, ['calls'], undefined],
    [
      'SINGLE with two calls',
      { decision: 'CALL', mode: 'SINGLE', calls: [call, call] },
      ['calls'],
      undefined,
    ],
    [
      'a call with another key',
      { decision: 'CALL', mode: 'SINGLE', calls: [{ ...call, id: '1' }] },
      ['calls', 0, 'id'],
      ['args', 'tool'],
    ],
    [
      'a call without args',
      { decision: 'CALL', mode: 'SINGLE', calls: [{ tool: 'x' }] },
      ['calls', 0, 'args'],
      ['args', 'tool'],
    ],
    [
      'a call named with name',
      { decision: 'CALL', mode: 'SINGLE', calls: [{ name: 'x', args: {} }] },
      ['calls', 0, 'name'],
      undefined,
    ],
    [
      'a call with a numeric tool',
      { decision: 'CALL', mode: 'SINGLE', calls: [{ tool: 1, args: {} }] },
      ['calls', 0, 'tool'],
      undefined,
    ],
    [
      'a call with string args',
      { decision: 'CALL', mode: 'SINGLE', calls: [{ tool: 'x', args: '{}' }] },
      ['calls', 0, 'args'],
      undefined,
    ],
    [
      'a call that is not an object',
      { decision: 'CALL', mode: 'SINGLE', calls: ['show_map'] },
      ['calls', 0],
      undefined,
    ],
    ['CLARIFY without missing', { decision: 'CLARIFY' }, ['missing'], undefined],
    ['CLARIFY with empty missing', { decision: 'CLARIFY', missing: [] }, ['missing'], undefined],
    [
      'CLARIFY with unsorted missing',
      { decision: 'CLARIFY', missing: ['time', 'date'] },
      ['missing', 1],
      undefined,
    ],
    [
      'CLARIFY with duplicate missing',
      { decision: 'CLARIFY', missing: ['date', 'date'] },
      ['missing', 1],
      undefined,
    ],
    ['CLARIFY with a non-string', { decision: 'CLARIFY', missing: ['date', 3] }, ['missing', 1], undefined],
    [
      'CLARIFY with calls',
      { decision: 'CLARIFY', missing: ['date'], calls: [call] },
      ['calls'],
      ['decision', 'missing'],
    ],
    ['ABSTAIN with another field', { decision: 'ABSTAIN', reason: 'unsafe' }, ['reason'], ['decision']],
    ['ABSTAIN with empty calls', { decision: 'ABSTAIN', calls: [] }, ['calls'], ['decision']],
  ])('%s', (_, received, path, expected) => {
    const failure = readFailure(received)
    expect(failure).toMatchObject({ kind: 'schema_invalid', format: 'action-ir', path })
    if (expected !== undefined) expect(failure.expected).toEqual(expected)
  })

  test('sorted means by code point, as Python sorts', () => {
    expect(readOk({ decision: 'CLARIFY', missing: ['\uffff', '😀'] }).missing).toEqual(['\uffff', '😀'])
    expect(readFailure({ decision: 'CLARIFY', missing: ['😀', '\uffff'] })).toMatchObject({
      path: ['missing', 1],
    })
  })
})

describe('action-ir failures in full', () => {
  const call = { tool: 'show_map', args: { query: 'x' } }
  const DECISIONS = ['CALL', 'CONFIRM', 'CLARIFY', 'ABSTAIN']
  const MISSING = ['non-empty list of unique strings in sorted order']
  test.each([
    ['an unknown decision names it', { decision: 'MAYBE' }, ['decision'], DECISIONS, 'MAYBE'],
    ['a decision that is no string names its type', { decision: 5 }, ['decision'], DECISIONS, 'number'],
    [
      'an unknown field',
      { decision: 'ABSTAIN', reason: 'unsafe' },
      ['reason'],
      ['decision'],
      'unknown field',
    ],
    [
      'a missing field',
      { decision: 'CALL', calls: [call] },
      ['mode'],
      ['calls', 'decision', 'mode'],
      'missing field',
    ],
    [
      'calls not an array',
      { decision: 'CALL', mode: 'SERIAL', calls: call },
      ['calls'],
      ['non-empty array of calls'],
      'object',
    ],
    [
      'empty calls',
      { decision: 'CALL', mode: 'PARALLEL', calls: [] },
      ['calls'],
      ['non-empty array of calls'],
      'empty',
    ],
    [
      'SINGLE with two calls',
      { decision: 'CONFIRM', mode: 'SINGLE', calls: [call, call] },
      ['calls'],
      ['exactly one call for SINGLE'],
      '2 calls',
    ],
    ['missing not an array', { decision: 'CLARIFY', missing: 'date' }, ['missing'], MISSING, 'string'],
    ['missing empty', { decision: 'CLARIFY', missing: [] }, ['missing'], MISSING, 'empty'],
    [
      'a missing slot that is no string',
      { decision: 'CLARIFY', missing: ['date', 3] },
      ['missing', 1],
      MISSING,
      'number',
    ],
    [
      'a duplicate missing slot',
      { decision: 'CLARIFY', missing: ['date', 'date'] },
      ['missing', 1],
      MISSING,
      'duplicate',
    ],
    [
      'unsorted missing slots',
      { decision: 'CLARIFY', missing: ['time', 'date'] },
      ['missing', 1],
      MISSING,
      'not sorted',
    ],
    [
      'a longer slot before its prefix',
      { decision: 'CLARIFY', missing: ['datetime', 'date'] },
      ['missing', 1],
      MISSING,
      'not sorted',
    ],
  ])('%s', (_, received, path, expected, detail) => {
    expect(readFailure(received)).toStrictEqual({
      kind: 'schema_invalid',
      format: 'action-ir',
      path,
      expected,
      detail,
    })
  })

  test.each([
    ['a prefix before the longer slot', ['date', 'datetime']],
    ['slots that differ after a shared start', ['ab', 'ac']],
    ['a slot before itself followed by U+0000', ['a', 'a\u0000']],
  ])('sorted missing slots read: %s', (_, missing) => {
    expect(readOk({ decision: 'CLARIFY', missing }).missing).toStrictEqual(missing)
  })
})

describe('action-ir detection claims only Action IR', () => {
  const chatCall = {
    id: 'call_1',
    type: 'function',
    function: { name: 'refund', arguments: '{"order":"A1"}' },
  }
  test.each([
    ['one of the four decisions', { decision: 'ABSTAIN' }, true],
    [
      'one of the four beside a field Action IR lacks (read as a broken Action IR)',
      { decision: 'CALL', note: 'x' },
      true,
    ],
    [
      'another decision, Action IR fields only (a broken Action IR)',
      { decision: 'call', mode: 'SINGLE' },
      true,
    ],
    ['a decision that is no string, Action IR fields only', { decision: 5 }, true],
    [
      'another decision beside OpenAI tool calls',
      { decision: 'approved', content: null, tool_calls: [chatCall] },
      false,
    ],
    ['another decision beside a canonical call', { decision: 'allow', name: 'refund', arguments: {} }, false],
    [
      'another decision beside a Responses item',
      { decision: 'allow', type: 'function_call', name: 'f' },
      false,
    ],
    ['no decision', { mode: 'SINGLE', calls: [] }, false],
  ])('%s: %s', (_, value, claimed) => {
    expect(actionIr.object.matches(value, [])).toBe(claimed)
  })

  test.each([
    [
      'an OpenAI envelope with a decision of its own',
      { decision: 'approved', content: null, tool_calls: [chatCall] },
      'openai-chat',
      [{ name: 'refund', arguments: { order: 'A1' }, id: 'call_1' }],
    ],
    [
      'a Responses call item with a decision of its own',
      {
        type: 'function_call',
        call_id: 'c1',
        name: 'refund',
        arguments: '{"order":"A1"}',
        decision: 'allow',
      },
      'openai-responses',
      [{ name: 'refund', arguments: { order: 'A1' }, id: 'c1' }],
    ],
  ])('%s still reads as its own format', (_, value, format, calls) => {
    const turn = readOk(value)
    expect(turn.format).toBe(format)
    expect(plain(turn.calls)).toEqual(calls)
  })

  test('an Action IR object with a field it lacks still fails as Action IR, at that field', () => {
    expect(readFailure({ decision: 'ABSTAIN', note: 'x' })).toMatchObject({
      kind: 'schema_invalid',
      format: 'action-ir',
      path: ['note'],
    })
  })
})
