import type { Rule } from '../../expect/types.js'
import { isPlainObject } from '../../plain-object.js'
import { bfclStringsEqual } from '../../rules/bfcl-string.js'
import { rules } from '../../rules/index.js'
import { normalizeString, type UnicodePolicy } from '../../unicode-policy.js'

/** A rule decided on its written form: whether a received value (or `undefined`, missing) passes it. */
interface WrittenRule {
  passes(rule: Record<string, unknown>, received: unknown, unicode: UnicodePolicy): boolean
  /** Whether the field expectations it holds are plain as written (`isPlainWritten` at `depth`). */
  innerPlain?(rule: Record<string, unknown>, depth: number): boolean
}

/**
 * The rules whose compiled check (`fieldPasses`) is restated here on the written form, each exactly: a rule that
 * does not accept a missing value fails on `undefined`, `oneOf` passes when an alternative does, `optional` when
 * the value is missing or its inner expectation passes.
 */
const WRITTEN_RULES: Readonly<Record<string, WrittenRule>> = {
  bfclString: {
    passes: (rule, received, unicode) =>
      typeof received === 'string' &&
      bfclStringsEqual(received, normalizeString(rule.value as string, unicode)),
  },
  oneOf: {
    passes: (rule, received, unicode) =>
      (rule.values as unknown[]).some((alternative) => writtenPasses(alternative, received, unicode)),
    innerPlain: (rule, depth) => (rule.values as unknown[]).every((item) => isPlainWritten(item, depth)),
  },
  optional: {
    passes: (rule, received, unicode) =>
      received === undefined || writtenPasses(rule.value, received, unicode),
    innerPlain: (rule, depth) => isPlainWritten(rule.value, depth),
  },
  ignore: { passes: () => true },
  present: { passes: (_rule, received) => received !== undefined },
  absent: { passes: (_rule, received) => received === undefined },
}

/** How deep a written expectation is walked before it is left to the compiler (which has limits of its own). */
const MAX_WRITTEN_DEPTH = 32

// biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range is the point
const ASCII = /^[\x00-\x7f]*$/

/**
 * Whether a field expectation as written can be decided without compiling it, and compiles without
 * error: strings, finite numbers, booleans, `null`; arrays (of `Array.prototype`, every element given) and plain
 * objects with ASCII keys (which no Unicode policy changes) of such; and the rules of `WRITTEN_RULES` in the form
 * their definition accepts without zod (`accepts`), holding such expectations. Anything else — another rule, a
 * matcher, a function, `undefined`, a class instance, a cycle, deeper than 32 — is for the compiler to check and
 * explain. Never throws when reading it does not.
 */
export function isPlainWritten(value: unknown, depth = 0): boolean {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true
    case 'number':
      return Number.isFinite(value)
    case 'object':
      return value === null || plainContainer(value, depth + 1)
    default:
      return false
  }
}

function plainContainer(value: object, depth: number): boolean {
  if (depth > MAX_WRITTEN_DEPTH) return false
  if (Array.isArray(value)) {
    if (Object.getPrototypeOf(value) !== Array.prototype) return false
    for (let index = 0; index < value.length; index++) if (!isPlainWritten(value[index], depth)) return false
    return true
  }
  if (!isPlainObject(value)) return false
  if (Object.hasOwn(value, '$rule')) return plainRule(value, depth)
  for (const key of Object.keys(value))
    if (!ASCII.test(key) || !isPlainWritten(value[key], depth)) return false
  return true
}

function plainRule(rule: Record<string, unknown>, depth: number): boolean {
  const name = rule.$rule
  if (typeof name !== 'string' || !Object.hasOwn(WRITTEN_RULES, name)) return false
  // Stryker disable next-line OptionalChaining: every rule of WRITTEN_RULES has a plain form it accepts
  if (rules[name as Rule['$rule']].accepts?.(rule) !== true) return false
  return WRITTEN_RULES[name]!.innerPlain?.(rule, depth) ?? true
}

/**
 * Whether a received value (plain, as `readPlainCalls` leaves arguments; `undefined` when missing) passes a field
 * expectation as written, one that `isPlainWritten` accepts: exactly what `fieldPasses` answers for its
 * compilation, stopping at the first difference. Strings compare after the Unicode policy's normalisation of the
 * expected side; arrays accept fewer elements only where the missing ones may be missing; objects have no other key.
 */
export function writtenPasses(value: unknown, received: unknown, unicode: UnicodePolicy): boolean {
  if (typeof value === 'string') return received === normalizeString(value, unicode)
  if (typeof value !== 'object' || value === null) return received === value
  if (Array.isArray(value)) {
    if (!Array.isArray(received) || received.length > value.length) return false
    // Past its end a received array reads as missing (`undefined`), as an optional element may be.
    // Stryker disable next-line EqualityOperator: one index past the end compares missing with missing, equal
    for (let index = 0; index < value.length; index++)
      if (!writtenPasses(value[index], received[index], unicode)) return false
    return true
  }
  const record = value as Record<string, unknown>
  if (Object.hasOwn(record, '$rule'))
    return WRITTEN_RULES[record.$rule as string]!.passes(record, received, unicode)
  return writtenObjectPasses(record, received, unicode, false)
}

/**
 * `writtenPasses` for an object expectation that is not a rule, with received keys it does not name allowed or not
 * (the arguments of a call under `extraArguments: 'allow'`).
 */
export function writtenObjectPasses(
  value: Record<string, unknown>,
  received: unknown,
  unicode: UnicodePolicy,
  otherKeys: boolean,
): boolean {
  if (typeof received !== 'object' || received === null || Array.isArray(received)) return false
  const given = received as Record<string, unknown>
  // The named keys the received object has, counted: it has no other when it has that many (see `fieldPasses`).
  let named = 0
  for (const key of Object.keys(value)) {
    const has = Object.hasOwn(given, key)
    if (has) named++
    if (!writtenPasses(value[key], has ? given[key] : undefined, unicode)) return false
  }
  return otherKeys || Object.keys(given).length === named
}
