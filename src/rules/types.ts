import type { z } from 'zod'
import type { RuleOrigin } from '../expect/derived-rule.js'
import type { AsymmetricMatcherLike, Rule } from '../expect/types.js'
import type { JsonValue, Path } from '../json/types.js'
import type { JsonTypeName, Mismatch } from '../mismatch.js'
import type { UnicodePolicy } from '../unicode-policy.js'

/**
 * A compiled field expectation: what the comparator walks. Subtrees without rules compile to `value` nodes holding
 * canonical JSON, so the common case is one deep-equality test.
 */
export type ExpectationNode =
  | { readonly kind: 'value'; readonly value: JsonValue }
  | {
      readonly kind: 'object'
      /** The expectation as written, for messages. */
      readonly source?: unknown
      readonly entries: ReadonlyArray<readonly [key: string, node: ExpectationNode]>
      readonly extra: 'forbid' | 'allow'
    }
  | { readonly kind: 'array'; readonly items: readonly ExpectationNode[]; readonly source?: unknown }
  | {
      readonly kind: 'rule'
      readonly name: string
      readonly source: Rule
      readonly check: RuleCheck
      /** Set when a tool definition, not the test, put the rule here. */
      readonly origin?: RuleOrigin
    }
  | { readonly kind: 'asymmetric'; readonly matcher: AsymmetricMatcherLike }

/** What a compiled rule does with a received value (`undefined` when the key is absent and `acceptsMissing`). */
export interface RuleCheck {
  /** When false, an absent key is reported as `missing` without asking the rule. */
  readonly acceptsMissing: boolean
  check(received: JsonValue | undefined, path: Path, context: CheckContext): Mismatch[]
  /**
   * Optional: whether `check` would find nothing, decided without building mismatches (rules that hold nested
   * expectations or are asked often as alternatives). Must agree with `check(...).length === 0` on every value.
   */
  passes?(received: JsonValue | undefined, context: CheckContext): boolean
}

/** What a rule may use while checking: nested comparison (for rules that hold field expectations) and policies. */
export interface CheckContext {
  readonly unicode: UnicodePolicy
  compare(node: ExpectationNode, received: JsonValue | undefined, path: Path): Mismatch[]
  /** Whether `compare` would find nothing, without building mismatches (see `fieldPasses`). */
  passes(node: ExpectationNode, received: JsonValue | undefined): boolean
}

/** What a rule may use while compiling: compile nested field expectations, normalise strings, report usage errors. */
export interface CompileContext {
  readonly unicode: UnicodePolicy
  field(value: unknown, path: Path): ExpectationNode
  /** Canonicalises a plain JSON value taken literally (no rules inside). */
  literal(value: unknown, path: Path): JsonValue
  normalize(text: string): string
  fail(path: Path, problem: string): never
}

/**
 * One rule: its name, the zod schema of its JSON form (built, and zod loaded, the first time it is asked for), and
 * how it compiles into a check.
 */
export interface RuleDefinition<Params> {
  readonly name: Rule['$rule']
  readonly params: () => z.ZodType<Params>
  /**
   * True for a written form `params` surely accepts, checked without zod (see `simpleParams`): the commonest forms
   * are compiled without loading it. Anything else, and every rule without this check, is validated by `params`.
   */
  readonly accepts?: (value: object) => boolean
  /** True for a rule that holds a function (`satisfies`): it has no JSON form. */
  readonly codeOnly?: true
  compile(params: Params, context: CompileContext, path: Path): RuleCheck
}

/** Builds a `value` mismatch raised by a rule. */
export function ruleMismatch(
  rule: string,
  path: Path,
  expected: unknown,
  received: JsonValue | undefined,
  reason?: string,
): Mismatch {
  const mismatch: Mismatch = { kind: 'value', path, expected, rule }
  if (received !== undefined) mismatch.received = received
  if (reason !== undefined) mismatch.reason = reason
  return mismatch
}

/** Builds a `type` mismatch raised by a rule that needs, say, a string; `expected` is the rule's JSON form. */
export function ruleTypeMismatch(
  rule: string,
  path: Path,
  expectedType: JsonTypeName,
  received: JsonValue,
  expected?: unknown,
): Mismatch {
  const mismatch: Mismatch = { kind: 'type', path, expectedType, received, rule }
  if (expected !== undefined) mismatch.expected = expected
  return mismatch
}

/** The JSON type name of a value, as messages and `type` mismatches use it. */
export function jsonType(value: JsonValue): JsonTypeName {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  return typeof value as 'boolean' | 'number' | 'string' | 'object'
}
