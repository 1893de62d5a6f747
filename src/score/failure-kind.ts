import type { ReadFailureKind } from '../read/types.js'
import type { ScoreFailureKind } from './types.js'

/** Read failures that come from JSON that parsed but has the wrong shape; every other kind is a parse failure. */
const SCHEMA_KINDS: ReadonlySet<ReadFailureKind> = new Set<ReadFailureKind>([
  'schema_invalid',
  'unknown_shape',
  'unknown_item',
  'not_model_output',
  'ambiguous_choice',
  'stopped_without_call',
])

/**
 * Seed 001's failure class of a read failure: `schema_invalid` when the JSON parsed but is not a known shape (or
 * breaks Action IR's schema, holds an item of unknown type, is someone else's message, has choices that disagree,
 * or says it stopped for tools with no call), `parse_failure` for every other kind (not JSON, duplicate key, NaN, overflow, too deep, invalid UTF-8, trailing
 * content, a non-object top level, arguments that are not JSON, no call found, an output cut off or filtered).
 */
export function classifyReadFailure(kind: ReadFailureKind): Exclude<ScoreFailureKind, 'mismatch'> {
  return SCHEMA_KINDS.has(kind) ? 'schema_invalid' : 'parse_failure'
}
