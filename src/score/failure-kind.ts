import type { ReadFailureKind } from '../read/types.js'
import type { ScoreFailureKind } from './types.js'

/** Read failures that come from JSON that parsed but has the wrong shape; every other kind is a parse failure. */
const SCHEMA_KINDS: ReadonlySet<ReadFailureKind> = new Set<ReadFailureKind>([
  'schema_invalid',
  'unknown_shape',
])

/**
 * Seed 001's failure class of a read failure: `schema_invalid` when the JSON parsed but is not a known shape (or
 * breaks Action IR's schema), `parse_failure` for every other kind (not JSON, duplicate key, NaN, overflow, too
 * deep, invalid UTF-8, trailing content, a non-object top level, arguments that are not JSON, no call found).
 */
export function classifyReadFailure(kind: ReadFailureKind): Exclude<ScoreFailureKind, 'mismatch'> {
  return SCHEMA_KINDS.has(kind) ? 'schema_invalid' : 'parse_failure'
}
