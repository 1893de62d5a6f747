import { describe, expect, test } from 'vitest'
import { edited, fixture, mutated, part, readFailure, readOk } from './helpers.js'

const TWO = 'openai-chat/response-two-choices.json'
const TEXT = 'openai-chat/response-text.json'

describe('a response with several choices', () => {
  test('choices that read differently fail, asking which one', () => {
    expect(readFailure(fixture(TWO))).toMatchObject({
      kind: 'ambiguous_choice',
      path: ['choices'],
      detail: '2 choices',
    })
  })

  test('choice: N reads that one', () => {
    expect(readOk(fixture(TWO), { choice: 1 }).calls[0]?.name).toBe('lookup_order')
    expect(readOk(fixture(TWO), { choice: 0 }).calls[0]?.name).toBe('refund_order')
  })

  test('choices that all read the same are read (n > 1 with no call in any)', () => {
    const response = fixture(TEXT) as { choices: object[] }
    response.choices.push({ ...response.choices[0]!, index: 1 }, { ...response.choices[0]!, index: 2 })
    expect(readOk(response).calls).toEqual([])
  })

  test('Gemini candidates follow the same rule', () => {
    const two = edited(
      fixture('gemini/response-function-calls.json'),
      ['candidates', 1],
      part('gemini/response-text.json', ['candidates', 0]),
    )
    expect(readFailure(two)).toMatchObject({ kind: 'ambiguous_choice', path: ['candidates'] })
    expect(readOk(two, { choice: 1 }).calls).toEqual([])
  })

  test('no choices at all is schema_invalid', () => {
    expect(readFailure(mutated(TWO, ['choices'], []))).toMatchObject({
      kind: 'schema_invalid',
      path: ['choices', 0],
    })
  })
})

describe('the list of choices, whole failures', () => {
  test.each([
    ['choices that are no array', 'x', { path: ['choices'], expected: ['array'], detail: 'string' }],
    [
      'an empty list of choices',
      [],
      { path: ['choices', 0], expected: ['an index below 0'], detail: 'no choices 0' },
    ],
    ['a choice that is no object', [5], { path: ['choices', 0], expected: ['object'], detail: 'number' }],
  ])('%s is schema_invalid', (_, choices, failure) => {
    expect(readFailure({ object: 'chat.completion', choices })).toStrictEqual({
      kind: 'schema_invalid',
      format: 'openai-chat',
      ...failure,
    })
  })

  test('several choices that read differently: the whole ambiguous_choice failure', () => {
    expect(readFailure(fixture(TWO))).toStrictEqual({
      kind: 'ambiguous_choice',
      format: 'openai-chat',
      path: ['choices'],
      token: 'choices',
      detail: '2 choices',
    })
  })

  test('a failure inside the chosen choice is at its place in the list', () => {
    const name = ['choices', 1, 'message', 'tool_calls', 0, 'function', 'name']
    expect(readFailure(mutated(TWO, name, 7), { choice: 1 })).toStrictEqual({
      kind: 'schema_invalid',
      format: 'openai-chat',
      path: name,
      expected: ['non-empty string'],
      detail: 'number',
    })
  })
})
