import { describe, expect, test } from 'vitest'
import { isGeminiPart } from '../../src/read/gemini-part.js'
import { plain, readFailure, readOk } from './helpers.js'

const include = { serverTools: 'include' } as const

describe('a server-side toolCall part', () => {
  test('an empty toolType cannot name the tool', () => {
    expect(readFailure({ toolCall: { toolType: '' } }, include)).toStrictEqual({
      kind: 'schema_invalid',
      format: 'gemini',
      path: ['toolCall', 'toolType'],
      expected: ['the built-in tool’s type'],
      detail: '',
    })
  })

  test('args given as a JSON string are refused: they must be an object', () => {
    expect(readFailure({ toolCall: { toolType: 'URL_CONTEXT', args: '{"q": 1}' } }, include)).toStrictEqual({
      kind: 'schema_invalid',
      format: 'gemini',
      path: ['toolCall', 'args'],
      expected: ['object'],
      detail: 'string',
    })
  })
})

describe('an executableCode part', () => {
  test('is a server call of code_execution under include', () => {
    const turn = readOk({ executableCode: { language: 'PYTHON', code: 'print(1)' } }, include)
    expect(plain(turn.calls)).toEqual([
      { name: 'code_execution', arguments: { code: 'print(1)', language: 'PYTHON' }, server: true },
    ])
  })

  test('a value that is no JSON fails at its path inside executableCode', () => {
    expect(readFailure({ executableCode: { language: 'PYTHON', code: Number.NaN } }, include)).toStrictEqual({
      kind: 'non_finite',
      format: 'gemini',
      path: ['executableCode', 'code'],
      detail: 'NaN',
    })
  })
})

describe('an unknown part', () => {
  test('is unknown_item naming its keys beside the metadata, comma-separated', () => {
    const received = {
      candidates: [{ content: { parts: [{ toolInvocation: {}, extra: 1, thought: true }] } }],
    }
    expect(readFailure(received)).toStrictEqual({
      kind: 'unknown_item',
      format: 'gemini',
      path: ['candidates', 0, 'content', 'parts', 0],
      token: 'toolInvocation, extra',
    })
  })
})

describe('isGeminiPart', () => {
  test.each([
    ['a text part', { text: 'x' }, true],
    ['a functionCall part', { functionCall: { name: 'f' } }, true],
    ['a typed text block', { type: 'text', text: 'x' }, false],
    ['a typed object with a functionCall', { type: 'function', functionCall: { name: 'f' } }, false],
    ['null', null, false],
    ['a string', 'x', false],
    ['an object with no payload', { thought: true }, false],
  ])('%s → %s', (_, value, expected) => {
    expect(isGeminiPart(value, [])).toBe(expected)
  })
})
