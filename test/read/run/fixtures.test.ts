import { readdirSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { readRun } from '../../../src/read/run/index.js'
import type { Run } from '../../../src/read/run/types.js'
import { fixture } from '../helpers.js'

/** What each recorded run reads as: its format, the calls of each step with their status, and the answer. */
const EXPECTED: Record<string, { format: string; steps: string[][]; answer?: string }> = {
  'anthropic/refund-conversation.json': {
    format: 'anthropic',
    steps: [['get_order:ok'], ['refund_order:error']],
    answer: "I'm sorry, the refund window for A-77 has closed.",
  },
  // A Converse response kept in the history for its message: read as alone (its stop too); the run ends on a call.
  'bedrock/converse-response-in-history.json': {
    format: 'bedrock',
    steps: [['get_order:ok'], ['refund_order:none']],
  },
  'bedrock/converse-messages.json': {
    format: 'bedrock',
    steps: [['get_order:ok'], ['refund_order:error']],
    answer: 'The refund window has closed, sorry.',
  },
  // A call in a content without role is the model's; a reply streamed into three model contents is one turn.
  'gemini/streamed-reply-roleless-call.json': {
    format: 'gemini',
    steps: [['get_order:ok']],
    answer: 'Order A-77 shipped on 3 June.',
  },
  'gemini/contents.json': {
    format: 'gemini',
    steps: [['get_order:ok'], ['refund_order:ok']],
    answer: 'Done: refund R-1009 is on its way.',
  },
  'langchain/langgraph-state-serialized.json': {
    format: 'langchain',
    steps: [['get_order:ok'], ['refund_order:error']],
    answer: "The refund service is down; I've logged a ticket.",
  },
  'langchain/messages-to-dict.json': {
    format: 'langchain',
    steps: [['get_order:ok']],
    answer: 'Order A-77 was found.',
  },
  // a call kept in toolInvocations only (not repeated in parts) is read
  'mastra/invocations-not-in-parts.json': {
    format: 'mastra',
    steps: [['get_order:ok']],
    answer: 'Order A-77 was delivered on 2 June.',
  },
  'mastra/messages-v2.json': {
    format: 'mastra',
    steps: [['get_order:ok'], ['refund_order:ok']],
    answer: 'Refund R-1009 is approved.',
  },
  'openai-agents/run-result-new-items.json': {
    format: 'openai-agents',
    steps: [['get_order:ok'], ['refund_order:approval_requested']],
  },
  'openai-chat/refund-conversation.json': {
    format: 'openai-chat',
    steps: [['get_order:ok'], ['refund_order:ok', 'send_email:ok']],
    answer: "I've refunded 42.50 EUR for order A-77 (refund R-1009). A confirmation email is on its way.",
  },
  // content '' beside tool_calls, tool results as text parts (issue 35 §2): read as OpenAI chat, not AI SDK messages
  'openai-chat/empty-content-text-part-results.json': {
    format: 'openai-chat',
    steps: [['get_order:ok', 'get_order:ok'], ['refund_order:ok']],
    answer: 'B-12 was delivered. A-77 was late, so I refunded it (R-1009, 42.50 EUR within 5 days).',
  },
  // a final assistant message holding only its refusal: that refusal is the answer
  'openai-chat/final-refusal.json': {
    format: 'openai-chat',
    steps: [['get_order:ok']],
    answer: "I can't share another customer's address or phone number.",
  },
  // calls without id, tool messages without tool_call_id: paired in order
  'openai-chat/no-ids-parallel.json': {
    format: 'openai-chat',
    steps: [['get_order:ok', 'get_order:ok']],
    answer: 'A-77 costs 42.50 EUR and B-12 costs 18 EUR.',
  },
  // every client built-in tool's *_output answers its call by call_id (a local shell output by its id)
  'openai-responses/client-tool-outputs.json': {
    format: 'openai-responses',
    steps: [
      ['get_order:ok'],
      ['apply_patch:ok'],
      ['shell:ok', 'local_shell:ok'],
      ['computer:ok'],
      ['write_note:ok'],
    ],
    answer: 'Fixed the typo; 12 tests pass. Screenshot taken.',
  },
  // an MCP approval request refused by mcp_approval_response (approve: false)
  'openai-responses/mcp-approval-denied.json': {
    format: 'openai-responses',
    steps: [['get_order:ok'], ['refund_invoice:denied']],
    answer: 'The refund was not approved, so I did not issue it.',
  },
  // approved, then run by OpenAI: the mcp_call is that request's result, not a second call
  'openai-responses/mcp-approved-then-run.json': {
    format: 'openai-responses',
    steps: [['get_order:ok'], ['refund_invoice:ok']],
    answer: 'Refund re_9001 of 120 EUR is issued.',
  },
  // One response with a hosted search, reasoning and a preamble before two parallel calls: one step.
  'openai-responses/hosted-tools-parallel-calls.json': {
    format: 'openai-responses',
    steps: [['get_order:ok', 'get_order:ok']],
    answer: 'A-77 arrives on 3 June; B-12 was delivered.',
  },
  'openai-responses/input-items.json': {
    format: 'openai-responses',
    steps: [['get_order:ok']],
    answer: 'Order A-77 is in transit and should arrive on 3 June.',
  },
  'vercel-ai/generate-text-steps.json': {
    format: 'vercel-ai',
    steps: [['get_order:ok'], ['refund_order:error'], ['refund_order:ok']],
    answer: 'Refund R-1009 for order A-77 is approved.',
  },
  // AI SDK 6: an approval asked in the assistant message and refused in the tool message
  'vercel-ai/model-messages-approval-denied.json': {
    format: 'vercel-ai',
    steps: [['get_order:ok', 'refund_order:denied']],
    answer: 'I could not refund A-77: a manager must approve refunds over 40 EUR.',
  },
  'vercel-ai/response-messages.json': {
    format: 'vercel-ai',
    steps: [['get_order:ok'], ['refund_order:error']],
    answer: 'The refund window has closed.',
  },
  'vercel-ai/ui-messages.json': {
    format: 'vercel-ai',
    steps: [['get_order:ok'], ['refund_order:approval_requested']],
  },
  'vitest-evals/messages.json': {
    format: 'vitest-evals',
    steps: [['get_order:ok']],
    answer: 'Found it: 42.50 EUR.',
  },
  'vitest-evals/task-result.json': {
    format: 'vitest-evals',
    steps: [['get_order:ok', 'refund_order:error']],
    answer: 'Refund R-1009 for order A-77 is approved.',
  },
}

/** Recorded runs a careful reader refuses: they must fail, with this kind. */
const BROKEN: Record<string, string> = {
  // the last turn's stop_reason says the token limit cut it: never a run that ends on its call
  'anthropic/history-cut-by-max-tokens.json': 'truncated',
}

const files = readdirSync(new URL('../../fixtures/runs/', import.meta.url), {
  recursive: true,
  encoding: 'utf8',
})
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.split('\\').join('/'))
  .sort()

function outline(run: Run) {
  const steps = run.steps.map((step) => step.calls.map((call) => `${call.name}:${call.status ?? 'none'}`))
  return { format: run.format, steps, ...(run.answer === undefined ? {} : { answer: run.answer }) }
}

describe('every recorded run reads', () => {
  test('every fixture has its expected reading', () => {
    expect(files).toEqual([...Object.keys(EXPECTED), ...Object.keys(BROKEN)].sort())
  })

  test.each(Object.keys(BROKEN))('%s fails', (file) => {
    const read = readRun(fixture(`runs/${file}`))
    expect(read.ok ? 'read' : read.failure.kind).toBe(BROKEN[file])
  })

  test.each(files.filter((file) => !(file in BROKEN)))('%s', (file) => {
    const read = readRun(fixture(`runs/${file}`))
    if (!read.ok) expect.fail(JSON.stringify(read.failure))
    expect(outline(read.run)).toEqual(EXPECTED[file])
  })

  test('the looked-up order id is in the lookup result of every format', () => {
    for (const file of files.filter((name) => !(name in BROKEN))) {
      const read = readRun(fixture(`runs/${file}`))
      if (!read.ok) expect.fail(file)
      const result = read.run.steps[0]!.calls[0]!.result as Record<string, unknown>
      const order = (('output' in result ? result.output : result) as { order: { id: string } }).order
      expect(order.id, file).toBe('A-77')
    }
  })
})
