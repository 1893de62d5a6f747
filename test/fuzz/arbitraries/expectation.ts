import fc from 'fast-check'
import { expect } from 'vitest'
import { field } from '../../../src/expect/field.js'
import type {
  CallExpectation,
  FieldExpectation,
  StaleCall,
  TurnExpectation,
} from '../../../src/expect/types.js'
import type { JsonValue } from '../../../src/json/types.js'
import { jsonValue, objectOf, text } from './json.js'
import { uniqueAfterNfc } from './wire.js'

/** Strings the rules care about: case, white space, Arabic, numbers, lists, durations, instants, JSON. */
const STRINGS = [
  'Paris',
  'paris',
  ' Paris ',
  'PARIS',
  '\u0627\u0644\u0631\u064a\u0627\u0636',
  '\u0623\u062d\u0645\u062f',
  '\u0627\u062d\u0645\u062f',
  'Riyadh',
  'e\u0301',
  '\u00e9',
  '5',
  '20.5',
  ' 20 ',
  '1e3',
  'a,b',
  'b, a',
  'PT45M',
  'PT0H45M',
  'P1D',
  'P1M',
  '2026-03-01T10:00:00Z',
  '2026-03-01T11:00:00+01:00',
  '2026-03-01T10:00:00',
  '{"a":1}',
  '[1,2]',
  '',
  '__proto__',
  'constructor',
]

/** The values random expectations and received calls share, so that comparisons often get past the type check. */
export const sharedLeaf: fc.Arbitrary<JsonValue> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom<JsonValue>(...STRINGS) },
  { weight: 2, arbitrary: fc.integer({ min: -3, max: 25 }) },
  { weight: 1, arbitrary: fc.constantFrom<JsonValue>(5, 20.004, 0.5, true, false, null, -0) },
  { weight: 1, arbitrary: text(6) },
)

/** Argument names random expectations and received calls share (no `$rule`: that would make a rule). */
export const sharedKey: fc.Arbitrary<string> = fc.constantFrom(
  'city',
  'amount',
  'unit',
  'q',
  'items',
  '__proto__',
  'constructor',
  'prototype',
  'toJSON',
  'e\u0301',
)

/** Tool names random expectations and received calls share. */
export const sharedName: fc.Arbitrary<string> = fc.constantFrom(
  'get_weather',
  'refund',
  'search_docs',
  'a',
  'b',
)

/** Plain JSON over the shared leaves and keys. */
export const sharedJson: fc.Arbitrary<JsonValue> = jsonValue({
  maxDepth: 2,
  maxLength: 3,
  leaf: sharedLeaf,
  keys: sharedKey,
})

const DURATIONS = [
  'PT45M',
  'PT0H45M',
  'PT2700S',
  'P1D',
  'PT24H',
  'P1W',
  'P7D',
  'P1M',
  'P1Y2M',
  'PT0.5S',
  'PT1,5H',
]
const INSTANTS = [
  '2026-03-01T10:00:00Z',
  '2026-03-01T11:00:00+01:00',
  '2026-03-01T10:00Z',
  '2026-03-01 10:00:00.123456789-00:00',
  '2026-03-01T10:00:00',
  '2024-02-29T23:59:59+0530',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
]
const PATTERNS = ['^Par', 'is$', '^\\d+$', '[a-z]+', '^$', '.', '\\p{L}', 'a|b', '(?:x)?', '^\\s*\\S']
const FLAGS = [undefined, '', 'i', 'u', 'iu', 's', 'm', 'g', 'y', 'gimsuy', 'd']

/** Options of `fieldExpectation`. */
export interface FieldOptions {
  /** Only rules with a JSON form (no `satisfies`, no asymmetric matchers). */
  jsonOnly?: boolean
  /** Deepest nesting of rules and containers (default 3). */
  maxDepth?: number
}

/** A predicate for `field.satisfies`: true, false, a type test, or one that throws. */
const predicate = fc.constantFrom(
  { label: 'always', test: () => true },
  { label: 'never', test: () => false },
  { label: 'a string', test: (value: unknown) => typeof value === 'string' },
  {
    label: 'throws',
    test: () => {
      throw new Error('predicate threw')
    },
  },
)

/** Vitest's asymmetric matchers, which expectations accept wherever a rule is. */
const asymmetric: fc.Arbitrary<FieldExpectation> = fc.constantFrom(
  expect.anything(),
  expect.any(String),
  expect.any(Number),
  expect.stringContaining('a'),
  expect.stringMatching(/^P/),
  expect.closeTo(20, 1),
  expect.arrayContaining([1]),
  expect.objectContaining({ a: 1 }),
) as fc.Arbitrary<FieldExpectation>

/**
 * A field expectation: plain values, every rule of `field.*` (nested inside each other, inside arrays and objects),
 * and, unless `jsonOnly`, `satisfies` predicates and asymmetric matchers.
 */
export function fieldExpectation(options: FieldOptions = {}): fc.Arbitrary<FieldExpectation> {
  const { jsonOnly = false, maxDepth = 3 } = options
  const tree = fc.letrec<{ field: FieldExpectation; rule: FieldExpectation; container: FieldExpectation }>(
    (tie) => {
      const inner = tie('field')
      const string = fc.oneof(fc.constantFrom(...STRINGS), text(6))
      const rules: fc.Arbitrary<FieldExpectation>[] = [
        // Keys equal after NFC are a usage error in an expectation (ambiguous), so they are left out here.
        jsonValue({ maxDepth: 2, maxLength: 3 }).map((value) => field.exact(uniqueAfterNfc(value))),
        string.map((value) => field.casefold(value)),
        string.map((value) => field.trimmed(value)),
        fc
          .tuple(
            fc.oneof(fc.integer({ min: -3, max: 25 }), fc.double({ noNaN: true, noDefaultInfinity: true })),
            fc.option(fc.double({ min: 0, max: 100, noNaN: true }), { nil: undefined }),
            fc.option(fc.boolean(), { nil: undefined }),
          )
          .map(([value, tolerance, coerce]) =>
            field.number(value, {
              ...(tolerance === undefined ? {} : { tolerance }),
              ...(coerce === undefined ? {} : { coerce }),
            }),
          ),
        fc
          .array(inner, { minLength: 1, maxLength: 3 })
          // One array alone is refused by the builder (it reads as a list of alternatives): written as JSON.
          .map((values) =>
            values.length === 1 && Array.isArray(values[0])
              ? { $rule: 'oneOf', values }
              : field.oneOf(...values),
          ),
        fc
          .tuple(string, fc.option(fc.array(fc.tuple(string, string), { maxLength: 3 }), { nil: undefined }))
          .map(([value, aliases]) =>
            aliases === undefined ? field.enum(value) : field.enum(value, { aliases: objectOf(aliases) }),
          ),
        fc.array(inner, { maxLength: 3 }).map((values) => field.unordered(values)),
        fc
          .tuple(string, fc.option(fc.boolean(), { nil: undefined }))
          .map(([value, unordered]) =>
            unordered === undefined ? field.commaList(value) : field.commaList(value, { unordered }),
          ),
        fc.constantFrom(...DURATIONS).map((value) => field.duration(value)),
        fc
          .tuple(
            fc.constantFrom(...INSTANTS),
            fc.option(fc.oneof(fc.nat(100_000), fc.constantFrom('PT5M', 'PT0S', 'P1D')), { nil: undefined }),
          )
          .map(([value, tolerance]) =>
            tolerance === undefined ? field.instant(value) : field.instant(value, { tolerance }),
          ),
        string.map((value) => field.arabic(value)),
        string.map((value) => field.bfclString(value)),
        fc
          .tuple(fc.constantFrom(...PATTERNS), fc.constantFrom(...FLAGS))
          .map(([value, flags]) =>
            flags === undefined ? field.pattern(value) : field.pattern(new RegExp(value, flags)),
          ),
        inner.map((value) => field.json(value)),
        fc
          .array(fc.tuple(sharedKey, inner), { maxLength: 3 })
          .map((entries) => field.subset(objectOf(entries))),
        fc.constant(field.ignore()),
        fc.constant(field.present()),
        fc.constant(field.absent()),
        inner.map((value) => field.optional(value)),
        fc.tuple(inner, sharedJson).map(([value, fallback]) => field.withDefault(value, fallback)),
      ]
      if (!jsonOnly) {
        rules.push(
          predicate.map(({ label, test }) => field.satisfies(test, label)),
          asymmetric,
        )
      }
      return {
        field: fc.oneof(
          { maxDepth, depthSize: 'small' },
          { weight: 3, arbitrary: sharedLeaf as fc.Arbitrary<FieldExpectation> },
          { weight: 3, arbitrary: tie('rule') },
          { weight: 1, arbitrary: tie('container') },
        ),
        rule: fc.oneof(...rules),
        container: fc.oneof(
          fc.array(inner, { maxLength: 3 }) as fc.Arbitrary<FieldExpectation>,
          fc.array(fc.tuple(sharedKey, inner), { maxLength: 3 }).map((entries) => objectOf(entries)),
        ),
      }
    },
  )
  return tree.field
}

/** Options of the call and turn expectation arbitraries. */
export interface TurnOptions extends FieldOptions {
  /** Allow `stale` calls (default true). */
  stale?: boolean
}

/** A call expectation: a name (or `*`), arguments often given, sometimes a rule for all of them, policies. */
export function callExpectation(options: TurnOptions = {}): fc.Arbitrary<CallExpectation> {
  const value = fieldExpectation(options)
  const args = fc.oneof(
    { weight: 6, arbitrary: fc.array(fc.tuple(sharedKey, value), { maxLength: 3 }).map((e) => objectOf(e)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<FieldExpectation>(
        field.ignore(),
        field.subset({ city: 'Paris' }),
        field.json({ a: 1 }),
      ),
    },
  )
  const stale: fc.Arbitrary<StaleCall | StaleCall[] | undefined> =
    options.stale === false
      ? fc.constant(undefined)
      : fc.option(
          fc.oneof(
            fc.record({ name: sharedName }),
            fc.array(
              fc.record({
                name: sharedName,
                arguments: fc.dictionary(sharedKey, sharedJson, { maxKeys: 2 }),
              }),
              { minLength: 1, maxLength: 2 },
            ),
          ),
          { nil: undefined, freq: 6 },
        )
  return fc
    .record({
      name: fc.oneof({ weight: 4, arbitrary: sharedName }, fc.constant('*')),
      arguments: fc.option(args, { nil: undefined, freq: 5 }),
      extraArguments: fc.option(fc.constantFrom<'forbid' | 'allow'>('forbid', 'allow'), {
        nil: undefined,
        freq: 4,
      }),
      stale,
    })
    .map(({ name, arguments: given, extraArguments, stale: staleCalls }) => {
      const out: Record<string, unknown> = { name }
      if (given !== undefined) out.arguments = given
      if (extraArguments !== undefined) out.extraArguments = extraArguments
      if (staleCalls !== undefined) out.stale = staleCalls
      return out as unknown as CallExpectation
    })
}

const order = fc.constantFrom<'serial' | 'parallel' | undefined>('serial', 'parallel', undefined)

function withOrder<T extends object>(base: T, given: 'serial' | 'parallel' | undefined): T {
  return given === undefined ? base : { ...base, order: given }
}

/** Every turn form: one call, serial and parallel lists, plans (nested), abstain, clarify and confirm. */
export function turnExpectation(options: TurnOptions = {}): fc.Arbitrary<TurnExpectation> {
  const call = callExpectation(options)
  const calls = fc.array(call, { maxLength: 3 })
  const simple: fc.Arbitrary<TurnExpectation> = fc.oneof(
    { weight: 3, arbitrary: call },
    {
      weight: 3,
      arbitrary: fc.tuple(calls, order).map(([list, given]) => withOrder({ calls: list }, given)),
    },
    fc.constant({ abstain: true as const }),
    fc.oneof(
      fc.constant({ clarify: true as const }),
      fc.array(fc.constantFrom('date', 'time', 'city', '__proto__'), { maxLength: 3 }).map((slots) => ({
        clarify: slots,
      })),
    ),
    fc
      .tuple(fc.array(call, { minLength: 1, maxLength: 3 }), order)
      .map(([list, given]) => withOrder({ confirm: list }, given)),
  )
  const { turn } = fc.letrec<{ turn: TurnExpectation }>((tie) => ({
    turn: fc.oneof(
      { maxDepth: 2, depthSize: 'small' },
      { weight: 6, arbitrary: simple },
      fc.array(tie('turn'), { minLength: 1, maxLength: 3 }).map((plans) => ({ plans })),
    ),
  }))
  return turn
}
