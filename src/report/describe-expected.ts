import { isAsymmetricMatcher, isRule } from '../expect/is-rule.js'
import type { FromCallRule, FromResultRule } from '../expect/run-types.js'
import type { Rule } from '../expect/types.js'
import { formatPath } from '../path.js'
import { andMore, shortenText, shortJsonString } from './shorten.js'

const MAX_TEXT = 120
/** A string alone in a sentence: its head and tail, 40 code units each. */
const MAX_STRING = 80
/** A string inside an array or object in a sentence. */
const MAX_NESTED_TEXT = 40
/** Items of an array, or entries of an object, printed in a sentence before the rest are counted. */
const LISTED_ITEMS = 20

/**
 * Shortens long text in a message: keeps its head and tail (never splitting a surrogate pair) and says how many
 * characters were left out between.
 */
export function truncate(text: string, max = MAX_TEXT): string {
  return shortenText(text, max)
}

/** Long strings shortened, long arrays and objects cut, before `JSON.stringify` sees them (a 50 MB value stays cheap). */
function shortened(_key: string, value: unknown): unknown {
  if (typeof value === 'string') return shortenText(value, MAX_NESTED_TEXT)
  if (Array.isArray(value) && value.length > LISTED_ITEMS) {
    return [...value.slice(0, LISTED_ITEMS), andMore(value.length - LISTED_ITEMS)]
  }
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const keys = Object.keys(value)
    if (keys.length <= LISTED_ITEMS) return value
    const kept = keys.slice(0, LISTED_ITEMS).map((key) => [key, (value as Record<string, unknown>)[key]])
    return Object.fromEntries([...kept, ['…', andMore(keys.length - LISTED_ITEMS)]])
  }
  return value
}

/** Prints a JSON value compactly for a sentence (`"EUR"`, `20`, `{"a":1}`), cut when long. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing'
  if (typeof value === 'string') return shortJsonString(value, MAX_STRING)
  try {
    return truncate(JSON.stringify(value, shortened) ?? String(value))
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
  if (Array.isArray(value)) {
    const items = value.slice(0, LISTED_ITEMS).map((item) => describe(item, rules))
    if (value.length > LISTED_ITEMS) items.push(andMore(value.length - LISTED_ITEMS))
    return truncate(`[${items.join(', ')}]`)
  }
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value)
    const entries = keys
      .slice(0, LISTED_ITEMS)
      .map((key) => `${JSON.stringify(key)}: ${describe((value as Record<string, unknown>)[key], rules)}`)
    if (keys.length > LISTED_ITEMS) entries.push(andMore(keys.length - LISTED_ITEMS))
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

/**
 * Prints one rule as a placeholder, `fromResult` included (it stands in run expectations, at any depth). Every rule
 * has words here; a new rule without them fails to compile, and a value that is no known rule at run time (an
 * abridged sample's) prints as its JSON rather than stopping the message.
 */
export function describeRule(rule: Rule | FromResultRule | FromCallRule): string {
  switch (rule.$rule) {
    case 'fromResult':
      return `fromResult(${describeResultRef(rule.call)}, ${describeValue(rule.path)})`
    case 'fromCall':
      return `fromCall(${describeResultRef(rule.call)}, ${describeValue(rule.path)})`
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
    case 'date':
      return `date(${describeValue(rule.value)}${rule.order === undefined ? '' : `, numeric ${rule.order}`})`
    case 'pattern':
      return `pattern(/${rule.value}/${rule.flags ?? ''})`
    case 'mentions':
      return `mentions(${typeof rule.value === 'object' ? describeExpected(rule.value) : describeValue(rule.value)})`
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
    case 'shape':
      return `shape(${describeExpected(rule.value)})`
    case 'satisfies':
      return `satisfies(${rule.label})`
    default:
      return unreachable(rule)
  }
}

/** Where `fromResult` looks, as written: a tool name, or `steps[1].calls[0]`. */
export function describeResultRef(ref: unknown): string {
  if (typeof ref === 'string') return describeValue(ref)
  if (ref !== null && typeof ref === 'object' && typeof (ref as { step?: unknown }).step === 'number') {
    const { step, call } = ref as { step: number; call?: unknown }
    return formatPath(['steps', step, 'calls', typeof call === 'number' ? call : 0])
  }
  return describeValue(ref)
}

/** A rule this version has no words for (only an abridged or hand-made value can be one): its JSON. */
function unreachable(value: never): string {
  return describeValue(value)
}
