import { describe, expect, test } from 'vitest'
import { readRun } from '../../../src/read/run/index.js'
import { runFailure, runOk } from '../helpers.js'

const ok = runOk
const failure = runFailure

const toolPart = (name: string, id: string, fields: object = {}) => ({
  type: `tool-${name}`,
  toolCallId: id,
  state: 'output-available',
  input: { id: 'A-77' },
  output: { ok: true },
  ...fields,
})
const user = { role: 'user', parts: [{ type: 'text', text: 'Refund A-77' }] }
const assistant = (...parts: object[]) => ({ role: 'assistant', parts })

describe('AI SDK UIMessages', () => {
  test('step-start splits one message into steps; the text after the last call is the answer', () => {
    const run = ok(
      readRun([
        user,
        assistant(
          { type: 'step-start' },
          toolPart('get_order', 'c1'),
          { type: 'step-start' },
          { type: 'text', text: 'Found it; ' },
          toolPart('refund', 'c2'),
          { type: 'step-start' },
          { type: 'text', text: 'Refunded.' },
        ),
      ]),
    )
    expect(run.format).toBe('vercel-ai')
    expect(run.steps.map((step) => step.calls.map((call) => [call.name, call.result, call.status]))).toEqual([
      [['get_order', { ok: true }, 'ok']],
      [['refund', { ok: true }, 'ok']],
    ])
    expect(run.answer).toBe('Refunded.')
  })

  test.each<[string, object, object]>([
    [
      'output-error',
      { state: 'output-error', errorText: 'boom', output: undefined },
      { result: 'boom', status: 'error' },
    ],
    ['output-denied', { state: 'output-denied', output: undefined }, { status: 'denied' }],
    [
      'approval-requested',
      { state: 'approval-requested', output: undefined },
      { status: 'approval_requested' },
    ],
    [
      'approval-responded',
      { state: 'approval-responded', output: undefined, approval: { id: 'a', approved: true } },
      { status: 'approval_requested' },
    ],
    [
      'an approval refused',
      { state: 'approval-responded', output: undefined, approval: { id: 'a', approved: false } },
      { status: 'denied' },
    ],
  ])('a tool part in state %s', (_name, fields, expected) => {
    const run = ok(readRun([user, assistant(toolPart('refund', 'c1', fields), { type: 'text', text: 'x' })]))
    expect(run.steps[0]!.calls[0]).toMatchObject(expected)
  })

  test('a part still waiting for its output leaves the call without result', () => {
    const run = ok(
      readRun([user, assistant(toolPart('refund', 'c1', { state: 'input-available', output: undefined }))]),
    )
    expect(run.steps[0]!.calls[0]).toEqual({ name: 'refund', arguments: { id: 'A-77' }, id: 'c1' })
  })

  test('a dynamic tool is named by its toolName', () => {
    const part = { ...toolPart('x', 'c1'), type: 'dynamic-tool', toolName: 'lookup' }
    expect(ok(readRun([user, assistant(part)])).steps[0]!.calls[0]!.name).toBe('lookup')
  })

  test("a user message's tool parts are no calls; its unknown parts still fail", () => {
    expect(
      ok(
        readRun([
          { role: 'user', parts: [toolPart('refund', 'c1')] },
          assistant({ type: 'text', text: 'Hi' }),
        ]),
      ),
    ).toEqual({
      steps: [],
      answer: 'Hi',
      format: 'vercel-ai',
    })
    expect(
      failure(readRun([{ role: 'user', parts: [{ type: 'hologram' }] }, assistant(toolPart('a', 'c1'))])),
    ).toMatchObject({
      kind: 'unknown_item',
      path: [0, 'parts', 0],
    })
  })

  test('an untyped part makes the list no UIMessage conversation', () => {
    expect(
      failure(readRun([{ role: 'user', parts: [{ text: 'x' }] }, assistant(toolPart('a', 'c1'))])).kind,
    ).toBe('unknown_shape')
  })
})

describe('AI SDK 4 tool-invocation parts', () => {
  const invocation = (id: string, step: number, fields: object = {}) => ({
    type: 'tool-invocation',
    toolInvocation: {
      toolCallId: id,
      toolName: 'f',
      args: { n: step },
      state: 'result',
      result: step,
      step,
      ...fields,
    },
  })

  test('invocations of different steps in one message are different steps', () => {
    const run = ok(readRun([user, assistant(invocation('a', 0), invocation('b', 0), invocation('c', 1))]))
    expect(run.steps.map((step) => step.calls.map((call) => call.id))).toEqual([['a', 'b'], ['c']])
    expect(run.steps[0]!.calls[0]).toMatchObject({ result: 0, status: 'ok' })
  })

  test('an invocation without a step joins the current one; one not answered has no result', () => {
    const run = ok(
      readRun([user, assistant(invocation('a', 0), invocation('b', 0, { step: undefined, state: 'call' }))]),
    )
    expect(run.steps).toHaveLength(1)
    expect(run.steps[0]!.calls[1]).toEqual({ name: 'f', arguments: { n: 0 }, id: 'b' })
  })
})

describe('Mastra messages', () => {
  test.each([2, 3])('format %s: the parts inside content are read, placed at content.parts', (format) => {
    const message = {
      role: 'assistant',
      content: { format, parts: [toolPart('refund', 'c1', { state: 'input-available', output: undefined })] },
    }
    const found = failure(
      readRun([
        { role: 'user', content: { format, parts: [] } },
        message,
        assistant({ type: 'text', text: 'x' }),
      ]),
    )
    expect(found).toMatchObject({
      kind: 'unanswered_call',
      path: [1, 'content', 'parts', 0],
      token: 'refund',
    })
    expect(found.format).toBe('mastra')
  })
})

describe('vitest-evals transcripts', () => {
  test('tool-call, tool-result and tool-error parts naming toolName pair by id', () => {
    const run = ok(
      readRun([
        user,
        assistant(
          { type: 'tool-call', toolCallId: 'c1', toolName: 'get_order', input: { id: 'A-77' } },
          { type: 'tool-call', toolCallId: 'c2', toolName: 'refund' },
        ),
        {
          role: 'tool',
          parts: [
            { type: 'tool-result', toolCallId: 'c1', toolName: 'get_order', output: { total: 5 } },
            { type: 'tool-error', toolCallId: 'c2', toolName: 'refund', error: 'declined' },
          ],
        },
        assistant({ type: 'text', text: 'The refund was declined.' }),
      ]),
    )
    expect(run).toEqual({
      steps: [
        {
          calls: [
            { name: 'get_order', arguments: { id: 'A-77' }, id: 'c1', result: { total: 5 }, status: 'ok' },
            { name: 'refund', arguments: {}, id: 'c2', result: 'declined', status: 'error' },
          ],
        },
      ],
      answer: 'The refund was declined.',
      format: 'vitest-evals',
    })
  })

  test('a tool-error without error reads its output; results pair by name without ids', () => {
    const run = ok(
      readRun([
        assistant({ type: 'tool-call', toolName: 'refund', input: {} }),
        { role: 'tool', parts: [{ type: 'tool-error', toolName: 'refund', output: 'declined' }] },
      ]),
    )
    expect(run.steps[0]!.calls[0]).toMatchObject({ result: 'declined', status: 'error' })
  })
})
