import { describe, expect, test } from 'vitest'
import { fixture, plain, readFailure, readOk } from './helpers.js'

describe('canonical reads', () => {
  test.each([
    [
      'a call with JSON-string arguments and an id',
      fixture('canonical/call-string-arguments.json'),
      [
        {
          name: 'create_ticket',
          arguments: { labels: ['hardware', 'floor-3'], priority: 'high', title: 'Printer jam' },
          id: 't-1',
        },
      ],
    ],
    [
      'an array of calls (absent arguments as {})',
      fixture('canonical/calls.json'),
      [
        { name: 'search_docs', arguments: { limit: 5, query: 'refund policy' } },
        { name: 'list_open_tickets', arguments: {} },
      ],
    ],
    [
      'Llama 3.x `parameters`, a pasted Anthropic `input`, `args`: each read as the arguments',
      [
        { name: 'a', parameters: { q: 1 } },
        { name: 'b', input: { q: 2 } },
        { name: 'c', args: { q: 3 }, id: 'x' },
      ],
      [
        { name: 'a', arguments: { q: 1 } },
        { name: 'b', arguments: { q: 2 } },
        { name: 'c', arguments: { q: 3 }, id: 'x' },
      ],
    ],
    [
      'names kept exactly (no normalisation)',
      { name: 'Cafe\u0301.Lookup', arguments: {} },
      [{ name: 'Cafe\u0301.Lookup', arguments: {} }],
    ],
  ])('%s', (_, received, calls) => {
    const turn = readOk(received)
    expect(turn.format).toBe('canonical')
    expect(plain(turn.calls)).toEqual(calls)
  })

  test('argument strings are NFC by default and kept with unicode: none', () => {
    const call = { name: 'f', arguments: { city: 'Bogota\u0301' } }
    expect(readOk(call).calls[0]?.arguments.city).toBe('Bogotá')
    expect(readOk(call, { unicode: 'none' }).calls[0]?.arguments.city).toBe('Bogota\u0301')
  })
})

describe('canonical fails', () => {
  test.each([
    ['a numeric name', { name: 5, arguments: {} }, 'schema_invalid', ['name']],
    ['an empty name', { name: '', arguments: {} }, 'schema_invalid', ['name']],
    ['null arguments', { name: 'f', arguments: null }, 'schema_invalid', ['arguments']],
    ['array arguments', { name: 'f', arguments: [1] }, 'schema_invalid', ['arguments']],
    ['arguments under an unknown key', { name: 'f', params: { a: 1 } }, 'schema_invalid', ['params']],
    [
      'arguments under two keys',
      { name: 'f', arguments: {}, parameters: { a: 1 } },
      'ambiguous_arguments',
      [],
    ],
    [
      'arguments a JSON string of an array',
      { name: 'f', arguments: '[1]' },
      'arguments_not_json',
      ['arguments'],
    ],
    [
      'arguments a broken JSON string',
      { name: 'f', arguments: '{"a":' },
      'arguments_not_json',
      ['arguments'],
    ],
    ['the envelope {tool, args}', { tool: 'f', args: {} }, 'unknown_shape', []],
  ])('%s', (_, received, kind, path) => {
    expect(readFailure(received)).toMatchObject({ kind, path })
  })
})
