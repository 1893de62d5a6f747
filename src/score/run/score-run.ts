import { guardReading } from '../../expect/guard-reading.js'
import type { RunExpectation } from '../../expect/run-types.js'
import { compileRun } from '../../match/run/compile-run.js'
import { matchCompiledRun } from '../../match/run/match-run.js'
import type { RunVerdict } from '../../match/run/types.js'
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
 * (`fromResult` rules satisfied over checked). `pass` is the run verdict's; `total` is the profile's `runTotal`. A
 * run that cannot be read scores 0 on every axis that applies. Throws `MatcherUsageError` for a malformed
 * expectation, bad options or an unknown profile.
 */
export function scoreRun(expected: RunExpectation, received: unknown, options?: ScoreOptions): RunItemScore {
  const { profile, category, normalized } = guardReading(options, ['options'], () => splitOptions(options))
  const compiled = guardReading(expected, [], () => compileRun(expected, normalized))
  const verdict = matchCompiledRun(received, compiled, normalized)
  const run = runScoreOf(compiled, verdict.run, normalized)
  const result: RunItemScore = {
    axes: noTurnAxes(),
    total: profile.runTotal(run.axes, verdict.pass),
    pass: verdict.pass,
    profile: profile.name,
    version: SCORE_VERSION,
    verdict,
    failure: failureOf(verdict),
    calls: [],
    facts: { keys: { tp: 0, fp: 0, fn: 0 }, values: { tp: 0, fp: 0, fn: 0 } },
    stale: false,
    run,
  }
  if (category !== undefined) result.category = category
  return result
}
