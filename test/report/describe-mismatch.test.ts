import { describe, expect, test } from 'vitest'
import { field } from '../../src/index.js'
import type { Mismatch, MismatchKind } from '../../src/mismatch.js'
import { describeMismatch } from '../../src/report/describe-mismatch.js'

const cases: Record<MismatchKind, [Mismatch, string]> = {
  read_failure: [
    {
      kind: 'read_failure',
      path: [],
      failure: { kind: 'duplicate_key', token: 'query', position: { offset: 47, line: 1, column: 48 } },
    },
    'could not read the tool calls: duplicate key "query" at 1:48',
  ],
  decision: [
    { kind: 'decision', path: ['decision'], expected: 'ABSTAIN', received: 'CALL' },
    'expected no tool call (abstain), received a tool call',
  ],
  missing_call: [
    {
      kind: 'missing_call',
      path: ['calls'],
      expected: { name: 'notify', arguments: { to: 'ops' } },
      call: { expected: 1 },
    },
    'expected call #2 was not made: notify({"to": "ops"})',
  ],
  extra_call: [
    {
      kind: 'extra_call',
      path: ['calls', 2],
      received: { name: 'delete_all', arguments: {} },
      call: { received: 2 },
    },
    'calls[2]: unexpected call delete_all({})',
  ],
  pairing_limit: [
    {
      kind: 'pairing_limit',
      path: ['calls'],
      expected: 100000,
      received: 99999,
      reason: 'too_many_comparisons',
    },
    'calls: gave up pairing 100000 expected with 99999 received calls: more than 1,000,000 comparisons, with no plain argument value to narrow them (write one exact argument per call, or match fewer calls at once)',
  ],
  call_order: [
    {
      kind: 'call_order',
      path: ['calls'],
      expected: [{ name: 'get_order' }, { name: 'refund' }],
      received: [
        { name: 'refund', arguments: {} },
        { name: 'get_order', arguments: {} },
      ],
    },
    'calls: the calls match, but not in order: expected get_order → refund, received refund → get_order',
  ],
  name: [
    { kind: 'name', path: ['calls', 0, 'name'], expected: 'get_weather', received: 'get_forecast' },
    'calls[0].name: expected tool "get_weather", received "get_forecast"',
  ],
  schema: [
    {
      kind: 'schema',
      path: ['calls', 0, 'arguments', 'amount'],
      expected: 'refund',
      reason: 'wrong_type',
      expectedType: 'number',
      received: '20',
    },
    'calls[0].arguments.amount: the refund schema wants a number, received a string "20"',
  ],
  stale_schema: [
    {
      kind: 'stale_schema',
      path: ['calls', 0],
      expected: { name: 'create_user', arguments: { name: 'Ada' } },
      received: { name: 'create_user', arguments: { name: 'Ada' } },
    },
    'calls[0]: matches the stale (pre-migration) call create_user({"name": "Ada"})',
  ],
  missing: [
    {
      kind: 'missing',
      path: ['calls', 0, 'arguments', 'unit'],
      expected: field.enum('EUR', { aliases: { euro: 'EUR' } }),
    },
    'calls[0].arguments.unit: missing (expected "EUR" (enum, aliases: euro))',
  ],
  unexpected: [
    { kind: 'unexpected', path: ['calls', 0, 'arguments', 'items', 2, 'sku id'], received: 'A-1' },
    'calls[0].arguments.items[2]["sku id"]: unexpected, received "A-1"',
  ],
  type: [
    {
      kind: 'type',
      path: ['calls', 0, 'arguments', 'amount'],
      expected: 20,
      expectedType: 'number',
      received: '20',
    },
    'calls[0].arguments.amount: expected a number 20, received a string "20"',
  ],
  value: [
    {
      kind: 'value',
      path: ['calls', 0, 'arguments', 'unit'],
      expected: field.enum('EUR', { aliases: { euro: 'EUR' } }),
      received: 'usd',
      rule: 'enum',
    },
    'calls[0].arguments.unit: expected "EUR" (enum, aliases: euro), received "usd"',
  ],
}

describe('describeMismatch', () => {
  test.each(Object.entries(cases))('%s', (_, [mismatch, words]) => {
    expect(describeMismatch(mismatch, { singleCall: false })).toBe(words)
  })

  test('a single-call expectation drops the calls[0] prefix', () => {
    expect(describeMismatch(cases.value[0], { singleCall: true })).toBe(
      'arguments.unit: expected "EUR" (enum, aliases: euro), received "usd"',
    )
    expect(describeMismatch(cases.missing_call[0], { singleCall: true })).toBe(
      'the expected call was not made: notify({"to": "ops"})',
    )
  })

  test.each([
    [
      { reason: 'transliterated', rule: 'arabic', expected: field.arabic('الرياض'), received: 'Riyadh' },
      'expected arabic("الرياض"), received "Riyadh" (transliterated: no Arabic script)',
    ],
    [
      {
        reason: 'outside_tolerance',
        rule: 'number',
        expected: field.number(20, { tolerance: 0.01 }),
        received: 25,
      },
      'expected number(20 ± 0.01), received 25 (outside the tolerance)',
    ],
    [
      { reason: 'calendar_strict', rule: 'duration', expected: field.duration('P1M'), received: 'P30D' },
      'expected duration("P1M"), received "P30D" (calendar strict)',
    ],
  ])('rule reasons are said in words: %j', (fields, words) => {
    const mismatch = { kind: 'value', path: ['arguments', 'x'], ...fields } as Mismatch
    expect(describeMismatch(mismatch, { singleCall: false })).toBe(`arguments.x: ${words}`)
  })

  test.each([
    [
      {
        reason: 'unknown_tool',
        path: ['calls', 0, 'name'],
        received: 'refnd',
        allowed: ['get_order', 'refund'],
      },
      'calls[0].name: "refnd" is not a declared tool (declared: get_order, refund)',
    ],
    [
      { reason: 'missing_required', path: ['calls', 0, 'arguments', 'order_id'] },
      'calls[0].arguments.order_id: missing, and the refund schema requires it',
    ],
    [
      { reason: 'undeclared', path: ['calls', 0, 'arguments', 'note'], received: 'x' },
      'calls[0].arguments.note: not declared by the refund schema, received "x"',
    ],
    [
      {
        reason: 'not_in_enum',
        path: ['calls', 0, 'arguments', 'unit'],
        received: 'GBP',
        allowed: ['EUR', 'USD'],
      },
      'calls[0].arguments.unit: "GBP" is not allowed by the refund schema (allowed: "EUR", "USD")',
    ],
    [
      { reason: 'out_of_range', path: ['calls', 0, 'arguments', 'amount'], received: -1 },
      'calls[0].arguments.amount: does not fit the refund schema (out of range), received -1',
    ],
  ])('schema reasons: %j', (fields, words) => {
    const mismatch = { kind: 'schema', expected: 'refund', ...fields } as Mismatch
    expect(describeMismatch(mismatch, { singleCall: false })).toBe(words)
  })

  test('a stale schema names the pre-migration fields', () => {
    const mismatch: Mismatch = {
      kind: 'stale_schema',
      path: ['calls', 0],
      expected: 'create_user@1',
      fields: ['name'],
    }
    expect(describeMismatch(mismatch, { singleCall: false })).toBe(
      'calls[0]: fits the stale (pre-migration) schema of "create_user@1": used the pre-migration field `name`',
    )
  })

  test.each([
    [{ kind: 'tool', tool: 'refund', version: '2' } as const, ' [rule from tool refund@2]'],
    [{ kind: 'schema', tool: 'refund' } as const, ' [default declared by the refund schema]'],
  ])('says where a rule the test did not write came from: %j', (origin, words) => {
    const mismatch: Mismatch = { ...cases.value[0], origin }
    expect(describeMismatch(mismatch, { singleCall: false })).toBe(`${cases.value[1]}${words}`)
  })

  test('calls out of order with the same name are told apart by their arguments', () => {
    const weather = (city: string) => ({ name: 'get_weather', arguments: { city } })
    const mismatch: Mismatch = {
      kind: 'call_order',
      path: ['calls'],
      expected: [weather('Paris'), weather('Tokyo')],
      received: [weather('Tokyo'), weather('Paris')],
    }
    expect(describeMismatch(mismatch, { singleCall: false })).toBe(
      'calls: the calls match, but not in order: expected get_weather({"city": "Paris"}) → get_weather({"city": "Tokyo"}), received get_weather({"city": "Tokyo"}) → get_weather({"city": "Paris"})',
    )
  })

  test('a type mismatch raised by a rule names the rule', () => {
    const mismatch: Mismatch = {
      kind: 'type',
      path: ['arguments', 'city'],
      expectedType: 'string',
      received: 5,
      rule: 'casefold',
    }
    expect(describeMismatch(mismatch, { singleCall: false })).toBe(
      'arguments.city: expected a string for casefold, received a number 5',
    )
  })
})
