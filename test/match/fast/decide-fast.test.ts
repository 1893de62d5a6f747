import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { compileCachedTurn } from '../../../src/compile/compile-cache.js'
import { defineTools } from '../../../src/compile/define-tools.js'
import type { TurnExpectation } from '../../../src/expect/types.js'
import { decideFull } from '../../../src/match/decide.js'
import { decideFast, type FastAnswer } from '../../../src/match/fast/decide-fast.js'
import { type MatchOptions, normalizeMatchOptions } from '../../../src/match/options.js'

const jsonTools = defineTools({
  get_weather: {
    schema: {
      type: 'object',
      properties: { city: { type: 'string' } },
      required: ['city'],
      additionalProperties: false,
    },
  },
})
const zodTools = defineTools({ get_weather: { schema: z.strictObject({ city: z.string() }) } })
const weather = (city: string | number) => ({ name: 'get_weather', arguments: { city } })

/** Arguments whose `city` reads as `Paris` once, then throws (the fast route reads it twice). */
function readOnce() {
  let reads = 0
  return Object.defineProperty({}, 'city', {
    enumerable: true,
    get() {
      reads++
      if (reads > 1) throw new Error('read twice')
      return 'Paris'
    },
  })
}

describe('decideFast', () => {
  test.each<[string, unknown, TurnExpectation, MatchOptions | undefined, FastAnswer]>([
    ['a passing call', weather('Paris'), weather('Paris'), undefined, 'pass'],
    ['a failing call', weather('Rome'), weather('Paris'), undefined, 'fail'],
    [
      'a call where a confirmation is expected',
      weather('Paris'),
      { confirm: [weather('Paris')], order: 'parallel' },
      undefined,
      'fail',
    ],
    [
      'one call of two expected in parallel',
      weather('Paris'),
      { calls: [weather('Paris'), weather('Rome')], order: 'parallel' },
      undefined,
      'fail',
    ],
    ['a call where none is expected', weather('Paris'), { abstain: true }, undefined, 'fail'],
    [
      'BFCL entries in any order',
      [{ g: {} }, { f: { a: 1 } }],
      {
        calls: [
          { name: 'f', arguments: { a: 1 } },
          { name: 'g', arguments: {} },
        ],
        order: 'parallel',
      },
      undefined,
      'pass',
    ],
    ['valid for JSON Schema tools', weather('Paris'), weather('Paris'), { tools: jsonTools }, 'pass'],
    ['invalid for JSON Schema tools', weather(5), { name: 'get_weather' }, { tools: jsonTools }, 'fail'],
    [
      'a tool that is not declared',
      { name: 'other', arguments: {} },
      { name: 'other' },
      { tools: jsonTools },
      'fail',
    ],
    ['not validated', weather(5), { name: 'get_weather' }, { tools: jsonTools, validation: 'none' }, 'pass'],
    [
      'zod tools (they may read inherited keys)',
      weather('Paris'),
      weather('Paris'),
      { tools: zodTools },
      'unsure',
    ],
    [
      'a serial expectation',
      [{ f: {} }, { g: {} }],
      { calls: [{ name: 'f' }, { name: 'g' }] },
      undefined,
      'unsure',
    ],
    ['a received value that is not plain', weather('Zürich'), weather('Zürich'), undefined, 'unsure'],
    ['text', 'get_weather(city="Paris")', weather('Paris'), undefined, 'unsure'],
    [
      'a value that throws when read again',
      [{ get_weather: readOnce() }],
      weather('Paris'),
      undefined,
      'unsure',
    ],
  ])('%s: %s', (_title, received, expectation, given, answer) => {
    const options = normalizeMatchOptions(given)
    const compiled = compileCachedTurn(expectation, options)
    expect(decideFast(received, compiled, options)).toBe(answer)
    if (answer !== 'unsure') expect(decideFull(received, compiled, options)).toBe(answer === 'pass')
  })
})
