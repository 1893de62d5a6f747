import { describe, expect, test } from 'vitest'
import { ARGUMENTS_KEYS, argumentsKey } from '../../src/read/arguments-key.js'
import { thrownFailure } from './helpers.js'

describe('argumentsKey', () => {
  test.each([
    ['arguments', { name: 'f', arguments: {} }, 'arguments'],
    ['parameters', { name: 'f', parameters: '{}' }, 'parameters'],
    ['input', { name: 'f', input: {} }, 'input'],
    ['args', { name: 'f', args: {} }, 'args'],
    ['none, with only labels', { name: 'f', id: {}, type: '{"x": 1}', index: 0 }, undefined],
    ['none, with a number under another key', { name: 'f', count: 5 }, undefined],
    ['none, with null under another key', { name: 'f', note: null }, undefined],
    ['none, with prose under another key', { name: 'f', note: 'hello {x}' }, undefined],
    ['none, with an array under another key', { name: 'f', tags: [{}] }, undefined],
  ])('%s', (_, value, key) => {
    expect(argumentsKey(value, ['p'])).toBe(key)
  })

  test('two arguments keys at once are ambiguous', () => {
    expect(thrownFailure(() => argumentsKey({ args: {}, name: 'f', arguments: {} }, ['p']))).toStrictEqual({
      kind: 'ambiguous_arguments',
      path: ['p'],
      expected: ['arguments', 'args'],
    })
  })

  test.each([
    ['an object', { name: 'f', payload: { a: 1 } }, 'payload'],
    ['a JSON-object string', { name: 'f', payload: '{"a": 1}' }, 'payload'],
    ['a JSON-object string after white space', { name: 'f', count: 1, payload: ' \n{"a": 1}' }, 'payload'],
  ])('%s under an unknown key is schema_invalid there', (_, value, key) => {
    expect(thrownFailure(() => argumentsKey(value, ['p']))).toStrictEqual({
      kind: 'schema_invalid',
      path: ['p', key],
      expected: ARGUMENTS_KEYS,
      detail: 'arguments under an unknown key',
    })
  })

  test('the keys are the four known ones, in order', () => {
    expect(ARGUMENTS_KEYS).toStrictEqual(['arguments', 'parameters', 'input', 'args'])
  })
})
