import { DEFAULT_MAX_DEPTH, type JsonParseOptions } from './types.js'

/** The complete default options, shared (never mutated). */
const DEFAULTS: JsonParseOptions = Object.freeze({
  duplicateKeys: 'error',
  maxDepth: DEFAULT_MAX_DEPTH,
  numbers: 'exact',
})

/**
 * Completes loose parser options: `duplicateKeys` is `error` unless it is exactly `last` (fail closed), and
 * `maxDepth` is a whole number ≥ 0 (`Infinity` allowed), `DEFAULT_MAX_DEPTH` when missing or not a number, and
 * `numbers` is `exact` unless it is exactly `double`.
 */
export function normalizeJsonOptions(options?: Partial<JsonParseOptions>): JsonParseOptions {
  // Stryker disable next-line ConditionalExpression: without this early return, the same values are built afresh
  if (options === undefined) return DEFAULTS
  const depth = options.maxDepth
  return {
    duplicateKeys: options.duplicateKeys === 'last' ? 'last' : 'error',
    maxDepth:
      typeof depth === 'number' && !Number.isNaN(depth) ? Math.max(0, Math.floor(depth)) : DEFAULT_MAX_DEPTH,
    numbers: options.numbers === 'double' ? 'double' : 'exact',
  }
}
