import '../../src/vitest.js'
import { afterEach, describe, expect, test } from 'vitest'
import { z } from 'zod'
import { configure, defineTools, type FieldExpectation, field, match } from '../../src/index.js'

// Seed 004's support agent: unit defaults to EUR and accepts the alias "euro"; the reason is free text.
const tools = defineTools({
  get_order: { schema: z.object({ order_id: z.string() }) },
  refund: {
    schema: z.strictObject({
      order_id: z.string(),
      amount: z.number(),
      unit: z.enum(['EUR', 'USD']).default('EUR'),
      reason: z.string().optional(),
      address: z.object({ city: z.string(), zip: z.string() }).optional(),
    }),
    compare: {
      unit: field.enum({ aliases: { euro: 'EUR' } }),
      reason: field.ignore(),
      amount: field.number({ tolerance: 0.01 }),
    },
    version: '2',
  },
  notify: {
    schema: {
      type: 'object',
      properties: { channel: { type: 'string', enum: ['email', 'sms'] }, to: { type: 'string' } },
      required: ['channel'],
      additionalProperties: false,
    },
    compare: { to: field.casefold() },
  },
})

const refund = (args: Record<string, FieldExpectation>) => ({ name: 'refund', arguments: args })
const kinds = (verdict: ReturnType<typeof match>) =>
  verdict.mismatches.map((m) => `${m.kind}${m.reason ? `:${m.reason}` : ''}`)

afterEach(() => configure({}))

describe('validation against the schema', () => {
  test.each([
    ['a valid call', refund({ order_id: 'o-1', amount: 20 }), []],
    ['an unknown tool', { name: 'refnd', arguments: { order_id: 'o-1' } }, ['schema:unknown_tool']],
    ['a missing required argument', refund({ amount: 20 }), ['schema:missing_required']],
    ['"20" for a number', refund({ order_id: 'o-1', amount: '20' }), ['schema:wrong_type']],
    ['true for a number', refund({ order_id: 'o-1', amount: true }), ['schema:wrong_type']],
    ['an undeclared argument', refund({ order_id: 'o-1', amount: 20, note: 'x' }), ['schema:undeclared']],
    [
      'an enum value outside the schema',
      refund({ order_id: 'o-1', amount: 20, unit: 'GBP' }),
      ['schema:not_in_enum'],
    ],
    [
      'a nested error',
      refund({ order_id: 'o-1', amount: 20, address: { city: 'Paris', zip: 75001 } }),
      ['schema:wrong_type'],
    ],
    ['a JSON Schema tool', { name: 'notify', arguments: { channel: 'fax' } }, ['schema:not_in_enum']],
    [
      'an alias the tool declares is accepted by its enum',
      refund({ order_id: 'o-1', amount: 20, unit: 'euro' }),
      [],
    ],
    [
      'an undeclared alias is not',
      refund({ order_id: 'o-1', amount: 20, unit: 'eur' }),
      ['schema:not_in_enum'],
    ],
  ])('%s', (_, received, expected) => {
    const verdict = match(received, { name: '*' }, { tools })
    expect(kinds(verdict)).toEqual(expected)
    expect(verdict.pass).toBe(expected.length === 0)
  })

  test('a call can be schema-valid and still wrong; both are reported', () => {
    const verdict = match(
      refund({ order_id: 'o-2', amount: '20' }),
      tools.refund.call({ order_id: 'o-1', amount: 20 }),
    )
    expect(kinds(verdict)).toEqual(['schema:wrong_type', 'value'])
    expect(verdict.mismatches[0]!.path).toEqual(['calls', 0, 'arguments', 'amount'])
  })

  test('paths of schema mismatches point into the received call', () => {
    const verdict = match(
      [refund({ order_id: 'o-1', amount: 20 }), refund({ order_id: 'o-2', amount: 'x' })],
      { name: '*' },
      { tools, extraCalls: 'allow' },
    )
    expect(verdict.mismatches).toEqual([
      expect.objectContaining({
        kind: 'schema',
        path: ['calls', 1, 'arguments', 'amount'],
        expected: 'refund',
        expectedType: 'number',
      }),
    ])
  })
})

describe('the tool compares its own way', () => {
  test.each([
    ['the alias "euro"', { order_id: 'o-1', amount: 20, unit: 'euro' }, true],
    ['unit omitted: the declared default applies', { order_id: 'o-1', amount: 20 }, true],
    ['20.004 within the tool tolerance', { order_id: 'o-1', amount: 20.004 }, true],
    ['free-text reason ignored', { order_id: 'o-1', amount: 20, reason: 'customer was upset' }, true],
    ['an identifier in the wrong case', { order_id: 'O-1', amount: 20 }, false],
    ['another unit', { order_id: 'o-1', amount: 20, unit: 'USD' }, false],
    ['an amount outside the tolerance', { order_id: 'o-1', amount: 20.02 }, false],
  ])('%s', (_, args, pass) => {
    expect(
      match(refund(args), tools.refund.call({ order_id: 'o-1', amount: 20, unit: 'EUR', reason: 'late' }))
        .pass,
    ).toBe(pass)
    expect(
      match(
        refund(args),
        { name: 'refund', arguments: { order_id: 'o-1', amount: 20, unit: 'EUR', reason: 'late' } },
        { tools },
      ).pass,
    ).toBe(pass)
  })

  test('without the tools, the same expectation is exact', () => {
    expect(
      match(
        refund({ order_id: 'o-1', amount: 20, unit: 'euro' }),
        refund({ order_id: 'o-1', amount: 20, unit: 'EUR' }),
      ).pass,
    ).toBe(false)
  })

  test('an argument sent with its default matches an expectation that omits it', () => {
    expect(
      match(
        refund({ order_id: 'o-1', amount: 20, unit: 'EUR' }),
        tools.refund.call({ order_id: 'o-1', amount: 20 }),
      ).pass,
    ).toBe(true)
    expect(
      match(
        refund({ order_id: 'o-1', amount: 20, unit: 'USD' }),
        tools.refund.call({ order_id: 'o-1', amount: 20 }),
      ).pass,
    ).toBe(false)
  })

  test('only a declared default counts: an optional argument without one is still unexpected', () => {
    const verdict = match(
      { name: 'notify', arguments: { channel: 'sms', to: 'ops' } },
      tools.notify.call({ channel: 'sms' }),
    )
    expect(kinds(verdict)).toEqual(['unexpected'])
  })

  test('a rule written in the test replaces the tool rule', () => {
    const strict = tools.refund.call({ order_id: 'o-1', amount: field.number(20), unit: 'EUR' })
    expect(match(refund({ order_id: 'o-1', amount: 20.004 }), strict).pass).toBe(false)
    const loose = tools.notify.call({ channel: 'sms', to: field.pattern(/^o/) })
    expect(match({ name: 'notify', arguments: { channel: 'sms', to: 'ops' } }, loose).pass).toBe(true)
  })

  test('the message says which rule applied and where it came from', () => {
    const verdict = match(
      refund({ order_id: 'o-1', amount: 20, unit: 'USD' }),
      tools.refund.call({ order_id: 'o-1', amount: 20 }),
    )
    expect(verdict.mismatches[0]).toMatchObject({
      kind: 'value',
      origin: { kind: 'tool', tool: 'refund', version: '2' },
    })
    const defaulted = match(
      refund({ order_id: 'o-1', amount: 20 }),
      tools.refund.call({ order_id: 'o-1', amount: 20, unit: 'USD' }),
    )
    expect(defaulted.mismatches[0]).toMatchObject({
      kind: 'value',
      received: 'EUR',
      reason: 'defaulted',
      origin: { kind: 'tool' },
    })
    expect(() =>
      expect(refund({ order_id: 'o-1', amount: 20 })).toMatchToolCall(
        tools.refund.call({ order_id: 'o-1', amount: 20, unit: 'USD' }),
      ),
    ).toThrow(
      /arguments\.unit: expected "USD" \(enum, aliases: euro\), received "EUR" \(absent, so its default was compared\) \(the schema allows "EUR", "USD"\) \[rule from tool refund@2\]/,
    )
    expect(() =>
      expect(refund({ order_id: 'o-1', amount: 25 })).toMatchToolCall(
        tools.refund.call({ order_id: 'o-1', amount: 20 }),
      ),
    ).toThrow(
      /arguments\.amount: expected number\(20 ± 0\.01\), received 25 \(outside the tolerance\) \[rule from tool refund@2\]/,
    )
  })

  test('a value mismatch on an enum-typed argument lists the values the schema allows', () => {
    const verdict = match(
      { name: 'notify', arguments: { channel: 'email' } },
      tools.notify.call({ channel: 'sms' }),
    )
    expect(verdict.mismatches).toEqual([
      expect.objectContaining({ kind: 'value', allowed: ['email', 'sms'] }),
    ])
    expect(() =>
      expect({ name: 'notify', arguments: { channel: 'email' } }).toMatchToolCall(
        tools.notify.call({ channel: 'sms' }),
      ),
    ).toThrow(/arguments\.channel: expected "sms", received "email" \(the schema allows "email", "sms"\)/)
    const untyped = match(
      { name: 'notify', arguments: { channel: 'sms', to: 'a' } },
      tools.notify.call({ channel: 'sms', to: 'b' }),
    )
    expect(untyped.mismatches[0]).not.toHaveProperty('allowed')
  })

  test('tools can be set once for every later call', () => {
    configure({ tools })
    expect(
      match(refund({ order_id: 'o-1', amount: 20, unit: 'euro' }), refund({ order_id: 'o-1', amount: 20 }))
        .pass,
    ).toBe(true)
    expect(refund({ order_id: 'o-1', amount: 20, unit: 'euro' })).toMatchToolCall(
      refund({ order_id: 'o-1', amount: 20 }),
    )
  })
})

describe('stale schemas', () => {
  const users = defineTools({
    create_user: {
      version: '2',
      schema: z.object({ full_name: z.string() }).strict(),
      previous: { version: '1', schema: z.object({ name: z.string() }).strict() },
    },
  })

  test('a call that fits the old schema but not the new one is stale_schema, naming the old field', () => {
    const verdict = match(
      { name: 'create_user', arguments: { name: 'Ada' } },
      users.create_user.call({ full_name: 'Ada' }),
    )
    expect(verdict.mismatches[0]).toMatchObject({
      kind: 'stale_schema',
      fields: ['name'],
      expected: 'create_user@1',
    })
    expect(() =>
      expect({ name: 'create_user', arguments: { name: 'Ada' } }).toMatchToolCall(
        users.create_user.call({ full_name: 'Ada' }),
      ),
    ).toThrow(
      /fits the stale \(pre-migration\) schema of "create_user@1": used the pre-migration field `name`/,
    )
  })

  test('a call that fits neither is not stale', () => {
    const verdict = match(
      { name: 'create_user', arguments: { nom: 'Ada' } },
      users.create_user.call({ full_name: 'Ada' }),
    )
    expect(kinds(verdict)).not.toContain('stale_schema')
  })
})

describe('provider tool lists', () => {
  const openAi = defineTools([
    {
      type: 'function',
      function: {
        name: 'refund',
        description: 'Refund an order — remboursement',
        parameters: {
          type: 'object',
          properties: { order_id: { type: 'string' }, amount: { type: 'number' } },
          required: ['order_id', 'amount'],
          additionalProperties: false,
        },
      },
    },
  ])

  test('a list gives tools by name and validates', () => {
    expect(openAi.refund!.name).toBe('refund')
    expect(
      match(refund({ order_id: 'o-1', amount: 20 }), openAi.refund!.call({ order_id: 'o-1', amount: 20 }))
        .pass,
    ).toBe(true)
    expect(kinds(match(refund({ order_id: 'o-1' }), { name: '*' }, { tools: openAi }))).toEqual([
      'schema:missing_required',
    ])
  })
})

describe('usage errors name the path', () => {
  test.each([
    [{ refund: { compare: {} } }, /a tool needs a schema at refund\.schema/],
    [
      { refund: { schema: z.object({}), compare: { unit: field.enum('EUR') } } },
      /a compare rule takes no value: the test gives it at refund\.compare\.unit\.value/,
    ],
    [
      { refund: { schema: z.object({}), compare: { unit: field.pattern(/x/) } } },
      /a compare rule must be one of .* at refund\.compare\.unit/,
    ],
    [
      { refund: { schema: z.object({}), compare: { amount: field.number({ tolerance: -1 }) } } },
      /at refund\.compare\.amount\.tolerance/,
    ],
    [{ refund: { schema: z.object({}), version: 2 } }, /at refund\.version/],
  ])('%#', (definitions, message) => {
    expect(() => defineTools(definitions as never)).toThrow(message)
  })

  test('tools must come from defineTools', () => {
    expect(() => match([], { abstain: true }, { tools: { refund: {} } })).toThrow(
      /tools must be the result of defineTools/,
    )
  })
})

describe('.toBeValidToolCall / .toHaveValidToolCalls', () => {
  test('valid', () => {
    expect(refund({ order_id: 'o-1', amount: 20 })).toBeValidToolCall(tools)
    expect([
      refund({ order_id: 'o-1', amount: 20 }),
      { name: 'get_order', arguments: { order_id: 'o-1' } },
    ]).toHaveValidToolCalls(tools)
  })

  test('invalid, with the reason in words', () => {
    expect(() => expect(refund({ order_id: 'o-1', amount: '20' })).toBeValidToolCall(tools)).toThrow(
      /arguments\.amount: the refund schema wants a number, received a string "20"/,
    )
    expect(() =>
      expect([refund({ order_id: 'o-1', amount: 20 }), { name: 'wipe', arguments: {} }]).toHaveValidToolCalls(
        tools,
      ),
    ).toThrow(/calls\[1\]\.name: "wipe" is not a declared tool \(declared: get_order, notify, refund\)/)
    expect(() => expect([]).toHaveValidToolCalls(tools)).toThrow(/was not made/)
  })

  test('.not', () => {
    expect(refund({ amount: 20 })).not.toBeValidToolCall(tools)
    expect(() => expect(refund({ order_id: 'o-1', amount: 20 })).not.toBeValidToolCall(tools)).toThrow(
      /the call is valid/,
    )
  })
})

describe('aliases: validity checks the schema as written, matching keeps the equivalence', () => {
  // Issue 16: a tool whose `compare` declares an alias the schema does not list.
  const travel = defineTools({
    book_flight: {
      schema: z.strictObject({ to: z.string(), cabin: z.enum(['economy', 'business']) }),
      compare: { cabin: field.enum({ aliases: { coach: 'economy' } }) },
    },
  })
  const flight = (cabin: string) => ({ name: 'book_flight', arguments: { to: 'LIS', cabin } })

  test.each([
    ['the value the schema lists', 'economy', true],
    ['an alias the tool compares as economy', 'coach', false],
    ['a value nobody declares', 'premium', false],
  ])('.toBeValidToolCall / .toHaveValidToolCalls: %s', (_, cabin, valid) => {
    const received = flight(cabin)
    if (valid) {
      expect(received).toBeValidToolCall(travel)
      expect([received, received]).toHaveValidToolCalls(travel)
      return
    }
    expect(received).not.toBeValidToolCall(travel)
    expect([flight('economy'), received]).not.toHaveValidToolCalls(travel)
    expect(() => expect(received).toBeValidToolCall(travel)).toThrow(
      /arguments\.cabin: .*"economy", "business"/,
    )
  })

  test('an option given to the validity matchers cannot switch aliases back on: it is refused, saying why', () => {
    expect(() => expect(flight('coach')).toBeValidToolCall(travel, { validation: 'with_aliases' })).toThrow(
      /Matcher error: .*validation/,
    )
    expect(() => expect([flight('coach')]).toHaveValidToolCalls(travel, { validation: 'none' })).toThrow(
      /Matcher error: .*validation/,
    )
    expect(flight('coach')).not.toBeValidToolCall(travel)
  })

  test.each([
    ['the canonical value', 'economy', true],
    ['the declared alias', 'coach', true],
    ['another enum value', 'business', false],
    ['a value nobody declares', 'premium', false],
  ])('.toMatchToolCall with the tools: %s', (_, cabin, pass) => {
    const expected = { name: 'book_flight', arguments: { to: 'LIS', cabin: 'economy' } }
    expect(match(flight(cabin), expected, { tools: travel }).pass).toBe(pass)
    expect(match(flight(cabin), travel.book_flight.call({ to: 'LIS', cabin: 'economy' })).pass).toBe(pass)
    if (pass) expect(flight(cabin)).toMatchToolCall(expected, { tools: travel })
    else expect(flight(cabin)).not.toMatchToolCall(expected, { tools: travel })
  })

  test('match: `validation` says which question is asked', () => {
    const kindsOf = (validation?: 'with_aliases' | 'as_sent' | 'none') =>
      kinds(match(flight('coach'), { name: '*' }, { tools: travel, ...(validation ? { validation } : {}) }))
    expect(kindsOf()).toEqual([])
    expect(kindsOf('with_aliases')).toEqual([])
    expect(kindsOf('as_sent')).toEqual(['schema:not_in_enum'])
    expect(kindsOf('none')).toEqual([])
    expect(
      kinds(match({ name: 'nope', arguments: {} }, { name: '*' }, { tools: travel, validation: 'none' })),
    ).toEqual([])
    expect(() =>
      match(flight('coach'), { name: '*' }, { tools: travel, validation: 'off' as never }),
    ).toThrow(
      'Matcher error: validation must be one of "with_aliases", "as_sent", "none" at options.validation',
    )
  })
})
