import type { JsonObject, JsonValue } from '../../json/types.js'
import { type NormalizedMatchOptions, normalizeMatchOptions } from '../../match/options.js'
import type { ResultsMode, RunSnapshotOptions } from '../../matchers/matcher-options.js'
import { readRunNormalized } from '../../read/run/read-run.js'
import type { Run, RunCall, Step } from '../../read/run/types.js'
import { shapeOf } from '../../rules/shape-of.js'
import { normalizeString, type UnicodePolicy } from '../../unicode-policy.js'
import { type CaptureFailure, sortCalls } from '../capture-calls.js'
import { snapshotValue } from '../snapshot-value.js'
import { type NormalizedRunSnapshotOptions, normalizeRunSnapshotOptions } from './run-snapshot-options.js'

/** A received value read as a whole run, with the snapshot data that stands for it. */
export interface CapturedRun {
  readonly ok: true
  readonly run: Run
  /** The run in the run expectation language: what the snapshot stores (see `captureRun`). */
  readonly data: JsonObject
  /** The policies the run was read with, and that later comparisons use. */
  readonly options: NormalizedMatchOptions
  /** How this snapshot writes results. */
  readonly snapshot: NormalizedRunSnapshotOptions
}

/** The outcome of `captureRun`: the run, or why it could not be read (no snapshot is written from it). */
export type CapturedRunOrFailure = CapturedRun | CaptureFailure

/**
 * Reads `received` as a run (`readRun`) and writes it as a run expectation in plain JSON, independent of the
 * provider: `{"steps": [...], "answer": …}`. A step of one call is that call; a step of several is
 * `{"calls": [...], "order": "parallel"}`, its calls sorted by name, then text (calls of one model turn are
 * parallel: a model that reorders them does not churn the snapshot). A call is its `name` and `arguments`, its
 * `result` when it has one — `{"$rule": "shape", "value": …}` (see `shapeOf`), or the value itself with
 * `{ results: 'full' }` — and its `status` as read (`ok`, `error`, `denied`, `approval_requested`). The answer is
 * the final text, or `{"$rule": "absent"}` for a run that ended without one. Provider call ids are left out. Never
 * throws on `received`; only malformed `options` throw.
 */
export function captureRun(received: unknown, options?: RunSnapshotOptions): CapturedRunOrFailure {
  const snapshot = normalizeRunSnapshotOptions(options)
  const normalized = normalizeMatchOptions(undefined)
  const read = readRunNormalized(received, normalized)
  if (!read.ok) return { ok: false, failure: read.failure }
  return {
    ok: true,
    run: read.run,
    data: runData(read.run, snapshot.results, normalized.unicode),
    options: normalized,
    snapshot,
  }
}

function runData(run: Run, results: ResultsMode, unicode: UnicodePolicy): JsonObject {
  return {
    steps: run.steps.map((step) => stepData(step, results)),
    answer: answerData(run.answer, unicode),
  }
}

/** The final answer as the snapshot writes it: the text in the chosen Unicode form, or absent. */
export function answerData(answer: string | undefined, unicode: UnicodePolicy): JsonValue {
  return answer === undefined ? { $rule: 'absent' } : normalizeString(answer, unicode)
}

/** One step of a run as the snapshot writes it: its one call, or its calls order-free. */
export function stepData(step: Step, results: ResultsMode): JsonObject {
  const calls = step.calls.map((call) => runCallData(call, results))
  return calls.length === 1 ? calls[0]! : { calls: sortCalls(calls), order: 'parallel' }
}

/** One call of a run in the run expectation language (its provider id left out). */
export function runCallData(call: RunCall, results: ResultsMode): JsonObject {
  const out: JsonObject = { name: call.name, arguments: snapshotValue(call.arguments) }
  if (call.result !== undefined) out.result = resultData(call.result, results)
  if (call.status !== undefined) out.status = call.status
  return out
}

/** A tool result as the snapshot writes it: its shape, or the value. */
export function resultData(result: JsonValue, results: ResultsMode): JsonValue {
  return results === 'full' ? snapshotValue(result) : { $rule: 'shape', value: shapeOf(result) }
}
