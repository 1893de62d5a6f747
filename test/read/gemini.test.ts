import { describe, expect, test } from 'vitest'
import { fixture, mutated, part, plain, REMOVE, readFailure, readOk } from './helpers.js'

const CALLS = 'gemini/response-function-calls.json'
const LIGHTS = { name: 'set_light_values', arguments: { brightness: 25, color_temp: 'warm' } }
const DISCO = { name: 'power_disco_ball', arguments: { power: true } }
const PARTS = ['candidates', 0, 'content', 'parts']

describe('gemini reads', () => {
  test.each([
    ['the whole response', fixture(CALLS), [LIGHTS, DISCO]],
    ['one candidate', part(CALLS, ['candidates', 0]), [LIGHTS, DISCO]],
    ['a content', part(CALLS, ['candidates', 0, 'content']), [LIGHTS, DISCO]],
    ['a parts array', part(CALLS, PARTS), [LIGHTS, DISCO]],
    ['one part', part(CALLS, [...PARTS, 1]), [DISCO]],
    ['text-only parts as no call', fixture('gemini/response-text.json'), []],
    [
      'a call without args as {}',
      mutated(CALLS, [...PARTS, 1, 'functionCall', 'args'], REMOVE),
      [LIGHTS, { name: 'power_disco_ball', arguments: {} }],
    ],
    [
      'a candidate without content (blocked) as no call',
      mutated(CALLS, ['candidates', 0, 'content'], REMOVE),
      [],
    ],
    [
      'a call with its id',
      fixture('gemini/response-function-call-with-id.json'),
      [
        {
          name: 'schedule_meeting',
          arguments: { attendees: ['Bob', 'Alice'], date: '2025-03-27', time: '10:00', topic: 'Q3 planning' },
          id: 'fc_8a3b1f2e',
        },
      ],
    ],
  ])('%s', (_, received, calls) => {
    const turn = readOk(received)
    expect(turn.format).toBe('gemini')
    expect(plain(turn.calls)).toEqual(calls)
  })

  test('options.choice picks the candidate', () => {
    const response = fixture(CALLS) as { candidates: unknown[] }
    response.candidates.push(part('gemini/response-text.json', ['candidates', 0]))
    expect(readOk(response, { choice: 1 }).calls).toEqual([])
    expect(readFailure(response, { choice: 2 })).toMatchObject({
      kind: 'schema_invalid',
      path: ['candidates', 2],
    })
  })
})

describe('gemini fails', () => {
  test.each([
    [
      'args an array',
      mutated(CALLS, [...PARTS, 0, 'functionCall', 'args'], [25]),
      [...PARTS, 0, 'functionCall', 'args'],
    ],
    [
      'a missing name',
      mutated(CALLS, [...PARTS, 0, 'functionCall', 'name'], REMOVE),
      [...PARTS, 0, 'functionCall', 'name'],
    ],
    [
      'functionCall not an object',
      mutated(CALLS, [...PARTS, 0, 'functionCall'], 'x'),
      [...PARTS, 0, 'functionCall'],
    ],
    [
      'MALFORMED_FUNCTION_CALL',
      mutated(CALLS, ['candidates', 0, 'finishReason'], 'MALFORMED_FUNCTION_CALL'),
      ['candidates', 0, 'finishReason'],
    ],
  ])('%s', (_, received, path) => {
    expect(readFailure(received)).toMatchObject({ kind: 'schema_invalid', format: 'gemini', path })
  })
})
