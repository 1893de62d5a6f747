import { describe, expect, test } from 'vitest'
import { readRun } from '../../../src/read/run/index.js'
import type { RunReadResult } from '../../../src/read/run/types.js'

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
