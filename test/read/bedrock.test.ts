import { describe, expect, test } from 'vitest'
import { bedrock } from '../../src/read/bedrock.js'
import { DEFAULT_READ_OPTIONS } from '../../src/read/normalize-read-options.js'
import { fixture, mutated, part, plain, REMOVE, readFailure, readOk, thrownFailure } from './helpers.js'

const TOOL_USE = 'bedrock/converse-tool-use.json'
const SONG = { name: 'top_song', arguments: { sign: 'WZPZ' }, id: 'tooluse_kZJMlvQmRJ6eAyJE5GIl7Q' }
const CONTENT = ['output', 'message', 'content']

describe('bedrock reads', () => {
  test.each([
    ['the whole response', fixture(TOOL_USE), [SONG]],
    ['the message', part(TOOL_USE, ['output', 'message']), [SONG]],
    ['the content array', part(TOOL_USE, CONTENT), [SONG]],
    ['one toolUse block', part(TOOL_USE, [...CONTENT, 1]), [SONG]],
    ['end_turn with text only as no call', fixture('bedrock/converse-text.json'), []],
  ])('%s', (_, received, calls) => {
    const turn = readOk(received)
    expect(turn.format).toBe('bedrock')
    expect(plain(turn.calls)).toEqual(calls)
  })
})

describe('bedrock fails', () => {
  const toolUse = [...CONTENT, 1, 'toolUse']
  test.each([
    ['input missing', mutated(TOOL_USE, [...toolUse, 'input'], REMOVE), [...toolUse, 'input']],
    ['input a string', mutated(TOOL_USE, [...toolUse, 'input'], 'WZPZ'), [...toolUse, 'input']],
    ['a missing name', mutated(TOOL_USE, [...toolUse, 'name'], REMOVE), [...toolUse, 'name']],
    ['no message', mutated(TOOL_USE, ['output', 'message'], REMOVE), ['output', 'message']],
  ])('%s', (_, received, path) => {
    expect(readFailure(received)).toMatchObject({ kind: 'schema_invalid', format: 'bedrock', path })
  })
})

describe('bedrock blocks', () => {
  test.each([
    ['a toolUse block', { toolUse: { toolUseId: 't', name: 'f', input: {} } }, true],
    ['a text block', { text: 'hi' }, true],
    ['an image block (an object under a known key)', { image: { format: 'png' } }, true],
    ['a document block alone', { document: { name: 'a' } }, true],
    ['a block with a type', { type: 'tool_use', toolUse: { toolUseId: 't', name: 'f', input: {} } }, false],
    ['a known key holding no object', { image: 'png' }, false],
    ['no known key', { foo: {} }, false],
  ])('the block shape matching %s is %s', (_, block, expected) => {
    expect(bedrock.block.matches(block, CONTENT)).toBe(expected)
  })

  test.each([
    ['an empty block is an unknown item named "empty block"', {}, 'empty block'],
    ['a block of unknown keys is an unknown item naming them', { foo: 1, bar: 2 }, 'foo, bar'],
  ])('%s', (_, block, token) => {
    expect(
      thrownFailure(() => bedrock.block.read(block, [...CONTENT, 0], DEFAULT_READ_OPTIONS)),
    ).toStrictEqual({
      kind: 'unknown_item',
      path: [...CONTENT, 0],
      token,
    })
    expect(readFailure({ output: { message: { role: 'assistant', content: [block] } } })).toStrictEqual({
      kind: 'unknown_item',
      format: 'bedrock',
      path: [...CONTENT, 0],
      token,
    })
  })
})

describe('bedrock: the stopReason, through the one stop policy', () => {
  test.each<[string, unknown, object]>([
    [
      'malformed_tool_use',
      fixture('bedrock/converse-malformed-tool-use.json'),
      { kind: 'schema_invalid', expected: ['a well-formed function call'], detail: 'malformed_tool_use' },
    ],
    [
      'malformed_model_output',
      mutated('bedrock/converse-malformed-tool-use.json', ['stopReason'], 'malformed_model_output'),
      { kind: 'schema_invalid', expected: ['a well-formed function call'], detail: 'malformed_model_output' },
    ],
    [
      'guardrail_intervened',
      fixture('bedrock/converse-guardrail-intervened.json'),
      { kind: 'filtered', token: 'guardrail_intervened', calls: [] },
    ],
    [
      'content_filtered',
      mutated(TOOL_USE, ['stopReason'], 'content_filtered'),
      { kind: 'filtered', token: 'content_filtered' },
    ],
    [
      'model_context_window_exceeded',
      mutated(TOOL_USE, ['stopReason'], 'model_context_window_exceeded'),
      { kind: 'truncated', detail: 'the token limit' },
    ],
  ])('%s fails at the stopReason', (_, received, failure) => {
    expect(readFailure(received)).toMatchObject({ format: 'bedrock', path: ['stopReason'], ...failure })
  })

  test('a malformed tool use fails even beside a call that read', () => {
    expect(readFailure(mutated(TOOL_USE, ['stopReason'], 'malformed_tool_use'))).toMatchObject({
      kind: 'schema_invalid',
      path: ['stopReason'],
    })
  })

  test.each(['end_turn', 'stop_sequence', 'tool_use'])('%s reads the calls', (stop) => {
    expect(plain(readOk(mutated(TOOL_USE, ['stopReason'], stop)).calls)).toEqual([SONG])
  })
})

describe('bedrock.response: claimed only on its own fields', () => {
  test.each<[string, object, boolean]>([
    ['a response', fixture(TOOL_USE) as object, true],
    ['an output holding a message', { output: { message: { role: 'assistant', content: [] } } }, true],
    ['a broken response: an output beside a stopReason', { output: {}, stopReason: 'end_turn' }, true],
    ['an output object alone', { output: { text: 'hi' } }, false],
    ['an output whose message is text', { output: { message: 'hi' } }, false],
    ['an output list (Responses API)', { output: [] }, false],
    ['an eval record', { input: 'q', output: { answer: 'a' }, expected: 'a' }, false],
  ])('%s: %s', (_, value, matches) => {
    expect(bedrock.response.matches(value, [])).toBe(matches)
  })

  test('{ output: {…} } with no message is no Bedrock response: unknown shape', () => {
    expect(readFailure({ output: { role: 'assistant', content: 'hi' } })).toMatchObject({
      kind: 'unknown_shape',
      path: [],
    })
  })

  test('values of other formats with an output are read by their own readers', () => {
    const responses = fixture('openai-responses/response-function-call.json')
    expect(readOk(responses).format).toBe('openai-responses')
    const wrapped = {
      output: { tool_calls: [{ id: 'c', type: 'function', function: { name: 'f', arguments: '{}' } }] },
    }
    expect(readFailure(wrapped).kind).toBe('unknown_shape')
  })

  test('a broken response beside a stopReason fails at its missing message', () => {
    expect(readFailure({ output: {}, stopReason: 'end_turn' })).toMatchObject({
      kind: 'schema_invalid',
      path: ['output', 'message'],
    })
  })
})
