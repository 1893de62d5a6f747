import { describe, expect, test } from 'vitest'
import { fixture, mutated, part, plain, REMOVE, readFailure, readOk } from './helpers.js'

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
