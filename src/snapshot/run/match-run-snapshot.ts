import { compileRun } from '../../match/run/compile-run.js'
import { matchReadRun } from '../../match/run/match-run.js'
import { formatRunFailure } from '../../report/run/format-run-failure.js'
import { describeCaptureFailure } from '../describe-capture-failure.js'
import type { SnapshotMatch } from '../match-snapshot.js'
import { renderSnapshot } from '../render-snapshot.js'
import type { CapturedRunOrFailure } from './capture-run.js'
import { describeRefusedUpdate } from './describe-refused-update.js'
import type { RunSnapshotExpectation } from './parse-run-snapshot.js'
import { brokenNever, resolveRun } from './resolve-run.js'

/**
 * Compares a captured run with a stored run snapshot, honouring the rules a person wrote into it (via the same
 * `matchRun` engine as `toMatchRun`), and resolves the update (`resolveRun`). A failure reads as a run matcher's:
 * each difference naming its step and call, then the run's timeline (`summary` stops there, for runners that diff
 * the snapshot text themselves; `message` adds the diff of the first failing call). A capture that failed to read
 * never passes and resolves to the stored snapshot unchanged, so nothing is written from it; a run that breaks a
 * `never` entry is `refused` (nothing is written, with `-u` or without: an update never drops one).
 */
export function matchRunSnapshot(
  captured: CapturedRunOrFailure,
  expectation: RunSnapshotExpectation,
): SnapshotMatch {
  const expected = renderSnapshot(expectation)
  if (!captured.ok) {
    const summary = describeCaptureFailure(captured.failure, 'run')
    return { pass: false, message: summary, summary, resolved: expected, expected }
  }
  const compiled = compileRun(expectation, { ...captured.options, written: 'json' })
  const verdict = matchReadRun(captured.run, compiled, captured.options)
  const resolved = renderSnapshot(resolveRun(expectation, captured))
  if (verdict.pass) return { pass: true, message: '', summary: '', resolved, expected }
  const broken = brokenNever(compiled, captured.run, captured.options)
  return {
    pass: false,
    message: formatRunFailure(verdict),
    summary: formatRunFailure(verdict, { callDiff: false }),
    resolved,
    expected,
    ...(broken.length === 0 ? {} : { refused: describeRefusedUpdate(expectation, broken) }),
  }
}
