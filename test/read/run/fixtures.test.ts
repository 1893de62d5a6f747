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
  'bedrock/converse-messages.json': {
    format: 'bedrock',
    steps: [['get_order:ok'], ['refund_order:error']],
    answer: 'The refund window has closed, sorry.',
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
    expect(files).toEqual(Object.keys(EXPECTED).sort())
  })

  test.each(files)('%s', (file) => {
    const read = readRun(fixture(`runs/${file}`))
    if (!read.ok) expect.fail(JSON.stringify(read.failure))
    expect(outline(read.run)).toEqual(EXPECTED[file])
  })

  test('the looked-up order id is in the lookup result of every format', () => {
    for (const file of files) {
      const read = readRun(fixture(`runs/${file}`))
      if (!read.ok) expect.fail(file)
      const result = read.run.steps[0]!.calls[0]!.result as Record<string, unknown>
      const order = (('output' in result ? result.output : result) as { order: { id: string } }).order
      expect(order.id, file).toBe('A-77')
    }
  })
})
