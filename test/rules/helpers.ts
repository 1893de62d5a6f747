import { expect } from 'vitest'
import { canonicalize } from '../../src/canonical.js'
import { compileField } from '../../src/compile/compile-field.js'
import { DEFAULT_MAX_DEPTH, type JsonValue, type Path } from '../../src/json/types.js'
import type { Mismatch } from '../../src/mismatch.js'
import { formatPath } from '../../src/path.js'
import { createCheckContext } from '../../src/rules/check-context.js'
import { compareField } from '../../src/rules/compare-field.js'
import { fieldPasses } from '../../src/rules/field-passes.js'
import type { CheckContext } from '../../src/rules/types.js'
import type { UnicodePolicy } from '../../src/unicode-policy.js'
import { MatcherUsageError } from '../../src/usage-error.js'

/** Where the field under test sits in every table: the received argument `x`. */
export const AT: Path = ['arguments', 'x']

/** A check context whose nested comparison is the real comparator. */
export function checkContext(unicode: UnicodePolicy = 'nfc'): CheckContext {
  return createCheckContext(unicode)
}

/** Canonicalises a received value as the readers do (object keys sorted, strings in the Unicode form, `-0` as 0). */
export function canonical(received: unknown, unicode: UnicodePolicy = 'nfc'): JsonValue {
  const result = canonicalize(received, { unicode, maxDepth: DEFAULT_MAX_DEPTH })
  if (!result.ok) throw new Error(`not JSON: ${result.failure.kind} at ${formatPath(result.failure.path)}`)
  return result.value
}

/**
 * Compiles an expectation the way a test author writes it and compares a received value (canonicalised first, as
 * the comparator expects it; `undefined` for an absent key) at `arguments.x`.
 */
export function check(expectation: unknown, received: unknown, unicode: UnicodePolicy = 'nfc'): Mismatch[] {
  const value = received === undefined ? undefined : canonical(received, unicode)
  const node = compileField(expectation, [], unicode)
  const context = checkContext(unicode)
  const mismatches = compareField(node, value, AT, context)
  // Every table row also holds the boolean route to the same answer (what pairing and `oneOf` ask).
  expect(fieldPasses(node, value, context), 'fieldPasses agrees with compareField').toBe(
    mismatches.length === 0,
  )
  return mismatches
}

/** A mismatch as the tables write it: `at` is the path below `arguments.x`. */
export interface Expected {
  kind: Mismatch['kind']
  at?: Path
  rule?: string
  reason?: string
}

/** The parts of a mismatch the tables assert on (kind, path below `arguments.x`, rule, reason). */
export function summarize(mismatch: Mismatch): Expected {
  const out: Expected = { kind: mismatch.kind }
  const inside = mismatch.path.slice(0, AT.length).every((segment, index) => segment === AT[index])
  out.at = inside ? mismatch.path.slice(AT.length) : ['(outside)', ...mismatch.path]
  if (mismatch.rule !== undefined) out.rule = mismatch.rule
  if (mismatch.reason !== undefined) out.reason = mismatch.reason
  return out
}

/** Asserts that the expectation accepts the received value. */
export function expectPass(expectation: unknown, received: unknown, unicode: UnicodePolicy = 'nfc'): void {
  expect(check(expectation, received, unicode).map(summarize)).toEqual([])
}

/** Asserts exactly these mismatches (kind, path, rule and reason; a missing `at` means `arguments.x` itself). */
export function expectFail(
  expectation: unknown,
  received: unknown,
  mismatches: readonly Expected[],
  unicode: UnicodePolicy = 'nfc',
): void {
  const want = mismatches.map((mismatch) => ({ ...mismatch, at: mismatch.at ?? [] }))
  expect(check(expectation, received, unicode).map(summarize)).toEqual(want)
}

/**
 * Compiles the expectation at `arguments.x` and returns the usage error it must throw; asserts that it is a
 * `MatcherUsageError` whose message starts with "Matcher error:" and names `path` (below `arguments.x`).
 */
export function expectUsageError(expectation: unknown, path: Path): MatcherUsageError {
  let caught: unknown
  try {
    compileField(expectation, AT, 'nfc')
  } catch (error) {
    caught = error
  }
  expect(caught).toBeInstanceOf(MatcherUsageError)
  const error = caught as MatcherUsageError
  expect(error.message.startsWith('Matcher error:')).toBe(true)
  expect(error.path).toEqual([...AT, ...path])
  expect(error.message).toContain(` at ${formatPath([...AT, ...path])}`)
  return error
}
