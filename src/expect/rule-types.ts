/** The JSON form of each rule, one interface per rule; `field.*` builds exactly these. */
import type { JsonValue } from '../json/types.js'
import type { FieldExpectation, Rule } from './types.js'

/** `{"$rule":"exact","value":v}`: canonical deep equality with `v`, taken literally (rules inside are plain data). */
export interface ExactRule {
  readonly $rule: 'exact'
  readonly value: JsonValue
}
/** Case-insensitive string equality after Unicode normalisation. */
export interface CasefoldRule {
  readonly $rule: 'casefold'
  readonly value: string
}
/** String equality after trimming surrounding white space on both sides. */
export interface TrimmedRule {
  readonly $rule: 'trimmed'
  readonly value: string
}
/** A number within `tolerance` (default 0); numeric strings accepted unless `coerce: false`; booleans never. */
export interface NumberRule {
  readonly $rule: 'number'
  readonly value: number
  readonly tolerance?: number | undefined
  readonly coerce?: boolean | undefined
}
/** Any one of the alternatives (each may be a rule). */
export interface OneOfRule {
  readonly $rule: 'oneOf'
  readonly values: readonly FieldExpectation[]
}
/** A string equal to `value` after mapping aliases (`{ euro: 'EUR' }`) to canonical values on both sides. */
export interface EnumRule {
  readonly $rule: 'enum'
  readonly value: string
  readonly aliases?: Readonly<Record<string, string>> | undefined
}
/** An array equal to `value` as a multiset (elements may be rules; paired by maximum matching). */
export interface UnorderedRule {
  readonly $rule: 'unordered'
  readonly value: readonly FieldExpectation[]
}
/** A comma-separated string whose parts equal `value`'s parts after trimming each (order-free with `unordered`). */
export interface CommaListRule {
  readonly $rule: 'commaList'
  readonly value: string
  readonly unordered?: boolean | undefined
}
/** An ISO-8601 duration of the same length (`PT0H45M` = `PT45M`); months and years stay strict. */
export interface DurationRule {
  readonly $rule: 'duration'
  readonly value: string
}
/** An ISO-8601 date-time naming the same instant, within `tolerance` (milliseconds, or an ISO-8601 duration). */
export interface InstantRule {
  readonly $rule: 'instant'
  readonly value: string
  readonly tolerance?: number | string | undefined
}
/**
 * A calendar date equal to `value` (written `YYYY-MM-DD`) in any common spelling (`2026-03-14`, `14 March 2026`,
 * `March 14, 2026`…); `order` reads numeric dates with the year last (`14/03/2026`: `dmy`). Not a date-time.
 */
export interface DateRule {
  readonly $rule: 'date'
  readonly value: string
  readonly order?: 'dmy' | 'mdy' | undefined
}
/** A string equal after Arabic normalisation (tatweel, alef variants, ya, ta marbuta); transliteration never passes. */
export interface ArabicRule {
  readonly $rule: 'arabic'
  readonly value: string
}
/**
 * A string equal after BFCL's standardisation on both sides: ASCII spaces and `, . / - _ * ^` removed, lower-cased,
 * `'` turned into `"` (what BFCL's AST checker does with the strings it compares).
 */
export interface BfclStringRule {
  readonly $rule: 'bfclString'
  readonly value: string
}
/** A string matching the regular expression `value` (with `flags`). */
export interface PatternRule {
  readonly $rule: 'pattern'
  readonly value: string
  readonly flags?: string | undefined
}
/**
 * A text that mentions `value`: a string found in it in any case, a number as a numeric token equal to it (`18.9`
 * in "18.90 EUR", `1049` in "#1049" and "1,049"). In a run expectation's `answer` and claims, `value` may be
 * `fromResult` or `fromCall`: the value a call returned or was given.
 */
export interface MentionsRule {
  readonly $rule: 'mentions'
  readonly value: string | number | MentionedRef
}
/** `fromResult` or `fromCall`, as a mention's value: the JSON form of both. */
export interface MentionedRef {
  readonly $rule: 'fromResult' | 'fromCall'
  readonly call: string | { readonly step: number; readonly call?: number | undefined }
  readonly path: string
}
/** A string holding JSON whose parsed value matches `value`. */
export interface JsonRule {
  readonly $rule: 'json'
  readonly value: FieldExpectation
}
/** An object matching `value` on the listed keys; other keys allowed. */
export interface SubsetRule {
  readonly $rule: 'subset'
  readonly value: { readonly [key: string]: FieldExpectation }
}
/** Anything, present or absent. */
export interface IgnoreRule {
  readonly $rule: 'ignore'
}
/** The key is present, with any value. */
export interface PresentRule {
  readonly $rule: 'present'
}
/** The key is absent. */
export interface AbsentRule {
  readonly $rule: 'absent'
}
/** Absent, or matching `value`. */
export interface OptionalRule {
  readonly $rule: 'optional'
  readonly value: FieldExpectation
}
/** Absent counts as `default`; then the value must match `value`. */
export interface WithDefaultRule {
  readonly $rule: 'withDefault'
  readonly value: FieldExpectation
  readonly default: JsonValue
}
/** The JSON types a shape names, and `any` (any value, as long as it is present). */
export type ShapeTypeName = 'string' | 'number' | 'boolean' | 'null' | 'object' | 'array' | 'any'
/**
 * What a `shape` rule holds: a type name (`"string"`; several joined with `|` for a choice: `"string|null"`), a list
 * of element shapes (an array each of whose elements has one of them; `[]` is an empty array), an object of shapes
 * (exactly these keys), or any rule in its place.
 */
export type Shape = string | readonly Shape[] | { readonly [key: string]: Shape } | Rule
/**
 * A value of this shape: the types of its values with its keys, arrays by the shapes of their elements. What a run
 * snapshot stores for a tool result unless asked for the result in full.
 */
export interface ShapeRule {
  readonly $rule: 'shape'
  readonly value: Shape
}
/** A custom predicate (TypeScript only: it cannot be written as JSON); `label` appears in messages. */
export interface SatisfiesRule {
  readonly $rule: 'satisfies'
  readonly label: string
  readonly test: (value: JsonValue | undefined) => boolean
}

/**
 * A rule without its value: how a tool compares an argument, whatever value a test expects
 * (`field.casefold()`, `field.number({ tolerance: 0.01 })`, `field.enum({ aliases })`). Used in `defineTools`'s
 * `compare`; a test's plain value is then compared this way.
 */
export type CompareRule =
  | (Omit<CasefoldRule, 'value'> & { readonly value?: never })
  | (Omit<TrimmedRule, 'value'> & { readonly value?: never })
  | (Omit<NumberRule, 'value'> & { readonly value?: never })
  | (Omit<EnumRule, 'value'> & { readonly value?: never })
  | (Omit<UnorderedRule, 'value'> & { readonly value?: never })
  | (Omit<CommaListRule, 'value'> & { readonly value?: never })
  | (Omit<DurationRule, 'value'> & { readonly value?: never })
  | (Omit<InstantRule, 'value'> & { readonly value?: never })
  | (Omit<DateRule, 'value'> & { readonly value?: never })
  | (Omit<ArabicRule, 'value'> & { readonly value?: never })
  | IgnoreRule

/** The rule names a `CompareRule` may have. */
export const COMPARE_RULES = [
  'casefold',
  'trimmed',
  'number',
  'enum',
  'unordered',
  'commaList',
  'duration',
  'instant',
  'date',
  'arabic',
  'ignore',
] as const satisfies readonly CompareRule['$rule'][]
