import { guardReading } from '../expect/guard-reading.js'
import type { ExtraArgumentsPolicy, ExtraCallsPolicy } from '../expect/types.js'
import { checkOptionKeys } from '../option-keys.js'
import { normalizeReadOptions, pickOption } from '../read/normalize-read-options.js'
import { READ_OPTION_KEYS } from '../read/read-option-keys.js'
import type { NormalizedReadOptions, ReadOptions } from '../read/types.js'
import { registryOf } from '../schema/registry-of.js'
import type { ToolRegistry } from '../schema/types.js'
import { MatcherUsageError } from '../usage-error.js'
import { type MatchProfile, matchProfile } from './match-profiles.js'

/** Policies of `match` (DESIGN.md, "Policies"); every one is optional and defaults to the strict choice. */
export interface MatchOptions extends ReadOptions {
  /**
   * A named, versioned bundle of the policies below: `default` (the default) or `bfcl` (BFCL's AST checker, for
   * expectations built by `fromBfcl`). Options given alongside, or set with `configure`, override the profile's.
   */
  profile?: string
  /** Arguments the expectation does not name: `forbid` (default) or `allow`. A call expectation's own setting wins. */
  extraArguments?: ExtraArgumentsPolicy
  /** Received calls beyond the expected ones: `forbid` (default) or `allow`. */
  extraCalls?: ExtraCallsPolicy
  /** The tools made by `defineTools`: received calls are validated against them and compared their way. */
  tools?: object
  /**
   * How received calls are validated against the tools: `with_aliases` (the default, for matching: a value spelled
   * as an alias the tool's `enum` compare rule declares counts as its canonical value, an equivalence the tool's
   * owner accepts), `as_sent` (the schema as written, aliases never applied: would the tool accept exactly what the
   * model sent; what `toBeValidToolCall` and `toHaveValidToolCalls` use), or `none` (not validated: BFCL's
   * relevance entries, where any decoded call is right).
   */
  validation?: ValidationPolicy
}

/** How received calls are validated against the tools (see `MatchOptions.validation`). */
export type ValidationPolicy = 'with_aliases' | 'as_sent' | 'none'

/** `MatchOptions` with every field set. */
export interface NormalizedMatchOptions extends NormalizedReadOptions {
  profile: MatchProfile
  extraArguments: ExtraArgumentsPolicy
  extraCalls: ExtraCallsPolicy
  tools: ToolRegistry | undefined
  validation: ValidationPolicy
}

/** The keys `match` (and `configure`) take: `readCalls`' and the policies above, checked against the type. */
export const MATCH_OPTION_KEYS = {
  ...READ_OPTION_KEYS,
  profile: true,
  extraArguments: true,
  extraCalls: true,
  tools: true,
  validation: true,
} as const satisfies Record<keyof NormalizedMatchOptions, true>

let defaults: MatchOptions = {}

/**
 * Sets options for every later `match`, `score` and matcher call (e.g. `configure({ tools })` once in a setup
 * file); options given in a call override them. Call with `{}` to reset.
 */
export function configure(options: MatchOptions): void {
  normalizeMatchOptions(options)
  defaults = { ...options }
  normalizedFrozen = new WeakMap()
}

/** Normalised frozen option objects (such as `fromBfcl`'s), valid until `configure` changes the defaults. */
let normalizedFrozen = new WeakMap<MatchOptions, NormalizedMatchOptions>()

/**
 * Checks and completes options once, at the boundary; inner code never sees `undefined`. Options that throw when
 * read (a getter, a revoked Proxy) are a `MatcherUsageError` naming where.
 */
export function normalizeMatchOptions(given: MatchOptions | undefined): NormalizedMatchOptions {
  return guardReading(given, ['options'], () => normalizeOnce(given))
}

function normalizeOnce(given: MatchOptions | undefined): NormalizedMatchOptions {
  if (given !== undefined && (typeof given !== 'object' || given === null)) {
    throw new MatcherUsageError(['options'], 'options must be an object')
  }
  // A frozen options object cannot change: it is normalised once (a batch passes the same object every time).
  const frozen = given !== undefined && Object.isFrozen(given)
  const known = frozen ? normalizedFrozen.get(given) : undefined
  if (known !== undefined) return known
  const normalized = normalizeGiven(given)
  if (frozen) normalizedFrozen.set(given, Object.freeze(normalized))
  return normalized
}

function normalizeGiven(given: MatchOptions | undefined): NormalizedMatchOptions {
  if (given !== undefined) checkOptionKeys(given, MATCH_OPTION_KEYS)
  const explicit: MatchOptions = { ...withoutUndefined(defaults), ...withoutUndefined(given ?? {}) }
  const profile = matchProfile(explicit.profile)
  const options: MatchOptions = { ...profile.policies, ...explicit }
  const read = normalizeReadOptions(options)
  // Stryker disable next-line ConditionalExpression: `registryOf(undefined)` is undefined too
  const tools = options.tools === undefined ? undefined : registryOf(options.tools)
  if (options.tools !== undefined && tools === undefined) {
    throw new MatcherUsageError(['options', 'tools'], 'tools must be the result of defineTools(...)')
  }
  return {
    ...read,
    profile,
    extraArguments: pickOption('extraArguments', options.extraArguments, ['forbid', 'allow'], 'forbid'),
    extraCalls: pickOption('extraCalls', options.extraCalls, ['forbid', 'allow'], 'forbid'),
    tools,
    validation: pickOption(
      'validation',
      options.validation,
      ['with_aliases', 'as_sent', 'none'],
      'with_aliases',
    ),
  }
}

function withoutUndefined(options: MatchOptions): MatchOptions {
  return Object.fromEntries(
    Object.entries(options).filter(([, value]) => value !== undefined),
  ) as MatchOptions
}
