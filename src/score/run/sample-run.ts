import type { RunItemScore } from '../types.js'
import { abridgeRunMismatches, timelineRecord } from './abridge-run.js'
import { zeroRunAxes } from './run-axes.js'
import type { RunCounts, SampleRun } from './run-types.js'

/** A run's counts when the item failed to generate: nothing received, nothing taken or met, nothing satisfied. */
function nothingReceived(counts: RunCounts): RunCounts {
  const { matching, stepMatching, violations, dependencies, claims, loops } = counts
  return {
    calls: 0,
    steps: 0,
    repeated: 0,
    wasted: 0,
    matching: matching && { expected: matching.expected, matched: 0, missed: matching.expected, extra: 0 },
    stepMatching: stepMatching && { expected: stepMatching.expected, met: 0, counted: stepMatching.expected },
    violations: violations === null ? null : 0,
    dependencies: dependencies && { checked: dependencies.checked, satisfied: 0 },
    claims: claims && { made: 0, backed: 0 },
    loops: loops === null ? null : 0,
  }
}

/**
 * The run part of a sample. A generation failure (`failed`) zeroes every run axis that applies and counts nothing
 * received; a missing prediction (`missing`) keeps no mismatch. The run's timeline, abridged, is kept when the item
 * failed or scored below 1 and the run was read: those are the items a report lists.
 */
export function sampleRun(score: RunItemScore, failed: boolean, missing: boolean): SampleRun {
  const { run, verdict } = score
  const out: SampleRun = {
    axes: failed ? zeroRunAxes(run.axes) : { ...run.axes },
    counts: failed ? nothingReceived(run.counts) : structuredClone(run.counts),
    mismatches: [],
  }
  if (!missing) {
    const { kept, omitted } = abridgeRunMismatches(verdict.mismatches)
    out.mismatches = kept
    if (omitted > 0) out.mismatchesOmitted = omitted
  }
  const listed = failed || !score.pass || (score.total !== null && score.total < 1)
  if (listed && verdict.run !== undefined) out.timeline = timelineRecord(verdict.run)
  return out
}
