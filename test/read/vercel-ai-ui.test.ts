import { describe, expect, test } from 'vitest'
import { vercelAiUi } from '../../src/read/vercel-ai-ui.js'
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

describe('AI SDK UI message parts in detail', () => {
  const message = (...parts: unknown[]) => ({ role: 'assistant', parts })
  const dynamic = (fields: object) => ({ type: 'dynamic-tool', toolName: 'f', toolCallId: 'c1', ...fields })

  test('a part whose input is still streaming is truncated, with no call and the reason in full', () => {
    expect(readFailure(message(dynamic({ state: 'input-streaming', input: {} })))).toStrictEqual({
      kind: 'truncated',
      format: 'vercel-ai',
      path: ['parts', 0, 'state'],
      token: 'input-streaming',
      detail: 'the stream: the call’s input was still arriving',
      calls: [],
    })
  })

  test.each([
    ['input (v5) is read when both input and args are there', { input: { a: 1 }, args: { b: 2 } }, { a: 1 }],
    ['args (v4) is read when only args is there', { args: { b: 2 } }, { b: 2 }],
    ['input is read when only input is there', { input: { a: 1 } }, { a: 1 }],
  ])('%s', (_, fields, args) => {
    const [call] = readOk(message(dynamic(fields))).calls
    expect({ ...call }).toStrictEqual({ name: 'f', arguments: call!.arguments, id: 'c1' })
    expect(plain([call!])).toEqual([{ name: 'f', arguments: args, id: 'c1' }])
  })

  test('a part with neither input nor args fails on the missing input', () => {
    expect(readFailure(message(dynamic({})))).toMatchObject({
      kind: 'schema_invalid',
      format: 'vercel-ai',
      path: ['parts', 0, 'input'],
    })
  })

  test('a state that is no string keeps no status', () => {
    const [call] = readOk(message(dynamic({ state: ['approval-requested'], input: {} }))).calls
    expect(Object.keys(call!)).toEqual(['name', 'arguments', 'id'])
  })

  test('a Mastra part whose type is no string is an unknown item named by its type', () => {
    expect(readFailure({ role: 'assistant', content: { format: 2, parts: [{ type: 5 }] } })).toStrictEqual({
      kind: 'unknown_item',
      format: 'mastra',
      path: ['content', 'parts', 0],
      token: 'number',
    })
  })

  test('a broken call in toolInvocations fails at its place there', () => {
    const v4 = { role: 'assistant', toolInvocations: [{ state: 'call', toolCallId: 'c1', args: {} }] }
    expect(readFailure(v4)).toMatchObject({
      kind: 'schema_invalid',
      format: 'vercel-ai',
      path: ['toolInvocations', 0, 'toolName'],
    })
  })

  test.each([
    ['an assistant message with typed parts', { role: 'assistant', parts: [{ type: 'text' }] }, true],
    ['an assistant message with no parts', { role: 'assistant', parts: [] }, true],
    ['a user message with typed parts', { role: 'user', parts: [{ type: 'text' }] }, false],
    ['an untyped part (a Gemini part)', { role: 'assistant', parts: [{ text: 'hi' }] }, false],
    ['a part whose type is no string', { role: 'assistant', parts: [{ type: 1 }] }, false],
    [
      'a typed part beside an untyped one',
      { role: 'assistant', parts: [{ type: 'text' }, { text: 'hi' }] },
      false,
    ],
    ['a part that is no object', { role: 'assistant', parts: ['hi'] }, false],
    ['parts that are no array', { role: 'assistant', parts: 'hi' }, false],
    ['an assistant message with toolInvocations', { role: 'assistant', toolInvocations: [] }, true],
  ])('the UI message shape, given %s: %s', (_, value, expected) => {
    expect(vercelAiUi.message.matches(value, [])).toBe(expected)
  })

  test.each([
    [
      'an assistant message with content format 2',
      { role: 'assistant', content: { format: 2, parts: [] } },
      true,
    ],
    ['a user message with content format 2', { role: 'user', content: { format: 2, parts: [] } }, false],
    ['content of another format', { role: 'assistant', content: { format: 1, parts: [] } }, false],
  ])('the Mastra shape, given %s: %s', (_, value, expected) => {
    expect(vercelAiUi.mastra.matches(value, [])).toBe(expected)
  })
})
