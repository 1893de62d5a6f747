import { describe, expect, test } from 'vitest'
import { fixtureText, plain, readFailure, readOk } from './helpers.js'

const lenient = { parse: 'lenient' } as const
const last = { parse: 'lenient', lenient: 'last' } as const
const EVEREST = { name: 'book_room', arguments: { duration: 'PT45M', room: 'Everest' } }
const LOOKUP = { name: 'lookup_order', arguments: { order_id: 'A-1' }, id: 'call_1' }
const REFUND = { name: 'refund_order', arguments: { amount: 12.5, order_id: 'A-1' }, id: 'call_2' }

describe('lenient text reads every call, in order', () => {
  test.each([
    ['prose around the call', `Sure! ${JSON.stringify(EVEREST)} Done.`, 'canonical', [EVEREST]],
    ['a Markdown fence', fixtureText('text/fenced-call.txt'), 'canonical', [EVEREST]],
    [
      'an echoed tools block before the call: a schema object is no call',
      fixtureText('text/echoed-tools.txt'),
      'canonical',
      [EVEREST],
    ],
    [
      'a tool_calls wrapper: every entry, nested under function',
      fixtureText('text/tool-calls-wrapper.txt'),
      'openai-chat',
      [LOOKUP, REFUND],
    ],
    [
      'tool_calls entries without function nesting',
      '{"tool_calls": [{"name": "a", "arguments": {}}, {"name": "b"}]}',
      'openai-chat',
      [
        { name: 'a', arguments: {} },
        { name: 'b', arguments: {} },
      ],
    ],
    [
      'the legacy function_call',
      'Calling: {"function_call": {"name": "f", "arguments": "{\\"x\\": 1}"}}',
      'openai-chat',
      [{ name: 'f', arguments: { x: 1 } }],
    ],
    [
      'two calls: both, in order (an earlier destructive call is seen)',
      '{"name": "delete_account", "arguments": {}} then {"name": "b", "arguments": {}}',
      'canonical',
      [
        { name: 'delete_account', arguments: {} },
        { name: 'b', arguments: {} },
      ],
    ],
    [
      'Llama 3.x `parameters`, several separated by ";"',
      '{"name": "a", "parameters": {"q": "x"}}; {"name": "b", "parameters": {}}',
      'canonical',
      [
        { name: 'a', arguments: { q: 'x' } },
        { name: 'b', arguments: {} },
      ],
    ],
    [
      'an Anthropic block pasted as text (`input`) and `args`',
      'a {"type": "tool_use", "id": "t", "name": "a", "input": {"q": 1}} b {"name": "b", "args": {"q": 2}}',
      'canonical',
      [
        { name: 'a', arguments: { q: 1 }, id: 't' },
        { name: 'b', arguments: { q: 2 } },
      ],
    ],
    [
      'a call, then prose quoting its arguments object (no call)',
      '{"name": "s", "parameters": {"query": "test"}} The arguments were {"query": "test"}',
      'canonical',
      [{ name: 's', arguments: { query: 'test' } }],
    ],
    [
      'JSON-string arguments',
      '{"name": "f", "arguments": "{\\"x\\": 1}"}',
      'canonical',
      [{ name: 'f', arguments: { x: 1 } }],
    ],
    ['absent arguments as {}', 'call: {"name": "ping"}', 'canonical', [{ name: 'ping', arguments: {} }]],
    [
      'labels that cannot hold arguments are ignored',
      '{"type": "function", "name": "f", "id": "c1", "arguments": {}}',
      'canonical',
      [{ name: 'f', arguments: {}, id: 'c1' }],
    ],
    [
      'duplicate keys: the last wins',
      '{"name": "a", "name": "b", "arguments": {}}',
      'canonical',
      [{ name: 'b', arguments: {} }],
    ],
    [
      'a text that is one bare array of calls: read as strict parsing reads it',
      ' [{"name": "f", "arguments": {}}]\n',
      'canonical',
      [{ name: 'f', arguments: {} }],
    ],
    [
      'a text that is one SDK response: read as strict parsing reads it',
      '{"role": "assistant", "content": null, "tool_calls": [{"id": "c", "type": "function", "function": {"name": "f", "arguments": "{}"}}]}',
      'openai-chat',
      [{ name: 'f', arguments: {}, id: 'c' }],
    ],
    ['prose without braces as no call', fixtureText('text/prose-no-call.txt'), 'text', []],
    ['brackets without braces as no call', 'see [1] and [2]', 'text', []],
    ['braces in prose as no call (issue #16)', 'Your booking reference is {PNR-7XK2Q9}.', 'text', []],
    ['a JSON fragment in prose that is no call', 'The answer is {"total": 42}.', 'text', []],
  ])('%s', (_, text, format, calls) => {
    const turn = readOk(text, lenient)
    expect(turn).toMatchObject({ format, fromText: true })
    expect(plain(turn.calls)).toEqual(calls)
  })
})

describe('lenient text fails when it tries to call and cannot be read', () => {
  test.each([
    ['a text that opens as JSON with no call', '{"total": 42}', 'unknown_shape'],
    [
      'a fenced JSON object with no call',
      '```json\n{"city": "Paris", "days": [1, 2]} x\n```',
      'no_call_found',
    ],
    ['the envelope {tool, args}, alone', '{"tool": "f", "args": {}}', 'unknown_shape'],
    ['arguments an array', '{"name": "f", "arguments": [1]}', 'schema_invalid'],
    ['arguments a JSON string of an array', 'x {"name": "f", "arguments": "[1]"}', 'arguments_not_json'],
    ['arguments a string that is no JSON', 'x {"name": "f", "arguments": "hello"}', 'arguments_not_json'],
    ['a non-string name', '{"name": 7, "arguments": {}}', 'schema_invalid'],
    ['an empty name', 'ok {"name": "", "arguments": {}}', 'schema_invalid'],
    [
      'arguments under two keys',
      '{"name": "f", "arguments": {}, "parameters": {"a": 1}}',
      'ambiguous_arguments',
    ],
    ['arguments under an unknown key', 'x {"name": "f", "params": {"a": 1}}', 'schema_invalid'],
    ['a call-shaped object that never closes', 'Sure: {"name": "f", "arguments": {', 'not_json'],
    [
      'a broken call after a good one',
      '{"name": "a", "arguments": {}} and {"name": "delete_account", "arguments": {x}}',
      'not_json',
    ],
  ])('%s', (_, text, kind) => {
    expect(readFailure(text, lenient).kind).toBe(kind)
  })

  test('a call-shaped object that does not parse fails at its position', () => {
    const failure = readFailure('Sure!\n{"name": "f", "arguments": {x: 1}}', lenient)
    expect(failure).toMatchObject({
      kind: 'not_json',
      format: 'text',
      position: { line: 2, column: 29 },
      token: 'x',
    })
  })

  test('100,000-deep nesting in text does not throw', () => {
    const text = `prose ${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)} {"name": "f"}`
    expect(plain(readOk(text, lenient).calls)).toEqual([{ name: 'f', arguments: {} }])
  })

  test('100,000 call objects are read in linear time', () => {
    const text = Array.from({ length: 100_000 }, (_, i) => `{"name": "f${i}"}`).join(' ')
    expect(readOk(text, lenient).calls).toHaveLength(100_000)
  })
})

describe("lenient: 'last' keeps seed 002's rule", () => {
  test.each([
    [
      'an echoed tools block before the call: the last call wins',
      fixtureText('text/echoed-tools.txt'),
      'canonical',
      [EVEREST],
    ],
    [
      'a tool_calls wrapper: its last entry',
      fixtureText('text/tool-calls-wrapper.txt'),
      'openai-chat',
      [REFUND],
    ],
    [
      'two calls: the last one',
      '{"name": "a", "arguments": {}} then {"name": "b", "arguments": {}}',
      'canonical',
      [{ name: 'b', arguments: {} }],
    ],
    [
      'a tool_calls list: its last usable entry',
      '{"tool_calls": [{"name": "a", "arguments": {}}, {"name": "b", "arguments": [1]}]}',
      'openai-chat',
      [{ name: 'a', arguments: {} }],
    ],
    [
      'an object carrying no call after the call is no call',
      '{"name": "a", "arguments": {}} {"city": "Paris"}',
      'canonical',
      [{ name: 'a', arguments: {} }],
    ],
    ['prose as no call', 'Your booking reference is {PNR-7XK2Q9}.', 'text', []],
  ])('%s', (_, text, format, calls) => {
    const turn = readOk(text, last)
    expect(turn).toMatchObject({ format, fromText: true })
    expect(plain(turn.calls)).toEqual(calls)
  })

  test.each([
    ['a bare array of calls', ' [{"name": "f", "arguments": {}}]\n'],
    ['an opening JSON object with no call', '{"city": "Paris"}'],
  ])('%s is no_call_found', (_, text) => {
    expect(readFailure(text, last)).toMatchObject({ kind: 'no_call_found', format: 'text' })
  })

  // Seed 002 keeps the last object that carries a name and requires its arguments to be an object: a broken last
  // call is a broken call, never an abstention, and never an earlier call read in its place.
  test.each<[string, string, object]>([
    [
      'arguments as an array',
      'Sure: {"name": "b", "input": [1, 2]}',
      { kind: 'schema_invalid', path: ['input'] },
    ],
    [
      'arguments that are not JSON, after a usable call',
      '{"name": "a", "arguments": {}} {"name": "b", "arguments": "not json"}',
      { kind: 'arguments_not_json' },
    ],
    [
      'a tool_calls list of broken entries only',
      'ok {"tool_calls": [{"name": "a", "arguments": [1]}, {"name": "b", "arguments": 7}]}',
      { kind: 'schema_invalid', path: ['tool_calls', 1, 'arguments'] },
    ],
  ])('a last call that is broken (%s) is a broken call', (_, text, failure) => {
    expect(readFailure(text, last)).toMatchObject(failure)
  })

  test('model-native formats: the last call only', () => {
    const text =
      '<tool_call>{"name": "a", "arguments": {}}</tool_call><tool_call>{"name": "b", "arguments": {}}</tool_call>'
    expect(plain(readOk(text, last).calls)).toEqual([{ name: 'b', arguments: {} }])
    expect(plain(readOk(text, lenient).calls)).toHaveLength(2)
  })
})

describe('lenient text: where a call that cannot be read fails', () => {
  test.each([
    ['a call object', 'x {"name": "f", "arguments": 1}', ['arguments']],
    [
      'a tool_calls entry',
      'x {"tool_calls": [{"name": "f", "arguments": 1}]}',
      ['tool_calls', 0, 'arguments'],
    ],
    [
      'a tool_calls entry nested under function',
      'x {"tool_calls": [{"id": "c", "function": {"name": "f", "arguments": 1}}]}',
      ['tool_calls', 0, 'function', 'arguments'],
    ],
    [
      'the legacy function_call',
      'x {"function_call": {"name": "f", "arguments": 1}}',
      ['function_call', 'arguments'],
    ],
  ])('%s fails at its arguments', (_, text, path) => {
    expect(readFailure(text, lenient)).toStrictEqual({
      kind: 'schema_invalid',
      path,
      expected: ['object', 'JSON string'],
      detail: 'number',
    })
  })
})

describe('lenient text: ids of tool_calls entries', () => {
  test('an entry’s id that is no string leaves the id inside function', () => {
    const text = 'x {"tool_calls": [{"id": 7, "function": {"name": "f", "arguments": {}, "id": "inner"}}]}'
    expect(plain(readOk(text, lenient).calls)).toEqual([{ name: 'f', arguments: {}, id: 'inner' }])
  })
})

describe('lenient text: a call key outside any object that parsed', () => {
  test('a quoted "name" at the end of prose, in no object, is not_json at the key', () => {
    const text = 'Here: "name"'
    expect(readFailure(text, lenient)).toStrictEqual({
      kind: 'not_json',
      format: 'text',
      position: { offset: 6, line: 1, column: 7 },
      excerpt: { text, offset: 6 },
    })
  })

  test('a broken call object with a repeated key fails where it breaks, not at the repeat', () => {
    const text = 'x {"name": "a", "name": "b", "arguments": {x}}'
    expect(readFailure(text, lenient)).toStrictEqual({
      kind: 'not_json',
      format: 'text',
      position: { offset: 43, line: 1, column: 44 },
      token: 'x',
      excerpt: { text, offset: 43 },
    })
  })

  test('an object nested beyond maxDepth is not read as a call but fails as too deep', () => {
    const text = 'x {"name": "f", "arguments": {"a": {"b": 1}}}'
    expect(readFailure(text, { ...lenient, maxDepth: 2 })).toStrictEqual({
      kind: 'too_deep',
      format: 'text',
      position: { offset: 35, line: 1, column: 36 },
      token: '{',
      excerpt: { text, offset: 35 },
    })
  })
})

describe('lenient text: a text that is one JSON value', () => {
  test('a Gemini response is read as strict parsing reads it', () => {
    const text =
      '{"candidates": [{"content": {"parts": [{"functionCall": {"name": "f", "args": {"a": 1}}}]}}]}'
    const turn = readOk(text, lenient)
    expect(turn.format).toBe('gemini')
    expect(plain(turn.calls)).toEqual([{ name: 'f', arguments: { a: 1 } }])
  })

  test('a repeated key keeps the last value, and an object of no known shape is unknown_shape', () => {
    expect(readFailure('{"total": 42, "total": 43}', lenient)).toMatchObject({
      kind: 'unknown_shape',
      path: [],
    })
  })

  test('an array of numbers, which does not open as JSON, is no call', () => {
    expect(readOk('[1, 2]', lenient)).toStrictEqual({ format: 'text', calls: [], fromText: true })
  })

  test('JSON with no call says how many objects it found', () => {
    expect(readFailure('```json\n{"city": "Paris"} x {"days": 2}\n```', lenient)).toStrictEqual({
      kind: 'no_call_found',
      format: 'text',
      detail: '2 JSON object(s), none a call',
    })
  })
})

describe("lenient: 'last' details", () => {
  test('a bare array is refused even when an element repeats a key', () => {
    expect(readFailure('[{"name": "f", "name": "g", "arguments": {}}]', last)).toStrictEqual({
      kind: 'no_call_found',
      format: 'text',
      detail: 'a bare array',
    })
  })

  test('a last object with an empty tool_calls list is skipped', () => {
    const turn = readOk('{"name": "a", "arguments": {}} {"tool_calls": []}', last)
    expect(turn.format).toBe('canonical')
    expect(plain(turn.calls)).toStrictEqual([{ name: 'a', arguments: {} }])
  })
})
