import { DEFAULT_MAX_DEPTH } from '../json/types.js'
import { MatcherUsageError } from '../usage-error.js'
import type { CallSyntax, NormalizedReadOptions, ReadOptions } from './types.js'

/**
 * The defaults: strict JSON parsing, NFC strings, nesting at most 64 deep, no choice picked (choices must agree),
 * server-run tools ignored, unknown items a read failure, exact numbers.
 */
export const DEFAULT_READ_OPTIONS: NormalizedReadOptions = {
  parse: 'strict',
  lenient: 'all',
  syntax: 'json',
  unicode: 'nfc',
  maxDepth: DEFAULT_MAX_DEPTH,
  choice: 'unchosen',
  serverTools: 'ignore',
  unknownItems: 'fail',
  numbers: 'exact',
}

/** Every `syntax` option: JSON, Python call syntax, and the model-native text formats. */
export const CALL_SYNTAXES: readonly CallSyntax[] = [
  'json',
  'python',
  'hermes',
  'llama',
  'mistral',
  'qwen-xml',
  'harmony',
  'deepseek',
  'deepseek-dsml',
  'command-r',
]

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
  const parse = pickOption('parse', options.parse, ['strict', 'lenient'], 'strict')
  const lenient = pickOption('lenient', options.lenient, ['all', 'last'], 'all')
  // `last` changes what lenient parsing keeps: asked for without it, it would be silently ignored.
  if (lenient === 'last' && parse !== 'lenient')
    throw new MatcherUsageError(['options', 'lenient'], "lenient: 'last' applies only with parse: 'lenient'")
  return {
    parse,
    lenient,
    syntax: pickOption('syntax', options.syntax, CALL_SYNTAXES, 'json'),
    unicode: pickOption('unicode', options.unicode, ['nfc', 'none'], 'nfc'),
    maxDepth: integer('maxDepth', options.maxDepth, 1, DEFAULT_MAX_DEPTH),
    choice:
      options.choice === undefined || (options.choice as unknown) === 'unchosen'
        ? 'unchosen'
        : integer('choice', options.choice, 0, 0),
    serverTools: pickOption('serverTools', options.serverTools, ['ignore', 'include'], 'ignore'),
    unknownItems: pickOption('unknownItems', options.unknownItems, ['fail', 'ignore'], 'fail'),
    numbers: pickOption('numbers', options.numbers, ['exact', 'double'], 'exact'),
  }
}
