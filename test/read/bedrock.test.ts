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
