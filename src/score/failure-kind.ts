import type { ReadFailureKind } from '../read/types.js'
import type { FailureKind, ScoreFailureKind } from './types.js'

/** Read failures that come from JSON that parsed but has the wrong shape; every other kind is a parse failure. */
const SCHEMA_KINDS: ReadonlySet<ReadFailureKind> = new Set<ReadFailureKind>([
  'schema_invalid',
  'unknown_shape',
  'unknown_item',
  'not_model_output',
  'ambiguous_choice',
  'stopped_without_call',
  'not_one_run',
  'no_model_turn',
  'unread_call',
  'ambiguous_shape',
])

/**
 * The failure class of a read failure: `schema_invalid` when the JSON parsed but is not a known shape (or
 * breaks Action IR's schema, holds an item of unknown type, is someone else's message, has choices that disagree,
 * or says it stopped for tools with no call), `parse_failure` for every other kind (not JSON, duplicate key, NaN, overflow, too deep, invalid UTF-8, trailing
 * content, a non-object top level, arguments that are not JSON, no call found, an output cut off or filtered).
 */
export function classifyReadFailure(kind: ReadFailureKind): Exclude<ScoreFailureKind, 'mismatch'> {
  return SCHEMA_KINDS.has(kind) ? 'schema_invalid' : 'parse_failure'
}

/**
 * The failure kinds of a sample whose calls were never read and compared: no prediction, a failed or truncated
 * generation, output that could not be read. Such a sample says nothing about which tool the model chose, so its
 * expected calls are kept out of the per-tool name and argument accuracy; it is counted under its failure kind.
 */
export const UNREAD_FAILURES: ReadonlySet<FailureKind> = new Set<FailureKind>([
  'missing_prediction',
  'generation_failure',
  'truncated',
  'parse_failure',
  'schema_invalid',
])

/** Whether a sample's calls were read and compared (its failure, if any, is a `mismatch`). */
export function callsWereRead(failure: FailureKind | null): boolean {
  return failure === null || !UNREAD_FAILURES.has(failure)
}
