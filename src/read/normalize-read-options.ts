import { DEFAULT_MAX_DEPTH } from '../json/types.js'
import { MatcherUsageError } from '../usage-error.js'
import type { NormalizedReadOptions, ReadOptions } from './types.js'

/** The defaults: strict JSON parsing, NFC strings, nesting at most 64 deep, the first choice, exact numbers. */
export const DEFAULT_READ_OPTIONS: NormalizedReadOptions = {
  parse: 'strict',
  syntax: 'json',
  unicode: 'nfc',
  maxDepth: DEFAULT_MAX_DEPTH,
  choice: 0,
  numbers: 'exact',
}

/** Checks that an option is one of the allowed words, or throws a usage error naming it. */
export function pickOption<T extends string>(
  name: string,
  value: unknown,
  allowed: readonly T[],
  fallback: T,
): T {
  if (value === undefined) return fallback
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T
  const words = allowed.map((word) => `"${word}"`).join(', ')
  throw new MatcherUsageError(['options', name], `${name} must be one of ${words}`)
}

function integer(name: string, value: unknown, minimum: number, fallback: number): number {
  if (value === undefined) return fallback
  if (typeof value === 'number' && Number.isInteger(value) && value >= minimum) return value
  throw new MatcherUsageError(['options', name], `${name} must be an integer ≥ ${minimum}`)
}

/**
 * Completes `ReadOptions` once, at the boundary, so readers never test for `undefined`. A malformed option is the
 * test author's mistake and throws a `MatcherUsageError` (received input never throws).
 */
export function normalizeReadOptions(options: ReadOptions | undefined): NormalizedReadOptions {
  if (options === undefined) return DEFAULT_READ_OPTIONS
  if (typeof options !== 'object' || options === null) {
    throw new MatcherUsageError(['options'], 'options must be an object')
  }
  return {
    parse: pickOption('parse', options.parse, ['strict', 'lenient'], 'strict'),
    syntax: pickOption('syntax', options.syntax, ['json', 'python'], 'json'),
    unicode: pickOption('unicode', options.unicode, ['nfc', 'none'], 'nfc'),
    maxDepth: integer('maxDepth', options.maxDepth, 1, DEFAULT_MAX_DEPTH),
    choice: integer('choice', options.choice, 0, 0),
    numbers: pickOption('numbers', options.numbers, ['exact', 'double'], 'exact'),
  }
}
