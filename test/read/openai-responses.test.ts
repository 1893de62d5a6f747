import { describe, expect, test } from 'vitest'
import { openaiResponses } from '../../src/read/openai-responses.js'
import { fixture, mutated, part, plain, REMOVE, readFailure, readOk } from './helpers.js'

const CALL = 'openai-responses/response-function-call.json'
const WEATHER = {
  name: 'get_current_weather',
  arguments: { location: 'Boston, MA', unit: 'celsius' },
  id: 'call_unLAR8MvFNptuiZK6K6HCy5k',
}

describe('openai-responses reads', () => {
  test.each([
    ['the whole response', fixture(CALL), [WEATHER]],
    ['the output array', part(CALL, ['output']), [WEATHER]],
    ['one function_call item', part(CALL, ['output', 1]), [WEATHER]],
    ['a reasoning item as no call', part(CALL, ['output', 0]), []],
    ['a message answer as no call', fixture('openai-responses/response-message.json'), []],
    ['a message item as no call', part('openai-responses/response-message.json', ['output', 0]), []],
  ])('%s', (_, received, calls) => {
    const turn = readOk(received)
    expect(turn.format).toBe('openai-responses')
    expect(plain(turn.calls)).toEqual(calls)
  })
})

describe('openai-responses fails', () => {
  const args = ['output', 1, 'arguments']
  test.each([
    [
      'arguments not JSON',
      mutated(CALL, args, '{"location":"Boston, MA" "unit":"celsius"}'),
      { kind: 'arguments_not_json', path: args, position: { offset: 25, line: 1, column: 26 } },
    ],
    ['arguments missing', mutated(CALL, args, REMOVE), { kind: 'schema_invalid', path: args }],
    ['a missing name', mutated(CALL, ['output', 1, 'name'], REMOVE), { kind: 'schema_invalid' }],
    [
      'a custom tool call without its text input',
      mutated(CALL, ['output', 1, 'type'], 'custom_tool_call'),
      { kind: 'schema_invalid', path: ['output', 1, 'input'] },
    ],
    [
      'an output item of unknown type',
      mutated(CALL, ['output', 1, 'type'], 'hologram_call'),
      { kind: 'unknown_item', path: ['output', 1], token: 'hologram_call' },
    ],
    ['output not an array', mutated(CALL, ['output'], null), { kind: 'schema_invalid', path: ['output'] }],
  ])('%s', (_, received, failure) => {
    expect(readFailure(received)).toMatchObject({ format: 'openai-responses', ...failure })
  })
})

describe('openai-responses: an incomplete response, in full', () => {
  const INCOMPLETE = 'openai-responses/incomplete-max-output-tokens.json'
  const LISBON = [{ name: 'get_weather', arguments: { city: 'Lisbon' }, id: 'call_weather_01' }]
  const REASON = ['incomplete_details', 'reason']
  test.each([
    [
      'cut by max_output_tokens: the token limit',
      { reason: 'max_output_tokens' },
      {
        kind: 'truncated',
        format: 'openai-responses',
        path: REASON,
        token: 'max_output_tokens',
        detail: 'the token limit',
      },
    ],
    [
      'stopped by content_filter: a content filter',
      { reason: 'content_filter' },
      {
        kind: 'filtered',
        format: 'openai-responses',
        path: REASON,
        token: 'content_filter',
        detail: 'a content filter',
      },
    ],
    [
      'another reason: incomplete, at the status',
      { reason: 'interrupted' },
      { kind: 'incomplete', format: 'openai-responses', path: ['status'], token: 'incomplete' },
    ],
    [
      'a reason that is no string: incomplete, at the status',
      { reason: 7 },
      { kind: 'incomplete', format: 'openai-responses', path: ['status'], token: 'incomplete' },
    ],
    [
      'no details: incomplete, at the status',
      null,
      { kind: 'incomplete', format: 'openai-responses', path: ['status'], token: 'incomplete' },
    ],
  ])('%s', (_, details, expected) => {
    const failure = readFailure(mutated(INCOMPLETE, ['incomplete_details'], details))
    expect({ ...failure, calls: plain(failure.calls ?? []) }).toStrictEqual({ ...expected, calls: LISBON })
  })
})

describe('openai-responses.response claims only a Responses response', () => {
  const fnCall = { type: 'function_call', call_id: 'c1', name: 'f', arguments: '{}' }
  test.each([
    ['object: response', { object: 'response', output: [] }, true],
    [
      'an output list of Responses items',
      { output: [{ type: 'reasoning', id: 'r', summary: [] }, fnCall] },
      true,
    ],
    [
      'a Responses item beside one of unknown type (read as an unknown item)',
      { output: [fnCall, { type: 'x' }] },
      true,
    ],
    ['an empty output without object', { output: [] }, false],
    ['chat messages under output', { output: [{ role: 'assistant', content: 'hi' }] }, false],
    ['content blocks of another format under output', { output: [{ type: 'text', text: 'hi' }] }, false],
    ['a Bedrock Converse response (output is an object)', fixture('bedrock/converse-tool-use.json'), false],
  ])('%s: %s', (_, value, claimed) => {
    expect(openaiResponses.response.matches(value as object, [])).toBe(claimed)
  })

  test('a value it no longer claims still reads as its own format', () => {
    expect(readOk(fixture('bedrock/converse-tool-use.json')).format).toBe('bedrock')
    expect(readFailure({ output: [{ type: 'text', text: 'hi' }] })).toMatchObject({ kind: 'unknown_shape' })
  })
})

describe('openai-responses: a response that did not complete', () => {
  test.each([
    ['failed', 'model_error'],
    ['cancelled', 'model_error'],
    ['queued', 'incomplete'],
    ['in_progress', 'incomplete'],
  ])('status %s is %s, with the calls that arrived', (status, kind) => {
    const failure = readFailure(mutated(CALL, ['status'], status))
    expect({ ...failure, calls: plain(failure.calls ?? []) }).toStrictEqual({
      kind,
      format: 'openai-responses',
      path: ['status'],
      token: status,
      calls: [WEATHER],
    })
  })

  test.each([['completed'], [undefined]])('status %s reads the calls', (status) => {
    expect(plain(readOk(mutated(CALL, ['status'], status ?? REMOVE)).calls)).toEqual([WEATHER])
  })

  test.each([
    ['failed', 'model_error'],
    ['incomplete', 'truncated'],
  ])(
    'a call cut inside its arguments under status %s is %s, not arguments that are not JSON',
    (status, kind) => {
      const cut = mutated(CALL, ['output', 1, 'arguments'], '{"location":"Bos')
      ;(cut as Record<string, unknown>).status = status
      ;(cut as Record<string, unknown>).incomplete_details = { reason: 'max_output_tokens' }
      expect(readFailure(cut)).toMatchObject({ kind, calls: [] })
    },
  )
})
