import { describe, expect, test } from 'vitest'
import { fixture, mutated, part, plain, REMOVE, readFailure, readOk } from './helpers.js'

const V4 = 'vercel-ai/generate-text-v4-steps.json'
const V5_CONTENT = 'vercel-ai/generate-text-v5-content.json'
const V5 = 'vercel-ai/generate-text-v5-tool-calls.json'
const SF = { name: 'weather', arguments: { location: 'San Francisco' }, id: 'call_GnXq2JSEl1uOSW2KdPbMiPgG' }
const TOKYO = { name: 'weather', arguments: { location: 'Tokyo' }, id: 'toolu_01NLk1qTqvn1dWm7p2F9hYxS' }
const OSAKA = { name: 'weather', arguments: { location: 'Osaka' }, id: 'toolu_01Bq3Hn6cP4tRs8Vw2Xy5Zab' }
const FLIGHTS = {
  name: 'searchFlights',
  arguments: { date: '2025-09-01', from: 'SFO', to: 'JFK' },
  id: 'call_8GvMq0yS4nT2pLw7KfD1RcXz',
}

/** A result whose fields are prototype getters, as the SDK's DefaultGenerateTextResult class has them. */
class GetterResult {
  readonly #steps: unknown[]
  constructor(steps: unknown[]) {
    this.#steps = steps
  }
  get steps(): unknown[] {
    return this.#steps
  }
  get toolCalls(): unknown {
    return (this.#steps.at(-1) as { toolCalls: unknown }).toolCalls
  }
}

describe('vercel-ai reads', () => {
  test.each([
    ['v4: the calls of every step, not only the last', fixture(V4), [SF]],
    ['v4: one tool call', part(V4, ['steps', 0, 'toolCalls', 0]), [SF]],
    ['v4: an array of tool calls', part(V4, ['steps', 0, 'toolCalls']), [SF]],
    ['v4 without steps: toolCalls', mutated(V4, ['steps'], REMOVE), []],
    ['v5: tool-call parts of serialised steps', fixture(V5_CONTENT), [TOKYO, OSAKA]],
    ['v5: toolCalls with input', fixture(V5), [FLIGHTS]],
    ['v5: one tool call', part(V5, ['toolCalls', 0]), [FLIGHTS]],
    ['a class with prototype getters', new GetterResult(part(V4, ['steps']) as unknown[]), [SF]],
  ])('%s', (_, received, calls) => {
    const turn = readOk(received)
    expect(turn.format).toBe('vercel-ai')
    expect(plain(turn.calls)).toEqual(calls)
  })
})

describe('vercel-ai fails', () => {
  const call = ['toolCalls', 0]
  test.each([
    [
      'input and args missing',
      mutated(V5, [...call, 'input'], REMOVE),
      { kind: 'schema_invalid', path: [...call, 'args'] },
    ],
    [
      'input an array',
      mutated(V5, [...call, 'input'], ['SFO']),
      { kind: 'schema_invalid', path: [...call, 'input'] },
    ],
    [
      'input a broken JSON string',
      mutated(V5, [...call, 'input'], '{"from":'),
      { kind: 'arguments_not_json', path: [...call, 'input'], position: { offset: 8 } },
    ],
    [
      'a missing toolName',
      mutated(V5, [...call, 'toolName'], REMOVE),
      { kind: 'schema_invalid', path: [...call, 'toolName'] },
    ],
    [
      'a step that stopped to call tools, without toolCalls or content',
      mutated(V4, ['steps', 0, 'toolCalls'], REMOVE),
      { kind: 'stopped_without_call', path: ['steps', 0, 'finishReason'] },
    ],
  ])('%s', (_, received, failure) => {
    expect(readFailure(received)).toMatchObject({ format: 'vercel-ai', ...failure })
  })

  test('a getter that throws is unreadable, with its path', () => {
    const hostile = Object.defineProperty({}, 'steps', {
      get() {
        throw new Error('stream not consumed')
      },
    })
    expect(readFailure(hostile)).toMatchObject({
      kind: 'unreadable',
      path: ['steps'],
      detail: 'stream not consumed',
    })
  })
})

describe('vercel-ai: calls the SDK marked invalid, and generateText with empty steps', () => {
  test('an invalid tool call (arguments that did not parse) is a broken call, never dropped', () => {
    const result = {
      steps: [
        {
          content: [
            {
              type: 'tool-call',
              toolCallId: 'c1',
              toolName: 'weather',
              input: '{"city":',
              invalid: true,
              error: 'JSON parse error',
            },
          ],
          finishReason: 'tool-calls',
        },
      ],
    }
    expect(readFailure(result)).toMatchObject({
      kind: 'arguments_not_json',
      path: ['steps', 0, 'content', 0, 'input'],
      detail: 'JSON parse error',
    })
    const withoutError = {
      type: 'tool-call',
      toolCallId: 'c1',
      toolName: 'weather',
      input: {},
      invalid: true,
    }
    expect(readFailure(withoutError)).toMatchObject({ detail: 'marked invalid by the AI SDK' })
  })

  test('steps: [] reads toolCalls (not "no call")', () => {
    expect(plain(readOk(fixture('vercel-ai/generate-text-empty-steps.json')).calls)).toEqual([
      { name: 'lookupOrder', arguments: { orderId: 'A-17' }, id: 'call_E5mP7tY9sT2k' },
    ])
  })

  test('an assistant ModelMessage with AI SDK content parts', () => {
    const message = {
      role: 'assistant',
      content: [
        { type: 'text', text: 'Checking.' },
        { type: 'tool-call', toolCallId: 'c9', toolName: 'weather', input: { city: 'Oslo' } },
      ],
    }
    expect(plain(readOk(message).calls)).toEqual([{ name: 'weather', arguments: { city: 'Oslo' }, id: 'c9' }])
  })
})

describe('vercel-ai: steps, content and finish reasons', () => {
  const PARIS = { type: 'tool-call', toolCallId: 'p1', toolName: 'weather', input: { city: 'Paris' } }
  const ROME = { type: 'tool-call', toolCallId: 'r1', toolName: 'weather', input: { city: 'Rome' } }
  const PARIS_CALL = { name: 'weather', arguments: { city: 'Paris' }, id: 'p1' }

  test('an array of steps holding content parts only reads as vercel-ai', () => {
    const steps = [{ finishReason: 'tool-calls', content: [{ type: 'text', text: 'Checking.' }, PARIS] }]
    const turn = readOk(steps)
    expect({ format: turn.format, calls: plain(turn.calls) }).toStrictEqual({
      format: 'vercel-ai',
      calls: [PARIS_CALL],
    })
  })

  test('an array of steps with toolCalls reads as vercel-ai', () => {
    expect(readOk([{ finishReason: 'stop', toolCalls: [] }])).toStrictEqual({
      format: 'vercel-ai',
      fromText: false,
      calls: [],
    })
  })

  test('an object with a finishReason but neither toolCalls nor content is no step', () => {
    expect(readFailure([{ finishReason: 'stop', toolResults: [] }])).toMatchObject({
      kind: 'unknown_shape',
      path: [0],
    })
  })

  test("a step reads its content parts; toolCalls repeating them (a live step's getter) add no call", () => {
    const result = { steps: [{ finishReason: 'tool-calls', toolCalls: [PARIS], content: [PARIS] }] }
    expect(plain(readOk(result).calls)).toEqual([PARIS_CALL])
    const differ = { steps: [{ finishReason: 'tool-calls', toolCalls: [ROME], content: [PARIS] }] }
    expect(readFailure(differ)).toMatchObject({ kind: 'unread_call', path: ['steps', 0, 'toolCalls', 0] })
  })

  test("without its own finishReason, a result is held to its last step's", () => {
    const result = {
      steps: [
        { finishReason: 'tool-calls', toolCalls: [ROME] },
        { finishReason: 'length', toolCalls: [PARIS] },
      ],
    }
    const failure = readFailure(result)
    expect({ ...failure, calls: plain(failure.calls ?? []) }).toStrictEqual({
      kind: 'truncated',
      format: 'vercel-ai',
      path: ['steps', 1, 'finishReason'],
      token: 'length',
      detail: 'the token limit',
      calls: [{ name: 'weather', arguments: { city: 'Rome' }, id: 'r1' }, PARIS_CALL],
    })
  })

  test('its own finishReason wins over the last step', () => {
    const result = { finishReason: 'length', steps: [{ finishReason: 'stop', toolCalls: [PARIS] }] }
    const failure = readFailure(result)
    expect({ ...failure, calls: plain(failure.calls ?? []) }).toStrictEqual({
      kind: 'truncated',
      format: 'vercel-ai',
      path: ['finishReason'],
      token: 'length',
      detail: 'the token limit',
      calls: [PARIS_CALL],
    })
  })

  test('steps: [] without a finishReason reads its own toolCalls', () => {
    expect(plain(readOk({ steps: [], toolCalls: [PARIS] }).calls)).toEqual([PARIS_CALL])
  })
})
