import { describe, expect, test } from 'vitest'
import { readRun } from '../../../src/read/run/index.js'
import type { RunReadResult } from '../../../src/read/run/types.js'

function ok(result: RunReadResult) {
  if (!result.ok) expect.fail(JSON.stringify(result.failure))
  return result.run
}

const call = (id: string, name = 'f') => ({ id, type: 'function', function: { name, arguments: '{}' } })
const assistant = (...calls: object[]) => ({ role: 'assistant', content: null, tool_calls: calls })
const tool = (id: unknown, content: unknown = '1') => ({ role: 'tool', tool_call_id: id, content })

describe('OpenAI chat runs: which lists are chat conversations', () => {
  test.each([
    ['text', { type: 'text', text: 'hi' }],
    ['image_url', { type: 'image_url', image_url: { url: 'https://example.com/a.png' } }],
    ['input_audio', { type: 'input_audio', input_audio: { data: 'AA', format: 'wav' } }],
    ['file', { type: 'file', file: { file_id: 'f' } }],
    ['refusal', { type: 'refusal', refusal: 'no' }],
  ])('a message holding a %s part is read', (_name, part) => {
    const run = ok(readRun([{ role: 'user', content: [part] }, assistant(call('c1')), tool('c1')]))
    expect(run.format).toBe('openai-chat')
    expect(run.steps[0]!.calls[0]).toMatchObject({ result: 1, status: 'ok' })
  })

  test.each(['system', 'developer', 'user'])('a %s message is read and carries nothing', (role) => {
    const run = ok(readRun([{ role, content: 'x' }, assistant(call('c1')), tool('c1')]))
    expect(run.steps).toHaveLength(1)
  })

  test.each([
    ['a part of another format', { role: 'user', content: [{ type: 'tool_use', id: 'x' }] }],
    ['a typed message', { role: 'user', content: 'x', type: 'message' }],
    ['a message with parts', { role: 'user', content: 'x', parts: [] }],
    ['an assistant message that says nothing', { role: 'assistant' }],
  ])('%s makes the list no chat conversation', (_name, message) => {
    expect(readRun([message, assistant(call('c1')), tool('c1')])).toMatchObject({ ok: false })
  })

  test('an assistant message with only content, or only calls, says something', () => {
    expect(ok(readRun([{ role: 'assistant', content: 'Hi.' }])).answer).toBe('Hi.')
    expect(ok(readRun([{ role: 'assistant', tool_calls: [call('c1')] }, tool('c1')])).steps).toHaveLength(1)
  })
})

describe('OpenAI chat runs: reading', () => {
  test('a tool message without tool_call_id names no call', () => {
    expect(readRun([assistant(call('c1')), tool(undefined)])).toMatchObject({
      ok: false,
      failure: { kind: 'unpaired_result', path: [1, 'content'], detail: 'it names no call' },
    })
  })

  test('a legacy function_call is placed at function_call; the function role answers by name', () => {
    const legacy = { role: 'assistant', content: null, function_call: { name: 'f', arguments: '{"a":1}' } }
    expect(readRun([legacy, { role: 'assistant', content: 'Done.' }])).toMatchObject({
      ok: false,
      failure: { kind: 'unanswered_call', path: [0, 'function_call'], token: 'f' },
    })
    expect(readRun([legacy, { role: 'function', content: '2' }])).toMatchObject({
      ok: false,
      failure: { kind: 'unpaired_result', detail: 'it names no call' },
    })
    expect(
      ok(readRun([legacy, { role: 'function', name: 'f', content: '2' }])).steps[0]!.calls[0],
    ).toMatchObject({
      result: 2,
      status: 'ok',
    })
  })

  test('calls are placed at their index in tool_calls', () => {
    expect(
      readRun([assistant(call('c1'), call('c2', 'g')), tool('c1'), { role: 'assistant', content: 'x' }]),
    ).toMatchObject({
      ok: false,
      failure: { kind: 'unanswered_call', path: [0, 'tool_calls', 1], token: 'g' },
    })
  })

  test("the assistant's text parts are its text", () => {
    const run = ok(
      readRun([
        assistant(call('c1')),
        tool('c1'),
        {
          role: 'assistant',
          content: [
            { type: 'text', text: 'A' },
            { type: 'refusal', refusal: 'r' },
            { type: 'text', text: 'B' },
          ],
        },
      ]),
    )
    expect(run.answer).toBe('AB')
  })
})
