/**
 * Writes calls as the events each SDK streams, with the arguments' JSON text cut into the given pieces: the test
 * side of the assemblers, so a property can check that any calls, cut anyhow, assemble back into themselves.
 */
export interface PlainCall {
  name: string
  arguments: Record<string, unknown>
}

/** Cuts `text` at the given fractions (0–1), in order, into non-empty pieces (one piece for short text). */
export function pieces(text: string, cuts: readonly number[]): string[] {
  const points = [...new Set(cuts.map((cut) => Math.floor(cut * text.length)))]
    .filter((point) => point > 0 && point < text.length)
    .sort((a, b) => a - b)
  const out: string[] = []
  let start = 0
  for (const point of [...points, text.length]) {
    out.push(text.slice(start, point))
    start = point
  }
  return out
}

type Encoder = (calls: readonly PlainCall[], cuts: readonly number[]) => object[]

const chunk = (delta: object, finish: string | null = null) => ({
  id: 'chatcmpl-1',
  object: 'chat.completion.chunk',
  created: 1,
  model: 'gpt-4o',
  choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
})

const openaiChat: Encoder = (calls, cuts) => [
  chunk({ role: 'assistant', content: null }),
  ...calls.flatMap((call, index) => [
    chunk({
      tool_calls: [
        { index, id: `call_${index}`, type: 'function', function: { name: call.name, arguments: '' } },
      ],
    }),
    ...pieces(JSON.stringify(call.arguments), cuts).map((piece) =>
      chunk({ tool_calls: [{ index, function: { arguments: piece } }] }),
    ),
  ]),
  chunk({}, calls.length === 0 ? 'stop' : 'tool_calls'),
  {
    id: 'chatcmpl-1',
    object: 'chat.completion.chunk',
    created: 1,
    model: 'gpt-4o',
    choices: [],
    usage: { total_tokens: 9 },
  },
]

const anthropic: Encoder = (calls, cuts) => [
  {
    type: 'message_start',
    message: { id: 'msg_1', type: 'message', role: 'assistant', content: [], stop_reason: null },
  },
  { type: 'ping' },
  ...calls.flatMap((call, index) => [
    {
      type: 'content_block_start',
      index,
      content_block: { type: 'tool_use', id: `toolu_${index}`, name: call.name, input: {} },
    },
    ...pieces(JSON.stringify(call.arguments), cuts).map((piece) => ({
      type: 'content_block_delta',
      index,
      delta: { type: 'input_json_delta', partial_json: piece },
    })),
    { type: 'content_block_stop', index },
  ]),
  {
    type: 'message_delta',
    delta: { stop_reason: calls.length === 0 ? 'end_turn' : 'tool_use', stop_sequence: null },
    usage: { output_tokens: 5 },
  },
  { type: 'message_stop' },
]

const responses: Encoder = (calls, cuts) => [
  {
    type: 'response.created',
    sequence_number: 0,
    response: { id: 'resp_1', object: 'response', status: 'in_progress', output: [] },
  },
  ...calls.flatMap((call, index) => {
    const item = { type: 'function_call', id: `fc_${index}`, call_id: `call_${index}`, name: call.name }
    const text = JSON.stringify(call.arguments)
    return [
      {
        type: 'response.output_item.added',
        output_index: index,
        item: { ...item, arguments: '', status: 'in_progress' },
      },
      ...pieces(text, cuts).map((delta) => ({
        type: 'response.function_call_arguments.delta',
        output_index: index,
        item_id: item.id,
        delta,
      })),
      {
        type: 'response.function_call_arguments.done',
        output_index: index,
        item_id: item.id,
        arguments: text,
      },
      {
        type: 'response.output_item.done',
        output_index: index,
        item: { ...item, arguments: text, status: 'completed' },
      },
    ]
  }),
  {
    type: 'response.completed',
    response: { id: 'resp_1', object: 'response', status: 'completed', output: [] },
  },
]

const candidate = (parts: object[], finishReason?: string) => ({
  candidates: [
    { content: { role: 'model', parts }, ...(finishReason === undefined ? {} : { finishReason }) },
  ],
  modelVersion: 'gemini-3-flash-preview',
})

/** Gemini streams each top-level argument as one partial argument (strings in pieces, other values whole). */
const gemini: Encoder = (calls, cuts) => [
  candidate([{ text: 'Sure.' }]),
  ...calls.flatMap((call) => {
    const entries = Object.entries(call.arguments)
    if (entries.length === 0) return [candidate([{ functionCall: { name: call.name, args: {} } }])]
    const partials = entries.flatMap(([key, value]): object[] => {
      const jsonPath = `$.${key}`
      if (typeof value === 'string') {
        return pieces(value, cuts).map((stringValue) => ({ jsonPath, stringValue, willContinue: true }))
      }
      if (typeof value === 'number') return [{ jsonPath, numberValue: value }]
      if (typeof value === 'boolean') return [{ jsonPath, boolValue: value }]
      return [{ jsonPath, nullValue: null }]
    })
    return [
      candidate([{ functionCall: { name: call.name, willContinue: true } }]),
      ...partials.map((arg) => candidate([{ functionCall: { partialArgs: [arg], willContinue: true } }])),
      candidate([{ functionCall: {} }]),
    ]
  }),
  candidate([{ text: '' }], 'STOP'),
]

const fullStream: Encoder = (calls, cuts) => [
  { type: 'start' },
  { type: 'start-step', request: {}, warnings: [] },
  ...calls.flatMap((call, index) => [
    { type: 'tool-input-start', id: `c${index}`, toolName: call.name },
    ...pieces(JSON.stringify(call.arguments), cuts).map((delta) => ({
      type: 'tool-input-delta',
      id: `c${index}`,
      delta,
    })),
    { type: 'tool-input-end', id: `c${index}` },
    { type: 'tool-call', toolCallId: `c${index}`, toolName: call.name, input: call.arguments },
  ]),
  { type: 'finish-step', finishReason: calls.length === 0 ? 'stop' : 'tool-calls', usage: {}, response: {} },
  { type: 'finish', finishReason: calls.length === 0 ? 'stop' : 'tool-calls', totalUsage: {} },
]

const uiStream: Encoder = (calls, cuts) => [
  { type: 'start', messageId: 'msg-1' },
  { type: 'start-step' },
  ...calls.flatMap((call, index) => [
    { type: 'tool-input-start', toolCallId: `c${index}`, toolName: call.name },
    ...pieces(JSON.stringify(call.arguments), cuts).map((inputTextDelta) => ({
      type: 'tool-input-delta',
      toolCallId: `c${index}`,
      inputTextDelta,
    })),
    { type: 'tool-input-available', toolCallId: `c${index}`, toolName: call.name, input: call.arguments },
  ]),
  { type: 'finish-step' },
  { type: 'finish' },
]

const lcChunk = (fields: object) => ({
  type: 'AIMessageChunk',
  content: '',
  tool_call_chunks: [],
  response_metadata: {},
  ...fields,
})

const langchain: Encoder = (calls, cuts) => [
  lcChunk({ content: 'Let me look.' }),
  ...calls.flatMap((call, index) =>
    pieces(JSON.stringify(call.arguments), cuts).map((args, piece) =>
      lcChunk({
        tool_call_chunks: [
          piece === 0
            ? { name: call.name, args, id: `call_${index}`, index }
            : { args, index, type: 'tool_call_chunk' },
        ],
      }),
    ),
  ),
  lcChunk({
    response_metadata: { finish_reason: calls.length === 0 ? 'stop' : 'tool_calls', model_name: 'gpt-4o' },
  }),
]

/** Every stream format's encoder, by the name of its assembler. */
const ollamaChunk = (message: object, done = false) => ({
  model: 'qwen3',
  created_at: '2025-05-27T22:54:57.641643Z',
  message: { role: 'assistant', content: '', ...message },
  ...(done ? { done_reason: 'stop' } : {}),
  done,
})

/** Ollama sends each tool call whole (arguments an object), so the cuts fall in the text before them. */
const ollama: Encoder = (calls, cuts) => [
  ...pieces('Checking that for you.', cuts).map((piece) => ollamaChunk({ content: piece })),
  ...calls.map((call) =>
    ollamaChunk({ tool_calls: [{ function: { name: call.name, arguments: call.arguments } }] }),
  ),
  ollamaChunk({}, true),
]

const bedrock: Encoder = (calls, cuts) => [
  { messageStart: { role: 'assistant' } },
  { contentBlockDelta: { delta: { text: 'Let me look.' }, contentBlockIndex: 0 } },
  { contentBlockStop: { contentBlockIndex: 0 } },
  ...calls.flatMap((call, n) => {
    const index = n + 1
    return [
      {
        contentBlockStart: {
          start: { toolUse: { toolUseId: `tooluse_${index}`, name: call.name } },
          contentBlockIndex: index,
        },
      },
      ...pieces(JSON.stringify(call.arguments), cuts).map((input) => ({
        contentBlockDelta: { delta: { toolUse: { input } }, contentBlockIndex: index },
      })),
      { contentBlockStop: { contentBlockIndex: index } },
    ]
  }),
  { messageStop: { stopReason: calls.length === 0 ? 'end_turn' : 'tool_use' } },
  { metadata: { usage: { inputTokens: 9, outputTokens: 9, totalTokens: 18 }, metrics: { latencyMs: 1 } } },
]

export const ENCODERS: Record<string, Encoder> = {
  'openai-chat.chunks': openaiChat,
  'anthropic.events': anthropic,
  'openai-responses.events': responses,
  'gemini.chunks': gemini,
  'vercel-ai.full-stream': fullStream,
  'vercel-ai.ui-stream': uiStream,
  'langchain.chunks': langchain,
  'bedrock.events': bedrock,
  'ollama.chunks': ollama,
}
