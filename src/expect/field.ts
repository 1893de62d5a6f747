import type { JsonValue } from '../json/types.js'
import type {
  AbsentRule,
  ArabicRule,
  CasefoldRule,
  CommaListRule,
  DurationRule,
  EnumRule,
  ExactRule,
  FieldExpectation,
  IgnoreRule,
  InstantRule,
  JsonRule,
  NumberRule,
  OneOfRule,
  OptionalRule,
  PatternRule,
  PresentRule,
  SatisfiesRule,
  SubsetRule,
  TrimmedRule,
  UnorderedRule,
  WithDefaultRule,
} from './types.js'

/** Options of `field.number`. */
export interface NumberOptions {
  /** Largest accepted absolute difference (default 0). */
  tolerance?: number
  /** Accept numeric strings such as `"20"` (default true). */
  coerce?: boolean
}

function rule<T extends object>(value: T): T {
  return Object.freeze(value)
}

function withOptions<T extends object>(base: T, options: object | undefined): T {
  if (options === undefined) return base
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) }
  for (const [key, value] of Object.entries(options)) if (value !== undefined) out[key] = value
  return out as T
}

/**
 * Builders for per-field rules. Each returns the rule's plain-JSON form (`{ $rule: 'casefold', value: 'Paris' }`),
 * so an expectation written with them survives `JSON.stringify` / `JSON.parse` unchanged (except `satisfies`,
 * which holds a function).
 */
export const field = {
  /** Canonical deep equality, stated explicitly; the value is taken literally (a `$rule` key inside is data). */
  exact: (value: JsonValue): ExactRule => rule({ $rule: 'exact', value }),
  /** Case-insensitive string equality (after Unicode normalisation): `casefold('Paris')` accepts `"paris"`. */
  casefold: (value: string): CasefoldRule => rule({ $rule: 'casefold', value }),
  /** String equality after trimming surrounding white space. */
  trimmed: (value: string): TrimmedRule => rule({ $rule: 'trimmed', value }),
  /** A number within `tolerance`; numeric strings accepted unless `coerce: false`; booleans never. */
  number: (value: number, options?: NumberOptions): NumberRule =>
    rule(withOptions<NumberRule>({ $rule: 'number', value }, options)),
  /** Any one of the alternatives (each may itself be a rule). */
  oneOf: (...values: FieldExpectation[]): OneOfRule => rule({ $rule: 'oneOf', values }),
  /** A string equal after mapping aliases to canonical values: `enum('EUR', { aliases: { euro: 'EUR' } })`. */
  enum: (value: string, options?: { aliases?: Record<string, string> }): EnumRule =>
    rule(withOptions<EnumRule>({ $rule: 'enum', value }, options)),
  /** An array equal as a multiset (elements may be rules; paired by maximum matching). */
  unordered: (value: readonly FieldExpectation[]): UnorderedRule => rule({ $rule: 'unordered', value }),
  /** A comma-separated string whose trimmed parts are equal (order-free with `unordered: true`). */
  commaList: (value: string, options?: { unordered?: boolean }): CommaListRule =>
    rule(withOptions<CommaListRule>({ $rule: 'commaList', value }, options)),
  /** An ISO-8601 duration of equal length (`PT0H45M` = `PT45M`); months and years stay strict. */
  duration: (value: string): DurationRule => rule({ $rule: 'duration', value }),
  /** A date-time naming the same instant whatever the offset notation, within `tolerance` (ms or ISO duration). */
  instant: (value: string, options?: { tolerance?: number | string }): InstantRule =>
    rule(withOptions<InstantRule>({ $rule: 'instant', value }, options)),
  /** Equal after Arabic normalisation (tatweel, alef variants, ya, ta marbuta); transliteration never passes. */
  arabic: (value: string): ArabicRule => rule({ $rule: 'arabic', value }),
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
