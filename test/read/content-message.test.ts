import { describe, expect, test } from 'vitest'
import { contentMessage } from '../../src/read/content-message.js'
import { DEFAULT_READ_OPTIONS } from '../../src/read/normalize-read-options.js'
import { readFailure, readOk, thrownFailure } from './helpers.js'

/** Canonical objects have a null prototype: compared as plain data. */
const data = (value: unknown): unknown => JSON.parse(JSON.stringify(value))

const AT = ['messages', 1]

describe('contentMessage', () => {
  test.each([
    ['a role and a content array (matches)', { role: 'assistant', content: [] }, true],
    ['no role', { content: [] }, false],
    ['a role that is no string', { role: 1, content: [] }, false],
    ['a type besides the role', { role: 'assistant', type: 'message', content: [] }, false],
    ['a content that is no array', { role: 'assistant', content: 'hi' }, false],
  ])('matching needs %s', (_, value, expected) => {
    expect(contentMessage.matches(value, AT)).toBe(expected)
  })

  test('an empty content reads as no call, in Bedrock format', () => {
    expect(data(contentMessage.read({ role: 'assistant', content: [] }, AT, DEFAULT_READ_OPTIONS))).toEqual({
      format: 'bedrock',
      calls: [],
    })
    expect(readOk({ role: 'assistant', content: [] })).toStrictEqual({
      format: 'bedrock',
      fromText: false,
      calls: [],
    })
  })

  test('a content that is no array (read without matching) reads as no call', () => {
    expect(data(contentMessage.read({ role: 'assistant', content: 'hi' }, AT, DEFAULT_READ_OPTIONS))).toEqual(
      {
        format: 'bedrock',
        calls: [],
      },
    )
  })

  test('a Bedrock toolUse block reads in Bedrock format', () => {
    const message = {
      role: 'assistant',
      content: [{ toolUse: { toolUseId: 't1', name: 'f', input: { a: 1 } } }],
    }
    expect(data(contentMessage.read(message, AT, DEFAULT_READ_OPTIONS))).toEqual({
      format: 'bedrock',
      calls: [{ name: 'f', arguments: { a: 1 }, id: 't1' }],
    })
  })

  test('an undefined block fails at its place under content', () => {
    expect(
      thrownFailure(() =>
        contentMessage.read({ role: 'assistant', content: [undefined] }, AT, DEFAULT_READ_OPTIONS),
      ),
    ).toStrictEqual({ kind: 'invalid_value', path: [...AT, 'content', 0], detail: 'undefined' })
  })

  test('a block of no known shape fails at its place under content', () => {
    expect(readFailure({ role: 'assistant', content: [{ foo: 1 }] })).toMatchObject({
      kind: 'unknown_shape',
      path: ['content', 0],
    })
  })
})
