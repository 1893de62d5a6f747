import { describe, expect, test } from 'vitest'
import { readCalls } from '../../../src/read/read-calls.js'
import { readRun } from '../../../src/read/run/index.js'
import { vercelAiMessagesRun } from '../../../src/read/run/vercel-ai.js'

const callStep = {
  content: [
    { type: 'tool-call', toolCallId: 'c1', toolName: 'f', input: {} },
    { type: 'tool-result', toolCallId: 'c1', toolName: 'f', input: {}, output: 1 },
  ],
}

describe('AI SDK results: what a step is', () => {
  test.each<[string, object]>([
    ['content', { content: [{ type: 'text', text: 'Done.' }] }],
    ['text', { text: 'Done.' }],
    ['toolCalls', { toolCalls: [], text: 'Done.' }],
    ['toolResults', { toolResults: [], text: 'Done.' }],
  ])('a step with %s is read', (_name, step) => {
    expect(readRun({ steps: [callStep, step] })).toMatchObject({ ok: true, run: { answer: 'Done.' } })
  })

  test.each<[string, object, string]>([
    ['a type', { type: 'hologram', text: 'x' }, 'hologram'],
    ['none of the fields of a step', { usage: {}, finishReason: 'stop' }, 'usage, finishReason'],
    ['no field at all', {}, 'empty step'],
  ])('an element with %s is an unknown item, not a turn', (_name, step, token) => {
    expect(readRun({ steps: [callStep, step] })).toEqual({
      ok: false,
      failure: { kind: 'unknown_item', path: ['steps', 1], token, format: 'vercel-ai' },
    })
    const ignored = readRun({ steps: [callStep, step] }, { unknownItems: 'ignore' })
    expect(ignored).toMatchObject({ ok: true, run: { steps: [{ calls: [{ name: 'f', result: 1 }] }] } })
    if (ignored.ok) expect(ignored.run).not.toHaveProperty('answer')
  })
})

describe('AI SDK results read by readCalls: what a step is', () => {
  test('an element of steps that is no step is unknown_item there too, skipped when ignored', () => {
    const result = { steps: [callStep, { type: 'hologram', text: 'x' }] }
    expect(readCalls(result)).toMatchObject({
      ok: false,
      failure: { kind: 'unknown_item', path: ['steps', 1], token: 'hologram' },
    })
    expect(readCalls(result, { unknownItems: 'ignore' })).toMatchObject({
      ok: true,
      turn: { calls: [{ name: 'f' }] },
    })
  })
})

describe('AI SDK results: steps in detail', () => {
  test('AI SDK 4 steps: toolCalls then toolResults, outputs taken as they are', () => {
    const run = readRun({
      steps: [
        {
          text: '',
          toolCalls: [{ type: 'tool-call', toolCallId: 'c1', toolName: 'f', args: { a: 1 } }],
          toolResults: [
            {
              type: 'tool-result',
              toolCallId: 'c1',
              toolName: 'f',
              result: { type: 'error-text', value: 'x' },
            },
          ],
        },
        { text: 'Done.', toolCalls: [], toolResults: [] },
      ],
    })
    expect(run).toMatchObject({
      ok: true,
      run: {
        steps: [{ calls: [{ name: 'f', result: { type: 'error-text', value: 'x' }, status: 'ok' }] }],
        answer: 'Done.',
      },
    })
  })

  test('a typed output in a step is the value as it is, not read as a model message output', () => {
    const step = {
      content: [
        { type: 'tool-call', toolCallId: 'c1', toolName: 'f', input: {} },
        { type: 'tool-result', toolCallId: 'c1', toolName: 'f', output: { type: 'error-text', value: 'x' } },
      ],
    }
    expect(readRun({ steps: [step] })).toMatchObject({
      ok: true,
      run: { steps: [{ calls: [{ result: { type: 'error-text', value: 'x' }, status: 'ok' }] }] },
    })
  })

  test("a step's text that is no string is not its text", () => {
    expect(readRun({ steps: [{ content: [{ type: 'text', text: 'Hi.' }], text: 5 }] })).toMatchObject({
      ok: true,
      run: { answer: 'Hi.' },
    })
  })

  test('a broken call in AI SDK 4 toolCalls fails at its place', () => {
    expect(
      readRun({
        steps: [{ text: '', toolCalls: [{ type: 'tool-call', toolCallId: 'c1', toolName: 7, args: {} }] }],
      }),
    ).toMatchObject({
      ok: false,
      failure: { path: ['steps', 0, 'toolCalls', 0, 'toolName'] },
    })
  })
})

describe('AI SDK model messages', () => {
  const assistant = {
    role: 'assistant',
    content: [{ type: 'tool-call', toolCallId: 'c1', toolName: 'f', input: {} }],
  }
  const tool = {
    role: 'tool',
    content: [{ type: 'tool-result', toolCallId: 'c1', toolName: 'f', output: { type: 'json', value: 1 } }],
  }

  test("a user message's parts are no results", () => {
    const user = { role: 'user', content: [{ type: 'text', text: 'again' }] }
    expect(readRun([assistant, tool, user])).toMatchObject({
      ok: true,
      run: { steps: [{ calls: [{ result: 1 }] }] },
    })
  })

  test.each<[string, object, boolean, boolean]>([
    ['a tool message', tool, true, true],
    ['an assistant message with a tool-call part', assistant, true, true],
    [
      'an assistant message of text parts',
      { role: 'assistant', content: [{ type: 'text', text: 'x' }] },
      true,
      false,
    ],
    ['a string content', { role: 'user', content: 'x' }, true, false],
    ['a tool message of string content', { role: 'tool', content: 'x' }, false, true],
    ['a message with parts', { role: 'assistant', content: [], parts: [] }, false, false],
    ['an unknown part', { role: 'assistant', content: [{ type: 'hologram' }] }, false, false],
    ['another role', { role: 'critic', content: 'x' }, false, false],
  ])('%s: accepted %s, marks %s', (_name, message, accepts, marks) => {
    expect(vercelAiMessagesRun.accepts(message, [])).toBe(accepts)
    expect(vercelAiMessagesRun.marks(message, [])).toBe(marks)
  })
})
