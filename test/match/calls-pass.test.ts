import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { type CompiledCall, compileTurn } from '../../src/compile/compile-turn.js'
import { field } from '../../src/expect/field.js'
import type {
  CallExpectation,
  CallOrder,
  ExtraCallsPolicy,
  FieldExpectation,
} from '../../src/expect/types.js'
import type { JsonObject, JsonValue } from '../../src/json/types.js'
import { callsPass } from '../../src/match/calls-pass.js'
import { callPasses } from '../../src/match/compare-call.js'
import { checkContext } from '../../src/match/match.js'
import { matchCalls } from '../../src/match/match-calls.js'
import { normalizeMatchOptions } from '../../src/match/options.js'
import type { Call } from '../../src/read/types.js'
import { permute } from '../fuzz/support.js'

const options = normalizeMatchOptions({})
const context = checkContext(options)

type Order = 'single' | CallOrder

function compile(expected: readonly unknown[]): readonly CompiledCall[] {
  const turn = compileTurn({ calls: expected, order: 'parallel' }, options)
  if (turn.kind !== 'calls') throw new Error('not calls')
  return turn.calls
}

/** Both routes on one problem: the boolean one must say what the full one's `pass` says. */
function bothRoutes(
  expected: readonly unknown[],
  order: Order,
  received: readonly Call[],
  extraCalls: ExtraCallsPolicy,
) {
  const calls = compile(expected)
  return {
    fast: callsPass(calls, order, received, extraCalls, context),
    full: matchCalls(calls, order, received, extraCalls, context).pass,
  }
}

const call = (name: string, args: JsonObject = {}): Call => ({ name, arguments: args })
const f = (x: JsonValue): Call => call('f', { x })

const ORDERS: readonly Order[] = ['single', 'parallel', 'serial']
const POLICIES: readonly ExtraCallsPolicy[] = ['forbid', 'allow']

describe('callsPass: table', () => {
  test.each<[string, unknown[], Order, Call[], ExtraCallsPolicy, boolean]>([
    // The greedy pass takes received 1 for oneOf(1, 2) and leaves 2 for the plain 1: a perfect matching exists.
    [
      'greedy goes wrong, a matching pairs all',
      [{ name: 'f', arguments: { x: field.oneOf(1, 2) } }, f(1)],
      'parallel',
      [f(1), f(2)],
      'forbid',
      true,
    ],
    [
      'greedy goes wrong, with extra calls allowed',
      [{ name: 'f', arguments: { x: field.oneOf(1, 2) } }, f(1)],
      'parallel',
      [f(1), f(3), f(2)],
      'allow',
      true,
    ],
    [
      'greedy goes wrong, single order',
      [{ name: 'f', arguments: { x: field.oneOf(1, 2) } }, f(1)],
      'single',
      [f(1), f(2)],
      'forbid',
      true,
    ],
    [
      'greedy goes wrong and no matching exists',
      [{ name: 'f', arguments: { x: field.oneOf(1, 2) } }, f(1)],
      'parallel',
      [f(1), f(3)],
      'forbid',
      false,
    ],
    [
      'two loose calls cannot share one received call',
      [
        { name: 'f', arguments: { x: field.oneOf(1, 2) } },
        { name: 'f', arguments: { x: field.oneOf(1, 3) } },
      ],
      'parallel',
      [f(1), f(4)],
      'allow',
      false,
    ],
    [
      'a chain of three loosened calls',
      [
        { name: 'f', arguments: { x: field.oneOf(1, 2) } },
        { name: 'f', arguments: { x: field.oneOf(2, 3) } },
        f(1),
      ],
      'parallel',
      [f(1), f(2), f(3)],
      'forbid',
      true,
    ],
    [
      'optional and ignore: the loose call must leave the strict one its call',
      [
        { name: 'f', arguments: { x: field.ignore() } },
        { name: 'f', arguments: { x: field.optional(1) } },
      ],
      'parallel',
      [f(1), f(7)],
      'forbid',
      true,
    ],
    [
      'any name takes what is left',
      [{ name: '*' }, call('a')],
      'parallel',
      [call('a'), call('b')],
      'forbid',
      true,
    ],
    [
      'serial: the greedy case in order',
      [{ name: 'f', arguments: { x: field.oneOf(1, 2) } }, f(1)],
      'serial',
      [f(2), f(1)],
      'forbid',
      true,
    ],
    [
      'serial: the greedy case out of order',
      [{ name: 'f', arguments: { x: field.oneOf(1, 2) } }, f(1)],
      'serial',
      [f(1), f(2)],
      'forbid',
      false,
    ],
    // Count shortcuts.
    ['nothing expected, nothing received', [], 'parallel', [], 'forbid', true],
    ['nothing expected, one received, forbid', [], 'parallel', [f(1)], 'forbid', false],
    ['nothing expected, one received, allow', [], 'parallel', [f(1)], 'allow', true],
    ['fewer received than expected', [f(1), f(2)], 'parallel', [f(1)], 'allow', false],
    ['fewer received than expected, single', [f(1)], 'single', [], 'forbid', false],
    ['an extra received call, forbid', [f(1)], 'parallel', [f(1), f(2)], 'forbid', false],
    ['an extra received call, allow', [f(1)], 'parallel', [f(2), f(1)], 'allow', true],
    ['an extra received call, single, allow', [f(1)], 'single', [f(2), f(1)], 'allow', true],
    ['an extra received call, serial, forbid', [f(1)], 'serial', [f(1), f(2)], 'forbid', false],
    ['an extra received call, serial, allow', [f(1)], 'serial', [f(1), f(2)], 'allow', true],
  ])('%s', (_, expected, order, received, extraCalls, pass) => {
    const { fast, full } = bothRoutes(expected, order, received, extraCalls)
    expect(full).toBe(pass)
    expect(fast).toBe(full)
  })

  test.each<[string, number, number, ExtraCallsPolicy]>([
    ['fewer received than expected', 3, 2, 'allow'],
    ['fewer received than expected, none received', 2, 0, 'forbid'],
    ['more received than expected, forbid', 2, 3, 'forbid'],
  ])('the counts decide without comparing a call: %s', (_, rows, cols, extraCalls) => {
    let checks = 0
    const counted = field.satisfies(() => {
      checks++
      return true
    }, 'counted')
    const expected = compile(Array.from({ length: rows }, () => ({ name: 'f', arguments: { x: counted } })))
    const received = Array.from({ length: cols }, (_, index) => f(index))
    for (const order of ['single', 'parallel'] as const)
      expect(callsPass(expected, order, received, extraCalls, context)).toBe(false)
    expect(checks).toBe(0)
  })

  test('calls that come in order are paired by the greedy pass: one comparison per call, no matching', () => {
    let checks = 0
    const counted = (value: number) =>
      field.satisfies((received) => {
        checks++
        return received === value
      }, `is ${value}`)
    const rows = 8
    const expected = compile(
      Array.from({ length: rows }, (_, index) => ({ name: 'f', arguments: { x: counted(index) } })),
    )
    const received = Array.from({ length: rows }, (_, index) => f(index))
    expect(callsPass(expected, 'parallel', received, 'forbid', context)).toBe(true)
    // Row i skips the columns taken before it without asking, and finds column i at its first comparison.
    expect(checks).toBe(rows)
  })

  test('each expected × received comparison is asked at most once', () => {
    const asked: string[] = []
    // Expected i accepts received i or i + 1: greedy fails on the chain below, and the matching needs the cells
    // greedy already asked (kept, not asked again).
    const own = (value: number) =>
      field.satisfies(
        (received) => {
          asked.push(`${value}:${String(received)}`)
          return received === value || received === value + 1
        },
        `${value} or ${value + 1}`,
      )
    const rows = 6
    const expected = compile([
      ...Array.from({ length: rows - 1 }, (_, index) => ({ name: 'f', arguments: { x: own(index) } })),
      f(0),
    ])
    const received = Array.from({ length: rows }, (_, index) => f(index))
    expect(callsPass(expected, 'parallel', received, 'forbid', context)).toBe(true)
    expect(asked.length).toBeGreaterThan(rows)
    expect(asked.length).toBe(new Set(asked).size)
  })
})

/**
 * A chain that defeats greedy pairing: expected i accepts i or i + 1, the last expects 0. Greedy pairs i with i and
 * leaves nothing for the last; the perfect matching pairs i with i + 1 and the last with 0 (one augmenting path
 * through every call).
 */
function chain(length: number): unknown[] {
  return [
    ...Array.from({ length: length - 1 }, (_, index) => ({
      name: 'f',
      arguments: { x: field.oneOf(index, index + 1) },
    })),
    f(0),
  ]
}
const values = (length: number, change: (index: number) => number = (index) => index) =>
  Array.from({ length }, (_, index) => f(change(index)))
const same = (length: number) => Array.from({ length }, () => f(1))

describe('callsPass: large turns (at and above 4,096 cells)', () => {
  test.each<[string, unknown[], Call[], ExtraCallsPolicy, boolean]>([
    ['64 × 64 chain (4,096 cells, decided by the matching)', chain(64), values(64), 'forbid', true],
    ['64 × 64 chain, last call changed', chain(64), values(64, (i) => (i === 63 ? 99 : i)), 'forbid', false],
    ['64 × 64 chain, first call changed', chain(64), values(64, (i) => (i === 0 ? 99 : i)), 'forbid', false],
    ['64 × 65 chain, one extra, allow (over 4,096 cells)', chain(64), [...values(64), f(99)], 'allow', true],
    ['64 × 65 chain, one extra, forbid', chain(64), [...values(64), f(99)], 'forbid', false],
    ['70 × 70 chain (over 4,096 cells)', chain(70), values(70), 'forbid', true],
    ['70 × 70 chain, last call changed', chain(70), values(70, (i) => (i === 69 ? 99 : i)), 'forbid', false],
    ['70 × 70 identical plain calls', same(70), same(70), 'forbid', true],
    ['70 × 70 identical calls, one different', same(70), [...same(69), f(2)], 'forbid', false],
    [
      '70 × 70 loose calls',
      Array.from({ length: 70 }, () => ({ name: 'f', arguments: { x: field.oneOf(1, 2) } })),
      [...same(35), ...values(35, () => 2)],
      'forbid',
      true,
    ],
    ['70 × 69: too few received', same(70), same(69), 'allow', false],
  ])('%s', (_, expected, received, extraCalls, pass) => {
    for (const order of ['single', 'parallel'] as const) {
      const { fast, full } = bothRoutes(expected, order, received, extraCalls)
      expect(full).toBe(pass)
      expect(fast).toBe(full)
    }
  })

  test('serial large turns agree too', () => {
    const { fast, full } = bothRoutes(chain(70), 'serial', [...values(70).slice(1), f(0)], 'forbid')
    expect(full).toBe(true)
    expect(fast).toBe(full)
    const swapped = bothRoutes(chain(70), 'serial', values(70), 'forbid')
    expect(swapped.full).toBe(false)
    expect(swapped.fast).toBe(false)
  })
})

// Random small problems. Received calls come from small pools; expected calls are mostly loosened copies of
// received ones (so that many pass, and several received calls pass one expected call), sometimes broken copies,
// sometimes drawn afresh.
const NAMES = ['a', 'b', 'c'] as const
const KEYS = ['x', 'y'] as const
const VALUES: readonly JsonValue[] = [1, 2, 'p', 'P', null]

const value = fc.constantFrom(...VALUES)
const receivedCall: fc.Arbitrary<Call> = fc.record({
  name: fc.constantFrom(...NAMES),
  arguments: fc.dictionary(fc.constantFrom(...KEYS), value, { maxKeys: 2 }) as fc.Arbitrary<JsonObject>,
})

/** How one argument of a copied call is expected. */
type Loosening =
  | 'exact'
  | 'oneOfFirst'
  | 'oneOfSecond'
  | 'optional'
  | 'ignore'
  | 'casefold'
  | 'drop'
  | 'change'
const loosening = fc.oneof(
  {
    arbitrary: fc.constantFrom<Loosening>(
      'exact',
      'oneOfFirst',
      'oneOfSecond',
      'optional',
      'ignore',
      'casefold',
    ),
    weight: 12,
  },
  { arbitrary: fc.constantFrom<Loosening>('drop', 'change'), weight: 1 },
)

interface Spec {
  /** Copy the received call at this index (modulo), or draw `fresh` when none was received. */
  from: number
  fresh: Call
  fromFresh: boolean
  name: 'keep' | 'any' | 'other' | 'omitArguments'
  rules: Loosening[]
  alternative: JsonValue
  extraArguments: 'allow' | undefined
  /** An argument the received call may lack, expected as optional. */
  optionalKey: boolean
}

const spec: fc.Arbitrary<Spec> = fc.record({
  from: fc.nat(),
  fresh: receivedCall,
  fromFresh: fc.boolean().chain((fresh) => (fresh ? fc.boolean() : fc.constant(false))),
  name: fc.oneof(
    { arbitrary: fc.constantFrom<Spec['name']>('keep', 'any', 'omitArguments'), weight: 6 },
    { arbitrary: fc.constant<Spec['name']>('other'), weight: 1 },
  ),
  rules: fc.array(loosening, { minLength: 2, maxLength: 2 }),
  alternative: value,
  extraArguments: fc.constantFrom<'allow' | undefined>(undefined, undefined, 'allow'),
  optionalKey: fc.boolean(),
})

function loosen(rule: Loosening, given: JsonValue, alternative: JsonValue): FieldExpectation | undefined {
  switch (rule) {
    case 'exact':
      return given
    case 'oneOfFirst':
      return field.oneOf(given, alternative)
    case 'oneOfSecond':
      return field.oneOf(alternative, given)
    case 'optional':
      return field.optional(given)
    case 'ignore':
      return field.ignore()
    case 'casefold':
      return typeof given === 'string' ? field.casefold(given) : given
    case 'drop':
      return undefined
    case 'change':
      return alternative
  }
}

function expectationOf(
  item: Spec,
  position: number,
  aligned: boolean,
  received: readonly Call[],
): CallExpectation {
  const from = aligned ? position : item.from
  const base = item.fromFresh || received.length === 0 ? item.fresh : received[from % received.length]!
  const name =
    item.name === 'any'
      ? '*'
      : item.name === 'other'
        ? NAMES[(NAMES.indexOf(base.name as 'a') + 1) % 3]!
        : base.name
  if (item.name === 'omitArguments') return { name }
  const args: Record<string, FieldExpectation> = {}
  Object.entries(base.arguments).forEach(([key, given], index) => {
    const expected = loosen(item.rules[index]!, given, item.alternative)
    if (expected !== undefined) args[key] = expected
  })
  if (item.optionalKey) args.z = field.optional(item.alternative)
  return {
    name,
    arguments: args,
    ...(item.extraArguments === undefined ? {} : { extraArguments: item.extraArguments }),
  }
}

/** The greedy pass of `callsPass`, rebuilt here only to count the problems it leaves to the matching. */
function greedyPairsAll(expected: readonly CompiledCall[], received: readonly Call[]): boolean {
  const taken = new Set<number>()
  for (const row of expected) {
    const col = received.findIndex((item, index) => !taken.has(index) && callPasses(row, item, context))
    if (col === -1) return false
    taken.add(col)
  }
  return true
}

const problem = fc
  .record({
    received: fc.array(receivedCall, { maxLength: 6 }),
    order: fc.constantFrom(...ORDERS),
    extraCalls: fc.constantFrom(...POLICIES),
    looseFirst: fc.boolean(),
    /** Expected call i copies received call i, as many expected as received (or one fewer): counts mostly fit. */
    aligned: fc.boolean(),
    fewer: fc.boolean(),
  })
  .chain((base) => {
    const length = Math.max(0, base.received.length - (base.fewer ? 1 : 0))
    const specs = base.aligned
      ? fc.array(spec, { minLength: length, maxLength: length })
      : fc.array(spec, { maxLength: 5 })
    return specs.map((list) => ({ ...base, specs: list }))
  })

/** How many received calls an expected call is likely to accept: loose ones first make greedy pairing go wrong. */
function looseness(item: Spec): number {
  const loose = ['oneOfFirst', 'oneOfSecond', 'optional', 'ignore']
  const name = item.name === 'any' ? 4 : item.name === 'omitArguments' ? 3 : 0
  return name + item.rules.filter((rule) => loose.includes(rule)).length + (item.extraArguments ? 1 : 0)
}

function expectedOf(input: { received: Call[]; specs: Spec[]; looseFirst: boolean; aligned: boolean }) {
  const { received, specs, looseFirst, aligned } = input
  const calls = specs.map((item, position) => ({
    call: expectationOf(item, position, aligned, received),
    item,
  }))
  if (looseFirst) calls.sort((a, b) => looseness(b.item) - looseness(a.item))
  return compile(calls.map(({ call }) => call))
}

describe('callsPass: properties', () => {
  test('equals matchCalls(...).pass on random small problems', () => {
    const counts = {
      pass: 0,
      fail: 0,
      serialPass: 0,
      serialFail: 0,
      greedyFailsMatchingPasses: 0,
      greedyFailsBothFail: 0,
    }
    fc.assert(
      fc.property(problem, (input) => {
        const { received, order, extraCalls } = input
        const expected = expectedOf(input)
        const fast = callsPass(expected, order, received, extraCalls, context)
        const full = matchCalls(expected, order, received, extraCalls, context).pass
        expect(fast).toBe(full)
        counts[full ? 'pass' : 'fail']++
        if (order === 'serial') counts[full ? 'serialPass' : 'serialFail']++
        const countsFit =
          received.length >= expected.length &&
          (extraCalls === 'allow' || received.length === expected.length)
        if (order !== 'serial' && countsFit && !greedyPairsAll(expected, received))
          counts[full ? 'greedyFailsMatchingPasses' : 'greedyFailsBothFail']++
      }),
      { seed: 20261130, numRuns: 4000 },
    )
    // Not vacuous: both answers, in every route (serial, counts, greedy, matching), many times.
    expect(counts.pass).toBeGreaterThan(500)
    expect(counts.fail).toBeGreaterThan(500)
    expect(counts.serialPass).toBeGreaterThan(100)
    expect(counts.serialFail).toBeGreaterThan(100)
    expect(counts.greedyFailsMatchingPasses).toBeGreaterThan(40)
    expect(counts.greedyFailsBothFail).toBeGreaterThan(200)
  })

  test('a permutation of the received calls never changes the order-free answer', () => {
    let passes = 0
    fc.assert(
      fc.property(problem, fc.nat(), (input, seed) => {
        const { received, extraCalls } = input
        const expected = expectedOf(input)
        const shuffled = permute(received, seed)
        const answer = callsPass(expected, 'parallel', received, extraCalls, context)
        expect(callsPass(expected, 'parallel', shuffled, extraCalls, context)).toBe(answer)
        if (answer) passes++
      }),
      { seed: 20261130, numRuns: 1000 },
    )
    expect(passes).toBeGreaterThan(100)
  })
})
