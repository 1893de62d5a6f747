import { describe, expect, test } from 'vitest'
import type { ReadFailure, ReadFailureKind } from '../../src/read/types.js'
import { describeExcerpt, describeReadFailure } from '../../src/report/describe-read-failure.js'

const at = { offset: 12, line: 1, column: 13 }
const cases: Record<ReadFailureKind, [ReadFailure, string]> = {
  not_json: [
    { kind: 'not_json', position: { offset: 0, line: 1, column: 1 }, token: 'Sure!' },
    'the text is not JSON at 1:1',
  ],
  trailing_content: [
    { kind: 'trailing_content', position: at },
    'text follows the JSON value (prose, a Markdown fence or a second value) at 1:13',
  ],
  duplicate_key: [{ kind: 'duplicate_key', position: at, token: 'query' }, 'duplicate key "query" at 1:13'],
  non_finite: [{ kind: 'non_finite', position: at, token: 'NaN' }, 'non-finite number NaN at 1:13'],
  number_overflow: [
    { kind: 'number_overflow', position: at, token: '1e999' },
    'the number 1e999 overflows at 1:13',
  ],
  precision_loss: [
    { kind: 'precision_loss', position: at, token: '9007199254740993' },
    'the number 9007199254740993 cannot be kept exactly as a double (read with numbers: "double" to round it) at 1:13',
  ],
  too_deep: [{ kind: 'too_deep', position: at }, 'the data nests too deeply at 1:13'],
  invalid_utf8: [{ kind: 'invalid_utf8', position: at }, 'the bytes are not valid UTF-8 at 1:13'],
  invalid_value: [
    { kind: 'invalid_value', path: ['arguments', 'x'], detail: 'bigint' },
    'not JSON data (bigint) at arguments.x',
  ],
  cyclic: [{ kind: 'cyclic', path: ['arguments', 'self'] }, 'the data contains a cycle at arguments.self'],
  unreadable: [
    { kind: 'unreadable', path: ['tool_calls'], detail: 'boom' },
    'a property could not be read (boom) at tool_calls',
  ],
  not_an_object: [
    { kind: 'not_an_object', detail: 'number' },
    'expected a tool call (an object or an array of calls), received number',
  ],
  unknown_shape: [
    { kind: 'unknown_shape', expected: ['openai-chat', 'anthropic'] },
    'not a tool-call shape this library knows (looked for: openai-chat, anthropic)',
  ],
  arguments_not_json: [
    { kind: 'arguments_not_json', path: ['function', 'arguments'], position: at, detail: 'trailing_content' },
    "the call's arguments are not a JSON object: text after the JSON value at function.arguments (line 1, column 13 of that string)",
  ],
  schema_invalid: [
    {
      kind: 'schema_invalid',
      format: 'action-ir',
      path: ['mode'],
      detail: 'unknown field',
      expected: ['SINGLE', 'SERIAL'],
    },
    'the action-ir shape is invalid: unknown field (expected SINGLE or SERIAL) at mode',
  ],
  no_call_found: [
    { kind: 'no_call_found', detail: '2 JSON object(s), none a call' },
    'no tool call found in the text (2 JSON object(s), none a call)',
  ],
  python_syntax: [
    { kind: 'python_syntax', format: 'pythonic', position: at, detail: 'a positional argument' },
    'not a call in Python syntax: a positional argument at 1:13',
  ],
  text_syntax: [
    { kind: 'text_syntax', format: 'qwen-xml', position: at, expected: ['</parameter>'], token: '<function' },
    'the qwen-xml tool call is malformed: expected </parameter>, found "<function" at 1:13',
  ],
  native_syntax: [
    { kind: 'native_syntax', format: 'hermes', position: at, token: '<tool_call>', detail: 'hermes' },
    `the text holds a hermes tool call ("<tool_call>"); read it with { syntax: 'hermes' } or { parse: 'lenient' } at 1:13`,
  ],
  ambiguous_arguments: [
    { kind: 'ambiguous_arguments', path: [0], expected: ['arguments', 'parameters'] },
    'the call has arguments under more than one key (arguments, parameters) at [0]',
  ],
  unknown_item: [
    { kind: 'unknown_item', format: 'anthropic', path: ['content', 1], token: 'hologram' },
    `an item of unknown type "hologram" (pass { unknownItems: 'ignore' } to skip items this library does not know) at content[1]`,
  ],
  truncated: [
    {
      kind: 'truncated',
      path: ['choices', 0, 'finish_reason'],
      token: 'length',
      detail: 'the token limit',
      calls: [{ name: 'search', arguments: {} }],
    },
    'the output was cut off by the token limit (length); one call arrived before (search), more may have been coming at choices[0].finish_reason',
  ],
  filtered: [
    { kind: 'filtered', path: ['stop_reason'], token: 'refusal', detail: 'a content filter', calls: [] },
    'the output was stopped by a content filter (refusal) at stop_reason',
  ],
  not_model_output: [
    { kind: 'not_model_output', path: [], detail: 'user' },
    "this is a user's message, not the model's turn",
  ],
  ambiguous_choice: [
    { kind: 'ambiguous_choice', path: ['choices'], token: 'choices', detail: '3 choices' },
    'the response holds 3 choices that read differently; pass { choice: N } to say which one to read at choices',
  ],
  stopped_without_call: [
    { kind: 'stopped_without_call', path: ['stop_reason'], token: 'tool_use' },
    'the response says it stopped to call tools (tool_use), but holds no call at stop_reason',
  ],
  stream_error: [
    { kind: 'stream_error', path: [2], token: 'error', detail: 'Overloaded' },
    'the stream reported an error (error event): Overloaded at [2]',
  ],
  async_value: [
    { kind: 'async_value', detail: 'promise' },
    'received a Promise, not its value: write `expect(await value)…` or `await expect(promise).resolves…`',
  ],
  unpaired_result: [
    { kind: 'unpaired_result', path: [3, 'content'], token: 'call_9' },
    'a tool result "call_9" pairs with no call made before it at [3].content',
  ],
  duplicate_call_id: [
    { kind: 'duplicate_call_id', path: [2, 'tool_calls', 1], token: 'call_1', other: [2, 'tool_calls', 0] },
    'the call id "call_1" is reused while the call at [2].tool_calls[0] still awaits its result at [2].tool_calls[1]',
  ],
  unanswered_call: [
    { kind: 'unanswered_call', path: [1, 'tool_calls', 0], token: 'get_order', detail: 'id call_1' },
    'the call "get_order" has no result, yet the run goes on (id call_1) at [1].tool_calls[0]',
  ],
  not_one_run: [
    { kind: 'not_one_run', detail: '2 generateText results' },
    'this is a list of 2 generateText results, not one run: read or match each one',
  ],
  no_model_turn: [
    { kind: 'no_model_turn', detail: 'only user messages' },
    'the conversation holds no model turn (only user messages): nothing the model did can be read from it',
  ],
  model_error: [
    { kind: 'model_error', path: ['status'], token: 'failed' },
    'the provider reports that the generation failed (failed) at status',
  ],
  incomplete: [
    { kind: 'incomplete', path: ['status'], token: 'in_progress' },
    'the response is not finished (in_progress) at status',
  ],
  unread_call: [
    { kind: 'unread_call', path: [1, 'tool_calls', 0], format: 'vercel-ai', token: 'refund' },
    'a tool call "refund" was not read: the value was read as vercel-ai at [1].tool_calls[0]',
  ],
  unread_stop: [
    { kind: 'unread_stop', path: [2, 'stop_reason'], token: 'max_tokens', format: 'anthropic' },
    'the output says it stopped (max_tokens), but was read as if complete (as anthropic) at [2].stop_reason',
  ],
  ambiguous_shape: [
    { kind: 'ambiguous_shape', expected: ['bedrock.response', 'openai-responses.response'] },
    'the value fits more than one shape and they read different calls (bedrock.response, openai-responses.response)',
  ],
}

test('a stop reason the reader does not know: the reason, and the ones it knows', () => {
  expect(
    describeReadFailure({
      kind: 'unread_stop',
      path: ['candidates', 0, 'finishReason'],
      token: 'OTHER',
      expected: ['STOP', 'MAX_TOKENS'],
      format: 'gemini',
    }),
  ).toBe(
    'could not read the tool calls: the output stopped for a reason the gemini reader does not know (OTHER), so it cannot tell whether the calls are whole (it knows STOP, MAX_TOKENS) at candidates[0].finishReason',
  )
})

test('an unknown shape says why, where the reader knows', () => {
  expect(
    describeReadFailure({
      kind: 'unknown_shape',
      path: [2],
      detail: 'a message anthropic.messages does not read, in a conversation no one format reads whole',
    }),
  ).toBe(
    'could not read the tool calls: not a tool-call shape this library knows: a message anthropic.messages does not read, in a conversation no one format reads whole at [2]',
  )
})

test('a model-native call cut off says so', () => {
  expect(
    describeReadFailure({ kind: 'text_syntax', format: 'harmony', position: at, expected: ['<|message|>'] }),
  ).toBe('could not read the tool calls: the harmony tool call is cut off (expected <|message|>) at 1:13')
})

describe('describeReadFailure', () => {
  test('a cut stream without a call open, or with long arguments, and a live stream', () => {
    expect(
      describeReadFailure({
        kind: 'truncated',
        format: 'anthropic',
        path: [6],
        token: 'get_weather',
        detail: '{"locati',
        expected: ['content_block_stop'],
        calls: [{ name: 'get_time', arguments: {} }],
      }),
    ).toBe(
      'could not read the tool calls: the stream ended inside the call "get_weather" (its arguments so far: "{\\"locati"), before content_block_stop; 1 whole call arrived before the cut at [6]',
    )
    expect(describeReadFailure({ kind: 'truncated', expected: ['message_stop'] })).toBe(
      'could not read the tool calls: the stream ended, before message_stop',
    )
    expect(
      describeReadFailure({
        kind: 'truncated',
        token: 'f',
        detail: 'x'.repeat(70),
        expected: ['message_stop'],
        calls: [
          { name: 'a', arguments: {} },
          { name: 'b', arguments: {} },
        ],
      }),
    ).toBe(
      `could not read the tool calls: the stream ended inside the call "f" (its arguments so far: "${'x'.repeat(60)}…"), before message_stop; 2 whole calls arrived before the cut`,
    )
    expect(describeReadFailure({ kind: 'async_value', detail: 'async iterable' })).toContain(
      'expect(await collectStream(stream))',
    )
    expect(describeReadFailure({ kind: 'stream_error' })).toBe(
      'could not read the tool calls: the stream reported an error',
    )
  })

  test.each(Object.entries(cases))('%s', (_, [failure, words]) => {
    expect(describeReadFailure(failure)).toBe(`could not read the tool calls: ${words}`)
  })

  test('the excerpt puts a caret under the position', () => {
    const failure: ReadFailure = {
      kind: 'duplicate_key',
      token: 'q',
      excerpt: { text: '{"q": 1,\n"q": 2}', offset: 9 },
    }
    expect(describeExcerpt(failure)).toBe('  {"q": 1, "q": 2}\n           ^')
    expect(describeExcerpt({ kind: 'too_deep' })).toBeUndefined()
  })
})
