import type { JsonValue } from '../json/types.js'

/**
 * The asymmetric-matcher protocol shared by Vitest and Jest (`expect.any(String)`, `expect.stringContaining(…)`).
 * Accepted wherever a rule is.
 */
export interface AsymmetricMatcherLike {
  asymmetricMatch(other: unknown): boolean
  toString?(): string
  toAsymmetricMatcher?(): string
}

/** The JSON form of every rule: an object whose `$rule` names it. Builders in `field` produce exactly these. */
export type Rule =
  | ExactRule
  | CasefoldRule
  | TrimmedRule
  | NumberRule
  | OneOfRule
  | EnumRule
  | UnorderedRule
  | CommaListRule
  | DurationRule
  | InstantRule
  | ArabicRule
  | BfclStringRule
  | PatternRule
  | JsonRule
  | SubsetRule
  | IgnoreRule
  | PresentRule
  | AbsentRule
  | OptionalRule
  | WithDefaultRule
  | SatisfiesRule

/** Every rule name. */
export type RuleName = Rule['$rule']

/**
 * What one field may be in an expectation: a plain JSON value (exact), a rule, an asymmetric matcher, or arrays and
 * objects of those at any depth.
 */
export type FieldExpectation =
  | null
  | boolean
  | number
  | string
  | Rule
  | AsymmetricMatcherLike
  | readonly FieldExpectation[]
  | { readonly [key: string]: FieldExpectation }

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
/** A custom predicate (TypeScript only: it cannot be written as JSON); `label` appears in messages. */
export interface SatisfiesRule {
  readonly $rule: 'satisfies'
  readonly label: string
  readonly test: (value: JsonValue | undefined) => boolean
}

/** How unknown arguments are treated: `forbid` (default) fails on any argument the expectation does not name. */
export type ExtraArgumentsPolicy = 'forbid' | 'allow'

/** How received calls beyond the expected ones are treated: `forbid` (default) fails on any extra call. */
export type ExtraCallsPolicy = 'forbid' | 'allow'

/** The call a stale (pre-migration) schema would have produced: matching it is reported as `stale_schema`. */
export interface StaleCall {
  readonly name: string
  readonly arguments?: { readonly [key: string]: FieldExpectation } | undefined
}

/** One expected call. `name: "*"` accepts any name; omitted `arguments` are not checked; `{}` means no arguments. */
export interface CallExpectation {
  readonly name: string
  readonly arguments?: { readonly [key: string]: FieldExpectation } | Rule | undefined
  readonly extraArguments?: ExtraArgumentsPolicy | undefined
  readonly stale?: StaleCall | readonly StaleCall[] | undefined
}

/** The order in which a list of calls must appear: `serial` (as listed) or `parallel` (a multiset). */
export type CallOrder = 'serial' | 'parallel'

/** Several calls, ordered or as a multiset. */
export interface CallsExpectation {
  readonly calls: readonly CallExpectation[]
  readonly order?: CallOrder | undefined
}
/** Any one of several acceptable plans; the closest one is reported when none matches. */
export interface PlansExpectation {
  readonly plans: readonly TurnExpectation[]
}
/** No call is right. */
export interface AbstainExpectation {
  readonly abstain: true
}
/** An Action IR CLARIFY decision, with the missing slots when given (compared as a set). */
export interface ClarifyExpectation {
  readonly clarify: true | readonly string[]
}
/** An Action IR CONFIRM decision with these calls. */
export interface ConfirmExpectation {
  readonly confirm: readonly CallExpectation[]
  readonly order?: CallOrder | undefined
}

/** Everything a turn may be expected to do; plain JSON except for `satisfies` rules and asymmetric matchers. */
export type TurnExpectation =
  | CallExpectation
  | CallsExpectation
  | PlansExpectation
  | AbstainExpectation
  | ClarifyExpectation
  | ConfirmExpectation

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
  'arabic',
  'ignore',
] as const satisfies readonly CompareRule['$rule'][]
