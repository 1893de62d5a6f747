import { describe, expect, test } from 'vitest'
import { readCalls } from '../../../src/read/read-calls.js'
import { readRun } from '../../../src/read/run/index.js'
import type { RunReadResult } from '../../../src/read/run/types.js'
import { fixture } from '../helpers.js'

function ok(result: RunReadResult) {
  if (!result.ok) expect.fail(JSON.stringify(result.failure))
  return result.run
}

const toolUse = { toolUse: { toolUseId: 'b1', name: 'get_order', input: { id: 'A-77' } } }
const assistant = (...content: object[]) => ({ role: 'assistant', content })
const user = (...content: object[]) => ({ role: 'user', content })
const toolResult = (fields: object = {}) => ({
  toolResult: { toolUseId: 'b1', content: [{ text: 'found' }], ...fields },
})

describe('Bedrock Converse runs: which lists are Converse conversations', () => {
  test.each([
    ['text', { text: 'hi' }],
    ['image', { image: { format: 'png', source: { bytes: 'AA' } } }],
    ['document', { document: { format: 'txt', name: 'd', source: { bytes: 'AA' } } }],
    ['video', { video: { format: 'mp4', source: { bytes: 'AA' } } }],
    ['reasoningContent', { reasoningContent: { reasoningText: { text: 'hm' } } }],
    ['guardContent', { guardContent: { text: { text: 'x' } } }],
    ['cachePoint', { cachePoint: { type: 'default' } }],
    ['citationsContent', { citationsContent: { content: [] } }],
  ])('a user turn holding a %s block is read; it carries no result', (_name, block) => {
    const run = ok(readRun([user(block), assistant(toolUse), user(toolResult())]))
    expect(run.format).toBe('bedrock')
    expect(run.steps[0]!.calls).toEqual([
      { name: 'get_order', arguments: { id: 'A-77' }, id: 'b1', result: 'found', status: 'ok' },
    ])
  })

  test.each([
    ['a block with a type', { type: 'text', text: 'hi' }],
    ['a block of no Converse key', { hologram: {} }],
  ])('%s is no Converse block: the list is a failure, not a run', (_name, block) => {
    expect(readRun([user(block), assistant(toolUse), user(toolResult())])).toMatchObject({
      ok: false,
      failure: { kind: 'unknown_shape', path: [0] },
    })
  })

  test('a typed message or another role is no Converse message', () => {
    expect(
      readRun([{ ...user({ text: 'x' }), type: 'message' }, assistant(toolUse), user(toolResult())]).ok,
    ).toBe(false)
    expect(
      readRun([{ role: 'system', content: [{ text: 'x' }] }, assistant(toolUse), user(toolResult())]).ok,
    ).toBe(false)
  })
})

describe('Bedrock Converse runs: reading', () => {
  test.each<[string, object, string]>([
    ['status error', { status: 'error' }, 'error'],
    ['status success', { status: 'success' }, 'ok'],
    ['no status', {}, 'ok'],
  ])('a toolResult with %s is %s', (_name, fields, status) => {
    const run = ok(readRun([assistant(toolUse), user(toolResult(fields))]))
    expect(run.steps[0]!.calls[0]!.status).toBe(status)
  })

  test('a toolResult without toolUseId names no call, at its content', () => {
    expect(readRun([assistant(toolUse), user(toolResult({ toolUseId: undefined }))])).toMatchObject({
      ok: false,
      failure: {
        kind: 'unpaired_result',
        path: [1, 'content', 0, 'toolResult', 'content'],
        detail: 'it names no call',
      },
    })
  })

  test('a call left unanswered is placed at its toolUse', () => {
    expect(readRun([assistant({ text: 'x' }, toolUse), assistant({ text: 'Done.' })])).toMatchObject({
      ok: false,
      failure: {
        kind: 'unanswered_call',
        path: [0, 'content', 1, 'toolUse'],
        token: 'get_order',
        detail: 'id b1',
      },
    })
  })

  test("the assistant's text blocks are its text; other user blocks carry nothing", () => {
    const run = ok(
      readRun([
        user({ text: 'Where is A-77?' }, { image: { format: 'png', source: { bytes: 'AA' } } }),
        assistant({ text: 'Looking.' }, toolUse),
        user(toolResult(), { text: 'thanks' }),
        assistant({ text: 'On its ' }, { text: 'way.' }),
      ]),
    )
    expect(run.answer).toBe('On its way.')
    expect(run.steps).toHaveLength(1)
  })
})

describe('Bedrock Converse runs: a response standing for its message is held to its stopReason', () => {
  const FILE = 'runs/bedrock/converse-response-in-history.json'
  const history = () => fixture(FILE) as Record<string, unknown>[]
  const withStop = (stopReason: string) => {
    const messages = history()
    messages[3] = { ...messages[3]!, stopReason }
    return messages
  }

  test('the response is the model turn: its call placed at its toolUse, the run ending on it', () => {
    const run = ok(readRun(history()))
    expect(run.steps.map((step) => step.calls.map((call) => call.name))).toEqual([
      ['get_order'],
      ['refund_order'],
    ])
    expect(JSON.parse(JSON.stringify(run.steps[1]!.calls[0]))).toEqual({
      name: 'refund_order',
      arguments: { amount: 42.5, order_id: 'A-77' },
      id: 'tooluse_Rm7Tw3Yq9Pe5Ua2Si8Od4Fk',
    })
    expect(readRun([...history(), assistant({ text: 'Done.' })])).toMatchObject({
      ok: false,
      failure: { kind: 'unanswered_call', path: [3, 'output', 'message', 'content', 1, 'toolUse'] },
    })
  })

  test.each<[string, object]>([
    ['max_tokens', { kind: 'truncated', detail: 'the token limit' }],
    ['guardrail_intervened', { kind: 'filtered' }],
    ['content_filtered', { kind: 'filtered' }],
    ['malformed_tool_use', { kind: 'schema_invalid', expected: ['a well-formed function call'] }],
    ['malformed_model_output', { kind: 'schema_invalid', expected: ['a well-formed function call'] }],
  ])('%s fails the run at the stopReason, as alone', (stop, failure) => {
    expect(readRun(withStop(stop))).toMatchObject({
      ok: false,
      failure: { ...failure, format: 'bedrock', path: [3, 'stopReason'] },
    })
    expect(readCalls(withStop(stop)[3])).toMatchObject({ ok: false, failure })
  })

  test('the response answered in the list pairs its call by toolUseId', () => {
    const messages = [
      ...history(),
      user({ toolResult: { toolUseId: 'tooluse_Rm7Tw3Yq9Pe5Ua2Si8Od4Fk', content: [{ text: 'refunded' }] } }),
      assistant({ text: 'Refunded.' }),
    ]
    const run = ok(readRun(messages))
    expect(run.steps[1]!.calls[0]).toMatchObject({ result: 'refunded', status: 'ok' })
    expect(run.answer).toBe('Refunded.')
  })

  test('a list of only user messages and an output object of no message is no Converse run', () => {
    expect(readRun([user({ text: 'x' }), { output: { text: 'y' } }]).ok).toBe(false)
  })
})
