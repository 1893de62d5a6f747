import type { JsonValue } from '../json/types.js'
import {
  arabic,
  casefold,
  commaList,
  date,
  duration,
  enumRule,
  instant,
  number,
  oneOf,
  rule,
  trimmed,
  unordered,
  withOptions,
} from './field-builders.js'
import type { FromCallRule, FromResultRule, ResultRef } from './run-types.js'
import type {
  AbsentRule,
  BfclStringRule,
  ExactRule,
  FieldExpectation,
  IgnoreRule,
  JsonRule,
  MentionsRule,
  OptionalRule,
  PatternRule,
  PresentRule,
  SatisfiesRule,
  Shape,
  ShapeRule,
  SubsetRule,
  WithDefaultRule,
} from './types.js'

export type { EnumOptions, NumberOptions } from './field-builders.js'

export const field = {
  /** Canonical deep equality, stated explicitly; the value is taken literally (a `$rule` key inside is data). */
  exact: (value: JsonValue): ExactRule => rule({ $rule: 'exact', value }),
  /** Case-insensitive string equality (after Unicode normalisation): `casefold('Paris')` accepts `"paris"`. */
  casefold,
  /** String equality after trimming surrounding white space. */
  trimmed,
  /** A number within `tolerance`; numeric strings accepted unless `coerce: false`; booleans never. */
  number,
  /**
   * Any one of the alternatives (each may itself be a rule), given as arguments: `oneOf('EUR', 'USD')`. A single
   * array (`oneOf(['EUR', 'USD'])`, `oneOf([])`) is a usage error: it would mean "equals that array".
   */
  oneOf,
  /** A string equal after mapping aliases to canonical values: `enum('EUR', { aliases: { euro: 'EUR' } })`. */
  enum: enumRule,
  /** An array equal as a multiset (elements may be rules; paired by maximum matching). */
  unordered,
  /** A comma-separated string whose trimmed parts are equal (order-free with `unordered: true`). */
  commaList,
  /** An ISO-8601 duration of equal length (`PT0H45M` = `PT45M`); months and years stay strict. */
  duration,
  /** A date-time naming the same instant whatever the offset notation, within `tolerance` (ms or ISO duration). */
  instant,
  /**
   * A calendar date (written `YYYY-MM-DD`) in any common spelling: `2026-03-14`, `14 March 2026`, `March 14, 2026`,
   * `Sat, 14 Mar 2026`; numeric dates with the year last only with `{ order: 'dmy' | 'mdy' }`. Not a date-time.
   */
  date,
  /** Equal after Arabic normalisation (tatweel, alef variants, ya, ta marbuta); transliteration never passes. */
  arabic,
  /**
   * Equal after BFCL's string standardisation on both sides (ASCII spaces and `, . / - _ * ^` removed, lower-cased,
   * `'` as `"`): `bfclString('April 1, 2024')` accepts `"april 1,2024"`. What the `bfcl` import uses for strings.
   */
  bfclString: (value: string): BfclStringRule => rule({ $rule: 'bfclString', value }),
  /** A string the regular expression matches (unanchored unless the pattern anchors itself). */
  pattern: (value: RegExp | string): PatternRule =>
    rule(
      typeof value === 'string'
        ? { $rule: 'pattern', value }
        : withOptions<PatternRule>(
            { $rule: 'pattern', value: value.source },
            { flags: value.flags || undefined },
          ),
    ),
  /** A string holding JSON whose parsed value matches `value`. */
  json: (value: FieldExpectation): JsonRule => rule({ $rule: 'json', value }),
  /** An object matching on the listed keys; other keys allowed. */
  subset: (value: { readonly [key: string]: FieldExpectation }): SubsetRule =>
    rule({ $rule: 'subset', value }),
  /** Anything, present or absent: for free text the call scorer must not judge. */
  ignore: (): IgnoreRule => rule({ $rule: 'ignore' }),
  /** The key is present, with any value. */
  present: (): PresentRule => rule({ $rule: 'present' }),
  /** The key is absent. */
  absent: (): AbsentRule => rule({ $rule: 'absent' }),
  /** Absent, or matching `value`. */
  optional: (value: FieldExpectation): OptionalRule => rule({ $rule: 'optional', value }),
  /** Absent counts as `defaultValue`; then the value must match `value`. */
  withDefault: (value: FieldExpectation, defaultValue: JsonValue): WithDefaultRule =>
    rule({ $rule: 'withDefault', value, default: defaultValue }),
  /**
   * A value of this shape: type names (`'string'`, `'number'`, `'boolean'`, `'null'`, `'object'`, `'array'`, `'any'`;
   * `'string|null'` for a choice), objects of shapes (exactly these keys), lists of element shapes (each element has
   * one of them): `shape({ id: 'string', items: [{ sku: 'string' }] })`. What run snapshots store for tool results.
   */
  shape: (value: Shape): ShapeRule => rule({ $rule: 'shape', value }),
  /**
   * In a run expectation: the value found at `path` (`'order.id'`, `'items[0].sku'`) in the result of an earlier
   * call — `call` names a tool (its latest call before this one) or gives `{ step, call }` indexes. "Did it use the
   * id it was given."
   */
  fromResult: (call: ResultRef, path: string): FromResultRule => ({ $rule: 'fromResult', call, path }),
  /**
   * In a run expectation's `answer` and claims, as the value of `mentions`: the value at `path` in the arguments of
   * `call`'s latest call ("the answer names the order it refunded").
   */
  fromCall: (call: string, path: string): FromCallRule => ({ $rule: 'fromCall', call, path }),
  /**
   * A text that mentions `value`: a string found in it in any case, a number as a numeric token equal to it (`18.9`
   * in "18.90 EUR" and "$18.90"; `1049` in "#1049" and "1,049"). In a run expectation's `answer` and claims,
   * `value` may be `field.fromResult(...)` or `field.fromCall(...)`: the answer cites the id a tool returned.
   */
  mentions: (value: string | number | FromResultRule | FromCallRule): MentionsRule =>
    rule({ $rule: 'mentions', value: value as MentionsRule['value'] }),
  /**
   * A custom predicate; `label` names it in messages. It cannot be written as JSON: serialising it produces a
   * marker that fails to load with a clear error.
   */
  satisfies: (test: (value: JsonValue | undefined) => boolean, label: string): SatisfiesRule =>
    rule({
      $rule: 'satisfies',
      label,
      test,
      toJSON: () => ({
        $rule: 'satisfies',
        label,
        $unserializable: 'satisfies holds a function; it has no JSON form',
      }),
    } as SatisfiesRule),
} as const
