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
}

describe('describeReadFailure', () => {
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
