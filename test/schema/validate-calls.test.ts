import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { defineTools } from '../../src/compile/define-tools.js'
import { field } from '../../src/expect/field.js'
import type { JsonObject, JsonValue } from '../../src/json/types.js'
import type { Call } from '../../src/read/types.js'
import { registryOf } from '../../src/schema/registry-of.js'
import type { ToolRegistry } from '../../src/schema/types.js'
import { callsValid, validateCalls } from '../../src/schema/validate-calls.js'

const registry: ToolRegistry = registryOf(
  defineTools({
    refund: {
      version: '2',
      schema: z.strictObject({
        order_id: z.string(),
        amount: z.number(),
        unit: z.enum(['EUR', 'USD']).default('EUR'),
        reason: z.string().optional(),
        address: z.object({ city: z.string(), zip: z.string() }).optional(),
      }),
      compare: { unit: field.enum({ aliases: { euro: 'EUR', dollar: 'USD' } }), amount: field.number() },
      previous: [
        { version: '1', schema: z.strictObject({ order: z.string(), amount: z.number() }) },
        { schema: z.strictObject({ id: z.string() }) },
      ],
    },
    notify: {
      schema: {
        type: 'object',
        properties: { channel: { type: 'string', enum: ['email', 'sms'] }, to: { type: 'string' } },
        required: ['channel'],
        additionalProperties: false,
      },
    },
    ping: { schema: z.strictObject({}) },
  }),
)!

const openAi: ToolRegistry = registryOf(
  defineTools([
    {
      type: 'function',
      function: {
        name: 'get_weather',
        parameters: {
          type: 'object',
          properties: { city: { type: 'string' } },
          required: ['city'],
          additionalProperties: false,
        },
      },
    },
  ]),
)!

const call = (name: string, args: JsonObject = {}): Call => ({ name, arguments: args })
const refund = (args: JsonObject) => call('refund', args)
const valid = refund({ order_id: 'o-1', amount: 20 })

/** The kinds (with reasons) `validateCalls` reports, to show why a list is invalid. */
const kinds = (calls: readonly Call[], tools: ToolRegistry) =>
  validateCalls(calls, tools).map(
    (item) => `${item.kind}${item.reason === undefined ? '' : `:${item.reason}`}`,
  )

describe('callsValid: table', () => {
  test.each<[string, Call[], ToolRegistry, string[]]>([
    ['no calls', [], registry, []],
    ['a valid call', [valid], registry, []],
    [
      'every optional argument',
      [
        refund({
          order_id: 'o-1',
          amount: 2.5,
          unit: 'USD',
          reason: 'late',
          address: { city: 'Paris', zip: '75001' },
        }),
      ],
      registry,
      [],
    ],
    [
      'several valid calls of several tools',
      [valid, call('notify', { channel: 'sms' }), call('ping')],
      registry,
      [],
    ],
    ['a JSON Schema tool', [call('notify', { channel: 'email', to: 'ada@example.com' })], registry, []],
    ['a provider tool list', [call('get_weather', { city: 'Paris' })], openAi, []],
    [
      'an alias the tool declares: the schema as written rejects it',
      [refund({ order_id: 'o-1', amount: 20, unit: 'euro' })],
      registry,
      ['schema:not_in_enum'],
    ],
    [
      'an alias in another case is not declared',
      [refund({ order_id: 'o-1', amount: 20, unit: 'Euro' })],
      registry,
      ['schema:not_in_enum'],
    ],
    ['an unknown tool', [call('refnd', { order_id: 'o-1' })], registry, ['schema:unknown_tool']],
    ['a tool named like an Object method', [call('constructor')], registry, ['schema:unknown_tool']],
    ['a tool named __proto__', [call('__proto__')], registry, ['schema:unknown_tool']],
    [
      'a tool of another registry',
      [call('get_weather', { city: 'Paris' })],
      registry,
      ['schema:unknown_tool'],
    ],
    ['a wrong type', [refund({ order_id: 'o-1', amount: '20' })], registry, ['schema:wrong_type']],
    [
      'a wrong nested type',
      [refund({ order_id: 'o-1', amount: 20, address: { city: 'Paris', zip: 75001 } })],
      registry,
      ['schema:wrong_type'],
    ],
    ['a missing required argument', [refund({ amount: 20 })], registry, ['schema:missing_required']],
    [
      'a missing required argument (JSON Schema)',
      [call('notify', { to: 'x' })],
      registry,
      ['schema:missing_required'],
    ],
    [
      'an undeclared argument',
      [refund({ order_id: 'o-1', amount: 20, note: 'x' })],
      registry,
      ['schema:undeclared'],
    ],
    [
      'an undeclared argument to a tool without any',
      [call('ping', { x: 1 })],
      registry,
      ['schema:undeclared'],
    ],
    ['a value outside the enum', [call('notify', { channel: 'fax' })], registry, ['schema:not_in_enum']],
    [
      'a call fitting the previous version',
      [refund({ order: 'o-1', amount: 20 })],
      registry,
      ['stale_schema', 'schema:missing_required', 'schema:undeclared'],
    ],
    [
      'a call fitting an unversioned earlier version',
      [refund({ id: 'o-1' })],
      registry,
      ['stale_schema', 'schema:missing_required', 'schema:missing_required', 'schema:undeclared'],
    ],
    [
      'a call fitting no version',
      [refund({ order: 'o-1' })],
      registry,
      ['schema:missing_required', 'schema:missing_required', 'schema:undeclared'],
    ],
    [
      'an invalid call after valid ones',
      [valid, valid, call('ping', { x: 1 })],
      registry,
      ['schema:undeclared'],
    ],
    ['an invalid call before a valid one', [call('nope'), valid], registry, ['schema:unknown_tool']],
    [
      'two invalid calls',
      [call('nope'), refund({ order_id: 1, amount: 20 })],
      registry,
      ['schema:unknown_tool', 'schema:wrong_type'],
    ],
  ])('%s', (_, calls, tools, reported) => {
    // Sorted: the order validateCalls reports in is not what this table is about.
    expect(kinds(calls, tools).sort()).toEqual([...reported].sort())
    expect(callsValid(calls, tools)).toBe(reported.length === 0)
  })
})

describe('aliases: never applied as sent, an equivalence with_aliases', () => {
  const unit = (value: JsonValue) => [refund({ order_id: 'o-1', amount: 20, unit: value })]
  test.each<[string, Call[], string[], string[]]>([
    ['a canonical value', unit('EUR'), [], []],
    ['an alias the tool declares', unit('euro'), ['schema:not_in_enum'], []],
    ['another declared alias', unit('dollar'), ['schema:not_in_enum'], []],
    ['an alias in another case', unit('Euro'), ['schema:not_in_enum'], ['schema:not_in_enum']],
    ['a value outside the enum', unit('GBP'), ['schema:not_in_enum'], ['schema:not_in_enum']],
    ['an alias for another argument', [refund({ order_id: 'euro', amount: 20 })], [], []],
    [
      'an alias as a number argument',
      [refund({ order_id: 'o-1', amount: 'euro' })],
      ['schema:wrong_type'],
      ['schema:wrong_type'],
    ],
  ])('%s', (_, calls, asSent, withAliases) => {
    const reasons = (aliases?: 'as_sent' | 'with_aliases') =>
      validateCalls(calls, registry, aliases).map((item) => `${item.kind}:${item.reason}`)
    expect(reasons()).toEqual(asSent)
    expect(reasons('as_sent')).toEqual(asSent)
    expect(reasons('with_aliases')).toEqual(withAliases)
    expect(callsValid(calls, registry)).toBe(asSent.length === 0)
    expect(callsValid(calls, registry, 'with_aliases')).toBe(withAliases.length === 0)
  })
})

// Random calls against the registry, from pools that hit valid calls and every kind of failure often.
const text = fc.constantFrom<JsonValue>('o-1', 'EUR', 'USD', 'euro', 'Euro', 'email', 'fax')
const value = fc.oneof(
  text,
  fc.constantFrom<JsonValue>(20, 2.5, null, true),
  fc.constant({ city: 'Paris', zip: '1' }),
)
const argumentsFor: Record<string, readonly string[]> = {
  refund: ['order_id', 'amount', 'unit', 'reason', 'address', 'order', 'id'],
  notify: ['channel', 'to'],
  ping: ['x'],
  nope: ['x'],
}
const name = fc.constantFrom('refund', 'notify', 'ping', 'nope')

/** A call whose arguments are mostly right for its tool: each declared argument a fitting value, sometimes not. */
const randomCall: fc.Arbitrary<Call> = name.chain((tool) =>
  fc
    .record({
      fitting: fc.boolean(),
      args: fc.dictionary(fc.constantFrom(...argumentsFor[tool]!), value, { maxKeys: 3 }),
    })
    .map(({ fitting, args }) => {
      if (!fitting) return call(tool, args as JsonObject)
      // A refund in the current shape, or in an earlier version's (stale) when the draw named an old field.
      if (tool === 'refund' && 'order' in args) return refund({ order: 'o-1', amount: 20 })
      if (tool === 'refund' && 'id' in args) return refund({ id: 'o-1' })
      if (tool === 'refund')
        return refund({ order_id: 'o-1', amount: 20, ...(args.unit === 'euro' ? { unit: 'euro' } : {}) })
      if (tool === 'notify') return call('notify', { channel: args.channel === 'fax' ? 'fax' : 'email' })
      return call(tool)
    }),
)

describe('callsValid: properties', () => {
  test('equals validateCalls(...).length === 0 on random call lists', () => {
    const counts = { valid: 0, invalid: 0, stale: 0, unknown: 0 }
    fc.assert(
      fc.property(fc.array(randomCall, { maxLength: 4 }), (calls) => {
        const mismatches = validateCalls(calls, registry)
        expect(callsValid(calls, registry)).toBe(mismatches.length === 0)
        const resolved = validateCalls(calls, registry, 'with_aliases')
        expect(callsValid(calls, registry, 'with_aliases')).toBe(resolved.length === 0)
        counts[mismatches.length === 0 ? 'valid' : 'invalid']++
        if (mismatches.some((item) => item.kind === 'stale_schema')) counts.stale++
        if (mismatches.some((item) => item.reason === 'unknown_tool')) counts.unknown++
      }),
      { seed: 20261130, numRuns: 3000 },
    )
    // Not vacuous: both answers, and the stale and unknown-tool routes, many times.
    expect(counts.valid).toBeGreaterThan(300)
    expect(counts.invalid).toBeGreaterThan(300)
    expect(counts.stale).toBeGreaterThan(30)
    expect(counts.unknown).toBeGreaterThan(300)
  })
})

describe('validateCalls: the mismatches in full', () => {
  // `refund`, with its earlier versions, and the others are the table's `registry`; `count` has an integer.
  const counting = registryOf(
    defineTools({
      count: {
        schema: {
          type: 'object',
          properties: { n: { type: 'integer' } },
          required: ['n'],
          additionalProperties: false,
        },
      },
    }),
  )!
  const ok = call('count', { n: 1 })

  test('an unknown tool: the name, and the tools there are, sorted', () => {
    expect(validateCalls([valid, call('nope')], registry)).toStrictEqual([
      {
        kind: 'schema',
        path: ['calls', 1, 'name'],
        reason: 'unknown_tool',
        received: 'nope',
        allowed: ['notify', 'ping', 'refund'],
        call: { received: 1 },
      },
    ])
  })

  test('a wrong type: an integer is expected as a number', () => {
    expect(validateCalls([ok, call('count', { n: 'x' })], counting)).toStrictEqual([
      {
        kind: 'schema',
        path: ['calls', 1, 'arguments', 'n'],
        expected: 'count',
        reason: 'wrong_type',
        expectedType: 'number',
        received: 'x',
        call: { received: 1 },
      },
    ])
  })

  test('a value outside the enum: the values allowed', () => {
    expect(
      validateCalls([call('refund', { order_id: 'o', amount: 1, unit: 'GBP' })], registry),
    ).toStrictEqual([
      {
        kind: 'schema',
        path: ['calls', 0, 'arguments', 'unit'],
        expected: 'refund',
        reason: 'not_in_enum',
        allowed: ['EUR', 'USD'],
        received: 'GBP',
        call: { received: 0 },
      },
    ])
  })

  test('a call that fits an earlier version: stale_schema names it and the old fields, then the issues', () => {
    const stale = call('refund', { order: 'o', amount: 1 })
    expect(validateCalls([valid, stale], registry)).toStrictEqual([
      {
        kind: 'stale_schema',
        path: ['calls', 1],
        expected: 'refund@1',
        received: { name: 'refund', arguments: { order: 'o', amount: 1 } },
        fields: ['order'],
        call: { received: 1 },
      },
      {
        kind: 'schema',
        path: ['calls', 1, 'arguments', 'order'],
        expected: 'refund',
        reason: 'undeclared',
        received: 'o',
        call: { received: 1 },
      },
      {
        kind: 'schema',
        path: ['calls', 1, 'arguments', 'order_id'],
        expected: 'refund',
        reason: 'missing_required',
        call: { received: 1 },
      },
    ])
  })

  test('a valid call that an earlier version accepts too is not stale', () => {
    const loose = registryOf(
      defineTools({
        note: {
          schema: z.strictObject({ text: z.string() }),
          previous: [{ schema: z.object({}).passthrough() }],
        },
      }),
    )!
    expect(validateCalls([call('note', { text: 'hi' })], loose)).toStrictEqual([])
  })

  test('stale fields are the old top-level ones, not undeclared keys deeper down', () => {
    const nested = registryOf(
      defineTools({
        ship: {
          schema: z.strictObject({ to: z.strictObject({ city: z.string() }) }),
          previous: [
            { version: '1', schema: z.object({ address: z.string(), to: z.object({}).passthrough() }) },
          ],
        },
      }),
    )!
    const [stale] = validateCalls(
      [call('ship', { address: 'x', to: { city: 'Paris', zip: '75001' } })],
      nested,
    )
    expect(stale).toMatchObject({ kind: 'stale_schema', expected: 'ship@1', fields: ['address'] })
  })

  test('an earlier version without a number is named by the tool alone', () => {
    const [stale] = validateCalls([call('refund', { id: 'o' })], registry)
    expect(stale).toStrictEqual({
      kind: 'stale_schema',
      path: ['calls', 0],
      expected: 'refund',
      received: { name: 'refund', arguments: { id: 'o' } },
      fields: ['id'],
      call: { received: 0 },
    })
  })
})
