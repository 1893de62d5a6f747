import { guardReading } from '../../expect/guard-reading.js'
import type { RunExpectation } from '../../expect/run-types.js'
import { compileRun } from '../../match/run/compile-run.js'
import { matchReadRunChecks } from '../../match/run/match-run.js'
import { refuseExtraCalls } from '../../match/run/refuse-extra-calls.js'
import type { RunVerdict } from '../../match/run/types.js'
import { readRunNormalized } from '../../read/run/read-run.js'
import type { ReadFailure } from '../../read/types.js'
import { classifyReadFailure } from '../failure-kind.js'
import { splitOptions } from '../split-options.js'
import {
  AXIS_NAMES,
  type Axes,
  type RunItemScore,
  SCORE_VERSION,
  type ScoreFailureKind,
  type ScoreOptions,
} from '../types.js'
import { runScoreOf } from './run-score-of.js'
import { runShares } from './run-shares.js'

function unread(failure: ReadFailure): RunVerdict {
  return { pass: false, mismatches: [{ kind: 'read_failure', failure }] }
}

function failureOf(verdict: RunVerdict): ScoreFailureKind | null {
  if (verdict.pass) return null
  const first = verdict.mismatches[0]!
  return first.kind === 'read_failure' ? classifyReadFailure(first.failure.kind) : 'mismatch'
}

/** The turn axes of a run item: none applies. */
function noTurnAxes(): Axes {
  const axes = {} as Axes
  for (const name of AXIS_NAMES) axes[name] = null
  return axes
}

/**
 * Scores one item against a run expectation: reads `received` as a whole run (`readRun`: a conversation, an SDK
 * result with steps, or anything `readCalls` reads as a run of one step), matches it (`matchRun`, with the
 * profile's policies and yours on top), and grades the run axes — precision, recall and F1 of the calls (maximum
 * matching), step accuracy, `never` respected, efficiency (extra and repeated calls) and result dependency
 * (`fromResult` rules satisfied over checked). `pass` is the run verdict's; `total` is the profile's `runTotal` of the
 * checks' shares (`runShares`): 1 exactly when the item passes. A run that cannot be read scores 0 on every axis that
 * applies. `calls` credits each required call for the per-tool breakdown (`runCallScores`): the call the matching
 * gave it, else the closest call of its tool left over. The tools given (or a tool handle's) validate the received
 * calls, as `match` does. Throws
 * `MatcherUsageError` for a malformed expectation, bad options (`extraCalls`: the order decides) or an unknown
 * profile.
 */
export function scoreRun(expected: RunExpectation, received: unknown, options?: ScoreOptions): RunItemScore {
  const { profile, category, normalized } = guardReading(options, ['options'], () => splitOptions(options))
  refuseExtraCalls(options, 'a run expectation')
  const compiled = guardReading(expected, [], () => compileRun(expected, normalized))
  const read = readRunNormalized(received, normalized)
  const { verdict, checks } = read.ok
    ? matchReadRunChecks(read.run, compiled, normalized)
    : { verdict: unread(read.failure), checks: undefined }
  const { run, calls } = runScoreOf(compiled, verdict.run, normalized)
  const shares = runShares(checks, run.axes, run.counts.calls)
  const result: RunItemScore = {
    axes: noTurnAxes(),
    total: profile.runTotal(shares, verdict.pass),
    pass: verdict.pass,
    profile: profile.name,
    version: SCORE_VERSION,
    verdict,
    failure: failureOf(verdict),
    calls,
    facts: { keys: { tp: 0, fp: 0, fn: 0 }, values: { tp: 0, fp: 0, fn: 0 } },
    stale: false,
    run,
  }
  if (category !== undefined) result.category = category
  return result
}
