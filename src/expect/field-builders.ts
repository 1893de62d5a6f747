import { MatcherUsageError } from '../usage-error.js'
import type {
  ArabicRule,
  CasefoldRule,
  CommaListRule,
  DateRule,
  DurationRule,
  EnumRule,
  FieldExpectation,
  InstantRule,
  NumberRule,
  OneOfRule,
  TrimmedRule,
  UnorderedRule,
} from './types.js'

// The builders with two forms — with a value (a field expectation) or without one (a tool's own comparison rule,
// `field.casefold()`): `field` in field.ts names them.

/** Options of `field.number`. */
export interface NumberOptions {
  /** Largest accepted absolute difference (default 0). */
  tolerance?: number
  /** Accept numeric strings such as `"20"` (default true). */
  coerce?: boolean
}

/** A rule object as a builder returns it: frozen, so a shared expectation cannot be changed by a test. */
export function rule<T extends object>(value: T): T {
  return Object.freeze(value)
}

/** `base` with the options that were given (undefined ones left out). */
export function withOptions<T extends object>(base: T, options: object | undefined): T {
  if (options === undefined) return base
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) }
  for (const [key, value] of Object.entries(options)) if (value !== undefined) out[key] = value
  return out as T
}

/** A rule without its value: what a tool carries as its own comparison rule (`field.casefold()`). */
export type Template<R> = Omit<R, 'value'>

export function casefold(): Template<CasefoldRule>
export function casefold(value: string): CasefoldRule
export function casefold(value?: string): CasefoldRule | Template<CasefoldRule> {
  return rule(value === undefined ? { $rule: 'casefold' } : { $rule: 'casefold', value })
}

export function trimmed(): Template<TrimmedRule>
export function trimmed(value: string): TrimmedRule
export function trimmed(value?: string): TrimmedRule | Template<TrimmedRule> {
  return rule(value === undefined ? { $rule: 'trimmed' } : { $rule: 'trimmed', value })
}

export function number(options?: NumberOptions): Template<NumberRule>
export function number(value: number, options?: NumberOptions): NumberRule
export function number(
  value?: number | NumberOptions,
  options?: NumberOptions,
): NumberRule | Template<NumberRule> {
  if (typeof value === 'number') return rule(withOptions<NumberRule>({ $rule: 'number', value }, options))
  return rule(withOptions<Template<NumberRule>>({ $rule: 'number' }, value))
}

/** Options of `field.enum`. */
export interface EnumOptions {
  /** Other spellings mapped to canonical values: `{ euro: 'EUR' }`. */
  aliases?: Record<string, string>
}

export function enumRule(options?: EnumOptions): Template<EnumRule>
export function enumRule(value: string, options?: EnumOptions): EnumRule
export function enumRule(value?: string | EnumOptions, options?: EnumOptions): EnumRule | Template<EnumRule> {
  if (typeof value === 'string') return rule(withOptions<EnumRule>({ $rule: 'enum', value }, options))
  return rule(withOptions<Template<EnumRule>>({ $rule: 'enum' }, value))
}

export function unordered(): Template<UnorderedRule>
export function unordered(value: readonly FieldExpectation[]): UnorderedRule
export function unordered(value?: readonly FieldExpectation[]): UnorderedRule | Template<UnorderedRule> {
  return rule(value === undefined ? { $rule: 'unordered' } : { $rule: 'unordered', value })
}

export function commaList(options?: { unordered?: boolean }): Template<CommaListRule>
export function commaList(value: string, options?: { unordered?: boolean }): CommaListRule
export function commaList(
  value?: string | { unordered?: boolean },
  options?: { unordered?: boolean },
): CommaListRule | Template<CommaListRule> {
  if (typeof value === 'string')
    return rule(withOptions<CommaListRule>({ $rule: 'commaList', value }, options))
  return rule(withOptions<Template<CommaListRule>>({ $rule: 'commaList' }, value))
}

export function duration(): Template<DurationRule>
export function duration(value: string): DurationRule
export function duration(value?: string): DurationRule | Template<DurationRule> {
  return rule(value === undefined ? { $rule: 'duration' } : { $rule: 'duration', value })
}

export function instant(options?: { tolerance?: number | string }): Template<InstantRule>
export function instant(value: string, options?: { tolerance?: number | string }): InstantRule
export function instant(
  value?: string | { tolerance?: number | string },
  options?: { tolerance?: number | string },
): InstantRule | Template<InstantRule> {
  if (typeof value === 'string') return rule(withOptions<InstantRule>({ $rule: 'instant', value }, options))
  return rule(withOptions<Template<InstantRule>>({ $rule: 'instant' }, value))
}

export function date(options?: { order?: 'dmy' | 'mdy' }): Template<DateRule>
export function date(value: string, options?: { order?: 'dmy' | 'mdy' }): DateRule
export function date(
  value?: string | { order?: 'dmy' | 'mdy' },
  options?: { order?: 'dmy' | 'mdy' },
): DateRule | Template<DateRule> {
  if (typeof value === 'string') return rule(withOptions<DateRule>({ $rule: 'date', value }, options))
  return rule(withOptions<Template<DateRule>>({ $rule: 'date' }, value))
}

export function arabic(): Template<ArabicRule>
export function arabic(value: string): ArabicRule
export function arabic(value?: string): ArabicRule | Template<ArabicRule> {
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
export function oneOf(...values: FieldExpectation[]): OneOfRule {
  if (values.length === 1 && Array.isArray(values[0])) {
    throw new MatcherUsageError(
      ['oneOf'],
      'oneOf takes its alternatives as arguments (field.oneOf(a, b)), not one array: spread it (field.oneOf(...list))',
    )
  }
  return rule({ $rule: 'oneOf', values })
}
