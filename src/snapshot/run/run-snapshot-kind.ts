import type { RunSnapshotOptions } from '../../matchers/matcher-options.js'
import { describeCaptureFailure } from '../describe-capture-failure.js'
import { renderSnapshot } from '../render-snapshot.js'
import type { SnapshotKind } from '../snapshot-kind.js'
import { type CapturedRun, captureRun } from './capture-run.js'
import { matchRunSnapshot } from './match-run-snapshot.js'
import { parseRunSnapshot } from './parse-run-snapshot.js'
import { normalizeRunSnapshotOptions } from './run-snapshot-options.js'

/**
 * Run snapshots: a whole run as a run expectation in plain JSON (`captureRun`), compared as `toMatchRun` compares
 * and resolved by `resolveRun`; `options` say how results are written.
 */
export function runSnapshotKind(options?: RunSnapshotOptions): SnapshotKind<CapturedRun> {
  // Checked before anything is read or stored: a malformed option is a usage error, whatever the received value.
  const normalized = normalizeRunSnapshotOptions(options)
  return {
    noun: 'run',
    fileMatcher: 'toMatchRunSnapshot',
    capture: (received) => captureRun(received, normalized),
    render: (captured) => renderSnapshot(captured.data),
    parse: parseRunSnapshot,
    match: (captured, expected) => matchRunSnapshot(captured, expected),
    describeFailure: (failure) => describeCaptureFailure(failure, 'run'),
  }
}
