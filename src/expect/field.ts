import type { JsonValue } from '../json/types.js'
import { MatcherUsageError } from '../usage-error.js'
import type { FromResultRule, ResultRef } from './run-types.js'
import type {
  AbsentRule,
  ArabicRule,
  BfclStringRule,
  CasefoldRule,
  CommaListRule,
  DateRule,
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

type Template<R> = Omit<R, 'value'>

function casefold(): Template<CasefoldRule>
function casefold(value: string): CasefoldRule
function casefold(value?: string): CasefoldRule | Template<CasefoldRule> {
  return rule(value === undefined ? { $rule: 'casefold' } : { $rule: 'casefold', value })
}

function trimmed(): Template<TrimmedRule>
function trimmed(value: string): TrimmedRule
function trimmed(value?: string): TrimmedRule | Template<TrimmedRule> {
  return rule(value === undefined ? { $rule: 'trimmed' } : { $rule: 'trimmed', value })
}

function number(options?: NumberOptions): Template<NumberRule>
function number(value: number, options?: NumberOptions): NumberRule
function number(value?: number | NumberOptions, options?: NumberOptions): NumberRule | Template<NumberRule> {
  if (typeof value === 'number') return rule(withOptions<NumberRule>({ $rule: 'number', value }, options))
  return rule(withOptions<Template<NumberRule>>({ $rule: 'number' }, value))
}

/** Options of `field.enum`. */
export interface EnumOptions {
  /** Other spellings mapped to canonical values: `{ euro: 'EUR' }`. */
  aliases?: Record<string, string>
}

function enumRule(options?: EnumOptions): Template<EnumRule>
function enumRule(value: string, options?: EnumOptions): EnumRule
function enumRule(value?: string | EnumOptions, options?: EnumOptions): EnumRule | Template<EnumRule> {
  if (typeof value === 'string') return rule(withOptions<EnumRule>({ $rule: 'enum', value }, options))
  return rule(withOptions<Template<EnumRule>>({ $rule: 'enum' }, value))
}

function unordered(): Template<UnorderedRule>
function unordered(value: readonly FieldExpectation[]): UnorderedRule
function unordered(value?: readonly FieldExpectation[]): UnorderedRule | Template<UnorderedRule> {
  return rule(value === undefined ? { $rule: 'unordered' } : { $rule: 'unordered', value })
}

function commaList(options?: { unordered?: boolean }): Template<CommaListRule>
function commaList(value: string, options?: { unordered?: boolean }): CommaListRule
function commaList(
  value?: string | { unordered?: boolean },
  options?: { unordered?: boolean },
): CommaListRule | Template<CommaListRule> {
  if (typeof value === 'string')
    return rule(withOptions<CommaListRule>({ $rule: 'commaList', value }, options))
  return rule(withOptions<Template<CommaListRule>>({ $rule: 'commaList' }, value))
}

function duration(): Template<DurationRule>
function duration(value: string): DurationRule
function duration(value?: string): DurationRule | Template<DurationRule> {
  return rule(value === undefined ? { $rule: 'duration' } : { $rule: 'duration', value })
}

function instant(options?: { tolerance?: number | string }): Template<InstantRule>
function instant(value: string, options?: { tolerance?: number | string }): InstantRule
function instant(
  value?: string | { tolerance?: number | string },
  options?: { tolerance?: number | string },
): InstantRule | Template<InstantRule> {
  if (typeof value === 'string') return rule(withOptions<InstantRule>({ $rule: 'instant', value }, options))
  return rule(withOptions<Template<InstantRule>>({ $rule: 'instant' }, value))
}

function date(options?: { order?: 'dmy' | 'mdy' }): Template<DateRule>
function date(value: string, options?: { order?: 'dmy' | 'mdy' }): DateRule
function date(
  value?: string | { order?: 'dmy' | 'mdy' },
  options?: { order?: 'dmy' | 'mdy' },
): DateRule | Template<DateRule> {
  if (typeof value === 'string') return rule(withOptions<DateRule>({ $rule: 'date', value }, options))
  return rule(withOptions<Template<DateRule>>({ $rule: 'date' }, value))
}

function arabic(): Template<ArabicRule>
function arabic(value: string): ArabicRule
function arabic(value?: string): ArabicRule | Template<ArabicRule> {
  return rule(value === undefined ? { $rule: 'arabic' } : { $rule: 'arabic', value })
}

/**
 * Builders for per-field rules. Each returns the rule's plain-JSON form (`{ $rule: 'casefold', value: 'Paris' }`),
 * so an expectation written with them survives `JSON.stringify` / `JSON.parse` unchanged (except `satisfies`,
 * which holds a function). Called without a value (`field.casefold()`, `field.number({ tolerance: 0.01 })`), the
 * comparison builders give a `CompareRule` for a tool's `compare`: how that tool compares an argument, whatever
 * value a test expects.
 */
/** `field.oneOf`: the alternatives as arguments; one array alone is the mistake of passing them as a list. */
function oneOf(...values: FieldExpectation[]): OneOfRule {
  if (values.length === 1 && Array.isArray(values[0])) {
    throw new MatcherUsageError(
      ['oneOf'],
      'oneOf takes its alternatives as arguments (field.oneOf(a, b)), not one array: spread it (field.oneOf(...list))',
    )
  }
  return rule({ $rule: 'oneOf', values })
}

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
   * In a run expectation: the value found at `path` (`'order.id'`, `'items[0].sku'`) in the result of an earlier
   * call — `call` names a tool (its latest call before this one) or gives `{ step, call }` indexes. "Did it use the
   * id it was given."
   */
  fromResult: (call: ResultRef, path: string): FromResultRule => ({ $rule: 'fromResult', call, path }),
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
