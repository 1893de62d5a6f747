import fc from 'fast-check'

/** An abstract run, rendered into each conversation format by the property tests. */
export interface AbstractCall {
  name: string
  args: Record<string, string | number>
  id: string
  result: Record<string, string | number>
  error: boolean
}
export interface AbstractRun {
  steps: AbstractCall[][]
  answer: string
  /** The id of a call whose result is left out. */
  drop?: string
}

/** The calls of a step whose results are written. */
const answered = (run: AbstractRun, calls: AbstractCall[]) => calls.filter((c) => c.id !== run.drop)

const names = fc.constantFrom('get_order', 'refund_order', 'search', 'send_email')
const value = fc.oneof(fc.string({ maxLength: 6 }), fc.integer({ min: -99, max: 999 }))
const record = fc.dictionary(fc.constantFrom('order_id', 'amount', 'query', 'note'), value, { maxKeys: 3 })

/** Runs of 1–4 steps of 1–3 calls with distinct ids, always ending in an answer. */
export const runs: fc.Arbitrary<AbstractRun> = fc
  .record({
    steps: fc.array(
      fc.array(fc.record({ name: names, args: record, result: record, error: fc.boolean() }), {
        minLength: 1,
        maxLength: 3,
      }),
      { minLength: 1, maxLength: 4 },
    ),
    answer: fc.string({ minLength: 1, maxLength: 12 }).filter((text) => text.trim() !== ''),
  })
  .map(({ steps, answer }) => {
    let n = 0
    return { answer, steps: steps.map((calls) => calls.map((call) => ({ ...call, id: `call_${++n}` }))) }
  })

type Renderer = (run: AbstractRun) => unknown

const json = JSON.stringify

/** Each conversation format: how it writes a run, and whether it can say a result is an error. */
export const RENDERERS: Record<
  string,
  {
    render: Renderer
    errors: boolean
    ids: boolean
    /** Only input items (results, user messages) end a model turn, so one left out merges two turns into one. */
    mergesTurns?: boolean
  }
> = {
  'openai-chat': {
    errors: false,
    ids: true,
    render: (run) => [
      { role: 'user', content: 'help' },
      ...run.steps.flatMap((calls) => [
        {
          role: 'assistant',
          content: null,
          tool_calls: calls.map((c) => ({
            id: c.id,
            type: 'function',
            function: { name: c.name, arguments: json(c.args) },
          })),
        },
        ...answered(run, calls).map((c) => ({ role: 'tool', tool_call_id: c.id, content: json(c.result) })),
      ]),
      { role: 'assistant', content: run.answer },
    ],
  },
  anthropic: {
    errors: true,
    ids: true,
    render: (run) => [
      { role: 'user', content: 'help' },
      ...run.steps.flatMap((calls) => [
        {
          role: 'assistant',
          content: calls.map((c) => ({ type: 'tool_use', id: c.id, name: c.name, input: c.args })),
        },
        {
          role: 'user',
          content: answered(run, calls).map((c) => ({
            type: 'tool_result',
            tool_use_id: c.id,
            content: [{ type: 'text', text: json(c.result) }],
            ...(c.error ? { is_error: true } : {}),
          })),
        },
      ]),
      { role: 'assistant', content: [{ type: 'text', text: run.answer }] },
    ],
  },
  'openai-responses': {
    // Only input items end a response: a result left out merges the next model items into the turn.
    mergesTurns: true,
    errors: false,
    ids: true,
    render: (run) => [
      { role: 'user', content: 'help' },
      ...run.steps.flatMap((calls) => [
        { type: 'reasoning', id: 'rs_1', summary: [] },
        ...calls.map((c) => ({
          type: 'function_call',
          call_id: c.id,
          name: c.name,
          arguments: json(c.args),
        })),
        ...answered(run, calls).map((c) => ({
          type: 'function_call_output',
          call_id: c.id,
          output: json(c.result),
        })),
      ]),
      {
        type: 'message',
        role: 'assistant',
        content: [{ type: 'output_text', text: run.answer, annotations: [] }],
      },
    ],
  },
  'openai-agents': {
    // Only input items end a response (see openai-responses.ts): a result left out merges the turns around it.
    mergesTurns: true,
    errors: false,
    ids: true,
    render: (run) => ({
      newItems: [
        ...run.steps.flatMap((calls) => [
          ...calls.map((c) => ({
            type: 'tool_call_item',
            rawItem: {
              type: 'function_call',
              callId: c.id,
              name: c.name,
              arguments: json(c.args),
              status: 'completed',
            },
          })),
          ...answered(run, calls).map((c) => ({
            type: 'tool_call_output_item',
            rawItem: {
              type: 'function_call_result',
              callId: c.id,
              name: c.name,
              status: 'completed',
              output: { type: 'text', text: json(c.result) },
            },
          })),
        ]),
        {
          type: 'message_output_item',
          rawItem: {
            type: 'message',
            role: 'assistant',
            status: 'completed',
            content: [{ type: 'output_text', text: run.answer }],
          },
        },
      ],
    }),
  },
  gemini: {
    errors: false,
    ids: true,
    render: (run) => [
      { role: 'user', parts: [{ text: 'help' }] },
      ...run.steps.flatMap((calls) => [
        {
          role: 'model',
          parts: calls.map((c) => ({ functionCall: { id: c.id, name: c.name, args: c.args } })),
        },
        {
          role: 'user',
          parts: answered(run, calls).map((c) => ({
            functionResponse: { id: c.id, name: c.name, response: c.result },
          })),
        },
      ]),
      { role: 'model', parts: [{ text: run.answer }] },
    ],
  },
  langchain: {
    errors: true,
    ids: true,
    render: (run) => [
      { type: 'human', content: 'help' },
      ...run.steps.flatMap((calls) => [
        {
          type: 'ai',
          content: '',
          tool_calls: calls.map((c) => ({ type: 'tool_call', id: c.id, name: c.name, args: c.args })),
        },
        ...answered(run, calls).map((c) => ({
          type: 'tool',
          tool_call_id: c.id,
          name: c.name,
          content: json(c.result),
          status: c.error ? 'error' : 'success',
        })),
      ]),
      { type: 'ai', content: run.answer, tool_calls: [] },
    ],
  },
  'vercel-ai': {
    errors: false,
    ids: true,
    render: (run) => ({
      text: run.answer,
      steps: [
        ...run.steps.map((calls) => ({
          content: [
            ...calls.map((c) => ({ type: 'tool-call', toolCallId: c.id, toolName: c.name, input: c.args })),
            ...answered(run, calls).map((c) => ({
              type: 'tool-result',
              toolCallId: c.id,
              toolName: c.name,
              input: c.args,
              output: c.result,
            })),
          ],
        })),
        { content: [{ type: 'text', text: run.answer }] },
      ],
    }),
  },
  'vercel-ai.messages': {
    errors: true,
    ids: true,
    render: (run) => [
      { role: 'user', content: 'help' },
      ...run.steps.flatMap((calls) => [
        {
          role: 'assistant',
          content: calls.map((c) => ({
            type: 'tool-call',
            toolCallId: c.id,
            toolName: c.name,
            input: c.args,
          })),
        },
        {
          role: 'tool',
          content: answered(run, calls).map((c) => ({
            type: 'tool-result',
            toolCallId: c.id,
            toolName: c.name,
            output: c.error ? { type: 'error-json', value: c.result } : { type: 'json', value: c.result },
          })),
        },
      ]),
      { role: 'assistant', content: [{ type: 'text', text: run.answer }] },
    ],
  },
  'vercel-ai.ui-messages': {
    errors: true,
    ids: true,
    render: (run) => [
      { id: 'u', role: 'user', parts: [{ type: 'text', text: 'help' }] },
      {
        id: 'a',
        role: 'assistant',
        parts: [
          ...run.steps.flatMap((calls) => [
            { type: 'step-start' },
            ...calls.map((c) => ({
              type: `tool-${c.name}`,
              toolCallId: c.id,
              input: c.args,
              ...(c.id === run.drop
                ? { state: 'input-available' }
                : c.error
                  ? { state: 'output-error', errorText: json(c.result) }
                  : { state: 'output-available', output: c.result }),
            })),
          ]),
          { type: 'step-start' },
          { type: 'text', text: run.answer },
        ],
      },
    ],
  },
  'vitest-evals': {
    errors: true,
    ids: true,
    render: (run) => ({
      messages: [
        { role: 'user', parts: [{ type: 'text', text: 'help' }] },
        ...run.steps.flatMap((calls) => [
          {
            role: 'assistant',
            parts: calls.map((c) => ({
              type: 'tool-call',
              toolCallId: c.id,
              toolName: c.name,
              input: c.args,
            })),
          },
          {
            role: 'tool',
            parts: answered(run, calls).map((c) =>
              c.error
                ? { type: 'tool-error', toolCallId: c.id, toolName: c.name, error: c.result }
                : { type: 'tool-result', toolCallId: c.id, toolName: c.name, output: c.result },
            ),
          },
        ]),
        { role: 'assistant', parts: [{ type: 'text', text: run.answer }] },
      ],
    }),
  },
  bedrock: {
    errors: true,
    ids: true,
    render: (run) => [
      { role: 'user', content: [{ text: 'help' }] },
      ...run.steps.flatMap((calls) => [
        {
          role: 'assistant',
          content: calls.map((c) => ({ toolUse: { toolUseId: c.id, name: c.name, input: c.args } })),
        },
        {
          role: 'user',
          content: answered(run, calls).map((c) => ({
            toolResult: {
              toolUseId: c.id,
              content: [{ json: c.result }],
              ...(c.error ? { status: 'error' } : {}),
            },
          })),
        },
      ]),
      { role: 'assistant', content: [{ text: run.answer }] },
    ],
  },
}

/** A copy of `value` without the keys named `key` at any depth: a format's output without ids. */
function without(value: unknown, key: string): unknown {
  if (Array.isArray(value)) return value.map((item) => without(item, key))
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([name]) => name !== key)
      .map(([name, inner]) => [name, without(inner, key)]),
  )
}

// Formats whose ids are optional: results pair by name with the first unanswered call of the preceding turn.
RENDERERS['gemini (no ids)'] = {
  errors: false,
  ids: false,
  render: (run) => without(RENDERERS.gemini!.render(run), 'id'),
}
RENDERERS['vitest-evals (no ids)'] = {
  errors: true,
  ids: false,
  render: (run) => without(RENDERERS['vitest-evals']!.render(run), 'toolCallId'),
}

/** The run `readRun` must read from a rendered run. */
export function expectedRun(run: AbstractRun, errors: boolean, ids = true): unknown {
  return {
    steps: run.steps.map((calls) => ({
      calls: calls.map((c) => ({
        name: c.name,
        arguments: c.args,
        ...(ids ? { id: c.id } : {}),
        result: c.result,
        status: errors && c.error ? 'error' : 'ok',
      })),
    })),
    answer: run.answer,
  }
}
