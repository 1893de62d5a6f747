import { describe, expect, test } from 'vitest'
import { readBfclResult } from '../../src/bfcl/read-bfcl-result.js'
import type { JsonValue } from '../../src/json/types.js'
import { readCalls } from '../../src/read/read-calls.js'

const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown
/** The calls the engine reads from a result, or the read failure's kind. */
function callsOf(result: JsonValue) {
  const read = readCalls(readBfclResult(result), { syntax: 'python' })
  return read.ok ? { calls: plain(read.turn.calls) } : { failure: read.failure.kind }
}
const weather = [{ name: 'get_weather', arguments: { city: 'Paris' } }]

describe('readBfclResult', () => {
  test.each<[string, JsonValue, unknown]>([
    ['decoded calls', [{ get_weather: { city: 'Paris' } }], { calls: weather }],
    ['FC calls with JSON-text arguments', [{ get_weather: '{"city": "Paris"}' }], { calls: weather }],
    [
      'FC and decoded calls mixed',
      [{ f: '{"a": 1}' }, { g: { b: 2 } }],
      {
        calls: [
          { name: 'f', arguments: { a: 1 } },
          { name: 'g', arguments: { b: 2 } },
        ],
      },
    ],
    [
      'FC arguments that are not JSON',
      [{ get_weather: '{"city": "Paris"' }],
      { failure: 'arguments_not_json' },
    ],
    ['FC arguments with a repeated key', [{ f: '{"a": 1, "a": 2}' }], { failure: 'arguments_not_json' }],
    ['an empty list', [], { calls: [] }],
    ["BFCL's empty output [{}]", [{}], { calls: [] }],
    ['Python call syntax', "[get_weather(city='Paris')]", { calls: weather }],
    ['Python without brackets, in a fence', "```\nget_weather(city='Paris')\n```", { calls: weather }],
    ['malformed Python', "[get_weather('Paris')]", { failure: 'python_syntax' }],
    ['JSON text', '[{"get_weather": {"city": "Paris"}}]', { calls: weather }],
    ['JSON text of FC calls', '[{"get_weather": "{\\"city\\": \\"Paris\\"}"}]', { calls: weather }],
    ['malformed JSON text', '[{"get_weather": {"city": "Paris"}]', { failure: 'not_json' }],
    ['prose', 'I cannot help with that.', { calls: [] }],
    ['prose with brackets inside', 'Sorry, I have no tool for that [yet].', { calls: [] }],
    ['empty text', '  ', { calls: [] }],
    ['an error BFCL stored', 'Error during inference: timeout', { calls: [] }],
    ['null', null, { failure: 'not_an_object' }],
  ])('%s', (_, result, expected) => {
    expect(callsOf(result)).toEqual(expected)
  })

  test.each<[string, JsonValue, JsonValue]>([
    ['Python text goes to the reader trimmed', '``` [f(a=1)] ```', '[f(a=1)]'],
    ['broken JSON goes to the reader as text', '[{"f": {]', '[{"f": {]'],
    ['prose is no call', 'Sorry.', []],
    ['an SDK response goes as it is', { content: [] }, { content: [] }],
  ])('%s', (_, result, expected) => {
    expect(readBfclResult(result)).toEqual(expected)
  })
})
