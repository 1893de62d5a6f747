/**
 * expect-tool-calls: read tool calls from any SDK shape or raw text, canonicalise them, and match them against
 * expectations with per-field rules. This entry point is the runner-independent core.
 */
export {
  type CanonicalOptions,
  type CanonicalResult,
  canonicalize,
  jsonEqual,
  stableStringify,
  type UnicodePolicy,
  type ValueFailure,
  type ValueFailureKind,
} from './canonical.js'
export { field, type NumberOptions } from './expect/field.js'
export type * from './expect/types.js'
export type { JsonArray, JsonObject, JsonValue, Path, TextPosition } from './json/types.js'
export { match } from './match/match.js'
export type { MatchOptions } from './match/options.js'
export type { CallCredit, CallPair, Verdict } from './match/verdict.js'
export type { Mismatch, MismatchKind } from './mismatch.js'
export { formatPath } from './path.js'
export { readCalls } from './read/read-calls.js'
export type * from './read/types.js'
export { MatcherUsageError } from './usage-error.js'
