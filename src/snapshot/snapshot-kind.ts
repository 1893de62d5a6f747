import type { JsonObject } from '../json/types.js'
import type { ReportColors } from '../report/format-failure.js'
import { type CapturedTurn, type CaptureFailure, captureOneTurn } from './capture-calls.js'
import { describeCaptureFailure } from './describe-capture-failure.js'
import { matchSnapshot, type SnapshotMatch } from './match-snapshot.js'
import { parseSnapshot } from './parse-snapshot.js'
import { renderSnapshot } from './render-snapshot.js'

/**
 * What one family of snapshot matchers stores and compares — the tool calls of a turn, or a whole run — as the
 * runner faces (`jest.ts`, `vitest.ts`, the Vitest 3.2/4.0 fallback) ask it: they keep the snapshot file, keys,
 * counters and `-u`; the kind reads, writes, parses and compares.
 */
export interface SnapshotKind<Captured extends { readonly ok: true }> {
  /** How messages name the snapshots: `tool-call`, `run`. */
  readonly noun: string
  /** The file-snapshot matcher of this kind, offered where an inline snapshot cannot be written. */
  readonly fileMatcher: string
  capture(received: unknown): Captured | CaptureFailure
  /** The stored text of what was captured. */
  render(captured: Captured): string
  /** Stored text read back as an expectation; a malformed one is a `MatcherUsageError` naming `name`. */
  parse(text: string, name: string): JsonObject
  match(captured: Captured | CaptureFailure, expected: JsonObject, colors?: ReportColors): SnapshotMatch
  /** The words of a read failure: nothing is written from it. */
  describeFailure(failure: CaptureFailure['failure']): string
}

/** Tool-call snapshots: the canonical calls of one turn in the expectation language (a run of several steps is refused). */
export const toolCallKind: SnapshotKind<CapturedTurn> = {
  noun: 'tool-call',
  fileMatcher: 'toMatchToolCallSnapshot',
  capture: (received) => captureOneTurn(received),
  render: (captured) => renderSnapshot(captured.data),
  parse: parseSnapshot,
  match: matchSnapshot,
  describeFailure: (failure) => describeCaptureFailure(failure),
}
