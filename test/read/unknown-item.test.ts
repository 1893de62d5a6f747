import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { ANTHROPIC_KNOWN } from '../../src/read/anthropic.js'
import { BEDROCK_KNOWN } from '../../src/read/bedrock.js'
import { GEMINI_KNOWN } from '../../src/read/gemini.js'
import { RESPONSES_BUILT_INS, RESPONSES_NON_CALLS } from '../../src/read/openai-responses-items.js'
import { readCalls } from '../../src/read/read-calls.js'
import { CONTENT_NON_CALLS } from '../../src/read/vercel-ai-parts.js'
import { UI_KNOWN } from '../../src/read/vercel-ai-ui.js'
import { fixture } from './helpers.js'

/** One recognised container per reader, with an item slot: `wrap(item)` puts `item` where the reader reads items. */
interface Container {
  name: string
  /** The received value with `item` inside, and the path of that item. */
  wrap(item: Record<string, unknown>): { received: unknown; path: (string | number)[] }
  /** Makes an item of `type` (typed containers) or with a payload key `type` (Gemini parts, Bedrock blocks). */
  item(type: string): Record<string, unknown>
  /** Types (or payload keys) this reader knows; anything else must be an `unknown_item` or a call. */
  known(type: string): boolean
}

const anthropicMessage = (content: unknown[]) => ({
  id: 'msg_1',
  type: 'message',
  role: 'assistant',
  content,
  stop_reason: 'end_turn',
})

const CONTAINERS: Container[] = [
  {
    name: 'Anthropic content block',
    wrap: (item) => ({
      received: anthropicMessage([{ type: 'text', text: 'hi' }, item]),
      path: ['content', 1],
    }),
    item: (type) => ({ type }),
    known: (type) =>
      type === 'tool_use' ||
      (ANTHROPIC_KNOWN.blocks as readonly string[]).includes(type) ||
      (ANTHROPIC_KNOWN.server as readonly string[]).includes(type) ||
      type.endsWith('_tool_result'),
  },
  {
    name: 'Responses output item',
    wrap: (item) => ({
      received: { object: 'response', status: 'completed', output: [item] },
      path: ['output', 0],
    }),
    item: (type) => ({ type }),
    known: (type) =>
      RESPONSES_NON_CALLS.has(type) ||
      type.endsWith('_output') ||
      Object.hasOwn(RESPONSES_BUILT_INS, type) ||
      ['function_call', 'custom_tool_call', 'mcp_approval_request', 'mcp_call', 'tool_search_call'].includes(
        type,
      ),
  },
  {
    name: 'Gemini part',
    wrap: (item) => ({
      received: {
        candidates: [{ content: { role: 'model', parts: [{ text: 'hi' }, item] }, finishReason: 'STOP' }],
      },
      path: ['candidates', 0, 'content', 'parts', 1],
    }),
    item: (key) => ({ [key]: { x: 1 } }),
    known: (key) =>
      key === 'functionCall' ||
      (GEMINI_KNOWN.server as readonly string[]).includes(key) ||
      (GEMINI_KNOWN.payloads as readonly string[]).includes(key) ||
      (GEMINI_KNOWN.metadata as readonly string[]).includes(key),
  },
  {
    name: 'Bedrock content block',
    wrap: (item) => ({
      received: {
        output: { message: { role: 'assistant', content: [{ text: 'hi' }, item] } },
        stopReason: 'end_turn',
      },
      path: ['output', 'message', 'content', 1],
    }),
    item: (key) => ({ [key]: { x: 1 } }),
    known: (key) => key === 'toolUse' || BEDROCK_KNOWN.includes(key),
  },
  {
    name: 'AI SDK step content part',
    wrap: (item) => ({
      received: { steps: [{ content: [{ type: 'text', text: 'hi' }, item], finishReason: 'stop' }] },
      path: ['steps', 0, 'content', 1],
    }),
    item: (type) => ({ type }),
    known: (type) => type === 'tool-call' || CONTENT_NON_CALLS.has(type),
  },
  {
    name: 'AI SDK UI message part',
    wrap: (item) => ({
      received: { id: 'm1', role: 'assistant', parts: [{ type: 'text', text: 'hi' }, item] },
      path: ['parts', 1],
    }),
    item: (type) => ({ type }),
    known: (type) =>
      UI_KNOWN.includes(type) ||
      type.startsWith('data-') ||
      type.startsWith('tool-') ||
      type === 'dynamic-tool',
  },
  {
    name: 'Chat Completions tool call',
    wrap: (item) => ({
      received: {
        object: 'chat.completion',
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: null, tool_calls: [item] },
            finish_reason: 'stop',
          },
        ],
      },
      path: ['choices', 0, 'message', 'tool_calls', 0],
    }),
    item: (type) => ({ type, id: 'call_1' }),
    known: (type) => type === 'function' || type === 'custom',
  },
  {
    name: 'Cohere content item',
    wrap: (item) => ({
      received: { id: 'c1', message: { role: 'assistant', content: [item] }, finish_reason: 'COMPLETE' },
      path: ['message', 'content', 0],
    }),
    item: (type) => ({ type, text: 'hi' }),
    known: (type) => type === 'text' || type === 'thinking',
  },
]

const typeArb = fc.oneof(
  fc.stringMatching(/^[a-z][a-z_-]{0,14}$/),
  fc.constantFrom('hologram', 'tool_use_v2', 'new_block', 'audio_delta', 'x-call'),
)

describe('an item of unknown type inside a recognised container never disappears', () => {
  test.each(CONTAINERS.map((container) => [container.name, container] as const))('%s', (_, container) => {
    fc.assert(
      fc.property(typeArb, (type) => {
        if (container.known(type) || type === '__proto__') return
        const { received, path } = container.wrap(container.item(type))
        const result = readCalls(received)
        expect(result.ok).toBe(false)
        if (!result.ok) expect(result.failure).toMatchObject({ kind: 'unknown_item', path, token: type })
        // With `unknownItems: 'ignore'` it is skipped, and the rest still reads.
        expect(readCalls(received, { unknownItems: 'ignore' })).toMatchObject({
          ok: true,
          turn: { calls: [] },
        })
      }),
      { numRuns: 60 },
    )
  })

  test('a typed part is not read as a Gemini part (AI SDK v5 UIMessage parts, Mastra parts)', () => {
    const uiMessage = fixture('vercel-ai/ui-message-v5.json')
    const result = readCalls({ parts: (uiMessage as { parts: unknown[] }).parts })
    expect(result.ok ? result.turn.format : result.failure.kind).not.toBe('gemini')
  })
})
