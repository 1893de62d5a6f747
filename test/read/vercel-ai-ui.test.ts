import { describe, expect, test } from 'vitest'
import { edited, fixture, plain, readFailure, readOk } from './helpers.js'

const V5 = 'vercel-ai/ui-message-v5.json'
const V4 = 'vercel-ai/ui-message-v4.json'
const MASTRA = 'mastra/message-v2.json'
const WEATHER = { name: 'weather', arguments: { city: 'Berlin' }, id: 'call_W1x2Y3z4A5b6' }
const REMINDER = {
  name: 'create_reminder',
  arguments: { at: '2025-09-01T08:00:00Z', text: 'Bring an umbrella' },
  id: 'call_R7s8T9u0V1w2',
}

describe('AI SDK UI messages and Mastra messages', () => {
  test.each([
    [
      'a v5 UIMessage: tool-<name> and dynamic-tool parts, in order',
      fixture(V5),
      'vercel-ai',
      [WEATHER, REMINDER],
    ],
    [
      'a v4 message: a call in parts and toolInvocations is one call',
      fixture(V4),
      'vercel-ai',
      [{ name: 'getLocation', arguments: {}, id: 'call_Q2w3E4r5T6y7' }],
    ],
    [
      'a v4 message with toolInvocations only',
      { ...(fixture(V4) as object), parts: undefined },
      'vercel-ai',
      [{ name: 'getLocation', arguments: {}, id: 'call_Q2w3E4r5T6y7' }],
    ],
    [
      'a Mastra message: its content parts, not a tool named "invocation"',
      fixture(MASTRA),
      'mastra',
      [{ name: 'weatherTool', arguments: { location: 'Paris' }, id: 'call_M4n5B6v7C8x9' }],
    ],
  ])('%s', (_, received, format, calls) => {
    const turn = readOk(received)
    expect(turn.format).toBe(format)
    expect(plain(turn.calls)).toEqual(calls)
  })

  test.each([
    ['approval-requested', 'approval_requested'],
    ['output-denied', 'denied'],
  ])('a call in state %s is a call, its state kept', (state, status) => {
    const message = edited(fixture(V5), ['parts', 2, 'state'], state)
    expect(readOk(message).calls[0]).toMatchObject({ name: 'weather', status })
  })

  test.each([
    [
      'v5 input-streaming',
      edited(fixture(V5), ['parts', 4, 'state'], 'input-streaming'),
      ['parts', 4, 'state'],
    ],
    [
      'v4 partial-call',
      edited(fixture(V4), ['parts', 1, 'toolInvocation', 'state'], 'partial-call'),
      ['parts', 1, 'toolInvocation', 'state'],
    ],
  ])('a part whose input is still partial (%s) is truncated, never half a call', (_, received, path) => {
    expect(readFailure(received)).toMatchObject({ kind: 'truncated', path })
  })

  test('a call the provider ran (providerExecuted) follows serverTools', () => {
    const message = edited(fixture(V5), ['parts', 2, 'providerExecuted'], true)
    expect(plain(readOk(message).calls)).toEqual([REMINDER])
    expect(readOk(message, { serverTools: 'include' }).calls[0]).toMatchObject({
      name: 'weather',
      server: true,
    })
  })

  test('a user UIMessage is not the model’s turn', () => {
    expect(readFailure({ id: 'u1', role: 'user', parts: [{ type: 'text', text: 'hi' }] })).toMatchObject({
      kind: 'not_model_output',
      detail: 'user',
    })
  })
})
