import { compileTurn } from '../compile/compile-turn.js'
import { matchReadTurn } from '../match/match.js'
import { type ReportColors, reportFailure } from '../report/format-failure.js'
import type { CapturedCalls } from './capture-calls.js'
import { describeCaptureFailure } from './describe-capture-failure.js'
import type { SnapshotExpectation } from './parse-snapshot.js'
import { renderSnapshot } from './render-snapshot.js'
import { resolveTurn } from './resolve-turn.js'

/** How captured calls compare with a stored snapshot, in the shape snapshot runners ask of a domain adapter. */
export interface SnapshotMatch {
  pass: boolean
  /** The first differing path in words, the other differences, and the diff of the report; empty on a pass. */
  message: string
  /**
   * The words alone, without a diff (for runners that print their own diff of `expected` and `resolved`): no count
   * of matching arguments left out, since that diff shows them all.
   */
  summary: string
  /**
   * The received calls re-written through the stored snapshot (see `resolveTurn`), rendered: what updating the
   * snapshot writes, and the received side of the diff. Equal to `expected` when the snapshot passes.
   */
  resolved: string
  /** The stored snapshot re-rendered in the stable text form: the expected side of the diff. */
  expected: string
  /**
   * Why `resolved` must not be written, when it must not (the received run breaks a `never` entry, which `-u` never
   * drops): the runner faces then fail the assertion with these words and write nothing, with `-u` or without.
   */
  refused?: string
}

/**
 * Compares captured calls with a stored snapshot, honouring the rules a person wrote into it (via the same
 * `match` as every matcher), and resolves the update. A capture that failed to read never passes and resolves to
 * the stored snapshot unchanged, so nothing is written from it.
 */
export function matchSnapshot(
  captured: CapturedCalls,
  expectation: SnapshotExpectation,
  colors?: ReportColors,
): SnapshotMatch {
  const expected = renderSnapshot(expectation)
  if (!captured.ok) {
    const summary = describeCaptureFailure(captured.failure)
    return { pass: false, message: summary, summary, resolved: expected, expected }
  }
  const compiled = compileTurn(expectation, captured.options)
  const verdict = matchReadTurn(captured.turn, compiled, captured.options)
  const resolved = renderSnapshot(resolveTurn(expectation, captured))
  if (verdict.pass) return { pass: true, message: '', summary: '', resolved, expected }
  const report = reportFailure(verdict, compiled, colors)
  const message = report.diff === undefined ? report.summary : `${report.summary}\n\n${report.diff}`
  // The runners print their own diff of the whole snapshot, where no argument is left out: no count of hidden ones.
  return { pass: false, message, summary: report.words ?? report.summary, resolved, expected }
}
