import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { compileCachedTurn } from '../../../src/compile/compile-cache.js'
import { defineTools } from '../../../src/compile/define-tools.js'
import type { TurnExpectation } from '../../../src/expect/types.js'
import { field } from '../../../src/index.js'
import { decide, decideFull } from '../../../src/match/decide.js'
import type { FastAnswer } from '../../../src/match/fast/decide-fast.js'
import { decideWritten } from '../../../src/match/fast/decide-written.js'
import { readPlainCalls } from '../../../src/match/fast/read-plain-calls.js'
import { type MatchOptions, normalizeMatchOptions } from '../../../src/match/options.js'
import { MatcherUsageError } from '../../../src/usage-error.js'

const citySchema = {
  type: 'object',
  properties: { city: { type: 'string' } },
  required: ['city'],
  additionalProperties: false,
} as const
const jsonTools = () => defineTools({ get_weather: { schema: citySchema } })
const comparedTools = () =>
  defineTools({ get_weather: { schema: citySchema, compare: { city: field.casefold() } } })
const defaultTools = () =>
  defineTools({
    get_weather: {
      schema: { type: 'object', properties: { city: { type: 'string', default: 'Paris' } } },
    },
  })
const zodTools = () => defineTools({ get_weather: { schema: z.strictObject({ city: z.string() }) } })
const weather = (city: unknown) => ({ name: 'get_weather', arguments: { city } })
const calls = (count: number) => Array.from({ length: count }, (_, index) => ({ f: { i: index } }))
const expectCalls = (count: number) => ({
  calls: Array.from({ length: count }, (_, index) => ({ name: 'f', arguments: { i: index } })),
  order: 'parallel',
})

type Row = [string, () => unknown, () => unknown, (() => MatchOptions) | undefined, FastAnswer]

// Each row builds its values in the test body (thunks), not while the table is collected.
describe('decideWritten', () => {
  test.each<Row>([
    ['a passing call', () => weather('Paris'), () => weather('Paris'), undefined, 'pass'],
    ['a wrong argument', () => weather('Rome'), () => weather('Paris'), undefined, 'fail'],
    [
      'a wrong name',
      () => ({ name: 'f', arguments: { city: 'Paris' } }),
      () => weather('Paris'),
      undefined,
      'fail',
    ],
    [
      'any name',
      () => ({ name: 'f', arguments: {} }),
      () => ({ name: '*', arguments: {} }),
      undefined,
      'pass',
    ],
    ['arguments not checked', () => weather(5), () => ({ name: 'get_weather' }), undefined, 'pass'],
    [
      'a BFCL entry',
      () => [{ get_weather: { city: 'paris' } }],
      () => weather(field.bfclString('Paris')),
      undefined,
      'pass',
    ],
    [
      'another argument, forbidden',
      () => ({ name: 'f', arguments: { a: 1, b: 2 } }),
      () => ({ name: 'f', arguments: { a: 1 } }),
      undefined,
      'fail',
    ],
    [
      'another argument, allowed',
      () => ({ name: 'f', arguments: { a: 1, b: 2 } }),
      () => ({ name: 'f', arguments: { a: 1 } }),
      () => ({ extraArguments: 'allow' }),
      'pass',
    ],
    [
      'another argument allowed at the top level only',
      () => ({ name: 'f', arguments: { a: { x: 1, y: 2 } } }),
      () => ({ name: 'f', arguments: { a: { x: 1 } } }),
      () => ({ extraArguments: 'allow' }),
      'fail',
    ],
    [
      'two calls where one is expected',
      () => [{ f: {} }, { f: {} }],
      () => ({ name: 'f', arguments: {} }),
      undefined,
      'fail',
    ],
    [
      'two calls where one is expected, other calls allowed',
      () => [{ g: {} }, { f: {} }],
      () => ({ name: 'f', arguments: {} }),
      () => ({ extraCalls: 'allow' }),
      'pass',
    ],
    ['no call where one is expected', () => [], () => ({ name: 'f' }), undefined, 'fail'],
    [
      'parallel calls in another order',
      () => [{ g: {} }, { f: { a: 1 } }],
      () => ({
        calls: [
          { name: 'f', arguments: { a: 1 } },
          { name: 'g', arguments: {} },
        ],
        order: 'parallel',
      }),
      undefined,
      'pass',
    ],
    [
      'unordered calls',
      () => [{ g: {} }, { f: {} }],
      () => ({ calls: [{ name: 'f' }, { name: 'g' }], order: 'unordered' }),
      undefined,
      'pass',
    ],
    [
      'a parallel call missing',
      () => [{ f: {} }],
      () => ({ calls: [{ name: 'f' }, { name: 'g' }], order: 'parallel' }),
      undefined,
      'fail',
    ],
    [
      'a superset of the calls',
      () => [{ h: {} }, { g: {} }, { f: {} }],
      () => ({ calls: [{ name: 'f' }, { name: 'g' }], order: 'superset' }),
      undefined,
      'pass',
    ],
    [
      'another call, parallel',
      () => [{ h: {} }, { g: {} }, { f: {} }],
      () => ({ calls: [{ name: 'f' }, { name: 'g' }], order: 'parallel' }),
      undefined,
      'fail',
    ],
    [
      'a pairing only a matching finds',
      () => [{ f: { a: 1 } }, { f: { a: 2 } }],
      () => ({ calls: [{ name: 'f' }, { name: 'f', arguments: { a: 1 } }], order: 'parallel' }),
      undefined,
      'pass',
    ],
    ['no calls expected, none made', () => [], () => ({ calls: [], order: 'parallel' }), undefined, 'pass'],
    ['64 × 64 calls (the most decided here)', () => calls(64), () => expectCalls(64), undefined, 'pass'],
    ['65 × 64 calls', () => calls(64), () => expectCalls(65), undefined, 'unsure'],
    ['no call where none is right', () => [], () => ({ abstain: true }), undefined, 'pass'],
    ['a call where none is right', () => [{ f: {} }], () => ({ abstain: true }), undefined, 'fail'],
    [
      'valid for JSON Schema tools',
      () => weather('Paris'),
      () => weather('Paris'),
      () => ({ tools: jsonTools() }),
      'pass',
    ],
    [
      'invalid for JSON Schema tools',
      () => weather(5),
      () => ({ name: 'get_weather' }),
      () => ({ tools: jsonTools() }),
      'fail',
    ],
    [
      'not validated',
      () => weather(5),
      () => ({ name: 'get_weather' }),
      () => ({ tools: jsonTools(), validation: 'none' }),
      'pass',
    ],
    [
      'an undeclared tool',
      () => ({ name: 'other', arguments: {} }),
      () => ({ name: 'other' }),
      () => ({ tools: jsonTools() }),
      'fail',
    ],
    [
      'a tool carried by the expectation',
      () => weather(5),
      () => jsonTools().get_weather.call(),
      undefined,
      'fail',
    ],
    [
      'a tool carried by one of the calls',
      () => [{ f: {} }, { get_weather: { city: 5 } }],
      () => ({ calls: [{ name: 'f' }, jsonTools().get_weather.call()], order: 'parallel' }),
      undefined,
      'fail',
    ],
    [
      'a tool that compares an argument its own way',
      () => weather('paris'),
      () => weather('Paris'),
      () => ({ tools: comparedTools() }),
      'unsure',
    ],
    [
      'a tool that declares a default',
      () => ({ name: 'get_weather', arguments: {} }),
      () => weather('Paris'),
      () => ({ tools: defaultTools() }),
      'unsure',
    ],
    [
      'zod tools (they may read inherited keys)',
      () => weather('Paris'),
      () => weather('Paris'),
      () => ({ tools: zodTools() }),
      'unsure',
    ],
    [
      'a serial expectation',
      () => [{ f: {} }, { g: {} }],
      () => ({ calls: [{ name: 'f' }, { name: 'g' }] }),
      undefined,
      'unsure',
    ],
    [
      'in order',
      () => [{ f: {} }],
      () => ({ calls: [{ name: 'f' }], order: 'in-order' }),
      undefined,
      'unsure',
    ],
    ['another rule', () => weather('paris'), () => weather(field.casefold('Paris')), undefined, 'unsure'],
    [
      'arguments as one rule',
      () => weather('Paris'),
      () => ({ name: 'get_weather', arguments: field.ignore() }),
      undefined,
      'unsure',
    ],
    [
      'a policy written in the call',
      () => weather('Paris'),
      () => ({ ...weather('Paris'), extraArguments: 'allow' }),
      undefined,
      'unsure',
    ],
    [
      'stale calls',
      () => weather('Paris'),
      () => ({ ...weather('Paris'), stale: { name: 'weather' } }),
      undefined,
      'unsure',
    ],
    [
      'a hidden stale call',
      () => weather('Paris'),
      () => Object.defineProperty(weather('Paris'), 'stale', { value: { name: 5 } }),
      undefined,
      'unsure',
    ],
    [
      'a $schema key',
      () => weather('Paris'),
      () => ({ $schema: 'x', ...weather('Paris') }),
      undefined,
      'unsure',
    ],
    [
      'a hidden $schema key that is not text (the compiler reads it)',
      () => weather('Paris'),
      () => Object.defineProperty(weather('Paris'), '$schema', { value: 5 }),
      undefined,
      'unsure',
    ],
    [
      'a confirmation',
      () => weather('Paris'),
      () => ({ confirm: [weather('Paris')], order: 'parallel' }),
      undefined,
      'unsure',
    ],
    ['plans', () => weather('Paris'), () => ({ plans: [weather('Paris')] }), undefined, 'unsure'],
    ['a clarification', () => [], () => ({ clarify: true }), undefined, 'unsure'],
    ['abstain with another key', () => [], () => ({ abstain: true, why: 'x' }), undefined, 'unsure'],
    ['abstain: false', () => [], () => ({ abstain: false }), undefined, 'unsure'],
    [
      'calls with a name too (the name form wins)',
      () => [{ f: {} }],
      () => Object.defineProperty({ calls: [{ name: 'f' }], order: 'parallel' }, 'name', { value: 'f' }),
      undefined,
      'unsure',
    ],
    [
      'a malformed call among the calls',
      () => [{ f: {} }],
      () => ({ calls: [{ name: 'f' }, { name: '' }], order: 'parallel' }),
      undefined,
      'unsure',
    ],
    [
      'a malformed rule',
      () => weather('Paris'),
      () => weather({ $rule: 'bfclString', value: 5 }),
      undefined,
      'unsure',
    ],
    ['an unknown rule', () => weather('Paris'), () => weather({ $rule: 'nope' }), undefined, 'unsure'],
    ['undefined for an argument', () => weather('Paris'), () => weather(undefined), undefined, 'unsure'],
    ['not an object', () => weather('Paris'), () => 'get_weather', undefined, 'unsure'],
    ['null', () => weather('Paris'), () => null, undefined, 'unsure'],
    [
      'an expectation that throws when read',
      () => weather('Paris'),
      () =>
        new Proxy(weather('Paris'), {
          get() {
            throw new Error('read')
          },
        }),
      undefined,
      'unsure',
    ],
  ])('%s', (_title, makeReceived, makeExpectation, makeOptions, answer) => {
    const options = normalizeMatchOptions(makeOptions?.())
    const received = makeReceived()
    const expectation = makeExpectation()
    const calls = readPlainCalls(received, options)
    expect(calls).toBeDefined()
    expect(decideWritten(calls!, expectation, options)).toBe(answer)
    let compiled: ReturnType<typeof compileCachedTurn>
    try {
      compiled = compileCachedTurn(expectation, options)
    } catch (error) {
      // Only an unsure case may be one that does not compile: `decide` then says why.
      expect(answer).toBe('unsure')
      expect(error).toBeInstanceOf(MatcherUsageError)
      expect(() => decide(received, expectation as TurnExpectation, makeOptions?.())).toThrow(
        MatcherUsageError,
      )
      return
    }
    const full = decideFull(received, compiled, options)
    if (answer !== 'unsure') expect(full).toBe(answer === 'pass')
    expect(decide(received, expectation as TurnExpectation, makeOptions?.())).toBe(full)
  })
})
