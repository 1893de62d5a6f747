import { describe, expect, test } from 'vitest'
import { anthropic } from '../../src/read/anthropic.js'
import { fixture, mutated, part, plain, REMOVE, readFailure, readOk } from './helpers.js'

const TOOL_USE = 'anthropic/message-tool-use.json'
const WEATHER = {
  name: 'get_weather',
  arguments: { location: 'San Francisco, CA', unit: 'celsius' },
  id: 'toolu_01A09q90qw90lq917835lq9',
}

describe('anthropic reads', () => {
  test.each([
    ['the whole message', fixture(TOOL_USE), [WEATHER]],
    ['the content array', part(TOOL_USE, ['content']), [WEATHER]],
    ['one tool_use block', part(TOOL_USE, ['content', 1]), [WEATHER]],
    ['a text block as no call', part(TOOL_USE, ['content', 0]), []],
    ['end_turn with text only as no call', fixture('anthropic/message-text.json'), []],
    ['the message as sent back in a request (no type)', mutated(TOOL_USE, ['type'], REMOVE), [WEATHER]],
    [
      'a hand-made message without model or stop_reason',
      { type: 'message', role: 'assistant', content: part(TOOL_USE, ['content']) },
      [WEATHER],
    ],
    [
      'thinking and parallel tool_use blocks',
      fixture('anthropic/message-thinking-parallel.json'),
      [
        { name: 'get_time', arguments: { timezone: 'Asia/Tokyo' }, id: 'toolu_01Ts9QpAoDkZ5FQ8xYvNk3rB' },
        { name: 'get_time', arguments: { timezone: 'Europe/Berlin' }, id: 'toolu_01Ub3kP2gLmRz7Wq4sCyHj8D' },
      ],
    ],
  ])('%s', (_, received, calls) => {
    const turn = readOk(received)
    expect(turn.format).toBe('anthropic')
    expect(plain(turn.calls)).toEqual(calls)
  })
})

describe('anthropic fails', () => {
  const block = ['content', 1]
  test.each([
    ['input missing', mutated(TOOL_USE, [...block, 'input'], REMOVE), { path: [...block, 'input'] }],
    [
      'input a JSON string',
      mutated(TOOL_USE, [...block, 'input'], '{"location":"SF"}'),
      { path: [...block, 'input'] },
    ],
    ['input an array', mutated(TOOL_USE, [...block, 'input'], ['SF']), { path: [...block, 'input'] }],
    ['a missing name', mutated(TOOL_USE, [...block, 'name'], REMOVE), { path: [...block, 'name'] }],
    ['content not an array', mutated(TOOL_USE, ['content'], 'text'), { path: ['content'] }],
  ])('%s', (_, received, failure) => {
    expect(readFailure(received)).toMatchObject({ kind: 'schema_invalid', format: 'anthropic', ...failure })
  })

  test('a non-finite number inside input', () => {
    const message = fixture(TOOL_USE) as { content: { input?: Record<string, unknown> }[] }
    message.content[1]!.input = { location: Number.NaN }
    expect(readFailure(message)).toMatchObject({
      kind: 'non_finite',
      path: ['content', 1, 'input', 'location'],
    })
  })
})

describe('anthropic: a message kept with its stop_reason but without type', () => {
  const cut = () => {
    const message = fixture('anthropic/message-max-tokens.json') as Record<string, unknown>
    delete message.type
    return message
  }

  test.each<[string, unknown, object]>([
    ['max_tokens', 'max_tokens', { kind: 'truncated', detail: 'the token limit' }],
    ['refusal', 'refusal', { kind: 'filtered' }],
    ['model_context_window_exceeded', 'model_context_window_exceeded', { kind: 'truncated' }],
  ])('%s is read as the response is', (_, stop, failure) => {
    const message = { ...cut(), stop_reason: stop }
    expect(readFailure(message)).toMatchObject({ ...failure, format: 'anthropic', path: ['stop_reason'] })
  })

  test('text content with a token-limit stop is truncated too, not an abstention', () => {
    expect(
      readFailure({ role: 'assistant', content: 'The answer is', stop_reason: 'max_tokens' }),
    ).toMatchObject({ kind: 'truncated', calls: [] })
  })

  test('end_turn and a null stop read the calls', () => {
    expect(readOk({ ...cut(), stop_reason: 'tool_use' }).calls).toHaveLength(1)
    expect(readOk({ ...cut(), stop_reason: null }).calls).toHaveLength(1)
  })

  test.each<[string, object]>([
    ['Bedrock blocks', { role: 'assistant', content: [{ text: 'x' }], stop_reason: 'max_tokens' }],
    ['a user message', { ...cut(), role: 'user' }],
    ['a typed item of another kind', { ...cut(), type: 'reply' }],
  ])('%s is no Anthropic message', (_, value) => {
    expect(anthropic.message.matches(value, [])).toBe(false)
  })
})
