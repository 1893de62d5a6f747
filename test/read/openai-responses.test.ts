import { describe, expect, test } from 'vitest'
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
      'another reason: the response being incomplete, at the reason',
      { reason: 'interrupted' },
      {
        kind: 'truncated',
        format: 'openai-responses',
        path: REASON,
        token: 'interrupted',
        detail: 'the response being incomplete',
      },
    ],
    [
      'a reason that is no string: token incomplete, at the reason',
      { reason: 7 },
      {
        kind: 'truncated',
        format: 'openai-responses',
        path: REASON,
        token: 'incomplete',
        detail: 'the response being incomplete',
      },
    ],
    [
      'no details: token incomplete, at the status',
      null,
      {
        kind: 'truncated',
        format: 'openai-responses',
        path: ['status'],
        token: 'incomplete',
        detail: 'the response being incomplete',
      },
    ],
  ])('%s', (_, details, expected) => {
    const failure = readFailure(mutated(INCOMPLETE, ['incomplete_details'], details))
    expect({ ...failure, calls: plain(failure.calls ?? []) }).toStrictEqual({ ...expected, calls: LISBON })
  })
})
