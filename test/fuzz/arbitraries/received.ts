import fc from 'fast-check'
import type { MatchOptions } from '../../../src/match/options.js'
import { sharedJson, sharedKey, sharedName } from './expectation.js'
import {
  buildHarmless,
  buildHostile,
  type HarmlessRecipe,
  type HostileRecipe,
  harmlessRecipe,
  hostileRecipe,
} from './hostile.js'
import { deepJson, jsonValue, objectOf } from './json.js'
import { rawBytes, rawText } from './text.js'
import { BUILDER_NAMES, buildWire, type CallModel, nearWire, noise, wireSample } from './wire.js'

/**
 * A received input as fast-check holds it: a value, or the recipe of a hostile (or harmlessly dressed) JavaScript
 * object, built only when the property runs (so that printing a counterexample never touches a trap).
 */
export type Received =
  | { kind: 'value'; value: unknown }
  | { kind: 'hostile'; recipe: HostileRecipe }
  | { kind: 'harmless'; recipe: HarmlessRecipe }

/** The value a `Received` stands for (hostile ones freshly built: a flaky Proxy counts from zero again). */
export function materialize(received: Received): unknown {
  switch (received.kind) {
    case 'value':
      return received.value
    case 'hostile':
      return buildHostile(received.recipe)
    case 'harmless':
      return buildHarmless(received.recipe)
  }
}

const value = (item: unknown): Received => ({ kind: 'value', value: item })

/** Calls over the names, keys and values the random expectations use, so that matching gets past the names. */
export const sharedCalls: fc.Arbitrary<CallModel[]> = fc.array(
  fc.record({
    name: sharedName,
    arguments: fc
      .array(fc.tuple(sharedKey, sharedJson), { maxLength: 3 })
      .map((entries) => objectOf(entries)),
  }),
  { maxLength: 4 },
) as fc.Arbitrary<CallModel[]>

/** Shared calls in some wire format. */
export const sharedWire: fc.Arbitrary<unknown> = fc
  .tuple(fc.constantFrom(...BUILDER_NAMES), sharedCalls, noise)
  .map(([builder, calls, choices]) => buildWire(builder, calls, choices).value)

/** JavaScript values of every kind: BigInt, dates, maps, typed and sparse arrays, boxed values, null prototypes. */
export const anyJs: fc.Arbitrary<unknown> = fc.anything({
  maxDepth: 3,
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withObjectString: true,
  withSparseArray: true,
  withTypedArray: true,
  withUnicodeString: true,
})

/** Anything a test may receive: SDK shapes (valid, near-valid, broken), raw text, bytes, JSON, hostile objects. */
export const received: fc.Arbitrary<Received> = fc.oneof(
  { weight: 3, arbitrary: wireSample.map((sample) => value(sample.value)) },
  { weight: 3, arbitrary: sharedWire.map(value) },
  { weight: 3, arbitrary: nearWire.map(value) },
  { weight: 3, arbitrary: rawText.map(value) },
  { weight: 1, arbitrary: sharedWire.map((item) => value(JSON.stringify(item))) },
  { weight: 1, arbitrary: rawBytes.map(value) },
  { weight: 1, arbitrary: jsonValue().map(value) },
  { weight: 1, arbitrary: deepJson.map(value) },
  { weight: 1, arbitrary: anyJs.map(value) },
  { weight: 2, arbitrary: hostileRecipe.map((recipe): Received => ({ kind: 'hostile', recipe })) },
  { weight: 1, arbitrary: harmlessRecipe.map((recipe): Received => ({ kind: 'harmless', recipe })) },
)

/** Received inputs that are usually readable: what self-matching needs. */
export const readable: fc.Arbitrary<Received> = fc.oneof(
  { weight: 3, arbitrary: wireSample.map((sample) => value(sample.value)) },
  { weight: 3, arbitrary: sharedWire.map(value) },
  { weight: 2, arbitrary: wireSample.map((sample) => value(JSON.stringify(sample.value))) },
  { weight: 1, arbitrary: wireSample.map((sample) => value(Buffer.from(JSON.stringify(sample.value)))) },
  { weight: 1, arbitrary: nearWire.map(value) },
  { weight: 1, arbitrary: rawText.map(value) },
  { weight: 1, arbitrary: harmlessRecipe.map((recipe): Received => ({ kind: 'harmless', recipe })) },
)

/** Match policies, sometimes through the `bfcl` match profile. */
export const matchOptions: fc.Arbitrary<MatchOptions> = fc.record(
  {
    parse: fc.constantFrom('strict' as const, 'lenient' as const),
    unicode: fc.constantFrom('nfc' as const, 'none' as const),
    extraArguments: fc.constantFrom('forbid' as const, 'allow' as const),
    extraCalls: fc.constantFrom('forbid' as const, 'allow' as const),
    profile: fc.constantFrom('default', 'bfcl'),
    choice: fc.constantFrom(0, 1),
  },
  { requiredKeys: [] },
)
