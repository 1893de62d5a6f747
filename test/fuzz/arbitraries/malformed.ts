import fc from 'fast-check'
import type { JsonValue } from '../../../src/json/types.js'
import { turnExpectation } from './expectation.js'
import { nested } from './json.js'
import { cloneJson } from './wire.js'

/** Mistakes a test author makes: unknown rules, bad parameters, wrong types, values JSON cannot carry, cycles. */
const CORRUPTIONS: readonly ((root: object) => unknown)[] = [
  () => ({ $rule: 'nope' }),
  () => ({ $rule: 5 }),
  () => ({ $rule: '__proto__' }),
  () => ({ $rule: 'toString' }),
  () => ({ $rule: 'number', value: 1, tolerance: -1 }),
  () => ({ $rule: 'number', value: '1' }),
  () => ({ $rule: 'number', value: Number.NaN }),
  () => ({ $rule: 'oneOf', values: [] }),
  () => ({ $rule: 'duration', value: 'P' }),
  () => ({ $rule: 'duration', value: 'PT' }),
  () => ({ $rule: 'instant', value: '2026-02-30T10:00:00Z' }),
  () => ({ $rule: 'instant', value: '2026-03-01T10:00:00Z', tolerance: 'P1M' }),
  () => ({ $rule: 'pattern', value: '(' }),
  () => ({ $rule: 'pattern', value: 'a', flags: 'q' }),
  () => ({ $rule: 'exact' }),
  () => ({ $rule: 'exact', value: { $rule: 'casefold' }, extra: 1 }),
  () => ({ $rule: 'casefold', value: 5 }),
  () => ({ $rule: 'enum', value: 'a', aliases: { b: 5 } }),
  () => ({ $rule: 'subset', value: [] }),
  () => ({ $rule: 'withDefault', value: 1 }),
  () => ({ $rule: 'satisfies', label: 'x' }),
  () => ({ $rule: 'satisfies', label: '', test: () => true }),
  () => ({ $rule: 'present', value: 1 }),
  () => Number.NaN,
  () => Number.POSITIVE_INFINITY,
  () => undefined,
  () => () => 1,
  () => 10n,
  () => Symbol('s'),
  () => new Date(0),
  () => new Map(),
  () => /x/,
  (root) => root,
  () => nested(300, 'object'),
  () => nested(300, 'array'),
  () =>
    Object.fromEntries([
      ['é', 1],
      ['e\u0301', 2],
    ]),
  () => ({ asymmetricMatch: 'not a function' }),
]

/** Turn-level mistakes: the expectation itself is not one of the forms. */
const WHOLE: readonly unknown[] = [
  null,
  undefined,
  5,
  'get_weather',
  [],
  [{ name: 'a' }],
  {},
  { name: '' },
  { name: 5 },
  { name: 'a', arguments: [] },
  { name: 'a', arguments: 'x' },
  { name: 'a', extraArguments: 'maybe' },
  { name: 'a', stale: {} },
  { name: 'a', stale: [] },
  { name: 'a', unknown: 1 },
  { calls: 'x' },
  { calls: [5] },
  { calls: [], order: 'random' },
  { plans: [] },
  { plans: [5] },
  { abstain: false },
  { abstain: true, extra: 1 },
  { clarify: 5 },
  { clarify: [5] },
  { confirm: [] },
  { confirm: [{ name: 'a' }], order: 'any' },
]

/**
 * A recipe for a malformed expectation (plain data, printable): a valid expectation with a mistake put in at one
 * place, or a turn-level mistake.
 */
export interface MalformedRecipe {
  base: JsonValue
  at: number
  corruption: number
  whole: number | undefined
}

/** A recipe for a malformed expectation. */
export const malformedRecipe: fc.Arbitrary<MalformedRecipe> = fc.record({
  base: turnExpectation({ jsonOnly: true, stale: true }).map((value) =>
    cloneJson(value as unknown as JsonValue),
  ),
  at: fc.nat(),
  corruption: fc.nat(CORRUPTIONS.length - 1),
  whole: fc.option(fc.nat(WHOLE.length - 1), { nil: undefined, freq: 5 }),
})

/** Every object inside `value` (itself first). */
function objects(value: unknown, out: object[] = []): object[] {
  if (value === null || typeof value !== 'object') return out
  out.push(value)
  for (const item of Object.values(value)) objects(item, out)
  return out
}

/** Builds the malformed expectation a recipe describes. */
export function buildMalformed(recipe: MalformedRecipe): unknown {
  if (recipe.whole !== undefined) return WHOLE[recipe.whole]
  const root = cloneJson(recipe.base) as object
  const places = objects(root)
  const place = places[recipe.at % places.length]!
  const keys = Object.keys(place)
  const slot = keys.length === 0 ? 'x' : keys[recipe.at % keys.length]!
  Object.defineProperty(place, slot, {
    value: CORRUPTIONS[recipe.corruption]!(root),
    enumerable: true,
    writable: true,
    configurable: true,
  })
  return root
}

/** Options a test author may get wrong. */
export const malformedOptions: fc.Arbitrary<unknown> = fc.constantFrom(
  null,
  'strict',
  5,
  { parse: 'loose' },
  { unicode: 'nfd' },
  { extraCalls: true },
  { extraArguments: 'sometimes' },
  { profile: 'nope' },
  { profile: 5 },
  { maxDepth: -1 },
  { maxDepth: Number.NaN },
  { choice: 1.5 },
  { choice: -1 },
  { tools: {} },
  { tools: 5 },
)
