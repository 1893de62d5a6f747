import type fc from 'fast-check'
import type { MatchOptions } from '../../src/match/options.js'
import { normalizeMatchOptions } from '../../src/match/options.js'
import type { ReadOptions } from '../../src/read/types.js'
import { MatcherUsageError } from '../../src/usage-error.js'

/**
 * One invariant: what it says, its arbitrary, and a check that throws when an input breaks it. Quick slices run it
 * under `fc.assert`; `npm run fuzz` runs it a million times over, counting every exception.
 */
export interface Invariant {
  readonly name: string
  /** Relative cost of one input; a run's budget is split so that cheap invariants see more inputs. */
  readonly weight: number
  readonly arbitrary: fc.Arbitrary<unknown>
  /** True when `check` returns a promise (the CLI's commands are asynchronous): runs then await each input. */
  readonly async?: boolean
  check(input: unknown): void | Promise<void>
}

/** Declares an invariant; the arbitrary and the check agree on the input type. */
export function invariant<T>(
  name: string,
  weight: number,
  arbitrary: fc.Arbitrary<T>,
  check: (input: T) => void,
): Invariant {
  return { name, weight, arbitrary, check: check as (input: unknown) => void }
}

/** Declares an invariant whose check is asynchronous (it runs CLI commands, writes files). */
export function asyncInvariant<T>(
  name: string,
  weight: number,
  arbitrary: fc.Arbitrary<T>,
  check: (input: T) => Promise<void>,
): Invariant {
  return { name, weight, arbitrary, async: true, check: check as (input: unknown) => Promise<void> }
}

/** Thrown when an input breaks an invariant. */
export class InvariantError extends Error {
  override readonly name = 'InvariantError'
}

/** Throws an `InvariantError` unless `condition` holds. */
export function ensure(condition: boolean, message: string | (() => string)): asserts condition {
  if (!condition) throw new InvariantError(typeof message === 'string' ? message : message())
}

/** Throws an `InvariantError` unless the two serialisations are equal, showing where they part. */
export function ensureSame(actual: string, expected: string, what: string): void {
  if (actual === expected) return
  let at = 0
  while (at < actual.length && actual[at] === expected[at]) at++
  const window = (text: string) => JSON.stringify(text.slice(Math.max(0, at - 60), at + 60))
  throw new InvariantError(`${what} differ at ${at}:\n  ${window(actual)}\n  ${window(expected)}`)
}

/**
 * A deterministic serialisation of results for comparison: functions by name, BigInt as text, `-0` kept, the
 * asymmetric matchers of Vitest by their `toString`.
 */
export function snapshot(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => {
    if (typeof item === 'function') return `[function ${item.name}]`
    if (typeof item === 'bigint') return `${item}n`
    if (typeof item === 'number' && Object.is(item, -0)) return '-0'
    if (
      item !== null &&
      typeof item === 'object' &&
      typeof Reflect.get(item, 'asymmetricMatch') === 'function'
    ) {
      return `[asymmetric ${String(item)}]`
    }
    return item
  })
}

/** Runs `action`; a `MatcherUsageError` (a malformed expectation or option) is the only exception allowed. */
export function usageErrorOnly<T>(action: () => T): T | MatcherUsageError {
  try {
    return action()
  } catch (error) {
    if (error instanceof MatcherUsageError && error.message.startsWith('Matcher error:')) return error
    throw error
  }
}

/** The read options that `match` uses under `options` (a match profile's policies included). */
export function readOptionsOf(options: MatchOptions | undefined): ReadOptions {
  const normalized = normalizeMatchOptions(options)
  return {
    parse: normalized.parse,
    unicode: normalized.unicode,
    maxDepth: normalized.maxDepth,
    ...(normalized.choice === 'unchosen' ? {} : { choice: normalized.choice }),
  }
}

/** The policies `match` uses under `options`, as `score` takes them (a match profile resolved into its policies). */
export function scorePoliciesOf(options: MatchOptions | undefined): MatchOptions {
  const { profile: _profile, tools: _tools, choice, ...rest } = normalizeMatchOptions(options)
  return choice === 'unchosen' ? rest : { ...rest, choice }
}

/** True when `text` has a lone surrogate (UTF-8 cannot carry it). */
export function hasLoneSurrogate(text: string): boolean {
  return /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text)
}

/** A deterministic permutation of `items` (a seeded Fisher–Yates shuffle). */
export function permute<T>(items: readonly T[], seed: number): T[] {
  const out = [...items]
  let state = seed >>> 0 || 1
  for (let index = out.length - 1; index > 0; index--) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0
    const other = state % (index + 1)
    ;[out[index], out[other]] = [out[other]!, out[index]!]
  }
  return out
}
