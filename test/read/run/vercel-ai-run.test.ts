import '../../../src/vitest.js'
import { readdirSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { matchers } from '../../../src/matchers/index.js'
import { DEFAULT_READ_OPTIONS } from '../../../src/read/normalize-read-options.js'
import { readCalls } from '../../../src/read/read-calls.js'
import { readRun } from '../../../src/read/run/index.js'
import type { Run, RunReadResult } from '../../../src/read/run/types.js'
import { detectStream } from '../../../src/read/stream/detect-stream.js'
import { vercelAiFullStream } from '../../../src/read/stream/vercel-ai-full-stream.js'
import { vercelAiUiStream } from '../../../src/read/stream/vercel-ai-ui-stream.js'
import { fixture } from '../helpers.js'

const FULL = 'vercel-ai/full-stream-three-steps.json'
const UI = 'vercel-ai/ui-message-stream-three-steps.json'
const RESULT = 'vercel-ai/generate-text-three-steps.json'

/** A run as plain data (canonical arguments are objects of their own class). */
const plain = (read: RunReadResult) => JSON.parse(JSON.stringify(read)) as RunReadResult
const runOf = (read: RunReadResult): Run => {
  if (!read.ok) expect.fail(JSON.stringify(read.failure))
  return JSON.parse(JSON.stringify(read.run)) as Run
}
/** Each step's calls as `name:status`, and the answer. */
const outline = (run: Run) => ({
  steps: run.steps.map((step) => step.calls.map((call) => `${call.name}:${call.status ?? 'none'}`)),
  answer: run.answer,
})

const streams = readdirSync(new URL('../../fixtures/vercel-ai/', import.meta.url))
  .filter((file) => file.endsWith('.json'))
  .map((file) => `vercel-ai/${file}`)
  .filter((file) => {
    const value = fixture(file)
    return Array.isArray(value) && detectStream(value, []) !== undefined
  })

describe('an AI SDK stream reads as the response its SDK assembles (one reading path)', () => {
  test('the fixtures hold both kinds of AI SDK stream', () => {
    expect(streams).toEqual(expect.arrayContaining([FULL, UI, 'vercel-ai/full-stream-two-steps.json']))
  })

  test.each(streams)('%s: readRun of the stream is readRun of what it assembles into', (file) => {
    const events = fixture(file) as unknown[]
    const stream = detectStream(events, [])!
    const { response } = stream.assemble(events, [], DEFAULT_READ_OPTIONS)
    const assembled = stream === vercelAiUiStream ? [response] : response
    expect(plain(readRun(events))).toEqual(plain(readRun(assembled)))
    // and `readCalls` reads the same calls, in order
    const calls = runOf(readRun(events)).steps.flatMap((step) => step.calls.map((call) => call.id))
    const turn = readCalls(events)
    expect(turn.ok && turn.turn.calls.map((call) => call.id)).toEqual(calls)
  })

  test('a three-step fullStream, its UI message stream and the generateText result read alike', () => {
    const expected = runOf(readRun(fixture(RESULT)))
    expect(outline(expected)).toEqual({
      steps: [['get_order:ok'], ['refund_order:ok', 'send_email:ok']],
      answer: 'Refund R-1009 is on its way; a confirmation email was sent.',
    })
    expect(runOf(readRun(fixture(FULL)))).toEqual(expected)
    expect(runOf(readRun(fixture(UI)))).toEqual(expected)
  })

  test('toMatchRun({ maxSteps: 1 }) fails on the multi-step stream; maxSteps: 2 passes', () => {
    for (const file of [FULL, UI]) {
      expect(matchers.toMatchRun.call({}, fixture(file), { maxSteps: 1 }).pass).toBe(false)
      expect(matchers.toMatchRun.call({}, fixture(file), { maxSteps: 2 }).pass).toBe(true)
    }
  })

  test('a stream cut before its finish is not read as a run: the cut stands', () => {
    const events = fixture(FULL) as unknown[]
    expect(readRun(events.slice(0, 10))).toMatchObject({ ok: false, failure: { kind: 'truncated' } })
    expect(readRun((fixture(UI) as unknown[]).slice(0, 8))).toMatchObject({
      ok: false,
      failure: { kind: 'truncated' },
    })
  })
})

describe('a UI message stream whose input arrives only as deltas (vercel/ai’s LangGraph adapter)', () => {
  const deltasOnly = (tail: object[]) => [
    { type: 'start' },
    { type: 'start-step' },
    { type: 'tool-input-start', toolCallId: 'c1', toolName: 'delete_file', dynamic: true },
    { type: 'tool-input-delta', toolCallId: 'c1', inputTextDelta: '{"filename":' },
    { type: 'tool-input-delta', toolCallId: 'c1', inputTextDelta: '"report.pdf"}' },
    ...tail,
  ]

  test.each<[string, object[], string]>([
    [
      'an approval request',
      [{ type: 'tool-approval-request', approvalId: 'c1', toolCallId: 'c1' }, { type: 'finish' }],
      'approval_requested',
    ],
    [
      'an output',
      [{ type: 'tool-output-available', toolCallId: 'c1', output: 'deleted' }, { type: 'finish' }],
      'ok',
    ],
    ['neither, the stream finished', [{ type: 'finish-step' }, { type: 'finish' }], 'none'],
  ])('takes the joined deltas as its input, with %s', (_name, tail, status) => {
    const run = runOf(readRun(deltasOnly(tail)))
    expect(run.steps).toEqual([
      { calls: [expect.objectContaining({ name: 'delete_file', arguments: { filename: 'report.pdf' } })] },
    ])
    expect(outline(run).steps).toEqual([[`delete_file:${status}`]])
  })

  test('an approval request is kept as the part’s approval, as readUIMessageStream keeps it', () => {
    const tail = [{ type: 'tool-approval-request', approvalId: 'a9', toolCallId: 'c1' }, { type: 'finish' }]
    const { response } = vercelAiUiStream.assemble(deltasOnly(tail), [], DEFAULT_READ_OPTIONS)
    expect(response).toMatchObject({
      parts: [
        { type: 'step-start' },
        { type: 'dynamic-tool', approval: { id: 'a9' }, input: '{"filename":"report.pdf"}' },
      ],
    })
  })

  test('broken joined deltas fail as arguments that are not JSON; a stream cut inside them is truncated', () => {
    const broken = deltasOnly([{ type: 'finish' }])
    ;(broken[4] as { inputTextDelta: string }).inputTextDelta = '"report.pdf"'
    expect(readRun(broken)).toMatchObject({ ok: false, failure: { kind: 'arguments_not_json' } })
    expect(readRun(deltasOnly([]))).toMatchObject({
      ok: false,
      failure: { kind: 'truncated', token: 'delete_file', detail: '{"filename":"report.pdf"}' },
    })
  })

  test('an output that arrives after the call’s step pairs with its call', () => {
    const events = [
      { type: 'start' },
      { type: 'tool-input-start', toolCallId: 'c1', toolName: 'delete_file', dynamic: true },
      {
        type: 'tool-input-available',
        toolCallId: 'c1',
        toolName: 'delete_file',
        input: { filename: 'a' },
        dynamic: true,
      },
      { type: 'start-step' },
      { type: 'tool-output-available', toolCallId: 'c1', output: 'deleted' },
      { type: 'finish-step' },
      { type: 'start-step' },
      { type: 'text-start', id: 't' },
      { type: 'text-delta', id: 't', delta: 'Deleted.' },
      { type: 'text-end', id: 't' },
      { type: 'finish-step' },
      { type: 'finish' },
    ]
    expect(outline(runOf(readRun(events)))).toEqual({ steps: [['delete_file:ok']], answer: 'Deleted.' })
  })
})

describe('the fullStream keeps approvals in the step, as generateText does', () => {
  const call = { type: 'tool-call', toolCallId: 'd1', toolName: 'delete_file', input: { filename: 'a' } }
  const stream = (parts: object[]) => [
    { type: 'start' },
    { type: 'start-step', request: {}, warnings: [] },
    call,
    ...parts,
    { type: 'finish-step', finishReason: 'tool-calls', usage: {} },
    { type: 'finish', finishReason: 'tool-calls', totalUsage: {} },
  ]

  test.each<[string, object[], string]>([
    [
      'a request',
      [{ type: 'tool-approval-request', approvalId: 'a1', toolCall: call }],
      'approval_requested',
    ],
    ['a denial', [{ type: 'tool-output-denied', toolCallId: 'd1', toolName: 'delete_file' }], 'denied'],
    ['none', [], 'none'],
  ])('%s', (_name, parts, status) => {
    expect(outline(runOf(readRun(stream(parts)))).steps).toEqual([[`delete_file:${status}`]])
    const turn = readCalls(stream(parts))
    expect(turn.ok && turn.turn.calls[0]?.status).toBe(status === 'none' ? undefined : status)
  })

  test('in vercelAiFullStream, approvals are content, not skipped events', () => {
    expect(vercelAiFullStream.noCallEvents).not.toContain('tool-approval-request')
    expect(vercelAiFullStream.noCallEvents).not.toContain('tool-output-denied')
  })
})

describe('a bare list of AI SDK steps, and lists of whole results', () => {
  test('result.steps passed alone reads as the result does: results, statuses and the final text', () => {
    const result = fixture(RESULT) as { steps: unknown[] }
    expect(runOf(readRun(result.steps))).toEqual(runOf(readRun(result)))
  })

  test('several whole results are not one run, for readRun and readCalls alike', () => {
    const two = [fixture(RESULT), fixture(RESULT)]
    const failure = { kind: 'not_one_run', path: [0], detail: 'several whole AI SDK results' }
    expect(readRun(two)).toMatchObject({ ok: false, failure })
    expect(readCalls(two)).toMatchObject({ ok: false, failure })
    const mixed = [(fixture(RESULT) as { steps: unknown[] }).steps[0], fixture(RESULT)]
    expect(readRun(mixed)).toMatchObject({ ok: false, failure: { kind: 'not_one_run', path: [1] } })
  })

  test('a list holding one whole result is that result', () => {
    expect(runOf(readRun([fixture(RESULT)]))).toEqual(runOf(readRun(fixture(RESULT))))
  })
})

describe('one stop policy: results, steps and streams', () => {
  const withStop = (step: number, reason: string) => {
    const result = fixture(RESULT) as { steps: Record<string, unknown>[] }
    result.steps[step]!.finishReason = reason
    return result
  }

  test.each<[string, string]>([
    ['length', 'truncated'],
    ['content-filter', 'filtered'],
    ['error', 'model_error'],
  ])(
    'finishReason %s is %s: in the last step, a middle step, a bare step list and the result',
    (reason, kind) => {
      for (const step of [2, 1]) {
        const failure = { kind, token: reason, path: ['steps', step, 'finishReason'] }
        expect(readRun(withStop(step, reason))).toMatchObject({ ok: false, failure })
        expect(readCalls(withStop(step, reason))).toMatchObject({ ok: false, failure })
        expect(readRun(withStop(step, reason).steps)).toMatchObject({
          ok: false,
          failure: { kind, path: [step, 'finishReason'] },
        })
      }
      const own = { ...(fixture(RESULT) as object), finishReason: reason }
      expect(readRun(own)).toMatchObject({ ok: false, failure: { kind, path: ['finishReason'] } })
    },
  )

  test('a cut carries the calls of the steps before it', () => {
    const read = plain(readRun(withStop(2, 'length')))
    expect(!read.ok && read.failure.calls?.map((call) => call.name)).toEqual([
      'get_order',
      'refund_order',
      'send_email',
    ])
  })

  test.each<[string, string]>([
    ['length', 'truncated'],
    ['content-filter', 'filtered'],
    ['error', 'model_error'],
  ])('a fullStream finish-step, and a UI stream finish, with %s: %s', (reason, kind) => {
    const full = fixture(FULL) as Record<string, unknown>[]
    full.at(-2)!.finishReason = reason
    expect(readRun(full)).toMatchObject({ ok: false, failure: { kind, token: reason } })
    expect(readCalls(full)).toMatchObject({ ok: false, failure: { kind, token: reason } })
    const ui = fixture(UI) as Record<string, unknown>[]
    ui.at(-1)!.finishReason = reason
    expect(readRun(ui)).toMatchObject({ ok: false, failure: { kind, token: reason } })
    expect(readCalls(ui)).toMatchObject({ ok: false, failure: { kind, token: reason } })
  })

  test.each(['stop', 'tool-calls', 'unknown', 'other'])(
    'finishReason %s at the end is no failure',
    (reason) => {
      const full = fixture(FULL) as Record<string, unknown>[]
      full.at(-1)!.finishReason = reason
      expect(readRun(full).ok).toBe(true)
    },
  )

  // A value the AI SDK does not name is one the reader cannot vouch for.
  test.each(['a-reason-added-later', 'STOP'])('finishReason %s at the end is unread_stop', (reason) => {
    const full = fixture(FULL) as Record<string, unknown>[]
    full.at(-1)!.finishReason = reason
    expect(readRun(full)).toMatchObject({ ok: false, failure: { kind: 'unread_stop', token: reason } })
    expect(readCalls(full)).toMatchObject({ ok: false, failure: { kind: 'unread_stop', token: reason } })
  })

  // AI SDK 6 folds "no reason given" and a reason it could not map into 'other': the provider's own
  // rawFinishReason says which, judged as any provider's reason.
  test.each([
    [null, undefined],
    ['eos', undefined],
    ['end_turn', undefined],
    ['length', 'truncated'],
    ['MALFORMED_RESPONSE', 'model_error'],
    ['OTHER', 'unread_stop'],
  ])('finishReason other with rawFinishReason %j: %s', (raw, kind) => {
    const full = fixture(FULL) as Record<string, unknown>[]
    full.at(-1)!.finishReason = 'other'
    full.at(-1)!.rawFinishReason = raw
    const result = fixture('vercel-ai/generate-text-three-steps.json') as Record<string, unknown>
    result.finishReason = 'other'
    result.rawFinishReason = raw
    if (kind === undefined) {
      expect(readRun(full).ok).toBe(true)
      expect(readRun(result).ok).toBe(true)
      return
    }
    expect(readRun(full)).toMatchObject({ ok: false, failure: { kind, token: raw } })
    expect(readRun(result)).toMatchObject({
      ok: false,
      failure: { kind, token: raw, path: ['rawFinishReason'] },
    })
    expect(readCalls(result)).toMatchObject({ ok: false, failure: { kind, token: raw } })
  })
})

describe('UI and Mastra messages', () => {
  test('a single UIMessage reads like [uiMessage]', () => {
    const message = fixture('vercel-ai/ui-message-v5.json')
    expect(plain(readRun(message))).toEqual(plain(readRun([message])))
    expect(runOf(readRun(message)).steps.length).toBeGreaterThan(1)
  })

  test('a single Mastra message reads like [message]', () => {
    const message = fixture('mastra/message-v2.json')
    expect(plain(readRun(message))).toEqual(plain(readRun([message])))
  })

  test('parts without step-start keep the text after an answered call as the answer', () => {
    const message = {
      role: 'assistant',
      parts: [
        { type: 'text', text: 'Checking.' },
        { type: 'tool-f', toolCallId: 'c', state: 'output-available', input: {}, output: 1 },
        { type: 'text', text: 'Done.' },
      ],
    }
    expect(outline(runOf(readRun(message)))).toEqual({ steps: [['f:ok']], answer: 'Done.' })
    // a call still awaiting its output: the text beside it is no answer
    const waiting = {
      ...message,
      parts: [{ ...message.parts[1], state: 'input-available' }, message.parts[2]],
    }
    expect(outline(runOf(readRun(waiting)))).toEqual({ steps: [['f:none']] })
  })

  const MASTRA = 'runs/mastra/invocations-not-in-parts.json'

  test('a Mastra message whose call is only in toolInvocations is read, in readRun and readCalls', () => {
    expect(outline(runOf(readRun(fixture(MASTRA))))).toEqual({
      steps: [['get_order:ok']],
      answer: 'Order A-77 was delivered on 2 June.',
    })
    const assistant = (fixture(MASTRA) as unknown[])[1]
    const turn = readCalls(assistant)
    expect(turn.ok && turn.turn.calls.map((call) => call.id)).toEqual(['call_m1'])
  })

  test('a call in both parts and toolInvocations with one id counts once', () => {
    const messages = fixture(MASTRA) as {
      content: { parts: unknown[]; toolInvocations: { toolCallId: string }[] }
    }[]
    const content = messages[1]!.content
    content.parts.splice(1, 0, { type: 'tool-invocation', toolInvocation: content.toolInvocations[0] })
    expect(outline(runOf(readRun(messages))).steps).toEqual([['get_order:ok']])
    const turn = readCalls(messages[1])
    expect(turn.ok && turn.turn.calls.length).toBe(1)
    // another id in toolInvocations is another call
    content.toolInvocations.push({ ...content.toolInvocations[0]!, toolCallId: 'call_m2' })
    expect(outline(runOf(readRun(messages))).steps).toEqual([['get_order:ok'], ['get_order:ok']])
  })
})
