import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { readCalls } from '../../../src/read/read-calls.js'
import { readRun } from '../../../src/read/run/index.js'
import { UI_NON_CALLS } from '../../../src/read/vercel-ai-ui.js'

/** One assistant UIMessage holding `part` after some text: read alone by readCalls, as a conversation by readRun. */
const message = (part: object) => ({
  id: 'm1',
  role: 'assistant',
  parts: [{ type: 'text', text: 'hi' }, part],
})

/** What readCalls and readRun say of the same input: the failure, or the calls' names. */
function both(received: unknown, options?: Parameters<typeof readCalls>[1]) {
  const calls = readCalls(received, options)
  const run = readRun([received], options)
  return {
    calls: calls.ok ? calls.turn.calls.map((call) => call.name) : calls.failure,
    run: run.ok ? run.run.steps.flatMap((step) => step.calls.map((call) => call.name)) : run.failure,
  }
}

describe('readRun judges a UI part as readCalls does', () => {
  test('a part of unknown type is unknown_item with its path and type, in both', () => {
    const read = both(message({ type: 'hologram', text: 'x' }))
    expect(read.calls).toMatchObject({ kind: 'unknown_item', path: ['parts', 1], token: 'hologram' })
    expect(read.run).toMatchObject({ kind: 'unknown_item', path: [0, 'parts', 1], token: 'hologram' })
  })

  test("unknownItems: 'ignore' skips it in both", () => {
    expect(both(message({ type: 'hologram' }), { unknownItems: 'ignore' })).toEqual({ calls: [], run: [] })
  })

  test('`tool-` alone names no tool: unknown_item in both', () => {
    const read = both(message({ type: 'tool-', toolCallId: 'c', state: 'input-available', input: {} }))
    expect(read.calls).toMatchObject({ kind: 'unknown_item', token: 'tool-' })
    expect(read.run).toMatchObject({ kind: 'unknown_item', token: 'tool-' })
  })

  test.each([
    ['AI SDK 5 input-streaming', { type: 'tool-f', toolCallId: 'c', state: 'input-streaming', input: {} }],
    [
      'AI SDK 4 partial-call',
      { type: 'tool-invocation', toolInvocation: { state: 'partial-call', toolCallId: 'c', toolName: 'f' } },
    ],
  ])('%s is truncated in both', (_, part) => {
    const read = both(message(part))
    expect(read.calls).toMatchObject({ kind: 'truncated' })
    expect(read.run).toMatchObject({ kind: 'truncated' })
  })

  test.each([
    ['AI SDK 5', { type: 'tool-web_search', toolCallId: 'c', state: 'output-available', input: { q: 'x' } }],
    [
      'AI SDK 4',
      {
        type: 'tool-invocation',
        toolInvocation: { state: 'result', toolCallId: 'c', toolName: 'web_search', args: {}, result: 1 },
      },
    ],
  ])('%s: a provider-executed call is skipped by default and read under include, in both', (_, body) => {
    const part =
      'toolInvocation' in body
        ? { ...body, toolInvocation: { ...body.toolInvocation, providerExecuted: true } }
        : { ...body, providerExecuted: true }
    expect(both(message(part))).toEqual({ calls: [], run: [] })
    expect(both(message(part), { serverTools: 'include' })).toEqual({
      calls: ['web_search'],
      run: ['web_search'],
    })
  })

  test('property: an unknown part type is unknown_item in both, a known one carries no call in both', () => {
    const type = fc.oneof(
      fc.stringMatching(/^[a-z][a-z-]{0,12}$/),
      fc.constantFrom(...UI_NON_CALLS, 'data-weather', 'hologram', 'source-x'),
    )
    fc.assert(
      fc.property(type, (name) => {
        if (name.startsWith('tool-') || name === 'dynamic-tool' || name === 'tool-invocation') return
        const read = both(message({ type: name, text: 'x' }))
        if (UI_NON_CALLS.has(name) || name.startsWith('data-')) expect(read).toEqual({ calls: [], run: [] })
        else {
          expect(read.calls).toMatchObject({ kind: 'unknown_item', path: ['parts', 1], token: name })
          expect(read.run).toMatchObject({ kind: 'unknown_item', path: [0, 'parts', 1], token: name })
        }
      }),
      { numRuns: 80 },
    )
  })
})
