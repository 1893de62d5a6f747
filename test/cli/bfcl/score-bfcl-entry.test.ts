import { describe, expect, test } from 'vitest'
import type { BfclEntry } from '../../../src/cli/bfcl/bfcl-dir.js'
import { scoreBfclEntry } from '../../../src/cli/bfcl/score-bfcl-entry.js'
import type { JsonObject, JsonValue } from '../../../src/json/types.js'

const weather = {
  name: 'get_weather',
  description: 'Forecast.',
  parameters: { type: 'dict', properties: { city: { type: 'string' } }, required: ['city'] },
}

/** A `live_relevance` entry as the CLI reads it from a BFCL data folder (relevance has no answer file). */
const relevance: BfclEntry = {
  id: 'live_relevance_0-0-0',
  category: 'live_relevance',
  question: {
    id: 'live_relevance_0-0-0',
    question: [[{ role: 'user', content: 'Weather in Paris?' }]],
    function: [weather],
  } as unknown as JsonObject,
  answer: undefined,
  file: 'BFCL_v4_live_relevance.json',
  line: 1,
}

const passes = (result: JsonValue, profile: 'bfcl' | 'default') =>
  scoreBfclEntry(relevance, { id: relevance.id, result }, { profile, underscoreNames: false }).sample.pass

describe('scoreBfclEntry: live_relevance counts any decoded call as right', () => {
  test.each<[string, JsonValue, boolean]>([
    ['a documented call', [{ get_weather: { city: 'Paris' } }], true],
    ['a function not in the docs', [{ book_flight: { from: 'CDG' } }], true],
    ['a call without its required argument', [{ get_weather: {} }], true],
    ['the same, as a prompting model writes it', '[get_weather()]', true],
    ['a wrong argument type', [{ get_weather: { city: 7 } }], true],
    ['no call', [], false],
    ['a text answer', 'It is sunny.', false],
  ])('%s', (_, result, pass) => {
    expect(passes(result, 'bfcl')).toBe(pass)
    expect(passes(result, 'default')).toBe(pass)
  })
})
