import type { JsonObject } from '../json/types.js'
import { decisionOf } from '../match/match-turn.js'
import { type NormalizedMatchOptions, normalizeMatchOptions } from '../match/options.js'
import { readNormalized } from '../read/read-calls.js'
import { readRunNormalized } from '../read/run/read-run.js'
import type { Call, ReadFailure, ReadOptions, Turn } from '../read/types.js'
import { MatcherUsageError } from '../usage-error.js'
import { renderSnapshot } from './render-snapshot.js'
import { snapshotValue } from './snapshot-value.js'

/** A received value read into canonical calls, with the snapshot data that stands for them. */
export interface CapturedTurn {
  readonly ok: true
  readonly turn: Turn
  /** The turn in the expectation language: what the snapshot stores (see `captureCalls`). */
  readonly data: JsonObject
  /** The policies the turn was read with, and that later comparisons use. */
  readonly options: NormalizedMatchOptions
}

/** A received value that could not be read: a snapshot is never written from it. */
export interface CaptureFailure {
  readonly ok: false
  readonly failure: ReadFailure
}

/** The outcome of `captureCalls`. */
export type CapturedCalls = CapturedTurn | CaptureFailure

/**
 * Reads `received` (any shape `readCalls` knows) and writes what it did in the expectation language, independent
 * of the provider: one call as `{"name", "arguments"}`, several as `{"calls": [...], "order": "parallel"}` (calls
 * made in one turn are parallel calls: recorded order-free, sorted by their text, so a model that reorders them
 * does not churn the snapshot; `serial`, in the order made, only when Action IR says the mode is SERIAL), no call
 * as `{"abstain": true}`, and Action IR's CLARIFY and CONFIRM as
 * `{"clarify": [...]}` and `{"confirm": [...]}`. Provider call ids are left out. Never throws on `received`; a read
 * failure is returned as data. Only malformed `options` throw.
 */
export function captureCalls(received: unknown, options?: ReadOptions): CapturedCalls {
  const normalized = normalizeMatchOptions(options)
  const read = readNormalized(received, normalized)
  if (!read.ok) return { ok: false, failure: read.failure }
  return { ok: true, turn: read.turn, data: snapshotDataOf(read.turn), options: normalized }
}

/**
 * `captureCalls` for the tool-call snapshot matchers: a received run of more than one step is a `MatcherUsageError`
 * naming `toMatchRunSnapshot` — one turn's snapshot would store its calls order-free, and a run that refunds before
 * asking for confirmation would pass it.
 */
export function captureOneTurn(received: unknown, options?: ReadOptions): CapturedCalls {
  const captured = captureCalls(received, options)
  const steps = captured.ok ? stepsOf(received, captured.options) : 1
  if (steps > 1)
    throw new MatcherUsageError(
      [],
      `a tool-call snapshot stores the calls of one model turn, and this run has ${steps} steps: use toMatchRunSnapshot (or toMatchRunInlineSnapshot), which keeps each step and their order`,
    )
  return captured
}

/** How many steps `received` has when read as a run (1 when it cannot be read as one). */
export function stepsOf(received: unknown, options: NormalizedMatchOptions): number {
  const run = readRunNormalized(received, options)
  return run.ok ? run.run.steps.length : 1
}

function snapshotDataOf(turn: Turn): JsonObject {
  const order = turn.mode === 'PARALLEL' ? 'parallel' : 'serial'
  switch (decisionOf(turn)) {
    case 'ABSTAIN':
      return { abstain: true }
    case 'CLARIFY':
      return { clarify: turn.missing === undefined ? true : [...new Set(turn.missing)].sort() }
    case 'CONFIRM': {
      const confirm = turn.calls.map(callData)
      return confirm.length > 1 ? { confirm, order } : { confirm }
    }
    case 'CALL': {
      if (turn.calls.length === 1) return callData(turn.calls[0]!)
      const calls = turn.calls.map(callData)
      return turn.mode === 'SERIAL'
        ? { calls, order: 'serial' }
        : { calls: sortCalls(calls), order: 'parallel' }
    }
  }
}

/** One received call in the expectation language (its provider id left out). */
export function callData(call: Call): JsonObject {
  return { name: call.name, arguments: snapshotValue(call.arguments) }
}

/** Calls in a stable order, whatever order they came in: by name, then by their snapshot text. */
export function sortCalls(calls: readonly JsonObject[]): JsonObject[] {
  const keyed = calls.map((call) => [`${String(call.name)}\u0000${renderSnapshot(call)}`, call] as const)
  keyed.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
  return keyed.map(([, call]) => call)
}
