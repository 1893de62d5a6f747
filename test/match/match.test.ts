import { describe, expect, test } from 'vitest'
import {
  decide,
  type FieldExpectation,
  field,
  type MatchOptions,
  match,
  type TurnExpectation,
} from '../../src/index.js'

const call = (name: string, args: Record<string, FieldExpectation> = {}) => ({ name, arguments: args })
const weather = (city: string) => call('get_weather', { city })

interface Row {
  title: string
  received: unknown
  expected: TurnExpectation
  options?: MatchOptions
  pass: boolean
  kinds?: string[]
}

const rows: Row[] = [
  // single
  { title: 'single call', received: weather('Paris'), expected: weather('Paris'), pass: true },
  {
    title: 'single call, wrong value',
    received: weather('Lyon'),
    expected: weather('Paris'),
    pass: false,
    kinds: ['value'],
  },
  {
    title: 'single expected, two received',
    received: [weather('Paris'), call('delete_account')],
    expected: weather('Paris'),
    pass: false,
    kinds: ['extra_call'],
  },
  {
    title: 'single expected, two received, extra calls allowed, the matching one found',
    received: [call('log'), weather('Paris')],
    expected: weather('Paris'),
    options: { extraCalls: 'allow' },
    pass: true,
  },
  {
    title: 'names are case-sensitive',
    received: call('Get_Weather', { city: 'Paris' }),
    expected: weather('Paris'),
    pass: false,
    kinds: ['name'],
  },
  {
    title: '"*" accepts any name',
    received: call('lookup', { city: 'Paris' }),
    expected: { name: '*', arguments: { city: 'Paris' } },
    pass: true,
  },
  {
    title: 'omitted arguments are not checked',
    received: weather('Paris'),
    expected: { name: 'get_weather' },
    pass: true,
  },
  {
    title: '{} means no arguments',
    received: weather('Paris'),
    expected: { name: 'get_weather', arguments: {} },
    pass: false,
    kinds: ['unexpected'],
  },
  { title: 'no call at all', received: [], expected: weather('Paris'), pass: false, kinds: ['missing_call'] },
  // serial
  {
    title: 'serial in order',
    received: [weather('Paris'), weather('Rome')],
    expected: { calls: [weather('Paris'), weather('Rome')], order: 'serial' },
    pass: true,
  },
  {
    title: 'serial swapped is a call_order mismatch',
    received: [weather('Rome'), weather('Paris')],
    expected: { calls: [weather('Paris'), weather('Rome')], order: 'serial' },
    pass: false,
    kinds: ['call_order'],
  },
  {
    title: 'serial is the default order',
    received: [weather('Rome'), weather('Paris')],
    expected: { calls: [weather('Paris'), weather('Rome')] },
    pass: false,
    kinds: ['call_order'],
  },
  {
    title: 'serial with a missing middle call reports only that call',
    received: [call('a'), call('c')],
    expected: { calls: [call('a'), call('b'), call('c')], order: 'serial' },
    pass: false,
    kinds: ['missing_call'],
  },
  {
    title: 'serial with an appended destructive call',
    received: [call('a'), call('b'), call('delete_all')],
    expected: { calls: [call('a'), call('b')], order: 'serial' },
    pass: false,
    kinds: ['extra_call'],
  },
  {
    title: 'serial as a subsequence when extra calls are allowed',
    received: [call('a'), call('log'), call('b')],
    expected: { calls: [call('a'), call('b')], order: 'serial' },
    options: { extraCalls: 'allow' },
    pass: true,
  },
  // parallel
  {
    title: 'parallel in any order',
    received: [weather('Rome'), weather('Paris')],
    expected: { calls: [weather('Paris'), weather('Rome')], order: 'parallel' },
    pass: true,
  },
  {
    title: 'parallel keeps duplicates',
    received: [weather('Paris'), weather('Rome')],
    expected: { calls: [weather('Paris'), weather('Paris')], order: 'parallel' },
    pass: false,
    kinds: ['value'],
  },
  {
    title: 'parallel needs maximum matching, not first fit',
    received: [weather('Paris'), weather('Rome')],
    expected: {
      calls: [{ name: 'get_weather', arguments: { city: field.oneOf('Paris', 'Rome') } }, weather('Paris')],
      order: 'parallel',
    },
    pass: true,
  },
  {
    title: 'parallel with a missing call',
    received: [weather('Paris')],
    expected: { calls: [weather('Paris'), weather('Rome')], order: 'parallel' },
    pass: false,
    kinds: ['missing_call'],
  },
  // abstention
  { title: 'abstain on no call', received: [], expected: { abstain: true }, pass: true },
  {
    title: 'abstain on a text-only assistant message',
    received: { role: 'assistant', content: 'You are welcome!' },
    expected: { abstain: true },
    pass: true,
  },
  {
    title: 'abstain on prose',
    received: 'Happy to help, nothing to do.',
    expected: { abstain: true },
    pass: true,
  },
  {
    title: 'a malformed call is not an abstention',
    received: '{"name": "search", "arguments": {',
    expected: { abstain: true },
    pass: false,
    kinds: ['read_failure'],
  },
  {
    title: 'a needless call is not an abstention',
    received: [call('search')],
    expected: { abstain: true },
    pass: false,
    kinds: ['decision', 'extra_call'],
  },
  // Action IR decisions
  {
    title: 'clarify with the missing slots (as a set)',
    received: { decision: 'CLARIFY', missing: ['datetime', 'place'] },
    expected: { clarify: ['place', 'datetime'] },
    pass: true,
  },
  {
    title: 'clarify with other slots',
    received: { decision: 'CLARIFY', missing: ['datetime'] },
    expected: { clarify: ['place'] },
    pass: false,
    kinds: ['value'],
  },
  {
    title: 'clarify is not an abstention',
    received: { decision: 'CLARIFY', missing: ['datetime'] },
    expected: { abstain: true },
    pass: false,
    kinds: ['decision'],
  },
  { title: 'abstain decision', received: { decision: 'ABSTAIN' }, expected: { abstain: true }, pass: true },
  {
    title: 'confirm with its calls',
    received: {
      decision: 'CONFIRM',
      mode: 'SINGLE',
      calls: [{ tool: 'send_message', args: { to: 'Asha', body: 'Running late' } }],
    },
    expected: { confirm: [call('send_message', { to: 'Asha', body: 'Running late' })] },
    pass: true,
  },
  {
    title: 'CALL where CONFIRM was needed',
    received: {
      decision: 'CALL',
      mode: 'SINGLE',
      calls: [{ tool: 'send_message', args: { to: 'Asha', body: 'Running late' } }],
    },
    expected: { confirm: [call('send_message', { to: 'Asha', body: 'Running late' })] },
    pass: false,
    kinds: ['decision'],
  },
  {
    title: 'CONFIRM where a plain call was expected',
    received: {
      decision: 'CONFIRM',
      mode: 'SINGLE',
      calls: [{ tool: 'send_message', args: { to: 'Asha', body: 'Running late' } }],
    },
    expected: call('send_message', { to: 'Asha', body: 'Running late' }),
    pass: false,
    kinds: ['decision'],
  },
  // stale schema
  {
    title: 'the stale (pre-migration) call is flagged',
    received: call('create_user', { name: 'Ada' }),
    expected: {
      name: 'create_user',
      arguments: { full_name: 'Ada' },
      stale: { name: 'create_user', arguments: { name: 'Ada' } },
    },
    pass: false,
    kinds: ['stale_schema', 'missing', 'unexpected'],
  },
  {
    title: 'a half-adapted call is a plain mismatch, not stale',
    received: call('create_user', { name: 'Ada', role: 'admin' }),
    expected: {
      name: 'create_user',
      arguments: { full_name: 'Ada' },
      stale: { name: 'create_user', arguments: { name: 'Ada' } },
    },
    pass: false,
    kinds: ['missing', 'unexpected', 'unexpected'],
  },
]

describe('match', () => {
  test.each(rows)('$title', ({ received, expected, options, pass, kinds }) => {
    const verdict = match(received, expected, options)
    expect(verdict.pass).toBe(pass)
    expect(decide(received, expected, options)).toBe(pass)
    if (kinds) expect(verdict.mismatches.map((m) => m.kind)).toEqual(kinds)
    else expect(verdict.mismatches).toEqual([])
  })

  test('the name comes before the arguments in reading order', () => {
    const verdict = match(call('get_forecast', { city: 'Lyon', zzz: 1 }), weather('Paris'))
    expect(verdict.mismatches.map((m) => m.kind)).toEqual(['name', 'value', 'unexpected'])
    expect(verdict.mismatches[1]!.path).toEqual(['calls', 0, 'arguments', 'city'])
  })

  test('mismatch paths point into the received call that was paired', () => {
    const verdict = match([weather('Rome'), weather('Pariss')], {
      calls: [weather('Paris'), weather('Rome')],
      order: 'parallel',
    })
    expect(verdict.pairs).toEqual([
      { expected: 0, received: 1 },
      { expected: 1, received: 0 },
    ])
    expect(verdict.mismatches).toEqual([
      expect.objectContaining({
        kind: 'value',
        path: ['calls', 1, 'arguments', 'city'],
        call: { expected: 0, received: 1 },
        expected: 'Paris',
        received: 'Pariss',
      }),
    ])
  })

  test('credit per expected call', () => {
    const verdict = match([call('refund', { order_id: 'o-1', amount: 25 }), call('log')], {
      calls: [call('refund', { order_id: 'o-1', amount: 20 }), call('notify', { to: 'ops' })],
      order: 'serial',
    })
    expect(verdict.credit).toEqual([
      { expected: 0, received: 0, name: true, arguments: { matched: 1, expected: 2 } },
      { expected: 1, received: 1, name: false, arguments: { matched: 0, expected: 1 } },
    ])
  })

  test('a read failure is a verdict with its reason, never an exception', () => {
    const verdict = match('{"name": "a", "name": "b", "arguments": {}}', call('a'))
    expect(verdict.pass).toBe(false)
    expect(verdict.failure).toMatchObject({ kind: 'duplicate_key', token: 'name' })
  })

  test('lenient parsing is a visible option', () => {
    const text = 'Sure! ```json\n{"name": "get_weather", "arguments": {"city": "Paris"}}\n```'
    expect(match(text, weather('Paris')).pass).toBe(false)
    expect(match(text, weather('Paris'), { parse: 'lenient' }).pass).toBe(true)
  })

  test('unicode: composed and decomposed text are equal under nfc, not under none', () => {
    const decomposed = weather('Mont-Saint-Michel e\u0301glise')
    const composed = weather('Mont-Saint-Michel \u00e9glise')
    expect(match(decomposed, composed).pass).toBe(true)
    expect(match(decomposed, composed, { unicode: 'none' }).pass).toBe(false)
  })

  test('__proto__ arguments are compared as data', () => {
    const received = JSON.parse('{"name": "f", "arguments": {"__proto__": {"polluted": true}}}')
    expect(
      match(received, { name: 'f', arguments: JSON.parse('{"__proto__": {"polluted": true}}') }).pass,
    ).toBe(true)
    expect(match(received, { name: 'f', arguments: {} }).pass).toBe(false)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})

describe('usage errors name the path', () => {
  test.each([
    [
      { name: 'f', arguments: { x: { $rule: 'fuzzy', value: 1 } } },
      /unknown rule "fuzzy".* at arguments\.x\.\$rule/,
    ],
    [
      { name: 'f', arguments: { amount: { $rule: 'number', value: 1, tolerance: -1 } } },
      /at arguments\.amount\.tolerance/,
    ],
    [
      { name: 'f', arguments: { x: field.oneOf() } },
      /oneOf needs at least one alternative at arguments\.x\.values/,
    ],
    [{ name: 42 }, /name must be a string at name/],
    [
      { calls: [{ name: 'f', arguments: { x: { $rule: 'casefold', value: 3 } } }] },
      /at calls\[0\]\.arguments\.x\.value/,
    ],
    [{ calls: [], order: 'random' }, /at order/],
    [{ name: 'f', arguments: { when: new Date(0) } }, /Date is not plain JSON data at arguments\.when/],
    [{ name: 'f', arguments: { x: undefined } }, /undefined is not a JSON value .* at arguments\.x$/],
    [{ nonsense: true }, /must be an object with one of/],
  ])('%j', (expectation, message) => {
    expect(() => match([], expectation as TurnExpectation)).toThrow(message)
    expect(() => match([], expectation as TurnExpectation)).toThrow(/^Matcher error: /)
  })

  test('bad options are usage errors too', () => {
    expect(() => match([], { abstain: true }, { extraCalls: 'maybe' as 'allow' })).toThrow(
      /Matcher error: extraCalls must be one of "forbid", "allow" at options\.extraCalls/,
    )
  })
})

describe('scale', () => {
  const reversed = <T>(items: T[]) => [...items].reverse()

  test('200 parallel calls with rules are paired (optimal assignment, no keys)', () => {
    const received = Array.from({ length: 200 }, (_, i) => call('lookup', { id: `ID-${i}`, qty: i }))
    const expected = received.map((_, i) => ({
      name: 'lookup',
      arguments: { id: field.casefold(`id-${i}`), qty: i },
    }))
    expect(match(reversed(received), { calls: expected, order: 'parallel' }).pass).toBe(true)
    const wrong = reversed(received).map((c, i) => (i === 17 ? call('lookup', { id: 'ID-x', qty: -1 }) : c))
    const verdict = match(wrong, { calls: expected, order: 'parallel' })
    expect(verdict.pass).toBe(false)
    expect(verdict.mismatches.map((m) => m.path)).toEqual([
      ['calls', 17, 'arguments', 'id'],
      ['calls', 17, 'arguments', 'qty'],
    ])
  })

  test('5,000 plain parallel calls are paired by their canonical text', () => {
    const received = Array.from({ length: 5000 }, (_, i) => call('lookup', { id: i }))
    expect(match(reversed(received), { calls: received, order: 'parallel' }).pass).toBe(true)
  })
})
