import { describe, expect, test } from 'vitest'
import { readRun } from '../../../src/read/run/index.js'

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
