import { isAsymmetricMatcher, isRule } from '../expect/compile-field.js'
import type { Rule } from '../expect/types.js'

const MAX_TEXT = 120

/** Shortens long text in the middle of a message, saying how much was left out. */
export function truncate(text: string, max = MAX_TEXT): string {
  if (text.length <= max) return text
  return `${text.slice(0, max - 1)}…`
}

/** Prints a JSON value compactly for a sentence (`"EUR"`, `20`, `{"a":1}`), cut when long. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing'
  try {
    return truncate(JSON.stringify(value) ?? String(value))
  } catch {
    return truncate(String(value))
  }
}

/**
 * Prints what was expected at one place: a plain value as JSON, a rule as a readable placeholder
 * (`casefold("Paris")`, `number(20 ± 0.01)`, `<ignored>`), an asymmetric matcher as its own description.
 */
export function describeExpected(expected: unknown): string {
  return describe(expected, true)
}

/**
 * Prints received data in the same layout as `describeExpected`, but as data only: a received object with a `$rule`
 * key is not a rule (a model may send `{"$rule": …}` as an argument), so it is never read as one.
 */
export function describeData(value: unknown): string {
  return describe(value, false)
}

function describe(value: unknown, rules: boolean): string {
  if (rules && isAsymmetricMatcher(value)) return describeAsymmetric(value)
  if (rules && isRule(value)) return describeRule(value)
  if (Array.isArray(value)) return truncate(`[${value.map((item) => describe(item, rules)).join(', ')}]`)
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value).map(
      (key) => `${JSON.stringify(key)}: ${describe((value as Record<string, unknown>)[key], rules)}`,
    )
    return truncate(`{${entries.join(', ')}}`)
  }
  return describeValue(value)
}

function describeAsymmetric(matcher: { toAsymmetricMatcher?(): string; toString?(): string }): string {
  try {
    return matcher.toAsymmetricMatcher?.() ?? String(matcher)
  } catch {
    return 'an asymmetric matcher'
  }
}

/** Prints one rule as a placeholder. Every rule has words here; a new rule without them fails to compile. */
export function describeRule(rule: Rule): string {
  switch (rule.$rule) {
    case 'exact':
      return `exact(${describeValue(rule.value)})`
    case 'casefold':
    case 'trimmed':
    case 'duration':
    case 'arabic':
    case 'bfclString':
      return `${rule.$rule}(${describeValue(rule.value)})`
    case 'number': {
      const tolerance = rule.tolerance ? ` ± ${rule.tolerance}` : ''
      const strings = rule.coerce === false ? ', no numeric strings' : ''
      return `number(${rule.value}${tolerance}${strings})`
    }
    case 'oneOf':
      return `oneOf(${rule.values.map(describeExpected).join(', ')})`
    case 'enum': {
      const aliases = Object.keys(rule.aliases ?? {})
      return aliases.length > 0
        ? `${describeValue(rule.value)} (enum, aliases: ${aliases.join(', ')})`
        : `${describeValue(rule.value)} (enum)`
    }
    case 'unordered':
      return `unordered(${describeExpected(rule.value)})`
    case 'commaList':
      return `commaList(${describeValue(rule.value)}${rule.unordered ? ', any order' : ''})`
    case 'instant':
      return `instant(${describeValue(rule.value)}${rule.tolerance !== undefined ? ` ± ${rule.tolerance}` : ''})`
    case 'pattern':
      return `pattern(/${rule.value}/${rule.flags ?? ''})`
    case 'json':
      return `json(${describeExpected(rule.value)})`
    case 'subset':
      return `subset(${describeExpected(rule.value)})`
    case 'ignore':
      return '<ignored>'
    case 'present':
      return '<present>'
    case 'absent':
      return '<absent>'
    case 'optional':
      return `optional(${describeExpected(rule.value)})`
    case 'withDefault':
      return `withDefault(${describeExpected(rule.value)}, default ${describeValue(rule.default)})`
    case 'satisfies':
      return `satisfies(${rule.label})`
    default:
      return unreachable(rule)
  }
}

function unreachable(value: never): never {
  throw new Error(`no words for ${JSON.stringify(value)}`)
}
