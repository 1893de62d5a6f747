/**
 * expect-tool-calls: read tool calls from any SDK shape or raw text, canonicalise them, and match them against
 * expectations with per-field rules. This entry point is the runner-independent core.
 */

export * from './bfcl/index.js'
export {
  type CanonicalOptions,
  type CanonicalResult,
  canonicalize,
  jsonEqual,
  stableStringify,
} from './canonical.js'
export { defineTools, type ProviderToolList } from './compile/define-tools.js'
export { DerivedRule, type RuleOrigin } from './expect/derived-rule.js'
export { type EnumOptions, field, type NumberOptions } from './expect/field.js'
export type * from './expect/run-types.js'
export type * from './expect/types.js'
export type { JsonArray, JsonObject, JsonValue, Path, TextPosition } from './json/types.js'
export { decide } from './match/decide.js'
export { match } from './match/match.js'
export { MATCH_PROFILES } from './match/match-profiles.js'
export { configure, type MatchOptions, type ValidationPolicy } from './match/options.js'
export { matchRun } from './match/run/match-run.js'
export type { CallAt, ResultLookup, RunMismatch, RunVerdict } from './match/run/types.js'
export type { CallCredit, CallPair, Verdict } from './match/verdict.js'
export { type MatchTrialsOptions, matchTrials } from './match-trials.js'
/** What `expect.toolCall(…)` / `expect.toolRun(…)` throw on a received value they cannot read (its `failure` as data). */
export { UnreadableValueError } from './matchers/unreadable-value-error.js'
export type { Mismatch, MismatchKind } from './mismatch.js'
export { formatPath } from './path.js'
export { readCalls } from './read/read-calls.js'
export { readRun } from './read/run/read-run.js'
export type { CallStatus, Run, RunCall, RunFormat, RunReadResult, Step } from './read/run/types.js'
export { type CollectableStream, collectStream } from './read/stream/collect-stream.js'
export type * from './read/types.js'
export type { JsonSchemaObject, SchemaIssue, SchemaIssueReason, ToolSchema } from './schema/adapters/types.js'
export type {
  ArgumentsOf,
  Expectable,
  ExpectedArguments,
  NormalizedTool,
  ToolCallExpectation,
  ToolHandle,
  ToolInput,
  ToolRegistry,
  ToolSet,
  ToolVersionInput,
} from './schema/types.js'
export * from './score/index.js'
export {
  type CapturedCalls,
  type CapturedRun,
  type CapturedRunOrFailure,
  captureCalls,
  captureRun,
  matchRunSnapshot,
  matchSnapshot,
  parseRunSnapshot,
  parseSnapshot,
  type RunSnapshotOptions,
  renderSnapshot,
  resolveRun,
  resolveTurn,
  type ToolCallSerializer,
  toolCallSerializer,
} from './snapshot/index.js'
export { passAtK, passHatK, WILSON_Z, wilsonInterval } from './trials/estimators.js'
export { isTrials, type RunTrialsOptions, runTrials } from './trials/run-trials.js'
export {
  labelOfCounts,
  type SuiteEstimate,
  suiteEstimate,
  summarizeTrials,
  type TrialsSummary,
} from './trials/summarize-trials.js'
export {
  addTrialInPlace,
  emptyTrialsTally,
  type ItemCounts,
  mergeTrialsTallies,
  type TrialsTally,
} from './trials/trials-tally.js'
export type {
  NormalizedTrialsCriterion,
  NormalizedTrialsPolicy,
  Trial,
  TrialErrors,
  TrialJudgement,
  Trials,
  TrialsCriterion,
  TrialsLabel,
  TrialsPolicy,
  TrialsVerdict,
} from './trials/types.js'
export type { UnicodePolicy } from './unicode-policy.js'
export { MatcherUsageError } from './usage-error.js'
export type { ValueFailure, ValueFailureKind } from './value-failure.js'
